/**
 * A store's opening hours as ranges (docs/product.md#opening-hours). The stored shape is the legacy one, a list of
 * {dow, open_time, close_time} in numeric quarter hours; a weekday may have several entries (split shifts), a close
 * over 24 runs past midnight into the next calendar day, and {open 0, close 0} (or nothing for that weekday) marks a
 * closed day.
 */
import type { OpeningHours } from "./entities/reservations";

/** One opening range of a weekday in minutes from that day's midnight; close may pass 1440 (past midnight). */
export interface MinuteRange {
  open: number;
  close: number;
}

/** Whether an entry is only the closed-day marker (or otherwise opens nothing). */
export function isClosedMarker(h: OpeningHours): boolean {
  return h.close_time <= h.open_time;
}

/** The opening ranges of one ISO weekday (1 Mon .. 7 Sun), ascending by opening time; closed markers left out. */
export function rangesOfDay(hours: readonly OpeningHours[], dow: number): MinuteRange[] {
  return hours
    .filter((h) => h.dow === dow && !isClosedMarker(h))
    .map((h) => ({ open: Math.round(h.open_time * 60), close: Math.round(h.close_time * 60) }))
    .sort((a, b) => a.open - b.open);
}

/** The entries of one weekday that open something, ascending by opening time. */
export function entriesOfDay(hours: readonly OpeningHours[], dow: number): OpeningHours[] {
  return hours.filter((h) => h.dow === dow && !isClosedMarker(h)).sort((a, b) => a.open_time - b.open_time);
}

/**
 * A store with no hours at all has never said when it closes (a store made before hours existed, or one that never
 * filled them in), so it is treated as always open rather than shut out of its own waitlist.
 */
export function hasNoHours(hours: readonly OpeningHours[]): boolean {
  return hours.length === 0;
}

/** The weekday before an ISO weekday (Mon → Sun). */
export function previousWeekday(dow: number): number {
  return dow === 1 ? 7 : dow - 1;
}
