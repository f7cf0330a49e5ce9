/**
 * The guest moves their own booking from /r/{token} (docs/product.md#guest-pages): another date, time or party size,
 * within the limits of a new public booking and in ONE transaction:
 *   - only an open booking (PENDING or CONFIRMED) that has not started (reservationActionRefusals, as the staff edit)
 *     and whose party the host has not marked arrived (partyAtRestaurant: from then on only staff move it);
 *   - the public page's date rules and slots (blackout days, the horizon, the access days of the booking's link code);
 *   - the per-phone cap of public bookings (PUBLIC_BOOKINGS_PER_PHONE, the booking itself not counted twice);
 *   - the slot's capacity, a live notify-list offer holding its table (activeBookingsOnDate), the booking's own party
 *     left out.
 * Locks, in the one order every writer uses: the phone's (as public bookings, before any date's), the booking's row
 * (as staff actions, before any date's), then the old and the new date's in ascending order
 * (booking-change-commit.ts). The change is then committed like a staff edit (commitBookingChange: history, the
 * freed room offered to the notify list, the text of the booking as it now is) and the Reservations tab hears of it.
 */
import {
  countUpcomingForPhone,
  findReservationById,
  lockStorePhone,
  type ReservationRecord,
  updateReservationRow,
} from "@seatline/db";
import {
  type BookingChangeInput,
  type BookingPageView,
  bookingChangeMessages,
  bookingPageMessages,
  conflict,
  DomainError,
  notFound,
  PUBLIC_BOOKINGS_PER_PHONE,
  partyAtRestaurant,
  reservationActionRefusals,
  reservationMessages,
  slotChanged,
  storeInstant,
  type TimeWindow,
} from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { emitStoreEvent } from "../../events/store-events";
import { commitBookingChange, lockChangeDates } from "../reservations/booking-change-commit";
import { assertBookableSlot, assertCapacity } from "../reservations/capacity";
import { loadBookingRules } from "../reservations/date-rules";
import { type BookableDates, bookableDatesOf } from "../reservations/public-reservations";
import { storeById, storeNow } from "../reservations/store-context";
import { windowsForStore } from "../reservations/time-windows";
import { bookingView, resolveBookingToken } from "./booking-page";

/** Why the guest may not move this booking now, or null. */
function changeRefusal(row: ReservationRecord, tz: string, now: Date): string | null {
  if (partyAtRestaurant(row)) return bookingPageMessages.atRestaurant;
  if (reservationActionRefusals(row, tz, now).edit) return bookingChangeMessages.notChangeable;
  // Cancel's rule too: from its very start the booking is the restaurant's.
  const startsAt = storeInstant(tz, row.reservationDate, row.reservationTime);
  return now.getTime() >= startsAt.getTime() ? bookingChangeMessages.notChangeable : null;
}

export async function changeBookingByToken(
  deps: AppDeps,
  input: BookingChangeInput,
): Promise<BookingPageView> {
  const { link } = await resolveBookingToken(deps, input.token);
  const target = await storeById(deps.db, link.storeId);
  const { store } = target;
  const tz = store.timezone;
  // The phone's lock comes before the row's, so the phone is read first; a phone staff corrected meanwhile retired
  // this link (edit-reservation.ts), which the locked row then shows.
  const seen = await findReservationById(deps.db, link.storeId, link.reservationId);
  if (!seen) throw notFound(bookingPageMessages.notFound);
  const claim = {
    reservationDate: input.reservationDate,
    reservationTime: input.reservationTime,
    partySize: input.partySize,
  };
  const row = await deps.db.transaction(async (tx) => {
    await lockStorePhone(tx, store.id, seen.guestPhone);
    const current = await findReservationById(tx, store.id, link.reservationId, true);
    if (!current || current.guestPhone !== seen.guestPhone) throw notFound(bookingPageMessages.notFound);
    const now = deps.clock.now();
    const refusal = changeRefusal(current, tz, now);
    if (refusal) throw conflict(refusal);
    // The same date, time and size: nothing to change, nothing written or texted.
    if (!slotChanged(current, claim)) return current;
    await lockChangeDates(tx, store.id, [current.reservationDate, claim.reservationDate]);
    const { today, nowMinutes } = storeNow(tz, now);
    const rules = await loadBookingRules(tx, store.id, today, current.linkCode, "public");
    if (!rules.config.newReservationsEnabled) {
      throw new DomainError("PRECONDITION_FAILED", reservationMessages.disabled);
    }
    assertBookableSlot(target, rules, claim, nowMinutes);
    // The booking itself is one of the phone's upcoming ones (open, not started): the others must leave it room.
    const others = (await countUpcomingForPhone(tx, store.id, current.guestPhone, today)) - 1;
    if (others >= PUBLIC_BOOKINGS_PER_PHONE) throw conflict(reservationMessages.tooManyForPhone);
    await assertCapacity(
      tx,
      store.id,
      rules,
      { ...claim, exceptId: current.id },
      bookingChangeMessages.slotFull,
    );
    const next = await updateReservationRow(tx, store.id, current.id, { ...claim, updatedAt: now });
    await commitBookingChange(tx, deps, { target, before: current, after: next, by: "guest", now });
    await emitStoreEvent(tx, store.id, "reservations");
    return next;
  });
  return bookingView(store, row, deps.clock.now());
}

export interface BookingTimes {
  /** The dates the booking may move to (the public page's rules, with the booking's link code). */
  dates: BookableDates;
  /** The date's times for the party, the booking's own party left out of the count. */
  windows: TimeWindow[];
}

/** What the Change form offers: the bookable dates and one date's times, as the public page has them. */
export async function bookingTimesByToken(
  deps: AppDeps,
  input: { token: string; date: string; partySize: number },
): Promise<BookingTimes> {
  const { link } = await resolveBookingToken(deps, input.token);
  const row = await findReservationById(deps.db, link.storeId, link.reservationId);
  if (!row) throw notFound(bookingPageMessages.notFound);
  const target = await storeById(deps.db, link.storeId);
  const dates = await bookableDatesOf(deps, target, row.linkCode);
  const windows = await windowsForStore(
    deps,
    target,
    { date: input.date, partySize: input.partySize, linkCode: row.linkCode, exceptId: row.id },
    "public",
  );
  return { dates, windows };
}
