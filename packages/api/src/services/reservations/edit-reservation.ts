/**
 * Edit (docs/product.md#reservation-statuses): only PENDING or CONFIRMED and not late. A change of date, time or party size re-checks the date
 * rules and the slot's capacity under the store-and-date lock.
 *
 * The guest hears of it, in their language, in the same transaction: a changed date, time or party size texts the
 * booking as it now is. A corrected phone retires the old phone: every /r/ link of the booking is deleted (the old
 * phone's links stop opening it), the new phone gets the booking with a fresh link, and a reply from the old phone no
 * longer reaches it (webhooks/inbound-reply.ts only routes to a booking that still has the replying phone).
 */
import { deleteBookingLinks, linkGuestProfile, lockStoreDate, updateReservationRow } from "@seatline/db";
import {
  conflict,
  type Reservation,
  reservationActionRefusals,
  type UpdateReservationInput,
} from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { issueBookingLink } from "../../notify/booking-link";
import { queueText } from "../../notify/outbox";
import type { StaffScope } from "../auth/types";
import { offerFreedCapacity } from "../notify-offers/cascade";
import { assertBookableSlot, assertCapacity } from "./capacity";
import { loadBookingRules } from "./date-rules";
import { reservationAction } from "./lifecycle/reservation-tx";
import { changedText } from "./reservation-texts";
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
    // A booking moved or made smaller frees room at its old time: offered to the notify list at once.
    if (moved) {
      await offerFreedCapacity(tx, {
        storeId: row.storeId,
        date: row.reservationDate,
        now,
        publicUrl: deps.config.publicUrl,
      });
    }
    const phoneChanged = next.guestPhone !== row.guestPhone;
    if (phoneChanged) await deleteBookingLinks(tx, row.storeId, row.id);
    if (moved || phoneChanged) {
      const link = await issueBookingLink(
        tx,
        { storeId: row.storeId, reservationId: row.id },
        deps.config.publicUrl,
        now,
      );
      const body = changedText({
        storeName: target.store.name,
        storePhone: target.store.phone,
        reservationDate: next.reservationDate,
        reservationTime: next.reservationTime,
        partySize: next.partySize,
        link,
        language: next.language,
      });
      await queueText(
        tx,
        {
          storeId: row.storeId,
          kind: "reservation_changed",
          toPhone: next.guestPhone,
          body,
          reservationId: row.id,
          language: next.language,
        },
        now,
      );
    }
    return next;
  });
}
