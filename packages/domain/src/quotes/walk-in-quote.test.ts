import { describe, expect, it } from "vitest";
import { estimateWait } from "./estimator";
import { formatHistoryCsv, parseHistoryCsv } from "./history-csv";
import { simProfiles } from "./profiles";
import { type ReplayContext, replay } from "./replay";
import type { RoomState, RoomTable } from "./room-model";
import { simulate } from "./simulator";
import { toldWaitLabel, toldWaitMessage } from "./told-words";
import {
  MAX_TOLD_QUOTE_MINUTES,
  type QuoteState,
  quoteTold,
  walkInQuote,
  walkInQuoter,
} from "./walk-in-quote";

const tables = {
  solo_tables_total: 2,
  solo_tables_turn_avg: 30,
  two_tables_total: 2,
  two_tables_turn_avg: 40,
  three_four_tables_total: 2,
  three_four_tables_turn_avg: 60,
  five_plus_tables_total: 0,
  five_plus_tables_turn_avg: 90,
};
const now = Date.parse("2025-01-10T19:30:00-05:00");

function state(over: Partial<QuoteState> = {}): QuoteState {
  return { nowMs: now, dow: 5, hour: 19, tables, stats: () => undefined, tonight: [], room: null, ...over };
}

const table = (id: number, minSeats: number, maxSeats: number, combinableWith: number[] = []): RoomTable => ({
  id,
  name: `T${id}`,
  minSeats,
  maxSeats,
  combinableWith,
  takes: "both",
  areaName: "Main",
  areaSeating: "indoor",
});

describe("the quote a walk-in is told (docs/product.md#quotes)", () => {
  it("is the estimator's quote, with its range and queue minutes", () => {
    const told = walkInQuote(state(), { group: "two", ahead: 1, partySize: 2 });
    const raw = estimateWait({ ...state(), group: "two", ahead: 1, partySize: 2 });
    expect(told).toMatchObject({ minutes: raw.minutes, low: raw.low, high: raw.high, told: "minutes" });
    expect(told.queue).toBeGreaterThan(0);
  });

  it("never tells a party less than a party of its group with fewer ahead, where the estimator alone would", () => {
    const profile = simProfiles.bistro;
    if (!profile) throw new Error("no bistro profile");
    const history = parseHistoryCsv(
      formatHistoryCsv(simulate(profile, { days: 28, seed: 3 }), profile.offset),
    );
    let checked = 0;
    let estimatorDips = 0;
    const probe = (c: ReplayContext) => {
      if (checked++ % 10 !== 0) return 0;
      let told = 0;
      let raw = 0;
      for (let ahead = 0; ahead <= 12; ahead++) {
        const q = walkInQuote(c, { ...c, ahead }).minutes;
        expect(q, `${c.group}, ${ahead} ahead`).toBeGreaterThanOrEqual(told);
        const e = estimateWait({ ...c, ahead }).minutes;
        if (e < raw) estimatorDips++;
        expect(q).toBeGreaterThanOrEqual(e);
        told = q;
        raw = e;
      }
      return 0;
    };
    replay(history, profile.tables, { probe });
    expect(checked).toBeGreaterThan(500);
    // the rule has work to do: the estimator's own quotes dip as the parties ahead grow
    expect(estimatorDips).toBeGreaterThan(0);
  });

  it("asked again for other counts ahead, in any order, answers the largest of the estimator's quotes up to each", () => {
    const profile = simProfiles.bistro;
    if (!profile) throw new Error("no bistro profile");
    const history = parseHistoryCsv(
      formatHistoryCsv(simulate(profile, { days: 7, seed: 5 }), profile.offset),
    );
    let checked = 0;
    const probe = (c: ReplayContext) => {
      if (checked++ % 20 !== 0) return 0;
      const quoter = walkInQuoter(c, c);
      for (const ahead of [4, 1, 9, 0, 9, 6, 15]) {
        let largest = estimateWait({ ...c, ahead: 0 });
        for (let k = 1; k <= ahead; k++) {
          const next = estimateWait({ ...c, ahead: k });
          if (next.minutes >= largest.minutes) largest = next;
        }
        const q = quoter(ahead);
        expect(q, `${c.group}, ${ahead} ahead`).toMatchObject({
          minutes: largest.minutes,
          low: largest.low,
          high: largest.high,
        });
        expect(q).toEqual(walkInQuote(c, { ...c, ahead }));
      }
      return 0;
    };
    replay(history, profile.tables, { probe });
    expect(checked).toBeGreaterThan(100);
  });

  it("tells no minutes for a party no table or combination takes", () => {
    // no 5+ tables in the Table Information
    expect(walkInQuote(state(), { group: "five_plus", ahead: 0, partySize: 6 }).told).toBe("no_table");
    // the room: two 6-tops that push together take 12, not 13
    const room: RoomState = {
      tables: [table(1, 1, 2), table(2, 2, 4), table(5, 4, 6, [6]), table(6, 4, 6, [5])],
      open: [],
      bookings: [],
    };
    expect(walkInQuote(state({ room }), { group: "five_plus", ahead: 0, partySize: 12 }).told).toBe(
      "minutes",
    );
    const thirteen = walkInQuote(state({ room }), { group: "five_plus", ahead: 0, partySize: 13 });
    expect(thirteen.told).toBe("no_table");
    // the number is still kept (the quote record's queue minutes), just never told
    expect(thirteen.minutes).toBeGreaterThanOrEqual(0);
  });

  it("tells a wait past two hours as such", () => {
    const long = walkInQuote(state(), { group: "two", ahead: 10, partySize: 2 });
    expect(long.minutes).toBeGreaterThan(MAX_TOLD_QUOTE_MINUTES);
    expect(long.told).toBe("over_two_hours");
    expect(quoteTold(MAX_TOLD_QUOTE_MINUTES, true)).toBe("minutes");
    expect(quoteTold(MAX_TOLD_QUOTE_MINUTES + 1, true)).toBe("over_two_hours");
    expect(quoteTold(5, false)).toBe("no_table");
  });

  it("reads as minutes, over 2 h, or that the host confirms", () => {
    expect(toldWaitLabel("minutes", 25)).toBe("25 min");
    expect(toldWaitLabel("over_two_hours", 248)).toBe("over 2 h");
    expect(toldWaitLabel("no_table", 1)).toBe("Host confirms wait");
    expect(toldWaitMessage("minutes", 25)).toEqual({ message: "{minutes} min", values: { minutes: 25 } });
    expect(toldWaitMessage("over_two_hours", 248).message).toBe("over 2 h");
    expect(toldWaitMessage("no_table", 1).message).toBe("The host will confirm your wait");
  });
});
