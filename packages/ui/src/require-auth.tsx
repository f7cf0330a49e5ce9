import { Alert, Button, Center, Stack } from "@mantine/core";
import { DEVICE_SESSION_REFUSED, KIOSK_NEEDS_PAIRING } from "@seatline/domain";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useMemo } from "react";
import { Navigate, useLocation } from "react-router";
import { useAuth, useAuthStore } from "./auth-context";
import { isUnauthorizedError, notMemberMessage } from "./auth-errors";
import { type Session, SessionContext } from "./session-context";
import { Spinner } from "./spinner";
import { useTRPC } from "./trpc";

export interface RequireAuthProps {
  /** Where signed-out visitors are sent (inside the router's basename), e.g. "/login". */
  loginPath: string;
  children?: ReactNode;
}

/**
 * Protects a route (docs/product.md#signing-in /app/*): no token → the login page; while the user's company and store are
 * looked up (auth.me) → a full-screen spinner; no company or store → the docs/product.md#roles alert and logout;
 * UNAUTHORIZED (expired or revoked session) → logout.
 */
export function RequireAuth({ loginPath, children }: RequireAuthProps) {
  const auth = useAuth();
  const { device } = useAuthStore();
  const trpc = useTRPC();
  const location = useLocation();
  const { token, logout, setUserInfo } = auth;
  const me = useQuery(trpc.auth.me.queryOptions(undefined, { enabled: token !== null, staleTime: 60_000 }));
  const data = token !== null ? me.data : undefined;
  const unauthorized = isUnauthorizedError(me.error);

  useEffect(() => {
    if (token === null) return;
    if (unauthorized) {
      logout({ revoke: false });
    } else if (data) {
      // A session of the wrong kind: a person's on a kiosk (signed in before devices had their own) pairs again; a
      // kiosk's on the console is refused there by the server anyway.
      if ((data.device ?? undefined) !== device)
        logout({ error: device === "kiosk" ? KIOSK_NEEDS_PAIRING : DEVICE_SESSION_REFUSED });
      else if (!data.company || !data.store) logout({ error: notMemberMessage(data.company?.supportEmail) });
      else setUserInfo(data);
    }
  }, [token, unauthorized, data, logout, setUserInfo, device]);

  const session = useMemo<Session | null>(() => {
    if (token === null || !data?.company || !data.store || (data.device ?? undefined) !== device) return null;
    const base = { token, company: data.company, store: data.store };
    if (data.device !== "stand") return { ...base, user: data.user };
    const atStand = data.atStand ?? null;
    // The stand acts as the person at it, and only as a host (docs/architecture.md "Device sessions").
    const user = atStand
      ? { id: atStand.id, email: "", role: "host" as const }
      : { ...data.user, role: "host" as const };
    return { ...base, user, stand: { atStand } };
  }, [token, data, device]);

  if (token === null) return <Navigate to={loginPath} replace state={{ from: location.pathname }} />;
  if (session) return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
  if (me.isError && !unauthorized) {
    return (
      <Center h="100dvh" p="md">
        <Stack align="center" maw={420}>
          <Alert color="red" title="Could not load your account" w="100%">
            Check the connection and try again.
          </Alert>
          <Button onClick={() => void me.refetch()}>Retry</Button>
        </Stack>
      </Center>
    );
  }
  return <Spinner fullScreen />;
}

export interface AuthRedirectProps {
  signedInPath: string;
  signedOutPath: string;
}

/** docs/product.md#signing-in, "/": redirects to the app when signed in, otherwise to the login page. */
export function AuthRedirect({ signedInPath, signedOutPath }: AuthRedirectProps) {
  const { token } = useAuth();
  return <Navigate to={token !== null ? signedInPath : signedOutPath} replace />;
}
