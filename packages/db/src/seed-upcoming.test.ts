import { addDays, seededRng, storeInstant } from "@seatline/domain";
import { describe, expect, it } from "vitest";
import { demoHours } from "./seed";
import { type PlannedBooking, planUpcomingBookings } from "./seed-bookings";
import { demoGuests } from "./seed-guests";
import { dayStartMs } from "./seed-history";

const TZ = "America/New_York";
const TODAY = "2026-11-21"; // a Saturday
const NOW = storeInstant(TZ, TODAY, "15:10").getTime();

function plan(seed: number, nowMs = NOW): PlannedBooking[] {
  return planUpcomingBookings(seededRng(seed), {
    timezone: TZ,
    hours: demoHours,
    from: TODAY,
    to: addDays(TODAY, 7),
    guests: demoGuests(seededRng(seed + 100), 3000),
    dayStartMs: (d) => dayStartMs(TZ, d),
    nowMs,
  });
}
const key = (p: PlannedBooking) => `${p.date} ${p.time} ${p.partySize} ${p.guest.phone}`;
const startMs = (p: PlannedBooking) => storeInstant(TZ, p.date, p.time).getTime();

describe("the demo store's book ahead (today's later times and the next 7 days)", () => {
  const plans = plan(22);

  it("is deterministic for a seed", () => {
    expect(plan(22).map(key)).toEqual(plans.map(key));
    expect(plan(23).map(key)).not.toEqual(plans.map(key));
  });

  it("books today after now and each of the next 7 days, nothing before or after", () => {
    const days = [...new Set(plans.map((p) => p.date))].sort();
    expect(days).toEqual(Array.from({ length: 8 }, (_, i) => addDays(TODAY, i)));
    const today = plans.filter((p) => p.date === TODAY);
    expect(today.length).toBeGreaterThan(0);
    expect(today.every((p) => startMs(p) >= NOW + 30 * 60_000)).toBe(true);
    expect(plans.length / 8).toBeGreaterThan(8);
  });

  it("every booking is CONFIRMED, made before now and before its start, with only the reminders due by now", () => {
    for (const p of plans) {
      expect(p.status).toBe("CONFIRMED");
      expect(p.createdMs).toBeLessThan(NOW);
      expect(p.updatedMs).toBe(p.createdMs);
      expect(p.reminders.every((r) => r.atMs > p.createdMs && r.atMs < NOW && r.atMs < startMs(p))).toBe(
        true,
      );
    }
    expect(plans.some((p) => p.reminders.length > 0)).toBe(true);
  });

  it("stays within the default slot capacity (4 tables, 20 people)", () => {
    for (const date of new Set(plans.map((p) => p.date))) {
      const day = plans.filter((p) => p.date === date);
      for (const time of new Set(day.map((p) => p.time))) {
        const slot = day.filter((p) => p.time === time);
        expect(slot.length).toBeLessThanOrEqual(4);
        expect(slot.reduce((n, p) => n + p.partySize, 0)).toBeLessThanOrEqual(20);
      }
    }
  });

  it("late at night there is nothing left today; the next days are still booked", () => {
    const late = plan(22, storeInstant(TZ, TODAY, "23:20").getTime());
    expect(late.some((p) => p.date === TODAY)).toBe(false);
    expect(late.some((p) => p.date === addDays(TODAY, 1))).toBe(true);
  });
});
