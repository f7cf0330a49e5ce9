import { AuthRedirect, LoginScreen, RequireAuth } from "@seatline/ui";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { ArchiveScreen } from "./screens/archive-screen";
import { DashboardScreen } from "./screens/dashboard-screen";
import { ReservationsScreen } from "./screens/reservations/reservations-screen";
import { SettingsScreen } from "./screens/settings/settings-screen";
import { StaffShell } from "./staff-shell";
import { APP_PATH } from "./tabs";

export const BASENAME = "/staff";
export const LOGIN_PATH = "/login";

/** Routes inside the /staff basename; each tab is a child route of the shell. */
export const routes: RouteObject[] = [
  { path: "/", element: <AuthRedirect signedInPath={APP_PATH} signedOutPath={LOGIN_PATH} /> },
  { path: LOGIN_PATH, element: <LoginScreen onSuccessPath={APP_PATH} subtitle="Staff console" /> },
  {
    path: APP_PATH,
    element: (
      <RequireAuth loginPath={LOGIN_PATH}>
        <StaffShell />
      </RequireAuth>
    ),
    children: [
      { index: true, element: <DashboardScreen /> },
      { path: "archive", element: <ArchiveScreen /> },
      { path: "reservations", element: <ReservationsScreen /> },
      { path: "settings", element: <SettingsScreen /> },
      { path: "*", element: <Navigate to={APP_PATH} replace /> },
    ],
  },
  { path: "*", element: <Navigate to="/" replace /> },
];

export const router = createBrowserRouter(routes, { basename: BASENAME });
