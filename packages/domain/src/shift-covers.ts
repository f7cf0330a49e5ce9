/**
 * Covers per shift on the Reservations tab (docs/product.md#reservations-tab): a day's covers (the sum of party sizes)
 * and bookings counted in each of that day's opening ranges, and the day's total. Cancelled and no-show bookings are
 * not counted; seated ones are (they ate here).
 */
import type { OpeningHours } from "./entities/reservations";
import { type MinuteRange, rangesOfDay } from "./opening-ranges";
import { addDays, isoWeekday, minutesToTime, timeToMinutes } from "./store-time";

const DAY = 1440;
const NOT_COUNTED: readonly string[] = ["CANCELLED", "NO_SHOW"];

export interface CoversCount {
  covers: number;
  bookings: number;
}

export interface ShiftCovers extends CoversCount {
  /** "11:00–15:00" (a range past midnight ends at its clock time: "18:00–01:00"). */
  label: string;
}

export interface DayCovers {
  shifts: ShiftCovers[];
  /** Bookings outside every range (made by staff at another time, or hours changed since); null when none. */
  outside: CoversCount | null;
  total: CoversCount;
}

export interface BookingForCovers {
  status: string;
  reservationTime: string;
  partySize: number;
}

function rangeLabel(r: MinuteRange): string {
  // A range to midnight ends at "24:00", not at the day's start ("00:00–00:00" for a store open all day).
  const close = r.close === DAY ? "24:00" : minutesToTime(r.close);
  return `${minutesToTime(r.open)}–${close}`;
}

/**
 * The shifts of a date: its own ranges, and the previous day's part past midnight (a booking at 00:30 after a late
 * Saturday, listed first as "00:00–01:00").
 */
function shiftsOfDate(
  hours: readonly OpeningHours[],
  date: string,
): { range: MinuteRange; label: string; spill: boolean }[] {
  const spill = rangesOfDay(hours, isoWeekday(addDays(date, -1)))
    .filter((r) => r.close > DAY)
    .map((r) => ({ open: 0, close: r.close - DAY }))
    .map((r) => ({ range: r, label: rangeLabel(r), spill: true }));
  const own = rangesOfDay(hours, isoWeekday(date)).map((r) => ({
    range: r,
    label: rangeLabel(r),
    spill: false,
  }));
  return [...spill, ...own];
}

/** One date's bookings counted per shift of the store's hours, in the order the shifts open. */
export function coversByShift(
  bookings: readonly BookingForCovers[],
  hours: readonly OpeningHours[],
  date: string,
): DayCovers {
  const shifts = shiftsOfDate(hours, date);
  const counts: ShiftCovers[] = shifts.map((s) => ({ label: s.label, covers: 0, bookings: 0 }));
  const outside: CoversCount = { covers: 0, bookings: 0 };
  const total: CoversCount = { covers: 0, bookings: 0 };
  for (const b of bookings) {
    if (NOT_COUNTED.includes(b.status)) continue;
    const t = timeToMinutes(b.reservationTime);
    const i = shifts.findIndex((s) => t >= s.range.open && t < s.range.close);
    const into = counts[i] ?? outside;
    into.covers += b.partySize;
    into.bookings += 1;
    total.covers += b.partySize;
    total.bookings += 1;
  }
  // The last evening's hour after midnight is a line only when someone booked it.
  const shown = counts.filter((c, i) => !shifts[i]?.spill || c.bookings > 0);
  return { shifts: shown, outside: outside.bookings > 0 ? outside : null, total };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "24 covers · 6 bookings". */
export function coversText(c: CoversCount): string {
  return `${plural(c.covers, "cover", "covers")} · ${plural(c.bookings, "booking", "bookings")}`;
}
