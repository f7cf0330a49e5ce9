import { createContext, useContext } from "react";
import type { AuthCompany, AuthUser, StandPersonInfo, StoreInfo } from "./auth-types";

/** A signed-in session whose company and store are known (provided by RequireAuth). */
export interface Session {
  token: string;
  /**
   * Who the screens act for. On a host stand: the person at it, as a host (the stand runs the door's procedures only,
   * whatever their role), so the screens offer nothing the server would refuse the stand.
   */
  user: AuthUser;
  /**
   * A host stand's session (docs/architecture.md "Device sessions"): who is at it, null while it is locked. Absent on a
   * person's own session.
   */
  stand?: { atStand: StandPersonInfo | null };
  company: AuthCompany;
  store: StoreInfo;
}

export const SessionContext = createContext<Session | null>(null);

/** The session of the signed-in staff member; only inside <RequireAuth>. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession must be used inside <RequireAuth>.");
  return session;
}
