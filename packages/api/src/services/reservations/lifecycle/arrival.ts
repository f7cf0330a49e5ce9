/**
 * A booking's party at the host stand (docs/product.md#arrived): how many are here, or cleared. The domain's rule
 * (arrivalRefusal: an open booking of today, 1 to its party size) in the booking's one transaction with its row locked;
 * the status stays as it is, so Seat and Seat at table work from there. A refusal is a 409 (a count beyond the party a
 * 400 on the field) and changes nothing.
 */
import { updateReservationRow } from "@seatline/db";
import { arrivalMessages, arrivalRefusal, badRequest, conflict, type Reservation } from "@seatline/domain";
import type { AppDeps } from "../../../deps";
import type { StaffScope } from "../../auth/types";
import { reservationAction } from "./reservation-tx";

export async function markReservationArrival(
  deps: AppDeps,
  staff: StaffScope,
  uuid: string,
  arrivedCount: number | null,
): Promise<Reservation> {
  return reservationAction(deps, staff, uuid, async ({ tx, row, now }) => {
    const refusal = arrivalRefusal(row, arrivedCount, staff.store.timezone, now);
    if (refusal === arrivalMessages.notOpen || refusal === arrivalMessages.notToday) throw conflict(refusal);
    if (refusal) throw badRequest(refusal, "arrivedCount");
    return updateReservationRow(tx, row.storeId, row.id, {
      arrivedCount,
      arrivedAt: arrivedCount === null ? null : now,
      updatedAt: now,
    });
  });
}
