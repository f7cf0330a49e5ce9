/**
 * Legacy update_reservation: the client posts the whole reservation plus a new status, or with edited fields, or
 * with a new special_requests (the host's note). A status change wins; otherwise changed booking or guest fields
 * make an edit (docs/product.md#reservation-statuses); a changed special_requests alone is a note, allowed at any status.
 */
import type { Reservation, UpdateReservationInput } from "@seatline/domain";
import type { z } from "zod";
import type { AppDeps } from "../deps";
import type { StaffScope } from "../services/auth/types";
import { editReservation } from "../services/reservations/edit-reservation";
import { saveReservationNote, setReservationStatus } from "../services/reservations/lifecycle";
import { getReservation } from "../services/reservations/staff-reservations";
import type { updateReservationBody } from "./reservation-info-shapes";

export async function updateReservationFromLegacy(
  deps: AppDeps,
  staff: StaffScope,
  b: z.output<typeof updateReservationBody>,
): Promise<Reservation> {
  const current = await getReservation(deps, staff, b.uuid);
  if (b.status && b.status !== current.status) return setReservationStatus(deps, staff, b.uuid, b.status);

  const edit: UpdateReservationInput = { uuid: b.uuid };
  if (b.reservation_date && b.reservation_date !== current.reservationDate)
    edit.reservationDate = b.reservation_date;
  if (b.reservation_time && b.reservation_time !== current.reservationTime)
    edit.reservationTime = b.reservation_time;
  if (b.party_size !== undefined && b.party_size !== current.partySize) edit.partySize = b.party_size;
  if (b.guest_name && b.guest_name !== current.guestName) edit.guestName = b.guest_name;
  if (b.guest_phone && b.guest_phone !== current.guestPhone) edit.guestPhone = b.guest_phone;
  if (b.guest_email !== undefined && b.guest_email !== current.guestEmail) edit.guestEmail = b.guest_email;
  if (b.seating_preference && b.seating_preference !== current.seatingPreference) {
    edit.seatingPreference = b.seating_preference;
  }
  const noteChanged = b.special_requests !== undefined && b.special_requests !== current.specialRequests;
  if (Object.keys(edit).length > 1) {
    if (noteChanged) edit.specialRequests = b.special_requests;
    return editReservation(deps, staff, edit);
  }
  if (noteChanged) return saveReservationNote(deps, staff, b.uuid, b.special_requests ?? "");
  return current;
}
