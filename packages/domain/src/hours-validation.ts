/**
 * The rule for a store's opening hours as saved from Settings (docs/product.md#opening-hours): quarter-hour steps,
 * each range closing after it opens (at most 6 hours past midnight), at most 3 ranges a weekday, no two overlapping,
 * and a day's late range not running into the next day's first. The same check runs in the editor and on the server.
 */
import { z } from "zod";
import type { OpeningHours } from "./entities/reservations";
import { formatHourValue } from "./opening-hours";
import { entriesOfDay } from "./opening-ranges";

export const MAX_RANGES_PER_DAY = 3;
/** A range may run past midnight until 6:00am of the next day (numeric hours). */
export const LATEST_CLOSE = 30;

export const weekdayLongNames = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

const isQuarter = (v: number) => Number.isFinite(v) && Math.abs(v * 4 - Math.round(v * 4)) < 1e-9;

/** The first problem of an hours set in plain words, or null when it can be saved. */
export function openingHoursProblem(hours: readonly OpeningHours[]): string | null {
  for (const h of hours) {
    if (!Number.isInteger(h.dow) || h.dow < 1 || h.dow > 7) return "Weekdays are 1 (Monday) to 7 (Sunday).";
  }
  for (let dow = 1; dow <= 7; dow++) {
    const day = weekdayLongNames[dow - 1];
    const entries = hours.filter((h) => h.dow === dow);
    for (const h of entries) {
      if (!isQuarter(h.open_time) || !isQuarter(h.close_time))
        return `${day}: times must be on the quarter hour (:00, :15, :30 or :45).`;
      if (h.open_time === 0 && h.close_time === 0) continue; // the closed-day marker
      if (h.open_time < 0 || h.open_time >= 24) return `${day}: an opening time must be within the day.`;
      if (h.close_time <= h.open_time) return `${day}: each range must close after it opens.`;
      if (h.close_time > LATEST_CLOSE) return `${day}: hours past midnight must end by 6:00am.`;
    }
    const ranges = entriesOfDay(hours, dow);
    if (ranges.length > MAX_RANGES_PER_DAY) return `${day}: at most ${MAX_RANGES_PER_DAY} ranges a day.`;
    for (let i = 1; i < ranges.length; i++) {
      const a = ranges[i - 1];
      const b = ranges[i];
      if (a && b && b.open_time < a.close_time)
        return `${day}: ${rangeLabel(a)} and ${rangeLabel(b)} overlap.`;
    }
  }
  for (let dow = 1; dow <= 7; dow++) {
    const nextDow = dow === 7 ? 1 : dow + 1;
    const late = entriesOfDay(hours, dow).at(-1);
    const first = entriesOfDay(hours, nextDow)[0];
    if (late && first && late.close_time > 24 && first.open_time < late.close_time - 24)
      return `${weekdayLongNames[dow - 1]}'s hours past midnight run into ${weekdayLongNames[nextDow - 1]}'s.`;
  }
  return null;
}

function rangeLabel(h: OpeningHours): string {
  return `${formatHourValue(h.open_time).replace(" (next day)", "")} - ${formatHourValue(h.close_time)}`;
}

/**
 * The hours as stored: each weekday's ranges in order, and a closed day as {open 0, close 0}, the marker legacy
 * clients read as Closed (docs/legacy-api.md keeps that shape).
 */
export function normalizeOpeningHours(hours: readonly OpeningHours[]): OpeningHours[] {
  const out: OpeningHours[] = [];
  for (let dow = 1; dow <= 7; dow++) {
    const ranges = entriesOfDay(hours, dow);
    if (ranges.length === 0) out.push({ dow, open_time: 0, close_time: 0 });
    else for (const h of ranges) out.push({ dow, open_time: h.open_time, close_time: h.close_time });
  }
  return out;
}

const hourValue = z.number({ error: "Times must be numbers of hours." }).finite();

/** settings.saveOpeningHours: the whole week, checked by openingHoursProblem (a 400 with its words). */
export const openingHoursInput = z.object({
  hours: z
    .array(z.object({ dow: z.number().int(), open_time: hourValue, close_time: hourValue }), {
      error: "Opening hours must be a list of ranges.",
    })
    .max(28, { message: `At most ${MAX_RANGES_PER_DAY} ranges a day.` })
    .superRefine((hours, ctx) => {
      const problem = openingHoursProblem(hours);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
});
