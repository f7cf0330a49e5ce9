/**
 * The guest's own booking page (/r/{token}, docs/product.md#texts): the booking a token names, as its guest sees it (store, date,
 * time, party, status; never the guest's name or phone), and Cancel with the server's rules: not after the start
 * nor once the host marked the party arrived or seated it (409), not twice (a second Cancel changes nothing and
 * answers the cancelled booking); Confirm, as a text reply of 1 does (one implementation: lifecycle
 * confirmReservationTx). Change is change-booking.ts. An unknown token is "not found" like a malformed one.
 */
import { findBookingLink, findReservationById, findStoreById } from "@seatline/db";
import {
  type BookingPageView,
  type BookingStatus,
  bookingPageMessages,
  conflict,
  type GuestLanguage,
  notFound,
  partyAtRestaurant,
  storeInstant,
} from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { hashBookingToken } from "../../notify/booking-link";
import { cancelReservationTx, confirmReservationTx } from "../reservations/lifecycle";

/** The token's booking link and store; an unknown token is "not found". */
export async function resolveBookingToken(deps: AppDeps, token: string) {
  const link = await findBookingLink(deps.db, hashBookingToken(token));
  if (!link) throw notFound(bookingPageMessages.notFound);
  const store = await findStoreById(deps.db, link.storeId);
  if (!store) throw notFound(bookingPageMessages.notFound);
  return { link, store: store.store };
}

export function bookingView(
  store: { name: string; phone: string; timezone: string; guestLanguages: GuestLanguage[] },
  r: {
    uuid: string;
    reservationDate: string;
    reservationTime: string;
    partySize: number;
    status: string;
    arrivedCount: number | null;
    language: GuestLanguage;
  },
  now: Date,
): BookingPageView {
  const startsAt = storeInstant(store.timezone, r.reservationDate, r.reservationTime);
  // Open, and not yet the host's: a party marked arrived is moved or cancelled at the stand only.
  const guestOwns = (r.status === "PENDING" || r.status === "CONFIRMED") && !partyAtRestaurant(r);
  return {
    uuid: r.uuid,
    storeName: store.name,
    storePhone: store.phone,
    timezone: store.timezone,
    reservationDate: r.reservationDate,
    reservationTime: r.reservationTime,
    partySize: r.partySize,
    status: r.status as BookingStatus,
    startsAt: startsAt.toISOString(),
    canCancel: guestOwns && now.getTime() < startsAt.getTime(),
    canChange: guestOwns && now.getTime() < startsAt.getTime(),
    canConfirm: r.status === "PENDING",
    language: r.language,
    languages: store.guestLanguages,
  };
}

export async function bookingByToken(deps: AppDeps, token: string): Promise<BookingPageView> {
  const { link, store } = await resolveBookingToken(deps, token);
  const r = await findReservationById(deps.db, link.storeId, link.reservationId);
  if (!r) throw notFound(bookingPageMessages.notFound);
  return bookingView(store, r, deps.clock.now());
}

export async function cancelBookingByToken(deps: AppDeps, token: string): Promise<BookingPageView> {
  const { link, store } = await resolveBookingToken(deps, token);
  const now = deps.clock.now();
  const result = await deps.db.transaction((tx) =>
    cancelReservationTx(tx, {
      storeId: link.storeId,
      reservationId: link.reservationId,
      now,
      channel: "booking_page",
      publicUrl: deps.config.publicUrl,
    }),
  );
  if (result.outcome === "missing" || !result.row) throw notFound(bookingPageMessages.notFound);
  // A second Cancel cancels nothing again: it answers the booking as it is (CANCELLED), like leaving the line.
  if (result.outcome === "already_cancelled") return bookingView(store, result.row, now);
  if (result.outcome === "started") throw conflict(bookingPageMessages.started);
  if (result.outcome === "at_restaurant") throw conflict(bookingPageMessages.atRestaurant);
  if (result.outcome === "closed") throw conflict(bookingPageMessages.closed);
  return bookingView(store, result.row, now);
}

/**
 * Confirm from the booking page: what a text reply of 1 does (confirmReservationTx), for a PENDING booking; a second
 * Confirm changes nothing and answers the confirmed booking. A booking no longer open is refused (409).
 */
export async function confirmBookingByToken(deps: AppDeps, token: string): Promise<BookingPageView> {
  const { link, store } = await resolveBookingToken(deps, token);
  const now = deps.clock.now();
  const result = await deps.db.transaction((tx) =>
    confirmReservationTx(tx, {
      storeId: link.storeId,
      reservationId: link.reservationId,
      now,
      channel: "booking_page",
      publicUrl: deps.config.publicUrl,
    }),
  );
  if (result.outcome === "missing" || !result.row) throw notFound(bookingPageMessages.notFound);
  if (result.outcome === "closed") throw conflict(bookingPageMessages.notConfirmable);
  return bookingView(store, result.row, now);
}
