/**
 * The guest's status page (/w/{token}): one entry, found by its unguessable status token, as its own guest sees it,
 * and "Leave the line". The token is the only key: nothing of another entry or guest is ever read out.
 */
import { type Executor, findStoreById, findWaitlistEntryByToken, type WaitlistEntryRow } from "@seatline/db";
import {
  type GuestStatus,
  guestStateOf,
  INVALID_STATUS_LINK,
  isInLine,
  nameInitial,
  notFound,
  ticketQuote,
} from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { entryStanding } from "../waitlist/entry-standing";
import { leaveEntry } from "../waitlist/lifecycle";

/** The entry a token names; an unknown token is "not found" with the same message as a malformed one. */
export async function entryByToken(db: Executor, token: string, lock = false): Promise<WaitlistEntryRow> {
  const entry = await findWaitlistEntryByToken(db, token, lock);
  if (!entry) throw notFound(INVALID_STATUS_LINK);
  return entry;
}

async function statusOf(db: Executor, entry: WaitlistEntryRow, now: Date): Promise<GuestStatus> {
  const state = guestStateOf(entry.status, entry.notified);
  const store = await findStoreById(db, entry.storeId);
  // The place and quote the kiosk's ticket told this guest too (waitlist/entry-standing.ts).
  const standing = isInLine(state)
    ? await entryStanding(db, entry, store?.store ?? null, now, state === "waiting")
    : null;
  // Told as the ticket tells it: no number past two hours or for a party no table takes (the host confirms it).
  const quote = standing ? ticketQuote(standing.quote, standing.hasTable) : null;
  return {
    storeName: store?.store.name ?? "",
    ticket: entry.ticketId,
    partySize: entry.partySize,
    nameInitial: nameInitial(entry.customerName),
    state,
    position: standing?.position ?? null,
    // Once called, the wait is over: no quote.
    quoteMinutes: quote?.minutes ?? null,
    quoteRange: quote ? { low: quote.low, high: quote.high } : null,
    hostConfirmsWait: state === "waiting" && standing?.quote != null && quote === null,
    enteredTime: entry.enteredTime.toISOString(),
    exitedTime: entry.exitedTime?.toISOString() ?? null,
    hasPhone: entry.customerNumber !== null,
    language: entry.language,
    languages: store?.store.guestLanguages ?? ["en"],
  };
}

export async function guestStatus(deps: AppDeps, token: string): Promise<GuestStatus> {
  return statusOf(deps.db, await entryByToken(deps.db, token), deps.clock.now());
}

/**
 * Leave the line from the status link (the lifecycle's leave, as a host or a text reply would): the hosts hear of it
 * at once. Idempotent: an entry that has already left the line is answered as it is.
 */
export async function leaveLine(deps: AppDeps, token: string): Promise<GuestStatus> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const entry = await entryByToken(tx, token);
    const { row } = await leaveEntry(tx, {
      storeId: entry.storeId,
      entryId: entry.id,
      now,
      channel: "guest_link",
    });
    return statusOf(tx, row ?? entry, now);
  });
}
