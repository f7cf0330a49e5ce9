import { describe, expect, it } from "vitest";
import { estimateWait, formulaQuote, type QuoteInput, type SeatEvent } from "./estimator";
import { queueMinutes } from "./queue-model";
import { QuoteStatsMap } from "./quote-stats";

const tables = {
  solo_tables_total: 4,
  solo_tables_turn_avg: 30,
  two_tables_total: 2,
  two_tables_turn_avg: 40,
  three_four_tables_total: 5,
  three_four_tables_turn_avg: 60,
  five_plus_tables_total: 2,
  five_plus_tables_turn_avg: 75,
};
const now = Date.parse("2025-01-10T19:30:00-05:00");
const min = 60_000;

function input(over: Partial<QuoteInput> = {}): QuoteInput {
  return {
    group: "two",
    ahead: 0,
    dow: 5,
    hour: 19,
    nowMs: now,
    tables,
    stats: () => undefined,
    tonight: [],
    ...over,
  };
}

function seat(minutesAgo: number, wait: number): SeatEvent {
  const seatedMs = now - minutesAgo * min;
  return { group: "two", enteredMs: seatedMs - wait * min, seatedMs, wait, queue: wait, dow: 5, hour: 19 };
}

describe("queue model", () => {
  it("waits for the (n+1)-th table to free when the room is full", () => {
    const seats = [
      { group: "two" as const, seatedMs: now - 30 * min },
      { group: "two" as const, seatedMs: now - 10 * min },
    ];
    expect(queueMinutes(tables, "two", 0, now, seats)).toBeCloseTo(10);
    expect(queueMinutes(tables, "two", 1, now, seats)).toBeCloseTo(30);
    expect(queueMinutes(tables, "two", 2, now, seats)).toBeCloseTo(50);
    // a free table: no wait for the first party
    expect(queueMinutes(tables, "two", 0, now, seats.slice(1))).toBe(0);
  });
});

describe("estimator", () => {
  it("never quotes 0 while the room has been seating others who waited", () => {
    // one of the two tables looks free to the queue model, yet the last party waited 25 minutes
    const q = estimateWait(input({ tonight: [seat(5, 25)] }));
    expect(formulaQuote(tables, "two", 0)).toBe(0);
    expect(queueMinutes(tables, "two", 0, now, [{ group: "two", seatedMs: now - 5 * min }])).toBe(0);
    expect(q.minutes).toBeGreaterThanOrEqual(5);
    expect(q.basis).toBe("tonight");
  });

  it("quotes from the tables on a cold store and gives a range around the quote", () => {
    // no seat tonight, 3 ahead, 2 tables of 40 minutes: the tables free at 40/3 and 80/3, the 4th party's table
    // is the second one's next turn: 80/3 + 40 = 66.7
    const q = estimateWait(input({ ahead: 3 }));
    expect(q).toMatchObject({ basis: "tables", minutes: 67 });
    expect(q.low).toBeLessThanOrEqual(q.minutes);
    expect(q.high).toBeGreaterThan(q.minutes);
  });

  it("learns from history that this store's tables turn slower than configured", () => {
    const stats = new QuoteStatsMap();
    for (let i = 0; i < 200; i++)
      stats.add({ group: "two", dow: 5, hour: 19, queue: 20, wait: 30, residual: 0 });
    const q = estimateWait(input({ ahead: 1, stats: stats.lookup }));
    expect(q.basis).toBe("history");
    // the queue model says 40/3 + 40 minutes for 2 ahead; history says this store waits 1.5 times the model (80,
    // a little less after shrinking toward a ratio of 1), plus half its median residual (the 0-2 minute bin: 1)
    expect(estimateWait(input({ ahead: 2 })).minutes).toBe(53);
    const warm = estimateWait(input({ ahead: 2, stats: stats.lookup })).minutes;
    expect(warm).toBeGreaterThanOrEqual(77);
    expect(warm).toBeLessThanOrEqual(81);
    expect(q.low).toBeGreaterThanOrEqual(0);
  });
});
