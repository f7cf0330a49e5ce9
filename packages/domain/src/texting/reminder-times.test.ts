import { describe, expect, it } from "vitest";
import { inQuietHours, outOfQuietHours, reminderTimes } from "./reminder-times";

const tz = "America/New_York";
const iso = (d: Date) => d.toISOString();

describe("reminder times", () => {
  it("24 h and 2 h before a 7 pm booking made days ahead", () => {
    const t = reminderTimes({
      tz,
      date: "2026-11-21",
      time: "19:00",
      hours: [24, 2],
      bookedAt: new Date("2026-11-10T12:00:00Z"),
    });
    expect(t.map((r) => [r.hours, iso(r.at)])).toEqual([
      [24, "2026-11-21T00:00:00.000Z"],
      [2, "2026-11-21T22:00:00.000Z"],
    ]);
  });

  it("quiet hours 21:00-09:00 store time move a reminder earlier, to 20:30 the evening before", () => {
    expect(inQuietHours(21 * 60)).toBe(true);
    expect(inQuietHours(8 * 60 + 59)).toBe(true);
    expect(inQuietHours(9 * 60)).toBe(false);
    // 9:30 breakfast: 2 h before is 7:30 (quiet) → 20:30 the night before (01:30Z in November, UTC-5).
    const t = reminderTimes({
      tz,
      date: "2026-11-21",
      time: "09:30",
      hours: [2],
      bookedAt: new Date("2026-11-01T12:00:00Z"),
    });
    expect(iso(t[0]?.at ?? new Date(0))).toBe("2026-11-21T01:30:00.000Z");
    // 23:00 local is quiet → 20:30 the same evening.
    expect(iso(outOfQuietHours(tz, new Date("2026-11-21T04:00:00Z")))).toBe("2026-11-21T01:30:00.000Z");
  });

  it("a booking made inside the window gets no stale reminder; duplicates and nonsense hours are dropped", () => {
    const t = reminderTimes({
      tz,
      date: "2026-11-21",
      time: "19:00",
      hours: [24, 2, 2, 0, -1, 500],
      bookedAt: new Date("2026-11-21T15:00:00Z"), // 10 am local: the 24 h reminder would be yesterday
    });
    expect(t.map((r) => r.hours)).toEqual([2]);
  });
});
