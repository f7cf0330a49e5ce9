import { AuthRedirect, LoginScreen, RequireAuth } from "@seatline/ui";
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from "react-router";
import { FlowProvider, RequireStep } from "./flow/flow-context";
import { HostScreen } from "./screens/host-screen";
import { NameScreen } from "./screens/name-screen";
import { PartyScreen } from "./screens/party-screen";
import { PhoneScreen } from "./screens/phone-screen";
import { TicketScreen } from "./screens/ticket-screen";
import { WelcomeScreen } from "./screens/welcome-screen";

export const LOGIN_PATH = "/login";
export const APP_PATH = "/app";

/**
 * SPEC §2 routes. Kiosk sequence (the live route order): /app, /app/party, /app/name, /app/input, /app/ticket;
 * a mid-flow step opened without the earlier ones returns to /app; /app/ticket shows the last ticket, if any.
 */
export const routes: RouteObject[] = [
  { path: "/", element: <AuthRedirect signedInPath={APP_PATH} signedOutPath={LOGIN_PATH} /> },
  { path: LOGIN_PATH, element: <LoginScreen onSuccessPath={APP_PATH} subtitle="Kiosk" /> },
  {
    path: APP_PATH,
    element: (
      <RequireAuth loginPath={LOGIN_PATH}>
        <FlowProvider>
          <Outlet />
        </FlowProvider>
      </RequireAuth>
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
