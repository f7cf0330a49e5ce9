import { describe, expect, it } from "vitest";
import { metricsOf } from "../quotes/backtest-metrics";
import type { ReplayedParty } from "../quotes/replay";
import {
  heatmapOf,
  histogramQuantile,
  reservationFiguresOf,
  textFiguresOf,
  type WalkInCell,
  walkInFiguresOf,
  walkInsByGroup,
} from "./report-figures";

/** Seated parties as (party size, quote, actual). */
const seated: [number, number, number][] = [
  [2, 10, 10],
  [2, 10, 14],
  [2, 10, 4],
  [4, 10, 22],
  [6, 10, 100],
];

function cellsOf(): WalkInCell[] {
  const cells: WalkInCell[] = seated.map(([size, quote, actual]) => ({
    partySize: size,
    status: "seated",
    error: actual - quote,
    count: 1,
  }));
  cells.push({ partySize: 2, status: "no_show", error: null, count: 1 });
  cells.push({ partySize: 1, status: "cancelled", error: null, count: 2 });
  cells.push({ partySize: 3, status: "waiting", error: null, count: 1 });
  return cells;
}
const waits = seated.map(([size, , actual]) => ({ partySize: size, minutes: actual, count: 1 }));

describe("walk-in figures", () => {
  it("match the backtest's definitions on the same parties", () => {
    const f = walkInFiguresOf(cellsOf(), waits);
    const parties = seated.map(
      ([, quote, actual]) =>
        ({ actual, quotes: { x: quote }, row: { hour: 12 } }) as unknown as ReplayedParty,
    );
    const m = metricsOf(parties, "x");
    expect(f.quoteMae).toBeCloseTo(m.mae);
    expect(f.within10).toBeCloseTo(m.within10);
    expect(f.underQuote).toBeCloseTo(m.underQuote);
  });

  it("counts parties, seated covers, waits and walk-aways by hand", () => {
    const f = walkInFiguresOf(cellsOf(), waits);
    expect(f.parties).toBe(9);
    expect(f.seated).toBe(5);
    expect(f.covers).toBe(2 + 2 + 2 + 4 + 6);
    expect(f.avgWait).toBeCloseTo((10 + 14 + 4 + 22 + 100) / 5);
    expect(f.medianWait).toBe(14);
    expect(f.quoteMae).toBeCloseTo((0 + 4 + 6 + 12 + 90) / 5);
    expect(f.within10).toBeCloseTo(3 / 5);
    expect(f.underQuote).toBeCloseTo(2 / 5);
    // 1 no show + 2 left, of the 8 that left the line (the one still waiting is not counted)
    expect(f.walkAway).toBeCloseTo(3 / 8);
  });

  it("splits by party-size group and answers null where there is nothing to measure", () => {
    const two = walkInsByGroup(cellsOf(), waits, "two");
    expect(two.parties).toBe(4);
    expect(two.medianWait).toBe(10);
    const solo = walkInsByGroup(cellsOf(), waits, "solo");
    expect(solo).toMatchObject({ parties: 2, seated: 0, avgWait: null, quoteMae: null, walkAway: 1 });
    expect(walkInFiguresOf([], [])).toMatchObject({ parties: 0, medianWait: null, walkAway: null });
  });

  it("takes the nearest-rank median of a histogram", () => {
    expect(
      histogramQuantile(
        [
          { minutes: 5, count: 3 },
          { minutes: 1, count: 1 },
        ],
        0.5,
      ),
    ).toBe(5);
    expect(
      histogramQuantile(
        [
          { minutes: 5, count: 1 },
          { minutes: 1, count: 1 },
        ],
        0.5,
      ),
    ).toBe(1);
    expect(histogramQuantile([], 0.5)).toBeNull();
  });
});

describe("reservation, text and heatmap figures", () => {
  it("reservations: bookings, covers, no-show rate, cancellations, confirmed by reply", () => {
    const f = reservationFiguresOf([
      { source: "public", status: "SEATED", confirmedByReply: true, count: 3, guests: 8 },
      { source: "public", status: "NO_SHOW", confirmedByReply: false, count: 1, guests: 2 },
      { source: "staff", status: "CANCELLED", confirmedByReply: false, count: 2, guests: 4 },
      { source: "legacy", status: "CONFIRMED", confirmedByReply: true, count: 2, guests: 5 },
    ]);
    expect(f).toEqual({
      bookings: 8,
      covers: 13,
      noShowRate: 1 / 4,
      cancellations: 2,
      confirmedByReply: 5 / 8,
    });
    expect(reservationFiguresOf([]).noShowRate).toBeNull();
  });

  it("texts: sent, delivered and failed as the host's marks read them", () => {
    const f = textFiguresOf(
      [
        { status: "sent", deliveryStatus: "delivered", count: 5 },
        { status: "sent", deliveryStatus: "undelivered", count: 1 },
        { status: "sent", deliveryStatus: null, count: 2 },
        { status: "failed", deliveryStatus: null, count: 3 },
        { status: "skipped", deliveryStatus: null, count: 4 },
        { status: "pending", deliveryStatus: null, count: 1 },
      ],
      2,
    );
    expect(f).toEqual({ sent: 8, delivered: 5, failed: 4, optedOut: 2 });
  });

  it("heatmap: average wait per weekday and hour, empty cells dropped, in order", () => {
    expect(
      heatmapOf([
        { weekday: 5, hour: 19, count: 2, waitSum: 50 },
        { weekday: 1, hour: 12, count: 4, waitSum: 20 },
        { weekday: 2, hour: 12, count: 0, waitSum: 0 },
      ]),
    ).toEqual([
      { weekday: 1, hour: 12, parties: 4, avgWait: 5 },
      { weekday: 5, hour: 19, parties: 2, avgWait: 25 },
    ]);
  });
});
