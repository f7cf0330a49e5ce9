import type { AppDeps } from "./deps";
import { tokenFromAuthorization } from "./services/auth/session-token";
import { validateSession } from "./services/auth/sessions";
import { redeemStreamTicket } from "./services/auth/stream-tickets";
import type { SessionInfo } from "./services/auth/types";

export interface Context {
  deps: AppDeps;
  /** The bearer token of the request, when it had a well-formed one. */
  token: string | null;
  session: SessionInfo | null;
  ip: string;
}

export interface RequestAuth {
  authorization?: string;
  /**
   * tRPC SSE subscriptions cannot set headers: the client sends a single-use stream ticket in connectionParams (never
   * the session token, which would sit in logged URLs).
   */
  streamTicket?: unknown;
  ip?: string;
}

export async function createContext(deps: AppDeps, req: RequestAuth): Promise<Context> {
  const token = tokenFromAuthorization(req.authorization);
  if (!token && typeof req.streamTicket === "string") {
    const ticket = tokenFromAuthorization(`Bearer ${req.streamTicket}`);
    const session = ticket ? await redeemStreamTicket(deps, ticket) : null;
    return { deps, token: null, session, ip: req.ip ?? "unknown" };
  }
  const session = token ? await validateSession(deps, token) : null;
  return { deps, token, session, ip: req.ip ?? "unknown" };
}
