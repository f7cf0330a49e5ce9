import { describe, expect, it } from "vitest";
import {
  addDays,
  dayjs,
  formatTime12,
  isoWeekday,
  isValidDate,
  storeDate,
  storeInstant,
  storeMinutes,
  storeWallClock,
} from "./store-time";

describe("store time", () => {
  it("computes the store-local date far from UTC", () => {
    const at = new Date("2026-03-10T08:30:00Z"); // 22:30 the day before in Honolulu
    expect(storeDate("Pacific/Honolulu", at)).toBe("2026-03-09");
    expect(storeDate("UTC", at)).toBe("2026-03-10");
    expect(storeMinutes("Pacific/Honolulu", at)).toBe(22 * 60 + 30);
  });
  it("round-trips a wall-clock instant", () => {
    const at = storeInstant("America/New_York", "2026-07-04", "19:30");
    expect(at.toISOString()).toBe("2026-07-04T23:30:00.000Z");
  });
  it("validates calendar dates", () => {
    expect(isValidDate("2026-02-28")).toBe(true);
    expect(isValidDate("2026-02-30")).toBe(false);
    expect(isValidDate("26-02-01")).toBe(false);
  });
  it("weekday and day arithmetic", () => {
    expect(isoWeekday("2026-11-23")).toBe(1);
    expect(isoWeekday("2026-11-22")).toBe(7);
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });
  it("12-hour times", () => {
    expect(formatTime12("00:00")).toBe("12:00am");
    expect(formatTime12("12:15")).toBe("12:15pm");
    expect(formatTime12("19:30")).toBe("7:30pm");
  });
});

describe("storeDate / storeMinutes (one kept formatter per zone)", () => {
  it("agree with dayjs's tz() every 31 h 7 min over two years, each quarter hour around DST changes, and odd offsets", () => {
    const zones = [
      "America/New_York",
      "America/Los_Angeles",
      "America/St_Johns",
      "Europe/London",
      "Asia/Kolkata",
      "Australia/Lord_Howe",
      "Pacific/Chatham",
      "UTC",
    ];
    const instants: number[] = [];
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2027, 0, 1); t += (31 * 60 + 7) * 60_000)
      instants.push(t);
    // Around the 2026 changes of New York (Mar 8, Nov 1), London (Mar 29, Oct 25) and Lord Howe (Apr 5, Oct 4).
    for (const change of [
      "2026-03-08T07:00Z",
      "2026-11-01T06:00Z",
      "2026-03-29T01:00Z",
      "2026-10-25T01:00Z",
      "2026-04-04T15:00Z",
      "2026-10-03T15:30Z",
    ])
      for (let q = -8; q <= 8; q++) instants.push(Date.parse(change) + q * 15 * 60_000);
    let checked = 0;
    for (const t of instants) {
      const at = new Date(t);
      for (const tz of zones) {
        const local = dayjs(at).tz(tz);
        expect(storeDate(tz, at)).toBe(local.format("YYYY-MM-DD"));
        expect(storeMinutes(tz, at)).toBe(local.hour() * 60 + local.minute());
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(5_000);
  });

  it("the same second asked again (the kept last answer), the next second and minute, another zone", () => {
    const tz = "America/St_Johns"; // UTC-3:30 in November
    const at = Date.parse("2026-11-22T03:29:59.000Z"); // 23:59:59 on the 21st
    expect(storeWallClock(tz, new Date(at))).toEqual({ date: "2026-11-21", hour: 23, minute: 59 });
    const again = storeWallClock(tz, new Date(at + 999));
    expect(again).toEqual({ date: "2026-11-21", hour: 23, minute: 59 });
    again.hour = 5; // a caller's copy: the kept answer is not changed by it
    expect(storeWallClock(tz, new Date(at + 500)).hour).toBe(23);
    expect(storeWallClock(tz, new Date(at + 1000))).toEqual({ date: "2026-11-22", hour: 0, minute: 0 });
    expect(storeWallClock(tz, new Date(at - 60_000))).toEqual({ date: "2026-11-21", hour: 23, minute: 58 });
    expect(storeWallClock("Asia/Kolkata", new Date(at))).toEqual({ date: "2026-11-22", hour: 8, minute: 59 });
    expect(() => storeWallClock(tz, new Date(Number.NaN))).toThrow(RangeError);
  });

  it("midnight is hour 0 (not 24) and an unknown zone throws", () => {
    expect(storeMinutes("America/New_York", new Date("2026-11-22T05:00:00Z"))).toBe(0);
    expect(storeDate("America/New_York", new Date("2026-11-22T05:00:00Z"))).toBe("2026-11-22");
    expect(() => storeDate("Not/AZone", new Date())).toThrow(RangeError);
  });
});
