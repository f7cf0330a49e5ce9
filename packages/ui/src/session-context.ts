import { createContext, useContext } from "react";
import type { AuthCompany, AuthUser, StoreInfo } from "./auth-types";

/** A signed-in session whose company and store are known (provided by RequireAuth). */
export interface Session {
  token: string;
  user: AuthUser;
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
