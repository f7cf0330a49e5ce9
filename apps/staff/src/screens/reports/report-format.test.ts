import { describe, expect, it } from "vitest";
import { formatChange, formatFigure, heatShade, hourLabel, rangeLabel } from "./report-format";

describe("report format", () => {
  it("writes counts, minutes and shares, and a dash for nothing", () => {
    expect(formatFigure("count", 12345)).toBe("12,345");
    expect(formatFigure("minutes", 21.46)).toBe("21.5 min");
    expect(formatFigure("share", 0.125)).toBe("12.5%");
    expect(formatFigure("share", null)).toBe("–");
  });

  it("writes the change from the previous period by kind", () => {
    expect(formatChange("count", 110, 100)).toBe("▲ 10%");
    expect(formatChange("count", 90, 100)).toBe("▼ 10%");
    expect(formatChange("count", 5, 0)).toBe("▲ new");
    expect(formatChange("count", 0, 0)).toBe("no change");
    expect(formatChange("count", 1000, 1001)).toBe("no change");
    expect(formatChange("minutes", 0.74, 0.76)).toBe("no change");
    expect(formatChange("share", 0.5, 0.5004)).toBe("no change");
    expect(formatChange("minutes", 20, 21.5)).toBe("▼ 1.5 min");
    expect(formatChange("share", 0.3, 0.28)).toBe("▲ 2.0 pts");
    expect(formatChange("share", null, 0.28)).toBeNull();
  });

  it("labels ranges, hours and heat shades", () => {
    expect(rangeLabel("2026-03-02", "2026-03-08")).toBe("Mon, Mar 2 – Sun, Mar 8, 2026");
    expect(rangeLabel("2026-03-02", "2026-03-02")).toBe("Mon, Mar 2, 2026");
    expect([0, 11, 12, 23].map(hourLabel)).toEqual(["12am", "11am", "12pm", "11pm"]);
    expect([0, 10, 19.9, 39.99, 40].map((w) => heatShade(w, 40))).toEqual([0, 1, 2, 4, 4]);
  });
});
