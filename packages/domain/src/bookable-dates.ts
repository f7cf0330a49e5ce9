/**
 * Dates a guest may book (docs/product.md#reservations): never past; with a link code that has access dates, only those; otherwise not a
 * blackout date. The calendar uses the same rule the server enforces.
 */
import { beyondHorizonMessage, reservationMessages } from "./entities/reservation-constants";
import { isValidDate } from "./store-time";

export interface BookableDateRules {
  /** Today's store-local date. */
  today: string;
  blackoutDates: readonly string[];
  /** The access days of the link code in use; empty or absent when there is no link code or it has none. */
  accessDays?: readonly string[] | null;
  /** The last date that may be booked: guests, today + "bookings open N days ahead"; staff, a far cap. */
  lastDate?: string | null;
  /** Guests: the N of "bookings open N days ahead" (the refusal names it); absent for staff. */
  horizonDays?: number | null;
}

/** Why a date cannot be booked, or null when it can. */
export function dateRefusal(date: string, rules: BookableDateRules): string | null {
  if (!isValidDate(date)) return reservationMessages.date;
  if (date < rules.today) return reservationMessages.pastDate;
  if (rules.lastDate && date > rules.lastDate) {
    return rules.horizonDays ? beyondHorizonMessage(rules.horizonDays) : reservationMessages.staffTooFar;
  }
  if (rules.accessDays && rules.accessDays.length > 0) {
    return rules.accessDays.includes(date) ? null : reservationMessages.notAccessDay;
  }
  return rules.blackoutDates.includes(date) ? reservationMessages.blackedOut : null;
}

export function isBookableDate(date: string, rules: BookableDateRules): boolean {
  return dateRefusal(date, rules) === null;
}

/** Access days as stored: YYYY-MM-DD (any time part cut), valid dates only, no duplicates, ascending. */
export function normaliseAccessDays(days: readonly string[]): string[] {
  const out = new Set<string>();
  for (const d of days) {
    const day = d.trim().slice(0, 10);
    if (isValidDate(day)) out.add(day);
  }
  return [...out].sort();
}
