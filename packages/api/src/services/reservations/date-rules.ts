/**
 * The bookable-date rules of a store for one caller: staff (not past, not blackout, at most STAFF_BOOKING_MAX_DAYS
 * ahead) or a guest (with a link code; at most the store's "bookings open N days ahead").
 */
import {
  bookingRulesRead,
  type Executor,
  getReservationConfig,
  type ReservationConfigRow,
} from "@seatline/db";
import { addDays, type BookableDateRules, STAFF_BOOKING_MAX_DAYS } from "@seatline/domain";
import { linkCodeFound } from "../../security/link-code-misses";

export type BookingChannel = "staff" | "public";

export interface StoreBookingRules {
  config: ReservationConfigRow;
  dateRules: BookableDateRules;
  /** The link code in use when it names one of the store's links (stored on the reservation). */
  linkCode: string | null;
}

export async function loadBookingRules(
  db: Executor,
  storeId: string,
  today: string,
  linkCode?: string | null,
  channel: BookingChannel = "staff",
): Promise<StoreBookingRules> {
  // One round trip (a store without its config row yet gets one made with the defaults, as getReservationConfig does).
  const read = await bookingRulesRead(db, storeId, linkCode || null);
  const config = read.config ?? (await getReservationConfig(db, storeId));
  const { blackoutDates, link } = read;
  // The door counted this lookup as a possible unknown link code (security/link-code-misses.ts): it was not one.
  if (link && channel === "public") linkCodeFound();
  return {
    config,
    dateRules: {
      today,
      blackoutDates,
      accessDays: link?.accessDays ?? null,
      ...(channel === "public"
        ? { lastDate: addDays(today, config.bookingHorizonDays), horizonDays: config.bookingHorizonDays }
        : { lastDate: addDays(today, STAFF_BOOKING_MAX_DAYS) }),
    },
    linkCode: link?.linkCode ?? null,
  };
}
