/**
 * The guest's own booking page, /r/{token} (docs/product.md#texts): what it shows and the rules of cancelling from it (not after
 * the start; a second Cancel changes nothing). The token is 24 random bytes in base64url (192 bits); only its hash is stored.
 */
import type { GuestLanguage } from "../i18n/language";

export const BOOKING_PAGE_ROOT = "r";
export const BOOKING_TOKEN_RE = /^[A-Za-z0-9_-]{32}$/;

export const bookingPageMessages = {
  notFound:
    "This booking link is not valid. Please use the link from your latest text, or call the restaurant.",
  started: "This reservation has already started, so it can no longer be cancelled online.",
  alreadyCancelled: "This reservation is already cancelled.",
  closed: "This reservation can no longer be cancelled online.",
  notConfirmable: "This reservation can no longer be confirmed online.",
  atRestaurant:
    "The restaurant has checked in your party, so this reservation can no longer be changed or cancelled online. Please speak to the host.",
} as const;

/**
 * Whether the party is in the restaurant's hands: a host marked some of it arrived (docs/product.md#arrived) or seated
 * it. From then on the booking is the host's: the guest's page and text replies neither move nor cancel it (staff still
 * edit it), so tonight's list cannot lose a party standing at the host stand.
 */
export function partyAtRestaurant(r: { status: string; arrivedCount?: number | null }): boolean {
  return r.status === "SEATED" || (r.arrivedCount ?? 0) > 0;
}

export type BookingStatus = "PENDING" | "CONFIRMED" | "CANCELLED" | "SEATED" | "NO_SHOW";

export interface BookingPageView {
  /** The booking's id (the calendar file's UID). */
  uuid: string;
  storeName: string;
  storePhone: string;
  timezone: string;
  reservationDate: string;
  reservationTime: string;
  partySize: number;
  status: BookingStatus;
  /** The start as an instant (ISO), for the calendar file. */
  startsAt: string;
  canCancel: boolean;
  /** Open and not started: the guest may move it (docs/product.md#guest-pages). */
  canChange: boolean;
  /** PENDING: the guest may confirm it, as a text reply of 1 does. */
  canConfirm: boolean;
  /** The language the guest booked in (the page opens in it) and the languages the store offers (the switch). */
  language: GuestLanguage;
  languages: GuestLanguage[];
}

/** The guest-facing words for a booking's status. */
export function bookingStatusText(status: BookingStatus): string {
  switch (status) {
    case "PENDING":
      return "Booked";
    case "CONFIRMED":
      return "Confirmed";
    case "CANCELLED":
      return "Cancelled";
    case "SEATED":
      return "Seated";
    default:
      return "Missed";
  }
}

export function bookingPagePath(token: string): string {
  return `/${BOOKING_PAGE_ROOT}/${token}`;
}
