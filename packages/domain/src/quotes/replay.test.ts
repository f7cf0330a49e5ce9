import { describe, expect, it } from "vitest";
import type { HistoryRow } from "./history-csv";
import { formatHistoryCsv, parseHistoryCsv } from "./history-csv";
import { simProfiles } from "./profiles";
import { LINE } from "./quote-stats";
import { replay, replayWithSummary } from "./replay";
import { simulate } from "./simulator";

const tables = {
  solo_tables_total: 1,
  solo_tables_turn_avg: 30,
  two_tables_total: 2,
  two_tables_turn_avg: 40,
  three_four_tables_total: 1,
  three_four_tables_turn_avg: 60,
  five_plus_tables_total: 1,
  five_plus_tables_turn_avg: 75,
};

const at = (hhmm: string) => Date.parse(`2025-01-10T${hhmm}:00-05:00`);
function row(size: number, from: string, to: string, outcome: HistoryRow["outcome"] = "seated"): HistoryRow {
  return {
    partySize: size,
    enteredMs: at(from),
    exitedMs: at(to),
    outcome,
    date: "2025-01-10",
    dow: 5,
    hour: Number(from.slice(0, 2)),
  };
}

describe("replay", () => {
  it("counts the parties of the same group still waiting at each arrival and scores only seated parties", () => {
    const out = replay(
      [
        row(2, "19:00", "19:20"),
        row(2, "19:05", "19:30", "no_show"),
        row(1, "19:06", "19:07"),
        row(2, "19:10", "19:40"),
        row(2, "19:25", "19:45"),
      ],
      tables,
    );
    expect(out.map((p) => p.ahead)).toEqual([0, 1, 0, 2, 2]);
    // today's formula: ahead × 40 / 2
    expect(out.map((p) => p.quotes.formula)).toEqual([0, 20, 0, 40, 40]);
    expect(out.map((p) => p.actual)).toEqual([20, null, 1, 30, 20]);
  });

  it("keeps the room as the floor would: tables busy from the seat, turning, cleared", () => {
    const layout = [1, 2].map((id) => ({
      id,
      name: String(id),
      minSeats: 1,
      maxSeats: 2,
      combinableWith: [],
      takes: "both" as const,
      areaName: "Indoor",
      areaSeating: "indoor" as const,
    }));
    const seated = (from: string, to: string, table: number, turning: string | null, cleared: string) => ({
      ...row(2, from, to),
      tables: [table],
      turningMs: turning ? at(turning) : undefined,
      clearedMs: at(cleared),
    });
    const rooms: unknown[] = [];
    const out = replay(
      [
        seated("19:00", "19:00", 1, null, "19:45"),
        seated("19:02", "19:02", 2, "19:30", "19:40"),
        row(2, "19:20", "19:30", "cancelled"),
        row(2, "19:35", "19:46"),
      ],
      { ...tables, two_tables_total: 2 },
      {
        room: (c) => {
          rooms.push(c.room);
          return 0;
        },
      },
      layout,
    );
    expect(rooms[2]).toEqual({
      tables: layout,
      open: [
        { tableId: 1, partySize: 2, seatedMs: at("19:00"), state: "seated" },
        { tableId: 2, partySize: 2, seatedMs: at("19:02"), state: "seated" },
      ],
      bookings: [],
    });
    expect((rooms[3] as { open: { state: string }[] }).open.map((o) => o.state)).toEqual([
      "seated",
      "turning",
    ]);
    // both tables 20 minutes into a 40-minute turn, then one turning: a shorter wait
    const [c, d] = [out[2]?.queue ?? 0, out[3]?.queue ?? 0];
    expect(c).toBeGreaterThan(5);
    expect(d).toBeLessThan(c);
  });

  it("never sees the future: poisoning every row after an instant leaves earlier quotes unchanged", () => {
    const profile = simProfiles.bistro ?? fail();
    const history = parseHistoryCsv(formatHistoryCsv(simulate(profile, { days: 40, seed: 7 }), "-05:00"));
    const cut = history[Math.floor(history.length * 0.8)]?.enteredMs ?? 0;
    const later = (ms: number | undefined) => (ms !== undefined && ms > cut ? ms + 5 * 3600_000 : ms);
    const poisoned = history.map((r) =>
      r.enteredMs > cut
        ? { ...r, partySize: 2, exitedMs: r.enteredMs + 3 * 3600_000, outcome: "seated" as const }
        : // an earlier party's table: what happens to it after the instant changes too
          {
            ...r,
            turningMs: later(r.turningMs),
            bussingMs: later(r.bussingMs),
            clearedMs: later(r.clearedMs),
          },
    );
    // the room's replay (its own summary, from its own queue minutes) is covered too; each replay runs once (the
    // whole history replayed is most of this test's time)
    const roomClean = replay(history, profile.tables, undefined, profile.layout);
    const roomDirty = replay(poisoned, profile.tables, undefined, profile.layout);
    const upToCut = (ps: typeof roomClean) => ps.map((p) => (p.row.enteredMs <= cut ? p.quotes : null));
    expect(upToCut(roomClean).filter((q) => q !== null).length).toBeGreaterThan(1000);
    expect(upToCut(roomDirty)).toEqual(upToCut(roomClean));
    expect(roomDirty.map((p) => p.quotes.estimator)).not.toEqual(roomClean.map((p) => p.quotes.estimator));
    const { parties: clean, stats } = replayWithSummary(history, simProfiles.bistro?.tables ?? fail());
    // the summary the quotes read includes line-state cells (parties ahead at arrival), so they are covered too
    const lineCells = [...stats.cells.values()].filter((c) => c.key.dow === LINE);
    expect(lineCells.reduce((n, c) => n + c.stats.n, 0)).toBeGreaterThan(1000);
    const dirty = replay(poisoned, simProfiles.bistro?.tables ?? fail());
    const before = (ps: typeof clean) => ps.filter((p) => p.row.enteredMs <= cut).map((p) => p.quotes);
    expect(before(clean).length).toBeGreaterThan(1000);
    expect(before(dirty)).toEqual(before(clean));
    // the poison does change later quotes, so the comparison above can fail
    const after = (ps: typeof clean) =>
      ps.filter((p) => p.row.enteredMs > cut).map((p) => p.quotes.estimator);
    expect(after(dirty)).not.toEqual(after(clean));
  });
});

function fail(): never {
  throw new Error("missing profile");
}
