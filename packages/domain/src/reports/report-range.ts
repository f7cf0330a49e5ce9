/**
 * The date range of an owner's report (docs/product.md#reports): store-local business dates, inclusive, at most a year and a day
 * (366 days), with the previous period of the same length right before it for comparison.
 */
import { z } from "zod";
import { addDays, dayjs, isValidDate } from "../store-time";

export const MAX_REPORT_DAYS = 366;
/**
 * The first and last dates a report may name. Far-off years are refused before any query: the day after 9999-12-31
 * has no YYYY-MM-DD form, and a store has no data from before this century or after the next.
 */
export const REPORT_DATE_BOUNDS = { first: "2000-01-01", last: "2100-12-31" } as const;

export const reportPresets = ["today", "7d", "30d", "90d", "custom"] as const;
export type ReportPreset = (typeof reportPresets)[number];

export interface ReportRange {
  /** First business date (YYYY-MM-DD), inclusive. */
  from: string;
  /** Last business date, inclusive. */
  to: string;
}

export const reportRangeMessages = {
  badDate: "Dates are YYYY-MM-DD and must be real calendar dates.",
  reversed: "The range must start on or before the day it ends (from ≤ to).",
  tooLong: `A report covers at most ${MAX_REPORT_DAYS} days; choose a shorter range.`,
  outOfBounds: `Report dates must be between ${REPORT_DATE_BOUNDS.first} and ${REPORT_DATE_BOUNDS.last}.`,
} as const;

const reportDate = z
  .string({ error: reportRangeMessages.badDate })
  .trim()
  .refine(isValidDate, { message: reportRangeMessages.badDate, abort: true })
  .refine((d) => d >= REPORT_DATE_BOUNDS.first && d <= REPORT_DATE_BOUNDS.last, {
    message: reportRangeMessages.outOfBounds,
  });

/** Days in a range, both ends counted (1 for a single day). */
export function rangeDays(range: ReportRange): number {
  return dayjs.utc(range.to, "YYYY-MM-DD").diff(dayjs.utc(range.from, "YYYY-MM-DD"), "day") + 1;
}

/**
 * A range as clients send it: from and to, validated (real dates within REPORT_DATE_BOUNDS), from ≤ to, at most 366
 * days (other keys are dropped).
 */
export const reportRangeInput = z.object({ from: reportDate, to: reportDate }).superRefine((r, ctx) => {
  if (r.from > r.to) ctx.addIssue({ code: "custom", path: ["to"], message: reportRangeMessages.reversed });
  else if (rangeDays(r) > MAX_REPORT_DAYS) {
    ctx.addIssue({ code: "custom", path: ["to"], message: reportRangeMessages.tooLong });
  }
});

/** A single business day (the covers-per-15-minutes chart). */
export const reportDayInput = z.object({ date: reportDate });

/** The range a preset stands for, ending today (store-local). "custom" answers null: the client picks. */
export function presetRange(preset: ReportPreset, today: string): ReportRange | null {
  const back: Record<Exclude<ReportPreset, "custom">, number> = { today: 0, "7d": 6, "30d": 29, "90d": 89 };
  if (preset === "custom") return null;
  return { from: addDays(today, -back[preset]), to: today };
}

/** The period of the same length that ends the day before the range starts. */
export function previousRange(range: ReportRange): ReportRange {
  const days = rangeDays(range);
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}
