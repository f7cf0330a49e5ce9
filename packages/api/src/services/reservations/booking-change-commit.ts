/**
 * What follows every change of a booking's date, time or party size, whoever made it (the staff edit, the guest on
 * /r/{token}), in the change's own transaction after the row is written: the history row (drizzle/0031), the freed
 * room at the old time offered to the notify list, and the text of the booking as it now is. The one place a change
 * is committed: a further notice of a change (an e-mail) belongs here.
 */
import { type Executor, insertReservationChange, lockStoreDate, type ReservationRecord } from "@seatline/db";
import type { ReservationChangeActor } from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { issueBookingLink } from "../../notify/booking-link";
import { queueBookingChangeEmails, queueChangeText } from "../../notify/change-notices";
import { offerFreedCapacity } from "../notify-offers/cascade";
import { changedText } from "./reservation-texts";
import type { BookingStore } from "./store-context";

/**
 * The store-and-date locks of a change, in one order (ascending dates) whatever the direction of the move: two moves
 * between the same dates in opposite directions would otherwise each hold one date and wait for the other. Take the
 * row's lock first (the order every staff action uses), and the phone's before it (the order of public bookings).
 */
export async function lockChangeDates(
  tx: Executor,
  storeId: string,
  dates: readonly string[],
): Promise<void> {
  for (const date of [...new Set(dates)].sort()) await lockStoreDate(tx, storeId, date);
}

/**
 * Texts the booking as it now is, with a fresh /r/ link (a changed slot, or the phone staff corrected): a text still
 * pending is rewritten to tell every change since, and a guest's changes are bounded (notify/change-notices.ts).
 */
export async function textChangedBooking(
  tx: Executor,
  deps: AppDeps,
  target: BookingStore,
  row: ReservationRecord,
  by: ReservationChangeActor,
  now: Date,
): Promise<void> {
  const link = await issueBookingLink(
    tx,
    { storeId: row.storeId, reservationId: row.id },
    deps.config.publicUrl,
    now,
  );
  await queueChangeText(
    tx,
    { storeId: row.storeId, toPhone: row.guestPhone, reservationId: row.id, language: row.language },
    (changes) =>
      changedText({
        storeName: target.store.name,
        storePhone: target.store.phone,
        reservationDate: row.reservationDate,
        reservationTime: row.reservationTime,
        partySize: row.partySize,
        link,
        language: row.language,
        changes,
      }),
    by,
    now,
  );
}

export interface CommittedChange {
  target: BookingStore;
  /** The booking before and after the change (its date, time or party size moved). */
  before: ReservationRecord;
  after: ReservationRecord;
  by: ReservationChangeActor;
  now: Date;
}

/** Call with the row's and both dates' locks held (lockChangeDates), after the row is written. */
export async function commitBookingChange(tx: Executor, deps: AppDeps, c: CommittedChange): Promise<void> {
  const { before, after, now } = c;
  await insertReservationChange(tx, {
    storeId: before.storeId,
    reservationId: before.id,
    changedBy: c.by,
    fromDate: before.reservationDate,
    fromTime: before.reservationTime,
    fromPartySize: before.partySize,
    toDate: after.reservationDate,
    toTime: after.reservationTime,
    toPartySize: after.partySize,
    createdAt: now,
  });
  // A booking moved or made smaller frees room at its old time: offered to the notify list at once.
  await offerFreedCapacity(tx, {
    storeId: before.storeId,
    date: before.reservationDate,
    now,
    publicUrl: deps.config.publicUrl,
  });
  await textChangedBooking(tx, deps, c.target, after, c.by, now);
  // And by e-mail, with the booking as it was and who changed it (notify/mail-outbox.ts).
  await queueBookingChangeEmails(tx, { before, after, changedBy: c.by }, now);
}
