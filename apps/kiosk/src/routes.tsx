import { AuthRedirect, RequireAuth, Spinner } from "@seatline/ui";
import { lazy, type ReactNode, Suspense } from "react";
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from "react-router";
import { FlowProvider, RequireStep } from "./flow/flow-context";
import { RememberKioskOffline } from "./offline/remember-offline";

export const LOGIN_PATH = "/login";
export const APP_PATH = "/app";

/**
 * Each screen is its own chunk, loaded when first shown (the first download holds only React, the router, Mantine's
 * base, the API client and the flow state). Navigations run in a transition, so the current screen stays up until
 * the next one has loaded; a direct load shows the spinner. The welcome screen fetches the flow's steps once idle.
 */
const screens = {
  login: () => import("./screens/login-route"),
  welcome: () => import("./screens/welcome-screen"),
  party: () => import("./screens/party-screen"),
  name: () => import("./screens/name-screen"),
  input: () => import("./screens/phone-screen"),
  ticket: () => import("./screens/ticket-screen"),
  host: () => import("./screens/host-screen"),
};

/** Loads the steps after the welcome screen in the background, so a guest never waits between steps. */
export function prefetchFlowScreens(): void {
  for (const load of [screens.party, screens.name, screens.input, screens.ticket])
    void load().catch(() => {});
}

const KioskLogin = lazy(() => screens.login().then((m) => ({ default: m.KioskLogin })));
const WelcomeScreen = lazy(() =>
  screens.welcome().then((m) => {
    setTimeout(prefetchFlowScreens, 500);
    return { default: m.WelcomeScreen };
  }),
);
const PartyScreen = lazy(() => screens.party().then((m) => ({ default: m.PartyScreen })));
const NameScreen = lazy(() => screens.name().then((m) => ({ default: m.NameScreen })));
const PhoneScreen = lazy(() => screens.input().then((m) => ({ default: m.PhoneScreen })));
const TicketScreen = lazy(() => screens.ticket().then((m) => ({ default: m.TicketScreen })));
const HostScreen = lazy(() => screens.host().then((m) => ({ default: m.HostScreen })));

/**
 * Sends queued joins and keeps leased tickets while the guest screens are open (docs/architecture.md "Offline kiosk");
 * its own chunk, outside the first download (precached by the service worker like every chunk).
 */
const OfflineSyncRunner = lazy(() => import("./offline/offline-sync-runner"));
function OfflineSync() {
  return (
    <Suspense fallback={null}>
      <OfflineSyncRunner />
    </Suspense>
  );
}

function Loading({ children }: { children?: ReactNode }) {
  return <Suspense fallback={<Spinner fullScreen />}>{children}</Suspense>;
}

/**
 * Routes (docs/product.md#kiosk). Kiosk sequence (the live route order): /app, /app/party, /app/name, /app/input, /app/ticket;
 * a mid-flow step opened without the earlier ones returns to /app; /app/ticket shows the last ticket, if any.
 */
export const routes: RouteObject[] = [
  { path: "/", element: <AuthRedirect signedInPath={APP_PATH} signedOutPath={LOGIN_PATH} /> },
  {
    path: LOGIN_PATH,
    element: (
      <Loading>
        <KioskLogin />
      </Loading>
    ),
  },
  {
    path: APP_PATH,
    element: (
      <RememberKioskOffline>
        <RequireAuth loginPath={LOGIN_PATH}>
          <OfflineSync />
          <FlowProvider>
            <Loading>
              <Outlet />
            </Loading>
          </FlowProvider>
        </RequireAuth>
      </RememberKioskOffline>
    ),
    children: [
      { index: true, element: <WelcomeScreen /> },
      {
        path: "party",
        element: (
          <RequireStep step="party">
            <PartyScreen />
          </RequireStep>
        ),
      },
      {
        path: "name",
        element: (
          <RequireStep step="name">
            <NameScreen />
          </RequireStep>
        ),
      },
      {
        path: "input",
        element: (
          <RequireStep step="input">
            <PhoneScreen />
          </RequireStep>
        ),
      },
      { path: "ticket", element: <TicketScreen /> },
      { path: "host", element: <HostScreen /> },
      { path: "*", element: <Navigate to={APP_PATH} replace /> },
    ],
  },
  { path: "*", element: <Navigate to="/" replace /> },
];

export const router = createBrowserRouter(routes);
