import { AuthRedirect, LoginScreen, RequireAuth } from "@seatline/ui";
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from "react-router";
import { WelcomePlaceholder } from "./screens/welcome-placeholder";

export const LOGIN_PATH = "/login";
export const APP_PATH = "/app";

/** SPEC §2 routes. The kiosk screens (party, name, input, ticket, host) become children of /app. */
export const routes: RouteObject[] = [
  { path: "/", element: <AuthRedirect signedInPath={APP_PATH} signedOutPath={LOGIN_PATH} /> },
  { path: LOGIN_PATH, element: <LoginScreen onSuccessPath={APP_PATH} subtitle="Kiosk" /> },
  {
    path: APP_PATH,
    element: (
      <RequireAuth loginPath={LOGIN_PATH}>
        <Outlet />
      </RequireAuth>
    ),
    children: [
      { index: true, element: <WelcomePlaceholder /> },
      { path: "*", element: <Navigate to={APP_PATH} replace /> },
    ],
  },
  { path: "*", element: <Navigate to="/" replace /> },
];

export const router = createBrowserRouter(routes);
