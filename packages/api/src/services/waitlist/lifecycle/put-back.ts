/**
 * Put back (docs/product.md#archive): a finished entry returns to the line at its original place (entered time kept);
 * a seated party's contribution to the quote summary is taken out again, and its table (if any) is free.
 */
import { type Tx, updateWaitlistEntry, type WaitlistEntryRow } from "@seatline/db";
import { assertFinished, type WaitlistEntryView } from "@seatline/domain";
import type { AppDeps } from "../../../deps";
import { emitStoreEvent } from "../../../events/store-events";
import type { StaffScope } from "../../auth/types";
import { freePartyTables } from "../../floor/seatings";
import { forgetQuoteCells } from "../quote-cache";
import { unrecordSeat } from "../quote-seat-upkeep";
import { type EntryActionInput, inTransaction, lockedEntry, updated } from "./entry-tx";

export async function putBackEntryTx(tx: Tx, input: EntryActionInput): Promise<WaitlistEntryRow> {
  const entry = await lockedEntry(tx, input.store.id, input.entryId);
  assertFinished(entry.status);
  await unrecordSeat(tx, input.store, entry);
  const row = updated(
    await updateWaitlistEntry(tx, entry.storeId, entry.id, {
      status: "waiting",
      exitedTime: null,
      actualWaitedTime: null,
    }),
  );
  // Back in line, the party no longer sits at a table.
  if (await freePartyTables(tx, entry.storeId, { entryId: entry.id }, input.now))
    await emitStoreEvent(tx, entry.storeId, "floor");
  await emitStoreEvent(tx, entry.storeId, "waitlist");
  return row;
}

export async function putBackEntry(deps: AppDeps, staff: StaffScope, id: number): Promise<WaitlistEntryView> {
  const view = await inTransaction(deps, (tx, now) =>
    putBackEntryTx(tx, { store: staff.store, entryId: id, now }),
  );
  forgetQuoteCells(deps.db, staff.store.id);
  return view;
}
