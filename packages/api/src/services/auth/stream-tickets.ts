/**
 * Stream tickets (SECURITY.md): a live-update stream (SSE) cannot send an Authorization header and its URL is
 * logged by proxies, so it never carries the 24 h session token. The client asks for a ticket with its header, then
 * opens the stream with the ticket in connectionParams. A ticket is random (256 bits), stored only as its SHA-256,
 * bound to the session that asked for it, valid for 60 s and good for one stream: redeeming deletes it.
 *
 * A ticket opens exactly one subscription of the procedure it was made for and nothing else: it is stored as the
 * hash of the procedure's path with the ticket, and only a subscription call of that path looks it up (trpc.ts's
 * credentials middleware, through context.ts). A query, a mutation (events.streamTicket included: a ticket cannot
 * make a ticket) or another subscription sent with a ticket acts with no session at all.
 */
import { streamTickets } from "@seatline/db";
import { eq, lte } from "drizzle-orm";
import type { AppDeps } from "../../deps";
import { generateSessionToken, sessionIdOf } from "./session-token";
import { validateSessionId } from "./sessions";
import type { SessionInfo } from "./types";

export const STREAM_TICKET_TTL_MS = 60_000;

/** The subscriptions a stream ticket can be made for (the staff's live streams; a guest's stream needs no session). */
export const STREAM_TICKET_PROCEDURES = ["events.onStoreChange"] as const;
export type StreamTicketProcedure = (typeof STREAM_TICKET_PROCEDURES)[number];

/** What a request asks the ticket to open: the procedure's path and type, as tRPC names them. */
export interface TicketCall {
  path: string;
  type: string;
}

/** The stored id of a ticket made for one procedure: the same ticket names no row for any other. */
function ticketIdOf(ticket: string, procedure: string): string {
  return sessionIdOf(`${procedure}\n${ticket}`);
}

export async function issueStreamTicket(
  deps: AppDeps,
  session: Pick<SessionInfo, "sessionId">,
  procedure: StreamTicketProcedure = "events.onStoreChange",
): Promise<{ ticket: string; expiresAt: string }> {
  const now = deps.clock.now();
  const ticket = generateSessionToken();
  const expiresAt = new Date(now.getTime() + STREAM_TICKET_TTL_MS);
  // Tickets never redeemed are swept as new ones are asked for (indexed by expiry).
  await deps.db.delete(streamTickets).where(lte(streamTickets.expiresAt, now));
  await deps.db
    .insert(streamTickets)
    .values({ id: ticketIdOf(ticket, procedure), sessionId: session.sessionId, expiresAt });
  return { ticket, expiresAt: expiresAt.toISOString() };
}

/**
 * The session a ticket opens for this call, spending the ticket; null when the call is not a subscription a ticket
 * can be made for (nothing is looked up or spent), or the ticket is unknown, made for another procedure, spent,
 * expired, or its session has ended.
 */
export async function redeemStreamTicket(
  deps: AppDeps,
  ticket: string,
  call: TicketCall,
): Promise<SessionInfo | null> {
  if (call.type !== "subscription") return null;
  if (!(STREAM_TICKET_PROCEDURES as readonly string[]).includes(call.path)) return null;
  const [row] = await deps.db
    .delete(streamTickets)
    .where(eq(streamTickets.id, ticketIdOf(ticket, call.path)))
    .returning({ sessionId: streamTickets.sessionId, expiresAt: streamTickets.expiresAt });
  if (!row || row.expiresAt.getTime() <= deps.clock.now().getTime()) return null;
  return validateSessionId(deps, row.sessionId);
}
