/**
 * Time slots (docs/product.md#reservations): from open_time, every interval, while slot + interval ≤
 * close_time. Hours past midnight (close_time > 24) give slots that belong to the next calendar date.
 */
import type { OpeningHours, TimeWindow } from "./entities/reservations";
import { addDays, isoWeekday, minutesToTime, timeToMinutes } from "./store-time";

const DAY = 24 * 60;

/** The slot start minutes (from the day's midnight, may exceed 1440) of one weekday's hours. */
export function slotMinutesOfHours(h: OpeningHours | undefined, intervalMinutes: number): number[] {
  if (!h || intervalMinutes <= 0) return [];
  const open = Math.round(h.open_time * 60);
  const close = Math.round(h.close_time * 60);
  if (close <= open) return [];
  const out: number[] = [];
  for (let m = open; m + intervalMinutes <= close; m += intervalMinutes) out.push(m);
  return out;
}

/** The slot start minutes of every range of one weekday (split shifts: each range gives its own slots). */
function slotMinutesOfDay(hours: readonly OpeningHours[], dow: number, intervalMinutes: number): number[] {
  return hours.filter((h) => h.dow === dow).flatMap((h) => slotMinutesOfHours(h, intervalMinutes));
}

/** The slot times ("HH:MM", ascending) of a calendar date: its own hours before midnight plus the previous day's past it. */
export function slotTimesForDate(
  hours: readonly OpeningHours[],
  date: string,
  intervalMinutes: number,
): string[] {
  const dow = isoWeekday(date);
  const prevDow = isoWeekday(addDays(date, -1));
  const own = slotMinutesOfDay(hours, dow, intervalMinutes).filter((m) => m < DAY);
  const spill = slotMinutesOfDay(hours, prevDow, intervalMinutes)
    .filter((m) => m >= DAY && m < 2 * DAY)
    .map((m) => m - DAY);
  return [...new Set([...spill, ...own])].sort((a, b) => a - b).map(minutesToTime);
}

export interface SlotCapacity {
  maxTablesPerInterval: number;
  maxPersonsPerInterval: number;
}

/** An active booking (not CANCELLED, not NO_SHOW) that takes a table in a slot. */
export interface SlotBooking {
  reservationTime: string;
  partySize: number;
}

export interface SlotUsage {
  tablesAvailable: number;
  personsAvailable: number;
}

/** What is left of a slot's capacity after the given bookings (never negative). */
export function slotUsage(time: string, bookings: readonly SlotBooking[], cap: SlotCapacity): SlotUsage {
  let tables = 0;
  let persons = 0;
  for (const b of bookings) {
    if (b.reservationTime !== time) continue;
    tables += 1;
    persons += b.partySize;
  }
  return {
    tablesAvailable: Math.max(0, cap.maxTablesPerInterval - tables),
    personsAvailable: Math.max(0, cap.maxPersonsPerInterval - persons),
  };
}

/** Whether a party fits into what is left of a slot. */
export function fitsInSlot(usage: SlotUsage, partySize: number): boolean {
  return usage.tablesAvailable >= 1 && usage.personsAvailable >= partySize;
}

export interface TimeWindowsInput {
  hours: readonly OpeningHours[];
  date: string;
  config: SlotCapacity & { reservationIntervalMinutes: number };
  bookings: readonly SlotBooking[];
  /** Party size to check; 1 when not chosen yet. */
  partySize?: number;
  /** Today's store-local date and the minutes since the store's midnight now. */
  today: string;
  nowMinutes: number;
  /** False when the date cannot be booked (blackout, outside a link's access days): every slot unavailable. */
  dateBookable?: boolean;
}

/** Whether a slot of a date is still in the future, in store time. */
export function isFutureSlot(date: string, time: string, today: string, nowMinutes: number): boolean {
  if (date > today) return true;
  if (date < today) return false;
  return timeToMinutes(time) > nowMinutes;
}

/** The time windows of a date (docs/product.md#records, "Time window"). */
export function timeWindows(input: TimeWindowsInput): TimeWindow[] {
  const party = input.partySize ?? 1;
  const bookable = input.dateBookable ?? true;
  return slotTimesForDate(input.hours, input.date, input.config.reservationIntervalMinutes).map((time) => {
    const usage = slotUsage(time, input.bookings, input.config);
    const available =
      bookable && fitsInSlot(usage, party) && isFutureSlot(input.date, time, input.today, input.nowMinutes);
    return { time, available, ...usage };
  });
}

/** "1 table available" / "3 tables available" (docs/product.md#limits: singular or plural). */
export function tablesAvailableLabel(n: number): string {
  return `${n} ${n === 1 ? "table" : "tables"} available`;
}
