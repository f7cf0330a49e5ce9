import type { AppDeps } from "./deps";
import { tokenFromAuthorization } from "./services/auth/session-token";
import { validateSession } from "./services/auth/sessions";
import { redeemStreamTicket, type TicketCall } from "./services/auth/stream-tickets";
import type { SessionInfo } from "./services/auth/types";
import type { StatementKey } from "./services/repeat-keys/keyed-statement";

export interface Context {
  deps: AppDeps;
  /** The bearer token of the request, when it had a well-formed one. */
  token: string | null;
  session: SessionInfo | null;
  ip: string;
  /**
   * A stream ticket sent instead of a session token, not yet redeemed: it opens only the subscription it was made for,
   * and is resolved per call by `sessionForTicket` (trpc.ts runs it before every procedure), never here.
   */
  streamTicket?: string;
  /**
   * The request's `Idempotency-Key` header as sent, unchecked (trpc.ts repeatSafe checks it on keyed mutations), and
   * how many calls the request holds: a key belongs to one call, so a batch may not carry one.
   */
  repeatKey?: { header: string | string[]; calls: number };
  /**
   * The checked key of a keyed call to a procedure whose one statement claims it (`keyInStatement`: the joins and the
   * public booking), set by repeatSafe: the procedure hands it to its service and answers with answerOf.
   */
  statementKey?: StatementKey;
}

export interface RequestAuth {
  authorization?: string;
  /**
   * tRPC SSE subscriptions cannot set headers: the client sends a single-use stream ticket in connectionParams (never
   * the session token, which would sit in logged URLs).
   */
  streamTicket?: unknown;
  ip?: string;
  idempotencyKey?: string | string[];
  /** How many calls the request holds (a tRPC batch: several). */
  calls?: number;
}

export async function createContext(deps: AppDeps, req: RequestAuth): Promise<Context> {
  const token = tokenFromAuthorization(req.authorization);
  if (!token && typeof req.streamTicket === "string") {
    const ticket = tokenFromAuthorization(`Bearer ${req.streamTicket}`);
    // Not redeemed yet: which procedure the request calls is known per call (a batch holds several).
    return {
      deps,
      token: null,
      session: null,
      ip: req.ip ?? "unknown",
      ...(ticket ? { streamTicket: ticket } : {}),
    };
  }
  const session = token ? await validateSession(deps, token) : null;
  return {
    deps,
    token,
    session,
    ip: req.ip ?? "unknown",
    ...(req.idempotencyKey !== undefined
      ? { repeatKey: { header: req.idempotencyKey, calls: req.calls ?? 1 } }
      : {}),
  };
}

/**
 * The session a call gets from the context's stream ticket: the ticket's session only for a subscription of the
 * procedure the ticket was made for (spending it), none for anything else (services/auth/stream-tickets.ts).
 */
export function sessionForTicket(ctx: Context, call: TicketCall): Promise<SessionInfo | null> {
  return ctx.streamTicket
    ? redeemStreamTicket(ctx.deps, ctx.streamTicket, call)
    : Promise.resolve(ctx.session);
}
