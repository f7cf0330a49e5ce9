import { describe, expect, it } from "vitest";
import { positionInLine, quoteFor, waitingNumbers, waitTimes } from "./wait-quote";

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
  it("is 0 when nobody waits", () => {
    expect(waitTimes([], tables)).toEqual({
      solo_wait: 0,
      two_wait: 0,
      three_four_wait: 0,
      five_plus_wait: 0,
    });
  });
  it("applies round(N × A / max(T,1)) per group", () => {
    const t = waitTimes([1, 2, 2, 3, 4, 4, 6], tables);
    expect(t).toEqual({ solo_wait: 8, two_wait: 15, three_four_wait: 36, five_plus_wait: 38 });
    expect(quoteFor(5, t)).toBe(38);
  });
  it("treats zero tables as one", () => {
    expect(waitTimes([1, 1], { ...tables, solo_tables_total: 0 }).solo_wait).toBe(60);
  });
  it("counts waiting numbers and position", () => {
    const n = waitingNumbers([1, 1, 2, 5]);
    expect(n).toEqual({ parties: 2, solo: 2 });
    expect(positionInLine(n)).toBe(5);
    expect(positionInLine(waitingNumbers([]))).toBe(1);
  });
});
