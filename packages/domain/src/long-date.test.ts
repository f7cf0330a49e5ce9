import { describe, expect, it } from "vitest";
import { formatLongDate } from "./long-date";

describe("formatLongDate", () => {
  it("reads weekday, month, day, year", () => {
    expect(formatLongDate("2026-11-21")).toBe("Saturday, November 21, 2026");
    expect(formatLongDate("2025-01-05")).toBe("Sunday, January 5, 2025");
  });

  it("does not shift the day in any timezone (a calendar date, not an instant)", () => {
    expect(formatLongDate("2024-02-29")).toBe("Thursday, February 29, 2024");
  });
});
