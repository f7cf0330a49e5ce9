/**
 * The replay behind `pnpm quotes:backtest`: walks a history in time order and, at each arrival, asks every estimator
 * for a quote with only what had happened by then (the parties still waiting, today's seats so far and the summary
 * built from earlier seats, exactly as the services keep it). Nothing after the arrival is visible to the estimators.
 * Given the floor's layout, it keeps the room as the floor would (an occupancy opens at a seat on a recorded table,
 * turns, is bussed and is cleared at the history's instants) and every quote reads the room as it is at the arrival.
 */
import { type TableSettings, type WaitGroup, waitGroupOf, waitGroups } from "../wait-quote";
import { baseQuote, formulaQuote, queueOf, type SeatEvent } from "./estimator";
import type { HistoryRow } from "./history-csv";
import { type QuoteStatsLookup, QuoteStatsMap } from "./quote-stats";
import type { RoomOccupancy, RoomState, RoomTable } from "./room-model";
import { walkInQuote } from "./walk-in-quote";

/** What an estimator sees at an arrival. */
export interface ReplayContext {
  group: WaitGroup;
  ahead: number;
  dow: number;
  hour: number;
  nowMs: number;
  tables: TableSettings;
  stats: QuoteStatsLookup;
  tonight: readonly SeatEvent[];
  /** The room at the arrival (a replay given a layout), else null. */
  room: RoomState | null;
  partySize: number;
}

export type ReplayEstimator = (c: ReplayContext) => number;

export const replayEstimators: Record<string, ReplayEstimator> = {
  formula: (c) => formulaQuote(c.tables, c.group, c.ahead),
  /** The quote a guest is told (walk-in-quote.ts: the estimator, never less than with fewer parties ahead). */
  estimator: (c) => walkInQuote(c, c).minutes,
  /** The same on a store with no history (only the table settings and tonight's seats). */
  cold: (c) => walkInQuote({ ...c, stats: () => undefined }, c).minutes,
};

export interface ReplayedParty {
  row: HistoryRow;
  /** Day index among the history's distinct arrival dates (0 = first). */
  dayIndex: number;
  ahead: number;
  /** The queue model's minutes at arrival (kept for the summary when the party is seated). */
  queue: number;
  quotes: Record<string, number>;
  /** Actual wait in minutes for a seated party, else null. */
  actual: number | null;
  /** What its seat added to the summary's residual histogram, else null. */
  residual: number | null;
}

export function replay(
  history: readonly HistoryRow[],
  tables: TableSettings,
  estimators: Record<string, ReplayEstimator> = replayEstimators,
  layout: readonly RoomTable[] | null = null,
): ReplayedParty[] {
  return replayWithSummary(history, tables, estimators, layout).parties;
}

/** What happens at an instant: a table cleared, a party's exit (and its seat), a table turning or bussing, an arrival. */
const CLEARED = 0;
const EXIT = 1;
const TURNING = 2;
const BUSSING = 3;
const ARRIVAL = 4;

/** The replay and the summary it built from every seat (the demo seed stores both). */
export function replayWithSummary(
  history: readonly HistoryRow[],
  tables: TableSettings,
  estimators: Record<string, ReplayEstimator> = replayEstimators,
  layout: readonly RoomTable[] | null = null,
): { parties: ReplayedParty[]; stats: QuoteStatsMap } {
  const rows = history
    .map((row, i) => ({ row, i }))
    .sort((a, b) => a.row.enteredMs - b.row.enteredMs || a.i - b.i);
  const events: { at: number; kind: number; k: number }[] = [];
  rows.forEach(({ row }, k) => {
    events.push({ at: row.enteredMs, kind: ARRIVAL, k });
    events.push({ at: row.exitedMs, kind: EXIT, k });
    if (!layout || row.outcome !== "seated" || !row.tables || row.clearedMs === undefined) return;
    if (row.turningMs !== undefined) events.push({ at: row.turningMs, kind: TURNING, k });
    if (row.bussingMs !== undefined) events.push({ at: row.bussingMs, kind: BUSSING, k });
    events.push({ at: row.clearedMs, kind: CLEARED, k });
  });
  // Tables cleared, then exits, then the host's marks, then arrivals at the same instant; arrivals in history order.
  events.sort((a, b) => a.at - b.at || a.kind - b.kind || a.k - b.k);
  // The open occupancies by table, each with the row that sits there.
  const open = new Map<number, RoomOccupancy & { k: number }>();
  const mark = (k: number, ids: readonly number[] | undefined, state: RoomOccupancy["state"] | null) => {
    for (const id of ids ?? []) {
      const o = open.get(id);
      if (o?.k !== k) continue;
      if (state === null) open.delete(id);
      else o.state = state;
    }
  };
  const dates = [...new Set(rows.map((r) => r.row.date))].sort();
  const dayIndex = new Map(dates.map((d, i) => [d, i]));
  const waiting = new Map<WaitGroup, number>(waitGroups.map((g) => [g, 0]));
  const stats = new QuoteStatsMap();
  const tonight = new Map<string, SeatEvent[]>();
  const out: ReplayedParty[] = new Array(rows.length);
  for (const e of events) {
    const entry = rows[e.k];
    if (!entry) continue;
    const { row } = entry;
    const group = waitGroupOf(row.partySize);
    if (e.kind === CLEARED || e.kind === TURNING || e.kind === BUSSING) {
      mark(e.k, row.tables, e.kind === CLEARED ? null : e.kind === TURNING ? "turning" : "bussing");
      continue;
    }
    if (e.kind === ARRIVAL) {
      const ahead = waiting.get(group) ?? 0;
      const ctx: ReplayContext = {
        group,
        ahead,
        dow: row.dow,
        hour: row.hour,
        nowMs: row.enteredMs,
        tables,
        stats: stats.lookup,
        tonight: tonight.get(row.date) ?? [],
        room: layout
          ? {
              tables: layout,
              open: [...open.values()].map(({ k: _, ...o }) => o),
              bookings: [],
            }
          : null,
        partySize: row.partySize,
      };
      const quotes: Record<string, number> = {};
      for (const [name, estimate] of Object.entries(estimators)) quotes[name] = estimate(ctx);
      out[e.k] = {
        row,
        dayIndex: dayIndex.get(row.date) ?? 0,
        ahead,
        queue: queueOf(ctx),
        quotes,
        actual: null,
        residual: null,
      };
      waiting.set(group, ahead + 1);
      continue;
    }
    waiting.set(group, Math.max(0, (waiting.get(group) ?? 0) - 1));
    if (row.outcome === "seated" && layout && row.tables && (row.clearedMs ?? 0) > row.exitedMs) {
      for (const tableId of row.tables)
        open.set(tableId, {
          tableId,
          partySize: row.partySize,
          seatedMs: row.exitedMs,
          state: "seated",
          k: e.k,
        });
    }
    const party = out[e.k];
    if (row.outcome !== "seated" || !party) continue;
    const wait = (row.exitedMs - row.enteredMs) / 60000;
    party.actual = wait;
    const base = baseQuote(stats.lookup, group, row.dow, row.hour, party.queue).value;
    party.residual = wait - base;
    stats.add({
      group,
      dow: row.dow,
      hour: row.hour,
      queue: party.queue,
      wait,
      residual: party.residual,
      ahead: party.ahead,
    });
    const list = tonight.get(row.date) ?? [];
    list.push({
      group,
      enteredMs: row.enteredMs,
      seatedMs: row.exitedMs,
      wait,
      queue: party.queue,
      dow: row.dow,
      hour: row.hour,
    });
    tonight.set(row.date, list);
  }
  return { parties: out, stats };
}
