/** The bookable-date rules of a store for one caller: staff (not past, not blackout) or a guest (with a link code). */
import {
  type Executor,
  findAccessLinkByCode,
  getReservationConfig,
  listBlackoutDates,
  type ReservationConfigRow,
} from "@seatline/db";
import type { BookableDateRules } from "@seatline/domain";

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
): Promise<StoreBookingRules> {
  const [config, blackoutDates, link] = await Promise.all([
    getReservationConfig(db, storeId),
    listBlackoutDates(db, storeId),
    linkCode ? findAccessLinkByCode(db, storeId, linkCode) : Promise.resolve(null),
  ]);
  return {
    config,
    dateRules: { today, blackoutDates, accessDays: link?.accessDays ?? null },
    linkCode: link?.linkCode ?? null,
  };
}
