/** Runs one staff action on one reservation of the session's store in one transaction, with the row locked. */
import { findReservation, type ReservationRecord, type Tx } from "@seatline/db";
import { notFound, type Reservation, reservationMessages } from "@seatline/domain";
import type { AppDeps } from "../../../deps";
import { emitStoreEvent } from "../../../events/store-events";
import type { StaffScope } from "../../auth/types";
import { toReservation } from "../reservation-view";

export interface ReservationActionContext {
  tx: Tx;
  row: ReservationRecord;
  now: Date;
}

/** A reservation of another store is "not found", like an unknown one. The reservations event goes with the change. */
export async function reservationAction(
  deps: AppDeps,
  staff: StaffScope,
  uuid: string,
  apply: (c: ReservationActionContext) => Promise<ReservationRecord>,
): Promise<Reservation> {
  const now = deps.clock.now();
  const storeId = staff.store.id;
  const row = await deps.db.transaction(async (tx) => {
    const current = await findReservation(tx, storeId, uuid, true);
    if (!current) throw notFound(reservationMessages.notFound);
    const next = await apply({ tx, row: current, now });
    await emitStoreEvent(tx, storeId, "reservations");
    return next;
  });
  return toReservation(row, staff.store.legacyStoreId, staff.store.timezone, now);
}
