/**
 * Whether a store is open at an instant and when it opens next (docs/product.md#opening-hours), in the store's own
 * time zone: everything is compared on the store's wall clock (storeWallClock), so a DST change day needs no offset
 * arithmetic. Used by the joins (kiosk, remote, legacy) to refuse guests outside the hours.
 */

import type { NextOpening } from "./closed-message";
import type { OpeningHours } from "./entities/reservations";
import { hasNoHours, previousWeekday, rangesOfDay } from "./opening-ranges";
import { addDays, isoWeekday, minutesToTime, storeWallClock } from "./store-time";

const DAY = 24 * 60;

export type { NextOpening };

/** Open now, and if not, when it opens next (null when it never does: every day closed). */
export interface OpeningStatus {
  open: boolean;
  nextOpening: NextOpening | null;
}

/** Whether a store-local weekday and minute of the day fall in the hours (its own ranges, or yesterday's past midnight). */
function isOpenOnWallClock(hours: readonly OpeningHours[], date: string, minute: number): boolean {
  const dow = isoWeekday(date);
  if (rangesOfDay(hours, dow).some((r) => r.open <= minute && minute < r.close)) return true;
  return rangesOfDay(hours, previousWeekday(dow)).some((r) => r.close > DAY && minute < r.close - DAY);
}

/** Whether the store is open at an instant. A store with no hours at all is always open (see hasNoHours). */
export function isOpenAt(hours: readonly OpeningHours[], timeZone: string, at: Date): boolean {
  if (hasNoHours(hours)) return true;
  const wall = storeWallClock(timeZone, at);
  return isOpenOnWallClock(hours, wall.date, wall.hour * 60 + wall.minute);
}

/**
 * The next opening after an instant: the first range that starts later today, else on the following days (a closed day
 * is skipped), looking a week ahead. Null for a store with no hours (always open) or with every day closed.
 */
export function nextOpening(hours: readonly OpeningHours[], timeZone: string, at: Date): NextOpening | null {
  if (hasNoHours(hours)) return null;
  const wall = storeWallClock(timeZone, at);
  const now = wall.hour * 60 + wall.minute;
  for (let d = 0; d <= 7; d++) {
    const date = addDays(wall.date, d);
    const dow = isoWeekday(date);
    const range = rangesOfDay(hours, dow).find((r) => d > 0 || r.open > now);
    if (range) return { date, dow, time: minutesToTime(range.open), today: d === 0 };
  }
  return null;
}

export function openingStatus(hours: readonly OpeningHours[], timeZone: string, at: Date): OpeningStatus {
  const open = isOpenAt(hours, timeZone, at);
  return { open, nextOpening: open ? null : nextOpening(hours, timeZone, at) };
}
