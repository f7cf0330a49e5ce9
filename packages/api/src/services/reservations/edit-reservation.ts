/**
 * Edit (docs/product.md#reservation-statuses): only PENDING or CONFIRMED and not late. A change of date, time or party size re-checks the date
 * rules and the slot's capacity under the store-and-date lock.
 */
import { lockStoreDate, updateReservationRow } from "@seatline/db";
import {
  conflict,
  isReservationLate,
  type Reservation,
  reservationMessages,
  type UpdateReservationInput,
} from "@seatline/domain";
import type { AppDeps } from "../../deps";
import type { StaffScope } from "../auth/types";
import { assertBookableSlot, assertCapacity } from "./capacity";
import { loadBookingRules } from "./date-rules";
import { reservationAction } from "./reservation-action";
import { storeById, storeNow } from "./store-context";

export async function editReservation(
  deps: AppDeps,
  staff: StaffScope,
  input: UpdateReservationInput,
): Promise<Reservation> {
  const target = await storeById(deps.db, staff.store.id);
  const tz = target.store.timezone;
  return reservationAction(deps, staff, input.uuid, async ({ tx, row, now }) => {
    const editable =
      (row.status === "PENDING" || row.status === "CONFIRMED") && !isReservationLate(row, tz, now);
    if (!editable) throw conflict(reservationMessages.notEditable);
    const claim = {
      reservationDate: input.reservationDate ?? row.reservationDate,
      reservationTime: input.reservationTime ?? row.reservationTime,
      partySize: input.partySize ?? row.partySize,
      exceptId: row.id,
    };
    const moved =
      claim.reservationDate !== row.reservationDate ||
      claim.reservationTime !== row.reservationTime ||
      claim.partySize !== row.partySize;
    if (moved) {
      const { today, nowMinutes } = storeNow(tz, now);
      await lockStoreDate(tx, row.storeId, claim.reservationDate);
      const rules = await loadBookingRules(tx, row.storeId, today);
      assertBookableSlot(target, rules, claim, nowMinutes);
      await assertCapacity(tx, row.storeId, rules, claim);
    }
    return updateReservationRow(tx, row.storeId, row.id, {
      reservationDate: claim.reservationDate,
      reservationTime: claim.reservationTime,
      partySize: claim.partySize,
      guestName: input.guestName ?? row.guestName,
      guestPhone: input.guestPhone ?? row.guestPhone,
      guestEmail: input.guestEmail ?? row.guestEmail,
      seatingPreference: input.seatingPreference ?? row.seatingPreference,
      specialRequests: input.specialRequests ?? row.specialRequests,
      updatedAt: now,
    });
  });
}
