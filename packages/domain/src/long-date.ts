/** Long-form calendar dates (SPEC §2: the reservations tab header and the public confirmation). */
import { dayjs } from "./store-time";

/** "Saturday, November 21, 2026" for "2026-11-21". */
export function formatLongDate(date: string): string {
  return dayjs.utc(date, "YYYY-MM-DD").format("dddd, MMMM D, YYYY");
}
