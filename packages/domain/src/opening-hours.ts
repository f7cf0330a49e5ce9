/**
 * Opening hours for display (docs/product.md#public-page): grouped by identical time ranges, shown as day ranges Mon..Sun;
 * open and close both 0 is Closed; a time over 24 is marked next day; 24 shows as 12:00am. A day with several ranges
 * (split shifts) shows them all, in order: "11:00am - 2:30pm, 5:00pm - 10:00pm".
 */
import type { OpeningHours } from "./entities/reservations";
import { entriesOfDay } from "./opening-ranges";

export const weekdayShortNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

export interface HoursGroup {
  /** ISO weekdays 1..7 in the group, ascending. */
  days: number[];
  /** e.g. "Mon - Thu, Sun". */
  dayLabel: string;
  /** e.g. "11:00am - 10:00pm", "11:00am - 1:30am (next day)" or "Closed". */
  hoursLabel: string;
  closed: boolean;
}

/** Every range of one weekday, in order: "11:00am - 2:30pm, 5:00pm - 10:00pm", or "Closed". */
export function formatDayHours(hours: readonly OpeningHours[], dow: number): string {
  const ranges = entriesOfDay(hours, dow);
  return ranges.length === 0 ? "Closed" : ranges.map(formatHoursRange).join(", ");
}

/** A numeric hour (quarter-hour precision) as 12-hour time: 11.5 → "11:30am", 24 → "12:00am", 25.5 → "1:30am (next day)". */
export function formatHourValue(value: number): string {
  const quarters = Math.round(value * 4);
  const minutesTotal = quarters * 15;
  const h24 = Math.floor(minutesTotal / 60) % 24;
  const m = minutesTotal % 60;
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  const text = `${h12}:${String(m).padStart(2, "0")}${h24 < 12 ? "am" : "pm"}`;
  return quarters > 24 * 4 ? `${text} (next day)` : text;
}

function isClosed(h: OpeningHours | undefined): boolean {
  return !h || (h.open_time === 0 && h.close_time === 0) || h.close_time <= h.open_time;
}

export function formatHoursRange(h: OpeningHours | undefined): string {
  if (!h || isClosed(h)) return "Closed";
  return `${formatHourValue(h.open_time)} - ${formatHourValue(h.close_time)}`;
}

/** Consecutive runs of weekdays as labels: [1,2,3,4,7] → "Mon - Thu, Sun". */
export function formatDayRanges(days: readonly number[]): string {
  const sorted = [...new Set(days)].filter((d) => d >= 1 && d <= 7).sort((a, b) => a - b);
  const parts: string[] = [];
  let i = 0;
  while (i < sorted.length) {
    let j = i;
    while (j + 1 < sorted.length && (sorted[j + 1] ?? 0) === (sorted[j] ?? 0) + 1) j++;
    const from = weekdayShortNames[(sorted[i] ?? 1) - 1];
    const to = weekdayShortNames[(sorted[j] ?? 1) - 1];
    parts.push(i === j ? `${from}` : j === i + 1 ? `${from}, ${to}` : `${from} - ${to}`);
    i = j + 1;
  }
  return parts.join(", ");
}

/** The week Mon..Sun grouped by identical hours; a weekday missing from the list is Closed. Groups in order of their first day. */
export function groupOpeningHours(hours: readonly OpeningHours[]): HoursGroup[] {
  const groups = new Map<string, number[]>();
  for (let dow = 1; dow <= 7; dow++) {
    const label = formatDayHours(hours, dow);
    const days = groups.get(label) ?? [];
    days.push(dow);
    groups.set(label, days);
  }
  return [...groups.entries()].map(([hoursLabel, days]) => ({
    days,
    dayLabel: formatDayRanges(days),
    hoursLabel,
    closed: hoursLabel === "Closed",
  }));
}
