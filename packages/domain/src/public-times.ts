/**
 * The times the public page shows for a date and a party (docs/product.md#public-page, #notify-me): the open ones to
 * book, and the full ones to ask the notify list for. A time is full when it has no table left or too few seats for
 * the party: `fitsInSlot`, the count the server refuses a notify request by. Past times are left out.
 */
import type { TimeWindow } from "./entities/reservations";
import { fitsInSlot, isFutureSlot } from "./time-slots";

export interface PublicTime {
  time: string;
  /** Full for the party: shown, not bookable, and the notify list's to ask for. */
  full: boolean;
}

export interface PublicTimesClock {
  /** The date the windows are for. */
  date: string;
  /** Store-local today and minutes since its midnight, now. */
  today: string;
  nowMinutes: number;
}

/** Whether a window is full for the party (no table left, or too few seats). */
function isFullFor(window: TimeWindow, partySize: number): boolean {
  return !fitsInSlot(window, partySize);
}

/**
 * The windows the page offers, in order: each open one, and each full one still ahead. A window with room that the
 * server does not offer is past (the page only asks for dates it books), so every full one before it is past too,
 * whatever the guest's own clock says; the clock catches full ones past since the last window with room.
 */
export function publicTimes(
  windows: readonly TimeWindow[],
  partySize: number,
  clock: PublicTimesClock,
): PublicTime[] {
  let lastPast = -1;
  windows.forEach((w, i) => {
    if (!w.available && !isFullFor(w, partySize)) lastPast = i;
  });
  return windows.flatMap((w, i): PublicTime[] => {
    if (w.available) return [{ time: w.time, full: false }];
    const ahead = i > lastPast && isFutureSlot(clock.date, w.time, clock.today, clock.nowMinutes);
    return ahead && isFullFor(w, partySize) ? [{ time: w.time, full: true }] : [];
  });
}
