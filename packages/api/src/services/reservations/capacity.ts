/** The checks a booking must pass inside its transaction, after the store-and-date lock is held. */
import { activeBookingsOnDate, type Executor } from "@seatline/db";
import {
  badRequest,
  conflict,
  dateRefusal,
  fitsInSlot,
  isFutureSlot,
  reservationMessages,
  slotTimesForDate,
  slotUsage,
} from "@seatline/domain";
import type { StoreBookingRules } from "./date-rules";
import type { BookingStore } from "./store-context";

export interface SlotClaim {
  reservationDate: string;
  reservationTime: string;
  partySize: number;
  /** The reservation being moved or restored, left out of the count. */
  exceptId?: number;
}

/** Date bookable, time one of the date's slots and still ahead (store time). Throws a 400 otherwise. */
export function assertBookableSlot(
  target: BookingStore,
  rules: StoreBookingRules,
  claim: SlotClaim,
  nowMinutes: number,
): void {
  const refusal = dateRefusal(claim.reservationDate, rules.dateRules);
  if (refusal) throw badRequest(refusal, "reservation_date");
  const slots = slotTimesForDate(
    target.store.hours,
    claim.reservationDate,
    rules.config.reservationIntervalMinutes,
  );
  if (!slots.includes(claim.reservationTime))
    throw badRequest(reservationMessages.closed, "reservation_time");
  if (!isFutureSlot(claim.reservationDate, claim.reservationTime, rules.dateRules.today, nowMinutes)) {
    throw badRequest(reservationMessages.pastSlot, "reservation_time");
  }
}

/** Refuses with a 409 when the slot has no table or too few places left. Call with the store-and-date lock held. */
export async function assertCapacity(
  tx: Executor,
  storeId: string,
  rules: StoreBookingRules,
  claim: SlotClaim,
  message: string = reservationMessages.slotFull,
): Promise<void> {
  const bookings = await activeBookingsOnDate(tx, storeId, claim.reservationDate, claim.exceptId);
  const usage = slotUsage(claim.reservationTime, bookings, rules.config);
  if (!fitsInSlot(usage, claim.partySize)) throw conflict(message);
}
