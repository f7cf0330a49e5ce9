/**
 * Seat at a table (docs/product.md#the-floor): Seat, plus which table(s) the party sits at. The entry is locked first,
 * then the tables in id order; a table another host has just seated is CONFLICT and nothing is written.
 */

import { randomUUID } from "node:crypto";
import type { Tx, WaitlistEntryRow } from "@seatline/db";
import { assertWaiting, type WaitlistEntryView } from "@seatline/domain";
import type { AppDeps } from "../../../deps";
import { emitStoreEvent } from "../../../events/store-events";
import type { StaffScope } from "../../auth/types";
import { lockTables, seatAtLockedTables } from "../../floor/seatings";
import { forgetQuoteCells } from "../quote-cache";
import { type EntryActionInput, inTransaction, lockedEntry } from "./entry-tx";
import { seatEntryTx } from "./seat";

export async function seatAtTableTx(
  tx: Tx,
  input: EntryActionInput & { tableIds: number[] },
): Promise<WaitlistEntryRow> {
  const entry = await lockedEntry(tx, input.store.id, input.entryId);
  assertWaiting(entry.status);
  const tables = await lockTables(tx, input.store.id, input.tableIds);
  await seatAtLockedTables(
    tx,
    input.store,
    tables,
    {
      seatingId: randomUUID(),
      tableIds: tables.map((t) => t.id),
      waitlistEntryId: entry.id,
      reservationId: null,
      partyName: entry.customerName,
      partySize: entry.partySize,
      seatedAt: input.now,
    },
    { now: input.now },
  );
  const row = await seatEntryTx(tx, input);
  await emitStoreEvent(tx, input.store.id, "floor");
  return row;
}

export async function seatAtTable(
  deps: AppDeps,
  staff: StaffScope,
  id: number,
  tableIds: number[],
): Promise<WaitlistEntryView> {
  const view = await inTransaction(deps, (tx, now) =>
    seatAtTableTx(tx, { store: staff.store, entryId: id, now, tableIds }),
  );
  forgetQuoteCells(deps.db, staff.store.id);
  return view;
}
