import { MantineProvider } from "@mantine/core";
import { DatesProvider } from "@mantine/dates";
import type { QueryClient } from "@tanstack/react-query";
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { AuthProvider, createTrpcAuthApi } from "./auth-context";
import { type DeviceKind, defaultStorage, readStoredToken, sessionKeys } from "./auth-storage";
import { type AuthStore, createAuthStore } from "./auth-store";
import { createQueryClient } from "./query-client";
import { cssVariablesResolver, kioskTheme, theme } from "./theme";
import { type SeatlineTrpcClient, TRPCProvider } from "./trpc";
import { createTrpcClient } from "./trpc-client";

export interface SeatlineProviderProps {
  children?: ReactNode;
  /** "kiosk" uses large touch targets. */
  variant?: "default" | "kiosk";
  /** The app signs in as this device (the kiosk), not as a person (docs/architecture.md "Device sessions"). */
  device?: DeviceKind;
  /** The app may also be paired as this device (the staff console as the host stand). */
  pairable?: DeviceKind;
  /** tRPC endpoint URL; defaults to `${VITE_API_URL ?? ""}/trpc`. */
  apiUrl?: string;
  /** Injected clients and auth store (tests); created once per provider otherwise. */
  queryClient?: QueryClient;
  trpcClient?: SeatlineTrpcClient;
  authStore?: AuthStore;
}

interface Clients {
  queryClient: QueryClient;
  trpcClient: SeatlineTrpcClient;
  authStore: AuthStore;
}

function createClients(props: SeatlineProviderProps): Clients {
  // The query client and the auth store refer to each other: UNAUTHORIZED logs out; logout clears the cache. The
  // token is read where the store keeps the session it holds now (a person's, or the paired stand's).
  const holder: { authStore?: AuthStore } = {};
  const trpcClient =
    props.trpcClient ??
    createTrpcClient({
      url: props.apiUrl,
      getToken: () =>
        readStoredToken(
          defaultStorage(),
          sessionKeys(holder.authStore ? holder.authStore.device : props.device),
        ),
    });
  const queryClient =
    props.queryClient ??
    createQueryClient({
      onUnauthorized: () => {
        // Deferred: logging out clears the cache, which should not happen inside the cache's own callback.
        queueMicrotask(() => {
          if (holder.authStore?.getState().token) holder.authStore.logout({ revoke: false });
        });
      },
    });
  const authStore =
    props.authStore ??
    createAuthStore({
      api: createTrpcAuthApi(trpcClient),
      onLogout: () => queryClient.clear(),
      device: props.device,
      ...(props.pairable ? { pairable: props.pairable } : {}),
    });
  holder.authStore = authStore;
  return { queryClient, trpcClient, authStore };
}

/**
 * The notification stack (its transitions and scroll-bar offsets) loads after the first render: `notifications.show`
 * only writes to a tiny store, and whatever was shown before the stack mounted appears once it has.
 */
const Notifications = lazy(() =>
  import("@mantine/notifications").then((m) => ({ default: m.Notifications })),
);

/** Theme, dates, notifications, TanStack Query, tRPC and the auth session for a Seatline app. */
export function SeatlineProvider(props: SeatlineProviderProps) {
  const [clients] = useState(() => createClients(props));
  return (
    <MantineProvider
      theme={props.variant === "kiosk" ? kioskTheme : theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      {/* No weekend days: Mantine paints them red-6, below WCAG AA contrast on white (axe color-contrast). */}
      <DatesProvider settings={{ locale: "en", firstDayOfWeek: 0, weekendDays: [] }}>
        <Suspense fallback={null}>
          {/* At the bottom: a notice never covers the tabs or a list's header (the host stand reads those). */}
          <Notifications position="bottom-center" />
        </Suspense>
        <QueryClientProvider client={clients.queryClient}>
          <TRPCProvider trpcClient={clients.trpcClient} queryClient={clients.queryClient}>
            <AuthProvider store={clients.authStore}>{props.children}</AuthProvider>
          </TRPCProvider>
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
