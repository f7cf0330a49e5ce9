import { describe, expect, it } from "vitest";
import { formulaQuote } from "./quotes/estimator";
import { positionInLine, quoteGroup, waitGroupOf, waitingNumbers } from "./wait-quote";

const tables = {
  solo_tables_total: 4,
  solo_tables_turn_avg: 30,
  two_tables_total: 6,
  two_tables_turn_avg: 45,
  three_four_tables_total: 5,
  three_four_tables_turn_avg: 60,
  five_plus_tables_total: 2,
  five_plus_tables_turn_avg: 75,
};

describe("wait quotes", () => {
  it("keeps the first round's formula as the baseline: round(N × A / max(T,1)), 0 when nobody waits", () => {
    expect(formulaQuote(tables, "two", 0)).toBe(0);
    expect(formulaQuote(tables, "solo", 1)).toBe(8);
    expect(formulaQuote(tables, "two", 2)).toBe(15);
    expect(formulaQuote(tables, "three_four", 3)).toBe(36);
    expect(formulaQuote(tables, "five_plus", 1)).toBe(38);
    expect(formulaQuote({ ...tables, solo_tables_total: 0 }, "solo", 2)).toBe(60);
    expect(quoteGroup(3, 2, 10)).toBe(15);
  });
  it("groups party sizes as 1, 2, 3-4, 5+", () => {
    expect([1, 2, 3, 4, 5, 12].map(waitGroupOf)).toEqual([
      "solo",
      "two",
      "three_four",
      "three_four",
      "five_plus",
      "five_plus",
    ]);
  });
  it("counts waiting numbers and position", () => {
    const n = waitingNumbers([1, 1, 2, 5]);
    expect(n).toEqual({ parties: 2, solo: 2 });
    expect(positionInLine(n)).toBe(5);
    expect(positionInLine(waitingNumbers([]))).toBe(1);
  });
});
