import { describe, expect, it } from "vitest";
import { estimateWait, formulaQuote, type QuoteInput, type SeatEvent } from "./estimator";
import { fullRoomMinutes, queueMinutes } from "./queue-model";
import {
  applyObservation,
  emptyCell,
  LINE,
  lineCellOf,
  observationsOf,
  QuoteStatsMap,
  residualQuantile,
} from "./quote-stats";

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
    // with parties ahead, turns vary around the configured 40 minutes: the median time by which the second table
    // has freed is a little past the 30 minutes the table sat 10 minutes has left (the other may run long)
    const one = queueMinutes(tables, "two", 1, now, seats);
    expect(one).toBeGreaterThan(30);
    expect(one).toBeLessThan(31);
    // two ahead: the first table to free, a turn later (10 minutes and a little less, plus 40)
    const two = queueMinutes(tables, "two", 2, now, seats);
    expect(two).toBeGreaterThan(50);
    expect(two).toBeLessThan(51);
    expect(queueMinutes(tables, "two", 3, now, seats)).toBeCloseTo(one + 40);
    // a free table: no wait for the first party
    expect(queueMinutes(tables, "two", 0, now, seats.slice(1))).toBe(0);
  });

  it("counts a table that overstays as about to free when the room is full", () => {
    // one table sat 50 minutes (over 1.2 turns of 40), the other 10 minutes ago
    const seats = [
      { group: "two" as const, seatedMs: now - 50 * min },
      { group: "two" as const, seatedMs: now - 10 * min },
    ];
    // nobody ahead: the overstaying table has most likely been left (a free table leaves no seat on record)
    expect(queueMinutes(tables, "two", 0, now, seats)).toBe(0);
    // one ahead: the party ahead takes the overstaying table when it frees, this party waits for the other
    expect(queueMinutes(tables, "two", 1, now, seats)).toBeCloseTo(30, 0);
    // two ahead: the overstaying table frees in about 4 minutes and the third party in line gets it a turn later
    expect(queueMinutes(tables, "two", 2, now, seats)).toBeCloseTo(44, 0);
  });

  it("expects a table that has sat longer to free sooner, never before now", () => {
    // log-normal turns around 40 minutes: a table just seated has the median turn left; one far past its turn little
    expect(fullRoomMinutes([0], 40, 1)).toBeCloseTo(40, 1);
    expect(fullRoomMinutes([10], 40, 1)).toBeCloseTo(30, 1);
    const late = fullRoomMinutes([50], 40, 1);
    const later = fullRoomMinutes([70], 40, 1);
    expect(late).toBeGreaterThan(later);
    expect(later).toBeGreaterThan(0);
    expect(late).toBeLessThan(10);
    // the second table to free waits for the slower of the two
    expect(fullRoomMinutes([10, 30], 40, 2)).toBeGreaterThan(fullRoomMinutes([10, 30], 40, 1));
  });

  it("still counts an overstaying table as taken behind a line of two while some table has no seat on record", () => {
    // four solo tables of 30 minutes: two sat 40 and 45 minutes (over 1.2 turns), one 10, one without a seat
    const seats = [40, 45, 10].map((m) => ({ group: "solo" as const, seatedMs: now - m * min }));
    // one ahead: the overstaying tables look free
    expect(queueMinutes(tables, "solo", 1, now, seats)).toBe(0);
    // two ahead: a real line, so they are taken and free in a tenth of a turn (3 minutes)
    expect(queueMinutes(tables, "solo", 2, now, seats)).toBeCloseTo(3);
  });
});

describe("line-state cells", () => {
  it("file a seat under its queue minutes and parties ahead with actual − queue as residual", () => {
    const o = { group: "two" as const, dow: 5, hour: 19, queue: 12, wait: 20, residual: 3 };
    expect(observationsOf(o)).toHaveLength(3);
    const withLine = observationsOf({ ...o, ahead: 2 });
    expect(withLine).toHaveLength(4);
    expect(withLine[3]?.key).toEqual(lineCellOf("two", 12, 2));
    expect(withLine[3]?.key.dow).toBe(LINE);
    expect(withLine[3]?.obs.residual).toBe(8);
    // different states land in different cells
    expect(lineCellOf("two", 12, 2)).not.toEqual(lineCellOf("two", 12, 3));
    expect(lineCellOf("two", 12, 2)).not.toEqual(lineCellOf("two", 25, 2));
  });

  it("interpolates the median inside its bin", () => {
    let cell = emptyCell();
    // residuals 0.5, 1.0, 1.5 and 3: three in the 0–2 bin, one in the 2–4 bin
    for (const r of [0.5, 1, 1.5, 3])
      cell = applyObservation(cell, { group: "two", dow: 5, hour: 19, queue: 0, wait: r, residual: r });
    expect(residualQuantile(cell, 0.5)).toBe(1);
    // half of four is two of the three in the first bin: two thirds of the way through it
    expect(residualQuantile(cell, 0.5, true)).toBeCloseTo(4 / 3);
    expect(residualQuantile(cell, 1, true)).toBeCloseTo(4);
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

  it("quotes the median of the store's own waits in this state of the line once it has five", () => {
    const stats = new QuoteStatsMap();
    // two ahead, no seat tonight: the tables free at 40/3 and 80/3, the third party in line gets the first one's
    // next turn, 40/3 + 40 = 53.3 minutes; such parties of this store really waited 12 to 20 minutes longer
    const queue = queueMinutes(tables, "two", 2, now, []);
    expect(queue).toBeCloseTo(160 / 3);
    const seatOf = (extra: number) => ({
      group: "two" as const,
      dow: 5,
      hour: 19,
      queue,
      wait: queue + extra,
      residual: 0,
      ahead: 2,
    });
    for (const extra of [12, 12.5, 13, 19]) stats.add(seatOf(extra));
    // four seats: too few, the history line (not yet warm) leaves the queue model's 53
    expect(estimateWait(input({ ahead: 2, stats: stats.lookup })).minutes).toBe(53);
    stats.add(seatOf(20));
    const q = estimateWait(input({ ahead: 2, stats: stats.lookup }));
    // the median (2.5 of 5) falls in the 12–14 bin, which holds three: 12 + 2 × 2.5/3 = 13.7, so 53.3 + 13.7 = 67.0;
    // with parties ahead 15 % of the history line (here still the queue model's 53.3) is blended in: 64.95, so 65;
    // the 20th percentile (1 of 5) a third into the 12–14 bin (66, so the quote itself), the 80th (4 of 5) the end
    // of the 18–20 bin (73)
    expect(q).toEqual({ basis: "history", minutes: 65, low: 65, high: 73 });
    // another state of the line (one ahead) has no record and keeps the queue model
    expect(estimateWait(input({ ahead: 1, stats: stats.lookup })).basis).toBe("tables");
  });

  it("lets a thin line-state cell borrow the other groups' record of the same state", () => {
    const stats = new QuoteStatsMap();
    // nobody ahead, a free table: the queue model says 0; other groups' parties in that state waited about 3 minutes
    const seatOf = (group: "solo" | "two" | "three_four", wait: number) => ({
      group,
      dow: 5,
      hour: 19,
      queue: 0,
      wait,
      residual: 0,
      ahead: 0,
    });
    for (let i = 0; i < 20; i++) stats.add(seatOf(i % 2 === 0 ? "solo" : "three_four", 3));
    // the group's own cell is empty: the borrowed record (weighing 10 parties) is enough on its own
    expect(estimateWait(input({ stats: stats.lookup }))).toMatchObject({ basis: "history", minutes: 3 });
    // once the group has its own record, it outweighs the borrowed one: 30 own seats that waited 9 minutes
    for (let i = 0; i < 30; i++) stats.add(seatOf("two", 9));
    expect(estimateWait(input({ stats: stats.lookup })).minutes).toBe(9);
  });
});
