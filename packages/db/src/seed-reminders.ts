import { addDays, inQuietHours, QUIET_MOVED_TO, QUIET_START_MINUTES, storeInstant } from "@seatline/domain";

/**
 * reminderTimes (texting/reminder-times.ts) for a year of bookings: the same rule (each hours value before the start,
 * moved out of quiet hours to 20:30 the evening they began, dropped when not after the booking was made or not before
 * the start, one per instant), reading the store's wall clock with one Intl formatter instead of dayjs, which made
 * 6,000 bookings take over a second. seed-bookings.test.ts checks every planned booking against reminderTimes.
 */
export function reminderClock(tz: string) {
  const fmt = new Intl.DateTimeFormat("en-CA", {
    timeZone: tz,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const evenings = new Map<string, number>();
  const movedTo = (date: string) => {
    let ms = evenings.get(date);
    if (ms === undefined) {
      ms = storeInstant(tz, date, QUIET_MOVED_TO).getTime();
      evenings.set(date, ms);
    }
    return ms;
  };
  return (startMs: number, bookedMs: number, hours: readonly number[]): { hours: number; atMs: number }[] => {
    const out: { hours: number; atMs: number }[] = [];
    for (const h of [...hours].sort((a, b) => b - a)) {
      let at = startMs - h * 3_600_000;
      const p = Object.fromEntries(fmt.formatToParts(at).map((x) => [x.type, x.value]));
      const minutes = Number(p.hour) * 60 + Number(p.minute);
      if (inQuietHours(minutes)) {
        const date = `${p.year}-${p.month}-${p.day}`;
        at = movedTo(minutes >= QUIET_START_MINUTES ? date : addDays(date, -1));
      }
      if (at <= bookedMs || at >= startMs || out.some((r) => r.atMs === at)) continue;
      out.push({ hours: h, atMs: at });
    }
    return out;
  };
}
