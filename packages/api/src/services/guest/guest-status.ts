/**
 * The guest's status page (/w/{token}): one entry, found by its unguessable status token, as its own guest sees it,
 * and "Leave the line". The token is the only key: nothing of another entry or guest is ever read out.
 */
import {
  type Executor,
  findStoreById,
  findWaitlistEntryByToken,
  getTableSettings,
  updateWaitlistEntry,
  type WaitlistEntryRow,
  waitingAheadPartySizes,
} from "@seatline/db";
import {
  type GuestStatus,
  guestPlace,
  guestStateOf,
  INVALID_STATUS_LINK,
  isInLine,
  nameInitial,
  notFound,
  waitedMinutes,
  waitGroupOf,
} from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { emitStoreEvent } from "../../events/store-events";
import { tableSettingsView } from "../settings/table-settings";
import { quoteFromSnapshot, quoteSnapshot } from "../waitlist/quote-summary";

/** The entry a token names; an unknown token is "not found" with the same message as a malformed one. */
export async function entryByToken(db: Executor, token: string, lock = false): Promise<WaitlistEntryRow> {
  const entry = await findWaitlistEntryByToken(db, token, lock);
  if (!entry) throw notFound(INVALID_STATUS_LINK);
  return entry;
}

async function statusOf(db: Executor, entry: WaitlistEntryRow, now: Date): Promise<GuestStatus> {
  const state = guestStateOf(entry.status, entry.notified);
  const store = await findStoreById(db, entry.storeId);
  const place = isInLine(state) ? guestPlace(await waitingAheadPartySizes(db, entry), entry.partySize) : null;
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
 * Leave the line: a waiting (or called) entry becomes CANCELLED with its exit time and waited minutes, and the hosts
 * hear of it at once (store event). Idempotent: an entry that has already left the line is answered as it is.
 */
export async function leaveLine(deps: AppDeps, token: string): Promise<GuestStatus> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const entry = await entryByToken(tx, token, true);
    if (entry.status !== "waiting") return statusOf(tx, entry, now);
    const row = await updateWaitlistEntry(tx, entry.storeId, entry.id, {
      status: "cancelled",
      exitedTime: now,
      actualWaitedTime: waitedMinutes(entry.enteredTime, now),
    });
    if (!row) throw notFound(INVALID_STATUS_LINK);
    await emitStoreEvent(tx, entry.storeId, "waitlist");
    return statusOf(tx, row, now);
  });
}
