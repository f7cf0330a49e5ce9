import { describe, expect, it } from "vitest";
import {
  addMonths,
  addMonthsToDate,
  calendarKeyTarget,
  firstDateWhere,
  monthLabel,
  monthOf,
  monthWeeks,
  weekdayHeaders,
} from "./calendar-month";

describe("calendar month", () => {
  it("months and labels", () => {
    expect(monthOf("2026-03-14")).toBe("2026-03");
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(monthLabel("2026-03")).toBe("March 2026");
  });

  it("weekday headers, Sunday or Monday first", () => {
    expect(weekdayHeaders(0).map((h) => h.short)).toEqual(["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"]);
    expect(weekdayHeaders(1)[0]).toEqual({ short: "Mo", long: "Monday" });
    expect(weekdayHeaders(1)[6]).toEqual({ short: "Su", long: "Sunday" });
  });

  it("lays a month out in full weeks (March 2026 starts on a Sunday)", () => {
    const weeks = monthWeeks("2026-03");
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toBe("2026-03-01");
    expect(weeks[4]).toEqual(["2026-03-29", "2026-03-30", "2026-03-31", null, null, null, null]);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });

  it("pads the first week (February 2026 starts on a Sunday, Monday-first puts it last)", () => {
    const weeks = monthWeeks("2026-02", 1);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, "2026-02-01"]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(28);
  });

  it("leap years", () => {
    expect(monthWeeks("2028-02").flat().filter(Boolean)).toHaveLength(29);
  });

  it("same day in another month is clamped", () => {
    expect(addMonthsToDate("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonthsToDate("2026-03-15", -12)).toBe("2025-03-15");
  });

  it("keyboard moves", () => {
    const d = "2026-03-11"; // a Wednesday
    expect(calendarKeyTarget(d, "ArrowLeft")).toBe("2026-03-10");
    expect(calendarKeyTarget(d, "ArrowRight")).toBe("2026-03-12");
    expect(calendarKeyTarget(d, "ArrowUp")).toBe("2026-03-04");
    expect(calendarKeyTarget(d, "ArrowDown")).toBe("2026-03-18");
    expect(calendarKeyTarget(d, "Home")).toBe("2026-03-08");
    expect(calendarKeyTarget(d, "End")).toBe("2026-03-14");
    expect(calendarKeyTarget(d, "Home", { first: 1 })).toBe("2026-03-09");
    expect(calendarKeyTarget(d, "End", { first: 1 })).toBe("2026-03-15");
    expect(calendarKeyTarget(d, "PageUp")).toBe("2026-02-11");
    expect(calendarKeyTarget(d, "PageDown", { shift: true })).toBe("2027-03-11");
    expect(calendarKeyTarget("2026-03-31", "ArrowRight")).toBe("2026-04-01");
    expect(calendarKeyTarget(d, "Enter")).toBeNull();
  });

  it("first date that passes a test", () => {
    expect(firstDateWhere("2026-03-30", (d) => d.endsWith("-02"))).toBe("2026-04-02");
    expect(firstDateWhere("2026-03-30", () => true)).toBe("2026-03-30");
    expect(firstDateWhere("2026-03-30", () => false, 10)).toBeNull();
  });
});
