import type { AppDeps } from "./deps";
import { tokenFromAuthorization } from "./services/auth/session-token";
import { validateSession } from "./services/auth/sessions";
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
  /** tRPC SSE subscriptions cannot set headers: the client sends the token in connectionParams. */
  connectionToken?: unknown;
  ip?: string;
}

export async function createContext(deps: AppDeps, req: RequestAuth): Promise<Context> {
  const fromParams =
    typeof req.connectionToken === "string" ? tokenFromAuthorization(`Bearer ${req.connectionToken}`) : null;
  const token = tokenFromAuthorization(req.authorization) ?? fromParams;
  const session = token ? await validateSession(deps, token) : null;
  return { deps, token, session, ip: req.ip ?? "unknown" };
}
