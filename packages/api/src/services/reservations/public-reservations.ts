/** The public reservation page (docs/product.md#public-page): store details, bookable dates and the guest's booking. No other guest's data. */
import { getReservationConfig } from "@seatline/db";
import {
  addDays,
  type GuestLanguage,
  type OpeningHours,
  type PublicCreateReservationInput,
  type SeatingPreference,
  type StoreDetails,
  storeDate,
} from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { isRepeat, type KeyedRepeat, type StatementKey } from "../repeat-keys/keyed-statement";
import { bookReservation, reservationMadeByKey } from "./create-reservation";
import { loadBookingRules } from "./date-rules";
import { countPublicBooking } from "./public-rate-limit";

import { type BookingStore, storeBySlugs } from "./store-context";

export async function storeDetailsOf(deps: AppDeps, target: BookingStore): Promise<StoreDetails> {
  const { store, company } = target;
  const config = await getReservationConfig(deps.db, store.id);
  const today = storeDate(store.timezone, deps.clock.now());
  return {
    companyName: company.name,
    storeName: store.name,
    address: store.address,
    phoneNumber: store.phone,
    legacyStoreId: store.legacyStoreId,
    hours: store.hours.map((h: OpeningHours) => ({
      dow: h.dow,
      open_time: h.open_time,
      close_time: h.close_time,
    })),
    timezone: store.timezone,
    today,
    acceptingReservations: config.newReservationsEnabled,
    lastBookableDate: addDays(today, config.bookingHorizonDays),
    guestLanguages: store.guestLanguages,
  };
}

export async function publicStoreDetails(
  deps: AppDeps,
  companySlug: string,
  storeSlug: string,
): Promise<StoreDetails> {
  return storeDetailsOf(deps, await storeBySlugs(deps.db, companySlug, storeSlug));
}

export interface BookableDates {
  today: string;
  /** Dates guests may not book (when no access days apply). */
  blackoutDates: string[];
  /** With a link code that has access days: the only dates guests may book; otherwise empty. */
  accessDates: string[];
  /** The last date guests may book: today + the store's "bookings open N days ahead". */
  lastDate: string;
}

export async function bookableDatesOf(
  deps: AppDeps,
  target: BookingStore,
  linkCode?: string | null,
): Promise<BookableDates> {
  const today = storeDate(target.store.timezone, deps.clock.now());
  const rules = await loadBookingRules(deps.db, target.store.id, today, linkCode, "public");
  return {
    today,
    blackoutDates: [...rules.dateRules.blackoutDates],
    accessDates: [...(rules.dateRules.accessDays ?? [])].sort(),
    lastDate: rules.dateRules.lastDate ?? today,
  };
}

export async function publicBookableDates(
  deps: AppDeps,
  q: { companySlug: string; storeSlug: string; linkCode?: string | null },
): Promise<BookableDates> {
  return bookableDatesOf(deps, await storeBySlugs(deps.db, q.companySlug, q.storeSlug), q.linkCode);
}

/** What the guest who booked sees on the confirmation (their own booking only). */
export interface PublicReservation {
  uuid: string;
  restaurantName: string;
  restaurantPhone: string;
  reservationDate: string;
  reservationTime: string;
  partySize: number;
  guestName: string;
  guestPhone: string;
  guestEmail: string;
  seatingPreference: SeatingPreference;
  specialRequests: string;
  linkCode: string | null;
  status: string;
}

export async function createPublicReservation(
  deps: AppDeps,
  input: PublicCreateReservationInput,
  ip: string,
  key?: StatementKey,
): Promise<PublicReservation | KeyedRepeat> {
  const target = await storeBySlugs(deps.db, input.companySlug, input.storeSlug);
  return bookPublic(deps, target, input, ip, "public", key);
}

type PublicBookingInput = Omit<PublicCreateReservationInput, "companySlug" | "storeSlug" | "language"> & {
  language?: GuestLanguage;
};

/**
 * A guest's booking from the public page (rate-limited per address); answers only the guest's own booking. With the
 * call's Idempotency-Key, an earlier call of it may answer instead (a KeyedRepeat).
 */
export async function bookPublic(
  deps: AppDeps,
  target: BookingStore,
  input: PublicBookingInput,
  ip: string,
  source: "public" | "legacy",
): Promise<PublicReservation>;
export async function bookPublic(
  deps: AppDeps,
  target: BookingStore,
  input: PublicBookingInput,
  ip: string,
  source: "public" | "legacy",
  key: StatementKey | undefined,
): Promise<PublicReservation | KeyedRepeat>;
export async function bookPublic(
  deps: AppDeps,
  target: BookingStore,
  input: PublicBookingInput,
  ip: string,
  source: "public" | "legacy",
  key?: StatementKey,
): Promise<PublicReservation | KeyedRepeat> {
  // A repeat of a keyed booking already made answers it before the rate limit counts the repeat as an attempt.
  const made = await reservationMadeByKey(deps.db, target.store.id, key);
  if (!made) await countPublicBooking(deps, ip);
  const row =
    made ??
    (await bookReservation(
      deps,
      target,
      input,
      { channel: "public", linkCode: input.linkCode, source },
      key,
    ));
  if (isRepeat(row)) return row;
  return {
    uuid: row.uuid,
    restaurantName: target.company.name,
    restaurantPhone: target.store.phone,
    reservationDate: row.reservationDate,
    reservationTime: row.reservationTime,
    partySize: row.partySize,
    guestName: row.guestName,
    guestPhone: row.guestPhone,
    guestEmail: row.guestEmail,
    seatingPreference: row.seatingPreference,
    specialRequests: row.specialRequests,
    linkCode: row.linkCode,
    status: row.status,
  };
}
