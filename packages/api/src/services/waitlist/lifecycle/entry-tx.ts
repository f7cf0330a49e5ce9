/**
 * What every host action on one walk-in shares: the entry is locked in the action's transaction (an id of another
 * store is "not found" like an unknown one) and the deps-level wrapper opens that transaction and answers the view.
 */
import { getWaitlistEntry, type Tx, type WaitlistEntryRow } from "@seatline/db";
import { notFound, type WaitlistEntryView } from "@seatline/domain";
import type { AppDeps } from "../../../deps";
import { entryView } from "../entry-view";

/** The entry of this store, locked until the transaction ends; NOT_FOUND otherwise. */
export async function lockedEntry(tx: Tx, storeId: string, id: number): Promise<WaitlistEntryRow> {
  const entry = await getWaitlistEntry(tx, storeId, id, true);
  if (!entry) throw notFound(`Waitlist entry ${id} was not found.`);
  return entry;
}

export function updated(row: WaitlistEntryRow | null): WaitlistEntryRow {
  if (!row) throw notFound("Waitlist entry was not found.");
  return row;
}

/** The store an action acts in: its id, and its name and time zone for texts and quotes. */
export interface ActionStore {
  id: string;
  name: string;
  timezone: string;
}

/** What every tx-level action on one entry is given. */
export interface EntryActionInput {
  store: ActionStore;
  entryId: number;
  now: Date;
}

/** Runs a tx-level action in its own transaction; answers the entry's view. */
export async function inTransaction(
  deps: AppDeps,
  run: (tx: Tx, now: Date) => Promise<WaitlistEntryRow>,
): Promise<WaitlistEntryView> {
  const now = deps.clock.now();
  const row = await deps.db.transaction((tx) => run(tx, now));
  return entryView(row, now);
}
