import { describe, expect, it } from "vitest";
import {
  MAX_REPORT_DAYS,
  presetRange,
  previousRange,
  rangeDays,
  reportDayInput,
  reportRangeInput,
  reportRangeMessages,
} from "./report-range";

describe("report ranges", () => {
  it("presets end today and count today as one of their days", () => {
    expect(presetRange("today", "2026-03-10")).toEqual({ from: "2026-03-10", to: "2026-03-10" });
    expect(presetRange("7d", "2026-03-10")).toEqual({ from: "2026-03-04", to: "2026-03-10" });
    expect(rangeDays(presetRange("30d", "2026-03-10") ?? { from: "", to: "" })).toBe(30);
    expect(rangeDays(presetRange("90d", "2026-03-10") ?? { from: "", to: "" })).toBe(90);
    expect(presetRange("custom", "2026-03-10")).toBeNull();
  });

  it("the previous period has the same length and ends the day before", () => {
    expect(previousRange({ from: "2026-03-04", to: "2026-03-10" })).toEqual({
      from: "2026-02-25",
      to: "2026-03-03",
    });
    expect(previousRange({ from: "2026-03-01", to: "2026-03-01" })).toEqual({
      from: "2026-02-28",
      to: "2026-02-28",
    });
    // Across a DST change the length is still counted in calendar days.
    expect(rangeDays(previousRange({ from: "2026-03-08", to: "2026-04-06" }))).toBe(30);
  });

  it("accepts real dates up to 366 days and refuses the rest with a clear message", () => {
    expect(reportRangeInput.parse({ from: "2025-01-01", to: "2026-01-01" })).toEqual({
      from: "2025-01-01",
      to: "2026-01-01",
    });
    const refuse = (v: unknown) => {
      const r = reportRangeInput.safeParse(v);
      return r.success ? null : r.error.issues[0]?.message;
    };
    expect(refuse({ from: "2025-01-01", to: "2026-01-02" })).toBe(reportRangeMessages.tooLong);
    expect(MAX_REPORT_DAYS).toBe(366);
    expect(refuse({ from: "2026-02-02", to: "2026-02-01" })).toBe(reportRangeMessages.reversed);
    expect(refuse({ from: "2026-02-30", to: "2026-03-01" })).toBe(reportRangeMessages.badDate);
    expect(refuse({ from: "yesterday", to: "2026-03-01" })).toBe(reportRangeMessages.badDate);
    expect(refuse({ from: 20260301, to: "2026-03-01" })).toBe(reportRangeMessages.badDate);
    // Years outside 2000-2100 are refused as such, however short the range.
    expect(refuse({ from: "9999-01-01", to: "9999-12-31" })).toBe(reportRangeMessages.outOfBounds);
    expect(refuse({ from: "2026-01-01", to: "9999-12-31" })).toBe(reportRangeMessages.outOfBounds);
    expect(refuse({ from: "1999-12-31", to: "2000-01-01" })).toBe(reportRangeMessages.outOfBounds);
    expect(refuse({ from: "2100-12-31", to: "2101-01-01" })).toBe(reportRangeMessages.outOfBounds);
    expect(refuse({ from: "2000-01-01", to: "2000-01-01" })).toBeNull();
    expect(refuse({ from: "2100-01-01", to: "2100-12-31" })).toBeNull();
    expect(reportDayInput.safeParse({ date: "0001-01-01" }).success).toBe(false);
    // A store named in the input is dropped: the store is the session's.
    expect(reportRangeInput.parse({ from: "2026-03-01", to: "2026-03-01", store: "rival" })).toEqual({
      from: "2026-03-01",
      to: "2026-03-01",
    });
  });
});
