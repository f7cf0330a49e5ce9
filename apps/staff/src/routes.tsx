import { AuthRedirect, RequireAuth, Spinner } from "@seatline/ui";
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from "react";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { GuestPanelProvider } from "./guest-book/guest-panel-context";
import { RememberStaffOffline } from "./offline/remember-offline";
import { StaffShell } from "./staff-shell";
import { APP_PATH } from "./tabs";

export const BASENAME = "/staff";
export const LOGIN_PATH = "/login";
/** An invited member's page: /staff/invite#token (services/staff/staff-accounts.ts inviteUrl). */
export const INVITE_PATH = "/invite";

/**
 * The sign-in page and each tab are their own chunks, loaded when first opened (a tab's dialogs, date pickers and
 * QR codes come with it or later). A tab that is still loading shows a spinner in its panel under the tab bar.
 */
const StaffLogin = lazy(() => import("./screens/login-route").then((m) => ({ default: m.StaffLogin })));
const InviteRoute = lazy(() => import("./screens/invite-route").then((m) => ({ default: m.InviteRoute })));
const DashboardScreen = lazy(() =>
  import("./screens/dashboard-screen").then((m) => ({ default: m.DashboardScreen })),
);
const ArchiveScreen = lazy(() =>
  import("./screens/archive-screen").then((m) => ({ default: m.ArchiveScreen })),
);
const ReservationsScreen = lazy(() =>
  import("./screens/reservations/reservations-screen").then((m) => ({ default: m.ReservationsScreen })),
);
const SettingsScreen = lazy(() =>
  import("./screens/settings/settings-screen").then((m) => ({ default: m.SettingsScreen })),
);

/** Reports (docs/product.md#reports) bring their charts (@mantine/charts, recharts) with them: none of it is in the initial JS. */
const ReportsScreen = lazy(() =>
  import("./screens/reports/reports-screen").then((m) => ({ default: m.ReportsScreen })),
);

const FloorScreen = lazy(() =>
  import("./screens/floor/floor-screen").then((m) => ({ default: m.FloorScreen })),
);

function lazyElement(Screen: LazyExoticComponent<ComponentType>, label: string, fullScreen = false) {
  return (
    <Suspense fallback={<Spinner label={label} fullScreen={fullScreen} />}>
      <Screen />
    </Suspense>
  );
}

/** Routes inside the /staff basename; each tab is a child route of the shell. */
export const routes: RouteObject[] = [
  { path: "/", element: <AuthRedirect signedInPath={APP_PATH} signedOutPath={LOGIN_PATH} /> },
  { path: LOGIN_PATH, element: lazyElement(StaffLogin, "Loading", true) },
  { path: INVITE_PATH, element: lazyElement(InviteRoute, "Loading", true) },
  {
    path: APP_PATH,
    element: (
      <RememberStaffOffline>
        <RequireAuth loginPath={LOGIN_PATH}>
          {/* The guest book's side panel, opened from any tab's rows (docs/product.md#guest-book). */}
          <GuestPanelProvider>
            <StaffShell />
          </GuestPanelProvider>
        </RequireAuth>
      </RememberStaffOffline>
    ),
    children: [
      { index: true, element: lazyElement(DashboardScreen, "Loading Dashboard") },
      { path: "archive", element: lazyElement(ArchiveScreen, "Loading Archive") },
      { path: "reservations", element: lazyElement(ReservationsScreen, "Loading Reservations") },
      { path: "settings", element: lazyElement(SettingsScreen, "Loading Settings") },
      { path: "reports", element: lazyElement(ReportsScreen, "Loading Reports") },
      { path: "floor", element: lazyElement(FloorScreen, "Loading the floor") },
      { path: "*", element: <Navigate to={APP_PATH} replace /> },
    ],
  },
  { path: "*", element: <Navigate to="/" replace /> },
];

export const router = createBrowserRouter(routes, { basename: BASENAME });
