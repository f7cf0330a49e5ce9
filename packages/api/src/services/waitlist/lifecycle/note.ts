/** The host's note on a walk-in (trimmed, non-empty: the router's zod input guarantees it), whatever its status. */
import { type Tx, updateWaitlistEntry, type WaitlistEntryRow } from "@seatline/db";
import type { WaitlistEntryView } from "@seatline/domain";
import type { AppDeps } from "../../../deps";
import { emitStoreEvent } from "../../../events/store-events";
import type { StaffScope } from "../../auth/types";
import { type EntryActionInput, inTransaction, lockedEntry, updated } from "./entry-tx";

export async function noteEntryTx(
  tx: Tx,
  input: EntryActionInput & { note: string },
): Promise<WaitlistEntryRow> {
  const entry = await lockedEntry(tx, input.store.id, input.entryId);
  const row = updated(await updateWaitlistEntry(tx, entry.storeId, entry.id, { note: input.note }));
  await emitStoreEvent(tx, entry.storeId, "waitlist");
  return row;
}

export function noteEntry(
  deps: AppDeps,
  staff: StaffScope,
  id: number,
  note: string,
): Promise<WaitlistEntryView> {
  return inTransaction(deps, (tx, now) => noteEntryTx(tx, { store: staff.store, entryId: id, now, note }));
}
