/**
 * The fair waitlist for full reservation slots (docs/product.md#notify-me): a guest asks to be told when a table
 * frees in a window of times; freed capacity is offered to one guest at a time, earliest request first, and held for
 * that guest alone for the store's hold length. These are the pure rules the services apply under the
 * store-and-date lock.
 */

import { PUBLIC_BOOKINGS_PER_PHONE } from "../entities/reservation-constants";
import type { OpeningHours } from "../entities/reservations";
import { timeToMinutes } from "../store-time";
import { inQuietHours } from "../texting/reminder-times";
import { fitsInSlot, type SlotUsage, slotTimesForDate } from "../time-slots";

/** How long an offer is held for its guest, in minutes (a store setting). */
export const NOTIFY_HOLD_RANGE = { min: 3, max: 30, default: 10 } as const;
/** No offer for a time closer than this many minutes ahead (a store setting). */
export const NOTIFY_CUTOFF_RANGE = { min: 0, max: 1440, default: 60 } as const;
/**
 * The share of a time's tables that live offers may hold at once, in percent (a store setting): requests anyone can
 * make must never empty a time that the public page could sell.
 */
export const NOTIFY_HOLD_SHARE_RANGE = { min: 1, max: 100, default: 25 } as const;
/**
 * Open requests (waiting or offered, today or later) one phone may have at a store. Anyone can type any phone, so
 * a stranger's requests can put at most this many "reply 1" texts on it.
 */
export const NOTIFY_OPEN_REQUESTS_PER_PHONE = 2;
/** Notify-list texts (on the list, offers) one phone gets from a store in 24 hours, counted from the outbox. */
export const NOTIFY_TEXTS_PER_PHONE_PER_DAY = 6;

/** A request is waiting, holds a live offer, booked through an offer, left by the guest or removed by a host. */
export const notifyRequestStatuses = ["waiting", "offered", "booked", "left", "removed"] as const;
export type NotifyRequestStatus = (typeof notifyRequestStatuses)[number];
/** An offer is live (offered) until the guest takes it, passes it, or its hold runs out. */
export const notifyOfferStatuses = ["offered", "taken", "passed", "expired"] as const;
export type NotifyOfferStatus = (typeof notifyOfferStatuses)[number];
/** The request statuses that keep the guest on the list (one per phone, store and date). */
export const OPEN_NOTIFY_STATUSES: readonly NotifyRequestStatus[] = ["waiting", "offered"];

export const notifyMessages = {
  pastDate: "Notify requests cannot be made for a past date.",
  windowOrder: "The window must end at or after the time it starts.",
  windowOutside:
    "Those times are outside the restaurant's opening hours on this date. Please choose other times.",
  windowPast: "Those times have already passed. Please choose later times.",
  duplicate: "This phone number is already on the notify list for this date.",
  notFound: "This notify link is not valid. Please use the link from your latest text.",
  requestNotFound: "Notify request not found.",
  noFit: "No time in this request's window has room for the party right now.",
  notWaiting: "This request already has a live offer or is no longer on the list.",
  gone: "Sorry, that table has gone to the next guest",
  stillFree: "A table is still free at one of those times. Please book it instead.",
  tooManyOpen: `This phone number is already on the notify list for ${NOTIFY_OPEN_REQUESTS_PER_PHONE} dates here. Please leave one of them to ask for another date.`,
  textsUsedUp: "We cannot send more notify list texts to this phone number today. Please try again tomorrow.",
  tooManyFromDevice: "Too many notify requests from this device. Please wait a while and try again.",
  storeBusy:
    "This restaurant's notify list has had too many requests in the last hour. Please try again later.",
  notConfirmed:
    "This guest has not confirmed their phone yet: they reply 1 to the text that put them on the list.",
  hostBookingsUsedUp: `This guest's phone already has ${PUBLIC_BOOKINGS_PER_PHONE} upcoming reservations here, the most the public page allows.`,
  hostTextsUsedUp: `This guest has had ${NOTIFY_TEXTS_PER_PHONE_PER_DAY} notify list texts from the store today, the most we send. Please call them instead.`,
  hold: `The hold must be a whole number of minutes between ${NOTIFY_HOLD_RANGE.min} and ${NOTIFY_HOLD_RANGE.max}.`,
  cutoff: `The cutoff must be a whole number of minutes between ${NOTIFY_CUTOFF_RANGE.min} and ${NOTIFY_CUTOFF_RANGE.max}.`,
  holdShare: `The share of a time's tables offers may hold must be a whole percent between ${NOTIFY_HOLD_SHARE_RANGE.min} and ${NOTIFY_HOLD_SHARE_RANGE.max}.`,
} as const;

/** "Parties of more than 20 cannot be booked at one time here. Please call the restaurant." */
export function partyTooLargeMessage(maxPersons: number): string {
  return `Parties of more than ${maxPersons} cannot be booked at one time here. Please call the restaurant.`;
}

export interface NotifyWindow {
  windowStart: string;
  windowEnd: string;
}

/** The date's slot times inside the window (both ends included). */
export function slotsInWindow(slots: readonly string[], w: NotifyWindow): string[] {
  const start = timeToMinutes(w.windowStart);
  const end = timeToMinutes(w.windowEnd);
  return slots.filter((t) => {
    const m = timeToMinutes(t);
    return m >= start && m <= end;
  });
}

/** Why a window cannot be asked for on a date (no slot of the date's opening hours in it), or null. */
export function windowRefusal(
  hours: readonly OpeningHours[],
  date: string,
  intervalMinutes: number,
  w: NotifyWindow,
): string | null {
  if (timeToMinutes(w.windowEnd) < timeToMinutes(w.windowStart)) return notifyMessages.windowOrder;
  const slots = slotTimesForDate(hours, date, intervalMinutes);
  const start = timeToMinutes(w.windowStart);
  const end = timeToMinutes(w.windowEnd);
  const first = slots[0];
  const last = slots.at(-1);
  if (first === undefined || last === undefined) return notifyMessages.windowOutside;
  if (start < timeToMinutes(first) || end > timeToMinutes(last)) return notifyMessages.windowOutside;
  return slotsInWindow(slots, w).length === 0 ? notifyMessages.windowOutside : null;
}

export interface OfferClock {
  date: string;
  /** Store-local today and minutes since its midnight. */
  today: string;
  nowMinutes: number;
  cutoffMinutes: number;
}

/** Whether a slot is still far enough ahead to be offered (at least the cutoff away, in store time). */
export function offerableTime(time: string, c: OfferClock): boolean {
  if (c.date > c.today) return true;
  if (c.date < c.today) return false;
  return timeToMinutes(time) - c.nowMinutes >= c.cutoffMinutes;
}

/** No offer text goes out in quiet hours (21:00-09:00 store time), as for reminders. */
export function offerQuietNow(nowMinutes: number): boolean {
  return inQuietHours(nowMinutes);
}

export interface WaitingRequest extends NotifyWindow {
  id: number;
  partySize: number;
  guestPhone: string;
  createdAt: Date;
}

export interface SlotState {
  time: string;
  usage: SlotUsage;
  /** Live offers holding a table of this time. */
  held?: number;
}

/**
 * How many of a time's tables live offers may hold at once: the store's share, rounded down, but never less than one
 * table, so a time of a few tables can still be offered the one that freed (8 tables at 25 %: 2; 3 tables: 1).
 */
export function maxHeldTables(maxTables: number, sharePercent: number): number {
  return Math.max(1, Math.floor((maxTables * sharePercent) / 100));
}

export interface OfferPick {
  requestId: number;
  time: string;
}

/** Earliest request first: the time it was made, then its id. */
export function earliestFirst<T extends { id: number; createdAt: Date }>(requests: readonly T[]): T[] {
  return [...requests].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
}

/**
 * The next offer to make: the earliest request for which a time in its window has room for its party, is far enough
 * ahead, and was not offered to it before (a guest who passed or let a hold run out is not asked about that time
 * again); the earliest such time. Requests of `skipPhones` (a phone that booked meanwhile or opted out) are skipped,
 * and so is a time whose live offers already hold `maxHeld` of its tables (maxHeldTables).
 */
export function nextOffer(input: {
  requests: readonly WaitingRequest[];
  slots: readonly SlotState[];
  clock: OfferClock;
  /** Live offers a time may hold at once (maxHeldTables); no bound when absent. */
  maxHeld?: number;
  skipPhones?: ReadonlySet<string>;
  /** `${requestId}@${time}` of offers made before. */
  offeredBefore?: ReadonlySet<string>;
}): OfferPick | null {
  for (const r of earliestFirst(input.requests)) {
    if (input.skipPhones?.has(r.guestPhone)) continue;
    const start = timeToMinutes(r.windowStart);
    const end = timeToMinutes(r.windowEnd);
    for (const s of input.slots) {
      const m = timeToMinutes(s.time);
      if (m < start || m > end) continue;
      if (input.offeredBefore?.has(`${r.id}@${s.time}`)) continue;
      if (input.maxHeld !== undefined && (s.held ?? 0) >= input.maxHeld) continue;
      if (!offerableTime(s.time, input.clock)) continue;
      if (fitsInSlot(s.usage, r.partySize)) return { requestId: r.id, time: s.time };
    }
  }
  return null;
}

/** When a hold made at `now` runs out. */
export function holdExpiresAt(now: Date, holdMinutes: number): Date {
  return new Date(now.getTime() + holdMinutes * 60_000);
}

/** Whole minutes left on a hold, rounded up ("6 min left"); 0 once it ran out. */
export function holdMinutesLeft(expiresAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / 60_000));
}

/** "offered to Ada, 6 min left" (the host's Reservations tab). */
export function offerLabel(guestName: string, expiresAt: Date, now: Date): string {
  return `offered to ${guestName}, ${holdMinutesLeft(expiresAt, now)} min left`;
}

/** Whole minutes as a median (reports): the middle value, or the mean of the two middle ones; null when none. */
export function medianMinutes(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const v = sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return Math.round(v * 10) / 10;
}

/** Whether a hold length is allowed. */
export function validHoldMinutes(n: number): boolean {
  return Number.isInteger(n) && n >= NOTIFY_HOLD_RANGE.min && n <= NOTIFY_HOLD_RANGE.max;
}

/** The guest's own notify page: /n/{token} (in the list and offer texts). */
export const NOTIFY_PAGE_ROOT = "n";
/** A notify page token: 24 random bytes, base64url. */
export const NOTIFY_TOKEN_RE = /^[A-Za-z0-9_-]{32}$/;
export function notifyPagePath(token: string): string {
  return `/${NOTIFY_PAGE_ROOT}/${token}`;
}
