/**
 * Seat a booking at a table (docs/product.md#the-floor): the host's Seat, plus which table(s) the guests sit at. The
 * booking is locked first, then the tables in id order (the lock order of docs/architecture.md#tables-and-occupancy);
 * the status change is the staff rule's own (PENDING or CONFIRMED, from its date on). A table another host has just
 * seated is CONFLICT and nothing is written: not the status, not the other tables. Undo puts a seated booking back:
 * confirmed again, its tables free.
 */
import { randomUUID } from "node:crypto";
import { updateReservationRow } from "@seatline/db";
import { conflict, NOT_SEATED, type Reservation } from "@seatline/domain";
import type { AppDeps } from "../../../deps";
import { emitStoreEvent } from "../../../events/store-events";
import type { StaffScope } from "../../auth/types";
import { freePartyTables, lockTables, seatAtLockedTables } from "../../floor/seatings";
import { reservationAction } from "./reservation-tx";
import { changeReservationStatusTx } from "./staff-status";

export async function seatReservationAtTables(
  deps: AppDeps,
  staff: StaffScope,
  uuid: string,
  tableIds: number[],
): Promise<Reservation> {
  return reservationAction(deps, staff, uuid, async (c) => {
    const next = await changeReservationStatusTx(deps, staff.store, c, "SEATED");
    const tables = await lockTables(c.tx, staff.store.id, tableIds);
    await seatAtLockedTables(
      c.tx,
      staff.store,
      tables,
      {
        seatingId: randomUUID(),
        tableIds: tables.map((t) => t.id),
        waitlistEntryId: null,
        reservationId: c.row.id,
        partyName: c.row.guestName,
        partySize: c.row.partySize,
        seatedAt: c.now,
      },
      { now: c.now },
    );
    await emitStoreEvent(c.tx, staff.store.id, "floor");
    return next;
  });
}

/**
 * Undo of a seat (the host's notice): the booking is confirmed again (its guests arrived, so it was confirmed in
 * fact) and the tables it sits at are free. It keeps its place in the slot: seated and confirmed both hold a table.
 */
export async function unseatReservation(
  deps: AppDeps,
  staff: StaffScope,
  uuid: string,
): Promise<Reservation> {
  return reservationAction(deps, staff, uuid, async ({ tx, row, now }) => {
    if (row.status !== "SEATED") throw conflict(NOT_SEATED);
    const next = await updateReservationRow(tx, row.storeId, row.id, { status: "CONFIRMED", updatedAt: now });
    if (await freePartyTables(tx, row.storeId, { reservationId: row.id }, now))
      await emitStoreEvent(tx, staff.store.id, "floor");
    return next;
  });
}
