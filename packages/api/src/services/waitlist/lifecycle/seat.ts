/**
 * Seat: the party leaves the line with its waited minutes recorded (docs/product.md#archive), and its wait joins the
 * store's quote summary in the same transaction (quote-seat-upkeep.ts).
 */
import { type Tx, updateWaitlistEntry, type WaitlistEntryRow } from "@seatline/db";
import { assertWaiting, type WaitlistEntryView, waitedMinutes } from "@seatline/domain";
import type { AppDeps } from "../../../deps";
import { emitStoreEvent } from "../../../events/store-events";
import type { StaffScope } from "../../auth/types";
import { forgetQuoteCells } from "../quote-cache";
import { recordSeat } from "../quote-seat-upkeep";
import { type EntryActionInput, inTransaction, lockedEntry, updated } from "./entry-tx";

export async function seatEntryTx(tx: Tx, input: EntryActionInput): Promise<WaitlistEntryRow> {
  const entry = await lockedEntry(tx, input.store.id, input.entryId);
  assertWaiting(entry.status);
  const row = updated(
    await updateWaitlistEntry(tx, entry.storeId, entry.id, {
      status: "seated",
      exitedTime: input.now,
      actualWaitedTime: waitedMinutes(entry.enteredTime, input.now),
    }),
  );
  await recordSeat(tx, input.store, entry, input.now);
  await emitStoreEvent(tx, entry.storeId, "waitlist");
  return row;
}

export async function seatEntry(deps: AppDeps, staff: StaffScope, id: number): Promise<WaitlistEntryView> {
  const view = await inTransaction(deps, (tx, now) =>
    seatEntryTx(tx, { store: staff.store, entryId: id, now }),
  );
  // This process's cached cells of the store are stale now.
  forgetQuoteCells(deps.db, staff.store.id);
  return view;
}
