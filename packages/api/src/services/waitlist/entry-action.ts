import { getWaitlistEntry, type Tx, type WaitlistEntryRow } from "@seatline/db";
import { notFound, type WaitlistEntryView } from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { emitStoreEvent } from "../../events/store-events";
import type { StaffScope } from "../auth/types";
import { entryView } from "./entry-view";

export interface EntryActionContext {
  tx: Tx;
  entry: WaitlistEntryRow;
  now: Date;
}

/**
 * Runs one host action on one walk-in of the session's store in one transaction: the row is locked, an id of
 * another store is "not found" like an unknown one, and the waitlist event is emitted with the change.
 */
export async function entryAction(
  deps: AppDeps,
  staff: StaffScope,
  id: number,
  apply: (c: EntryActionContext) => Promise<WaitlistEntryRow>,
): Promise<WaitlistEntryView> {
  const now = deps.clock.now();
  const storeId = staff.store.id;
  const row = await deps.db.transaction(async (tx) => {
    const entry = await getWaitlistEntry(tx, storeId, id, true);
    if (!entry) throw notFound(`Waitlist entry ${id} was not found.`);
    const updated = await apply({ tx, entry, now });
    await emitStoreEvent(tx, storeId, "waitlist");
    return updated;
  });
  return entryView(row, now);
}

export function updated(row: WaitlistEntryRow | null): WaitlistEntryRow {
  if (!row) throw notFound("Waitlist entry was not found.");
  return row;
}
