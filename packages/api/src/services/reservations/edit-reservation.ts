/**
 * Edit (docs/product.md#reservation-statuses): only PENDING or CONFIRMED and not late. A change of date, time or party size re-checks the date
 * rules and the slot's capacity under the store-and-date locks (the new date's, and the old one's the freed room is
 * offered on, in one order: booking-change-commit.ts), and writes the booking's history (who: staff).
 *
 * The guest hears of it, in their language, in the same transaction: a changed date, time or party size texts the
 * booking as it now is. A corrected phone retires the old phone: every /r/ link of the booking is deleted (the old
 * phone's links stop opening it), the new phone gets the booking with a fresh link, and a reply from the old phone no
 * longer reaches it (webhooks/inbound-reply.ts only routes to a booking that still has the replying phone).
 * A booking with an e-mail is told by e-mail too (notify/mail-outbox.ts): the change, with the booking as it was; a
 * corrected address gets the booking as a confirmation.
 */
import { deleteBookingLinks, linkGuestProfile, proveEmail, updateReservationRow } from "@seatline/db";
import {
  conflict,
  type Reservation,
  reservationActionRefusals,
  slotChanged,
  type UpdateReservationInput,
} from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { queueBookingChangeEmails } from "../../notify/change-notices";
import type { StaffScope } from "../auth/types";
import { commitBookingChange, lockChangeDates, textChangedBooking } from "./booking-change-commit";
import { assertBookableSlot, assertCapacity } from "./capacity";
import { loadBookingRules } from "./date-rules";
import { reservationAction } from "./lifecycle/reservation-tx";
import { storeById, storeNow } from "./store-context";

export async function editReservation(
  deps: AppDeps,
  staff: StaffScope,
  input: UpdateReservationInput,
): Promise<Reservation> {
  const target = await storeById(deps.db, staff.store.id);
  const tz = target.store.timezone;
  return reservationAction(deps, staff, input.uuid, async ({ tx, row, now }) => {
    const refusal = reservationActionRefusals(row, tz, now).edit;
    if (refusal) throw conflict(refusal);
    const claim = {
      reservationDate: input.reservationDate ?? row.reservationDate,
      reservationTime: input.reservationTime ?? row.reservationTime,
      partySize: input.partySize ?? row.partySize,
      exceptId: row.id,
    };
    const moved = slotChanged(row, claim);
    if (moved) {
      const { today, nowMinutes } = storeNow(tz, now);
      await lockChangeDates(tx, row.storeId, [row.reservationDate, claim.reservationDate]);
      const rules = await loadBookingRules(tx, row.storeId, today);
      assertBookableSlot(target, rules, claim, nowMinutes);
      await assertCapacity(tx, row.storeId, rules, claim);
    }
    const guestPhone = input.guestPhone ?? row.guestPhone;
    const guestEmail = input.guestEmail ?? row.guestEmail;
    const guestName = input.guestName ?? row.guestName;
    // A corrected phone or e-mail may be another guest's: the guest book follows it (docs/product.md#guest-book).
    // Staff entered it, which proves the phone.
    const contactChanged = guestPhone !== row.guestPhone || guestEmail !== row.guestEmail;
    const next = await updateReservationRow(tx, row.storeId, row.id, {
      ...(contactChanged
        ? {
            profileId: await linkGuestProfile(
              tx,
              row.storeId,
              { phone: guestPhone, email: guestEmail, name: guestName },
              { proven: true },
            ),
          }
        : {}),
      reservationDate: claim.reservationDate,
      reservationTime: claim.reservationTime,
      partySize: claim.partySize,
      guestName,
      guestPhone,
      guestEmail,
      seatingPreference: input.seatingPreference ?? row.seatingPreference,
      specialRequests: input.specialRequests ?? row.specialRequests,
      updatedAt: now,
    });
    const phoneChanged = next.guestPhone !== row.guestPhone;
    // Staff entered the address: its e-mails may carry the guest's words from now on (notify/mail-outbox.ts).
    if (next.guestEmail.trim() !== row.guestEmail.trim())
      await proveEmail(tx, row.storeId, next.guestEmail, now);
    if (phoneChanged) await deleteBookingLinks(tx, row.storeId, row.id);
    if (moved) await commitBookingChange(tx, deps, { target, before: row, after: next, by: "staff", now });
    else if (phoneChanged) await textChangedBooking(tx, deps, target, next, "staff", now);
    // A corrected e-mail address gets the booking as a confirmation (a move tells it in commitBookingChange).
    if (!moved) await queueBookingChangeEmails(tx, { before: row, after: next, changedBy: "staff" }, now);
    return next;
  });
}
