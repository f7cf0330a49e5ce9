import { describe, expect, it } from "vitest";
import { isHeldOut, metricsOf, quantileOf } from "./backtest-metrics";
import type { HistoryRow } from "./history-csv";
import type { ReplayedParty } from "./replay";

function party(hour: number, actual: number | null, quote: number, dayIndex = 0): ReplayedParty {
  const row: HistoryRow = {
    partySize: 2,
    enteredMs: 0,
    exitedMs: 0,
    outcome: "seated",
    date: "2025-01-06",
    dow: 1,
    hour,
  };
  return { row, dayIndex, ahead: 0, queue: 0, quotes: { x: quote }, actual, residual: null };
}

describe("backtest metrics", () => {
  it("computes MAE, quantiles, shares, under-quotes and MAE by hour by hand", () => {
    // errors: 0, 4, 6, 12, 90 (the last one's actual wait is over 60); one unseated party is not scored
    const ps = [
      party(12, 10, 10),
      party(12, 14, 10),
      party(13, 4, 10),
      party(13, 22, 10),
      party(18, 100, 10),
      party(18, null, 3),
    ];
    const m = metricsOf(ps, "x");
    expect(m.parties).toBe(5);
    expect(m.mae).toBeCloseTo((0 + 4 + 6 + 12 + 90) / 5);
    expect(m.maeUpTo60).toBeCloseTo((0 + 4 + 6 + 12) / 4);
    expect(m.medianError).toBe(6);
    expect(m.p90Error).toBe(90);
    expect(m.within5).toBeCloseTo(2 / 5);
    expect(m.within10).toBeCloseTo(3 / 5);
    // actual > quote + 5: 22 and 100 (14 is only 4 over)
    expect(m.underQuote).toBeCloseTo(2 / 5);
    expect(m.maeByHour).toEqual({ "12": 2, "13": 9, "18": 90 });
  });

  it("scores nothing on an empty history", () => {
    expect(metricsOf([], "x")).toMatchObject({ parties: 0, mae: 0, within10: 0, underQuote: 0 });
  });

  it("takes nearest-rank quantiles and holds out every fifth day", () => {
    expect(quantileOf([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBe(9);
    expect(quantileOf([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.5)).toBe(5);
    expect([0, 1, 4, 5, 10].map((d) => isHeldOut(party(12, 1, 1, d)))).toEqual([
      true,
      false,
      false,
      true,
      true,
    ]);
  });
});
