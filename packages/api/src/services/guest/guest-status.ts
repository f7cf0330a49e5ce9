/**
 * The guest's status page (/w/{token}): one entry, found by its unguessable status token, as its own guest sees it,
 * and "Leave the line". The token is the only key: nothing of another entry or guest is ever read out.
 */
import {
  type Executor,
  findStoreById,
  findWaitlistEntryByToken,
  getTableSettings,
  type WaitlistEntryRow,
  waitingAheadGroupCounts,
} from "@seatline/db";
import {
  type GuestStatus,
  guestPlaceOfCounts,
  guestStateOf,
  INVALID_STATUS_LINK,
  isInLine,
  nameInitial,
  notFound,
  waitGroupOf,
} from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { tableSettingsView } from "../settings/table-settings";
import { leaveEntry } from "../waitlist/lifecycle";
import { quoteFromSnapshot, quoteSnapshot } from "../waitlist/quote-reads";

/** The entry a token names; an unknown token is "not found" with the same message as a malformed one. */
export async function entryByToken(db: Executor, token: string, lock = false): Promise<WaitlistEntryRow> {
  const entry = await findWaitlistEntryByToken(db, token, lock);
  if (!entry) throw notFound(INVALID_STATUS_LINK);
  return entry;
}

async function statusOf(db: Executor, entry: WaitlistEntryRow, now: Date): Promise<GuestStatus> {
  const state = guestStateOf(entry.status, entry.notified);
  const store = await findStoreById(db, entry.storeId);
  // The parties ahead, counted by group in the database (one row however long the line is).
  const ahead = isInLine(state) ? await waitingAheadGroupCounts(db, entry) : null;
  const place = ahead ? guestPlaceOfCounts(ahead, entry.partySize) : null;
  // The same estimator as every quote, with only this guest's group ahead of them.
  const quote =
    state === "waiting" && place && store
      ? quoteFromSnapshot(
          await quoteSnapshot(
            db,
            store.store,
            now,
            getTableSettings(db, entry.storeId).then(tableSettingsView),
          ),
          waitGroupOf(entry.partySize),
          place.aheadInGroup,
          entry.partySize,
        )
      : null;
  return {
    storeName: store?.store.name ?? "",
    ticket: entry.ticketId,
    partySize: entry.partySize,
    nameInitial: nameInitial(entry.customerName),
    state,
    position: place?.position ?? null,
    // Once called, the wait is over: no quote.
    quoteMinutes: quote?.minutes ?? null,
    quoteRange: quote ? { low: quote.low, high: quote.high } : null,
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
