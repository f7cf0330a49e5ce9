/**
 * Where one walk-in stands: its place in line (the parties ahead counted by group in the database, one row however
 * long the line is) and, while it waits, the one estimator's quote with only its own group ahead of it. The guest's
 * status page (services/guest/guest-status.ts) and the kiosk's ticket (lifecycle/kiosk-standing.ts) both read it, so
 * the two never tell a guest different things.
 */
import {
  type Executor,
  getTableSettings,
  type WaitlistEntryRow,
  waitingAheadGroupCounts,
} from "@seatline/db";
import { guestPlaceOfCounts, type WalkInQuote, waitGroupOf } from "@seatline/domain";
import { tableSettingsView } from "../settings/table-settings";
import { type QuoteStore, quoteFromSnapshot, quoteSnapshot } from "./quote-reads";

export interface EntryStanding {
  position: number;
  /** The quote, when asked for and the store is known; else null. */
  quote: WalkInQuote | null;
  /** Some table of the store could take the party (docs/product.md#kiosk: no quote is told otherwise). */
  hasTable: boolean;
}

export async function entryStanding(
  db: Executor,
  entry: WaitlistEntryRow,
  /** The entry's store; null (erased) gives no quote. */
  store: QuoteStore | null,
  now: Date,
  quoted: boolean,
): Promise<EntryStanding> {
  const place = guestPlaceOfCounts(await waitingAheadGroupCounts(db, entry), entry.partySize);
  if (!quoted || !store) return { position: place.position, quote: null, hasTable: true };
  const snapshot = await quoteSnapshot(
    db,
    store,
    now,
    getTableSettings(db, entry.storeId).then(tableSettingsView),
  );
  const quote = quoteFromSnapshot(
    snapshot,
    waitGroupOf(entry.partySize),
    place.aheadInGroup,
    entry.partySize,
  );
  return { position: place.position, quote, hasTable: quote.told !== "no_table" };
}
