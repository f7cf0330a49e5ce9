/**
 * When a reservation's reminder texts go out (docs/product.md#texts): `hours` before the booking, never in quiet hours
 * (21:00-09:00 store time). A reminder that would land in quiet hours is moved earlier, to 20:30 store time the
 * evening before quiet hours began, so a 9:30 breakfast's 2 h reminder comes at 20:30 the night before. A reminder
 * whose time is before the booking was made (booked inside the window) is not sent at all: no stale reminders.
 */
import { dayjs, storeInstant } from "../store-time";

export const QUIET_START_MINUTES = 21 * 60;
export const QUIET_END_MINUTES = 9 * 60;
/** Where a reminder in quiet hours is moved to: store time, the evening before. */
export const QUIET_MOVED_TO = "20:30";
export const DEFAULT_REMINDER_HOURS: readonly number[] = [24, 2];
export const MAX_REMINDER_HOURS = 72;

export interface ReminderTime {
  hours: number;
  at: Date;
}

/** True when a store-local minute of the day is in quiet hours. */
export function inQuietHours(minutes: number): boolean {
  return minutes >= QUIET_START_MINUTES || minutes < QUIET_END_MINUTES;
}

/** Moves an instant out of quiet hours, earlier (to 20:30 store time the evening quiet hours began). */
export function outOfQuietHours(tz: string, at: Date): Date {
  const local = dayjs(at).tz(tz);
  const minutes = local.hour() * 60 + local.minute();
  if (!inQuietHours(minutes)) return at;
  const evening = minutes >= QUIET_START_MINUTES ? local : local.subtract(1, "day");
  return storeInstant(tz, evening.format("YYYY-MM-DD"), QUIET_MOVED_TO);
}

/**
 * The reminders to send for a booking at store-local `date` `time`, made at `bookedAt`: one per distinct hours value,
 * moved out of quiet hours, dropped when that time is not after the booking was made or not before the start.
 */
export function reminderTimes(input: {
  tz: string;
  date: string;
  time: string;
  hours: readonly number[];
  bookedAt: Date;
}): ReminderTime[] {
  const start = storeInstant(input.tz, input.date, input.time);
  const seen = new Set<number>();
  const out: ReminderTime[] = [];
  for (const hours of [...input.hours].sort((a, b) => b - a)) {
    if (!Number.isFinite(hours) || hours <= 0 || hours > MAX_REMINDER_HOURS) continue;
    const at = outOfQuietHours(input.tz, new Date(start.getTime() - hours * 3_600_000));
    if (at.getTime() <= input.bookedAt.getTime() || at.getTime() >= start.getTime()) continue;
    if (seen.has(at.getTime())) continue;
    seen.add(at.getTime());
    out.push({ hours, at });
  }
  return out;
}
