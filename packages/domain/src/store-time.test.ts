import { describe, expect, it } from "vitest";
import {
  addDays,
  formatTime12,
  isoWeekday,
  isValidDate,
  storeDate,
  storeInstant,
  storeMinutes,
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
