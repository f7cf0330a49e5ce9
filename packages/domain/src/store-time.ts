/** Business dates and times are store-local wall clock (docs/architecture.md#tenancy-and-time). */
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";

dayjs.extend(utc);
dayjs.extend(timezone);

export { dayjs };

export const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
export const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * One formatter per timezone, kept: every request asks for "today" in its store's zone, and building an
 * Intl.DateTimeFormat (what dayjs's tz() does on each call) costs far more than using one.
 */
const wallClocks = new Map<string, Intl.DateTimeFormat>();

interface WallClock {
  date: string;
  hour: number;
  minute: number;
}

/**
 * The last answer per zone, by the UTC second it was asked for: a join asks for its store's wall clock at the same
 * instant five or more times (the date, opening hours, the quote), and formatToParts is the costly part. Zone offsets
 * are whole seconds, so every instant of one UTC second has the same wall-clock minute.
 */
const lastWallClock = new Map<string, { second: number; local: WallClock }>();

/** The store-local wall clock at an instant: date (YYYY-MM-DD), hour (0-23) and minute. */
export function storeWallClock(tz: string, at: Date): WallClock {
  const second = Math.floor(at.getTime() / 1000);
  const last = lastWallClock.get(tz);
  // An invalid date's NaN second never matches: it goes on to throw as before.
  if (last && last.second === second) return { ...last.local };
  const local = formatWallClock(tz, at);
  lastWallClock.set(tz, { second, local });
  return { ...local };
}

function formatWallClock(tz: string, at: Date): WallClock {
  let f = wallClocks.get(tz);
  if (!f) {
    // Throws RangeError on an unknown zone, as dayjs's tz() does.
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: tz,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    });
    wallClocks.set(tz, f);
  }
  const p: Record<string, string> = {};
  for (const part of f.formatToParts(at)) p[part.type] = part.value;
  const year = (p.year ?? "").padStart(4, "0");
  return { date: `${year}-${p.month}-${p.day}`, hour: Number(p.hour), minute: Number(p.minute) };
}

/** The store-local calendar date (YYYY-MM-DD) at an instant. */
export function storeDate(tz: string, at: Date): string {
  return storeWallClock(tz, at).date;
}

/** Minutes since store-local midnight at an instant. */
export function storeMinutes(tz: string, at: Date): number {
  const local = storeWallClock(tz, at);
  return local.hour * 60 + local.minute;
}

/** The instant of a store-local wall-clock date and time ("HH:MM"). */
export function storeInstant(tz: string, date: string, time = "00:00"): Date {
  return dayjs.tz(`${date} ${time}`, "YYYY-MM-DD HH:mm", tz).toDate();
}

/** The instant at which a store-local date starts. */
export function startOfStoreDate(tz: string, date: string): Date {
  return storeInstant(tz, date, "00:00");
}

export function addDays(date: string, days: number): string {
  return dayjs.utc(date, "YYYY-MM-DD").add(days, "day").format("YYYY-MM-DD");
}

/** A real calendar date in YYYY-MM-DD form (rejects 2025-02-30). */
export function isValidDate(value: string): boolean {
  if (!DATE_RE.test(value)) return false;
  const d = dayjs.utc(value, "YYYY-MM-DD");
  return d.isValid() && d.format("YYYY-MM-DD") === value;
}

/** ISO weekday 1 (Mon) .. 7 (Sun) of a calendar date. */
export function isoWeekday(date: string): number {
  const day = dayjs.utc(date, "YYYY-MM-DD").day();
  return day === 0 ? 7 : day;
}

/** Whole minutes between two instants, never negative. */
export function wholeMinutesBetween(from: Date, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - from.getTime()) / 60000));
}

export function timeToMinutes(time: string): number {
  const [h, m] = time.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

export function minutesToTime(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
}

/** 12-hour display, e.g. "7:30pm"; "12:00am" for midnight. */
export function formatTime12(time: string): string {
  const minutes = timeToMinutes(time);
  const h24 = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  const suffix = h24 < 12 ? "am" : "pm";
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(m).padStart(2, "0")}${suffix}`;
}

/** 12-hour store-local clock time of an instant, e.g. "7:42pm". */
export function instantTime12(tz: string, at: Date | string): string {
  return formatTime12(dayjs(at).tz(tz).format("HH:mm"));
}
