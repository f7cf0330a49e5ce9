/**
 * The Settings editor's form of the opening hours (docs/product.md#settings): one flat text per weekday, "closed" or
 * "11:00-14:30,17:00-22:00" (24-hour store time), so the settings form's change check (isFormChanged) compares it
 * field by field. A range whose closing time is not after its opening time runs past midnight (22:00-02:00 closes at
 * 2:00am the next day); the rule itself is openingHoursProblem.
 */
import type { OpeningHours } from "./entities/reservations";
import { openingHoursProblem } from "./hours-validation";
import { entriesOfDay } from "./opening-ranges";

export type HoursDayKey = "d1" | "d2" | "d3" | "d4" | "d5" | "d6" | "d7";
export type HoursForm = Record<HoursDayKey, string>;
export interface FormRange {
  open: string;
  close: string;
}

export const HOURS_CLOSED = "closed";
/** The range a day gets when it is opened or a range is added to an empty day. */
export const DEFAULT_RANGE: FormRange = { open: "11:00", close: "22:00" };
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const hoursDayKeys: readonly HoursDayKey[] = ["d1", "d2", "d3", "d4", "d5", "d6", "d7"];

/** Numeric hours as "HH:MM" of the clock (25.5 → "01:30"). */
function clockTime(value: number): string {
  const minutes = Math.round(value * 60) % (24 * 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

function hourValue(time: string): number | null {
  const m = TIME.exec(time);
  return m ? Number(m[1]) + Number(m[2]) / 60 : null;
}

export function dayValue(ranges: readonly FormRange[] | null): string {
  return ranges === null || ranges.length === 0
    ? HOURS_CLOSED
    : ranges.map((r) => `${r.open}-${r.close}`).join(",");
}

/** A day's ranges; null for a closed day. */
export function dayRanges(value: string): FormRange[] | null {
  if (value === HOURS_CLOSED || value === "") return null;
  return value.split(",").map((part) => {
    const [open = "", close = ""] = part.split("-");
    return { open, close };
  });
}

export function hoursToForm(hours: readonly OpeningHours[]): HoursForm {
  const form = {} as HoursForm;
  hoursDayKeys.forEach((key, i) => {
    const ranges = entriesOfDay(hours, i + 1).map((h) => ({
      open: clockTime(h.open_time),
      close: clockTime(h.close_time),
    }));
    form[key] = dayValue(ranges);
  });
  return form;
}

/** The form as the stored list, or a plain message for a time that is not a time. */
export function hoursFromForm(form: HoursForm): { hours: OpeningHours[] } | { problem: string } {
  const hours: OpeningHours[] = [];
  for (const [i, key] of hoursDayKeys.entries()) {
    const dow = i + 1;
    const ranges = dayRanges(form[key]);
    if (!ranges) {
      hours.push({ dow, open_time: 0, close_time: 0 });
      continue;
    }
    for (const r of ranges) {
      const open = hourValue(r.open);
      const close = hourValue(r.close);
      if (open === null || close === null) return { problem: "Enter every time as hours and minutes." };
      // A close at or before the open is on the next day (22:00-02:00); equal times are a 24-hour range.
      hours.push({ dow, open_time: open, close_time: close <= open ? close + 24 : close });
    }
  }
  return { hours };
}

/** What is wrong with the form (the server's rule, in the same words), or null when it can be saved. */
export function hoursFormProblem(form: HoursForm): string | null {
  const parsed = hoursFromForm(form);
  return "problem" in parsed ? parsed.problem : openingHoursProblem(parsed.hours);
}
