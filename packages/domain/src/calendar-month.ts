/**
 * Month grids and keyboard moves of a date calendar (the public booking page's own lightweight calendar). Dates
 * are calendar dates "YYYY-MM-DD", months "YYYY-MM"; no timezone is involved.
 */
import type { GuestLanguage } from "./i18n/language";
import { localeDate } from "./long-date";
import { addDays, dayjs } from "./store-time";

/** 0 = Sunday first (US), 1 = Monday first. */
export type FirstDayOfWeek = 0 | 1;

const weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

export function monthOf(date: string): string {
  return date.slice(0, 7);
}

export function addMonths(month: string, count: number): string {
  return dayjs.utc(`${month}-01`, "YYYY-MM-DD").add(count, "month").format("YYYY-MM");
}

/** "March 2026"; in Spanish "noviembre de 2026" (Intl's locale data, as formatLongDate). */
export function monthLabel(month: string, language: GuestLanguage = "en"): string {
  const first = dayjs.utc(`${month}-01`, "YYYY-MM-DD");
  if (language !== "en") {
    return localeDate(language, { month: "long", year: "numeric", timeZone: "UTC" }).format(first.toDate());
  }
  return first.format("MMMM YYYY");
}

/** Day of the week 0 (Sunday) .. 6 (Saturday). */
function weekday(date: string): number {
  return dayjs.utc(date, "YYYY-MM-DD").day();
}

/** Weekday column headers in display order: [{short: "Su", long: "Sunday"}, ...]. */
export function weekdayHeaders(first: FirstDayOfWeek = 0): { short: string; long: string }[] {
  return Array.from({ length: 7 }, (_, i) => {
    const long = weekdayNames[(i + first) % 7] ?? "";
    return { short: long.slice(0, 2), long };
  });
}

/** The weeks of a month, each seven cells: a date of the month or null outside it. */
export function monthWeeks(month: string, first: FirstDayOfWeek = 0): (string | null)[][] {
  const start = `${month}-01`;
  const days = dayjs.utc(start, "YYYY-MM-DD").daysInMonth();
  const lead = (weekday(start) - first + 7) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 0; d < days; d++) cells.push(addDays(start, d));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The same day of another month, clamped to that month's last day (Jan 31 + 1 month → Feb 28). */
export function addMonthsToDate(date: string, count: number): string {
  return dayjs.utc(date, "YYYY-MM-DD").add(count, "month").format("YYYY-MM-DD");
}

/**
 * Where the keyboard focus moves from a date in a calendar grid (WAI-ARIA date picker pattern): arrows by a day or a
 * week, Home / End to the week's first / last day, Page Up / Down by a month (with Shift by a year). Null for other keys.
 */
export function calendarKeyTarget(
  date: string,
  key: string,
  opts: { shift?: boolean; first?: FirstDayOfWeek } = {},
): string | null {
  const first = opts.first ?? 0;
  switch (key) {
    case "ArrowLeft":
      return addDays(date, -1);
    case "ArrowRight":
      return addDays(date, 1);
    case "ArrowUp":
      return addDays(date, -7);
    case "ArrowDown":
      return addDays(date, 7);
    case "Home":
      return addDays(date, -((weekday(date) - first + 7) % 7));
    case "End":
      return addDays(date, 6 - ((weekday(date) - first + 7) % 7));
    case "PageUp":
      return addMonthsToDate(date, opts.shift ? -12 : -1);
    case "PageDown":
      return addMonthsToDate(date, opts.shift ? 12 : 1);
    default:
      return null;
  }
}

/** The first date from `from` (inclusive) that passes `test`, looking at most `maxDays` days ahead; null if none. */
export function firstDateWhere(from: string, test: (date: string) => boolean, maxDays = 366): string | null {
  for (let i = 0; i <= maxDays; i++) {
    const date = addDays(from, i);
    if (test(date)) return date;
  }
  return null;
}
