/**
 * Stream tickets (SECURITY.md): a live-update stream (SSE) cannot send an Authorization header and its URL is
 * logged by proxies, so it never carries the 24 h session token. The client asks for a ticket with its header, then
 * opens the stream with the ticket in connectionParams. A ticket is random (256 bits), stored only as its SHA-256,
 * bound to the session that asked for it, valid for 60 s and good for one stream: redeeming deletes it.
 */
import { streamTickets } from "@seatline/db";
import { eq, lte } from "drizzle-orm";
import type { AppDeps } from "../../deps";
import { generateSessionToken, sessionIdOf } from "./session-token";
import { validateSessionId } from "./sessions";
import type { SessionInfo } from "./types";

export const STREAM_TICKET_TTL_MS = 60_000;

export async function issueStreamTicket(
  deps: AppDeps,
  session: Pick<SessionInfo, "sessionId">,
): Promise<{ ticket: string; expiresAt: string }> {
  const now = deps.clock.now();
  const ticket = generateSessionToken();
  const expiresAt = new Date(now.getTime() + STREAM_TICKET_TTL_MS);
  // Tickets never redeemed are swept as new ones are asked for (indexed by expiry).
  await deps.db.delete(streamTickets).where(lte(streamTickets.expiresAt, now));
  await deps.db
    .insert(streamTickets)
    .values({ id: sessionIdOf(ticket), sessionId: session.sessionId, expiresAt });
  return { ticket, expiresAt: expiresAt.toISOString() };
}

/** The session a ticket opens, spending the ticket; null when unknown, spent, expired, or its session has ended. */
export async function redeemStreamTicket(deps: AppDeps, ticket: string): Promise<SessionInfo | null> {
  const [row] = await deps.db
    .delete(streamTickets)
    .where(eq(streamTickets.id, sessionIdOf(ticket)))
    .returning({ sessionId: streamTickets.sessionId, expiresAt: streamTickets.expiresAt });
  if (!row || row.expiresAt.getTime() <= deps.clock.now().getTime()) return null;
  return validateSessionId(deps, row.sessionId);
}
