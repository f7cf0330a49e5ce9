/** No show (the host's delete, docs/product.md#archive): the party leaves the line with its waited minutes recorded. */
import { type Tx, updateWaitlistEntry, type WaitlistEntryRow } from "@seatline/db";
import { assertWaiting, type WaitlistEntryView, waitedMinutes } from "@seatline/domain";
import type { AppDeps } from "../../../deps";
import { emitStoreEvent } from "../../../events/store-events";
import type { StaffScope } from "../../auth/types";
import { type EntryActionInput, inTransaction, lockedEntry, updated } from "./entry-tx";

export async function noShowEntryTx(tx: Tx, input: EntryActionInput): Promise<WaitlistEntryRow> {
  const entry = await lockedEntry(tx, input.store.id, input.entryId);
  assertWaiting(entry.status);
  const row = updated(
    await updateWaitlistEntry(tx, entry.storeId, entry.id, {
      status: "no_show",
      exitedTime: input.now,
      actualWaitedTime: waitedMinutes(entry.enteredTime, input.now),
    }),
  );
  await emitStoreEvent(tx, entry.storeId, "waitlist");
  return row;
}

export function noShowEntry(deps: AppDeps, staff: StaffScope, id: number): Promise<WaitlistEntryView> {
  return inTransaction(deps, (tx, now) => noShowEntryTx(tx, { store: staff.store, entryId: id, now }));
}
