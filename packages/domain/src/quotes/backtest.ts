/** `pnpm quotes:backtest`: replays a history and reports each estimator on all days and on the held-out days. */
import type { TableSettings } from "../wait-quote";
import { isHeldOut, metricsOf, type QuoteMetrics } from "./backtest-metrics";
import type { HistoryRow } from "./history-csv";
import { replay, replayEstimators } from "./replay";
import type { RoomTable } from "./room-model";

/** Table settings when none are given: the defaults every new store gets (docs/architecture.md#demo-data). */
export const DEFAULT_TABLES: TableSettings = {
  solo_tables_total: 4,
  solo_tables_turn_avg: 30,
  two_tables_total: 6,
  two_tables_turn_avg: 45,
  three_four_tables_total: 5,
  three_four_tables_turn_avg: 60,
  five_plus_tables_total: 2,
  five_plus_tables_turn_avg: 75,
};

export interface BacktestReport {
  rows: number;
  days: number;
  heldOutDays: number;
  tables: TableSettings;
  /** Estimator name → figures over every day. */
  all: Record<string, QuoteMetrics>;
  /** Estimator name → figures over the held-out days (day index mod 5 = 0). */
  heldOut: Record<string, QuoteMetrics>;
  /** Estimator name → figures over the tuning days (the others): the only figures tuning may look at. */
  tuning: Record<string, QuoteMetrics>;
}

/**
 * Given the floor's layout, the history is replayed a second time with the room's table states (the estimator then
 * builds its own summary from its own queue minutes, as a store that records its tables would) and its quotes are
 * scored beside the others as `tables` and `tables_cold`.
 */
export function runBacktest(
  history: readonly HistoryRow[],
  tables: TableSettings = DEFAULT_TABLES,
  layout: readonly RoomTable[] | null = null,
): BacktestReport {
  const parties = replay(history, tables);
  const names = Object.keys(replayEstimators);
  if (layout) {
    const roomed = replay(
      history,
      tables,
      { estimator: replayEstimators.estimator, cold: replayEstimators.cold } as typeof replayEstimators,
      layout,
    );
    parties.forEach((p, i) => {
      const r = roomed[i];
      p.quotes.tables = r?.quotes.estimator ?? 0;
      p.quotes.tables_cold = r?.quotes.cold ?? 0;
    });
    names.push("tables", "tables_cold");
  }
  const held = parties.filter(isHeldOut);
  const tuning = parties.filter((p) => !isHeldOut(p));
  const dayCount = new Set(parties.map((p) => p.dayIndex)).size;
  return {
    rows: history.length,
    days: dayCount,
    heldOutDays: new Set(held.map((p) => p.dayIndex)).size,
    tables,
    all: Object.fromEntries(names.map((n) => [n, metricsOf(parties, n)])),
    heldOut: Object.fromEntries(names.map((n) => [n, metricsOf(held, n)])),
    tuning: Object.fromEntries(names.map((n) => [n, metricsOf(tuning, n)])),
  };
}

const LABELS: Record<string, string> = {
  formula: "today's formula",
  estimator: "estimator",
  cold: "estimator, no history",
  tables: "with table states",
  tables_cold: "table states, no history",
};

function table(title: string, figures: Record<string, QuoteMetrics>): string {
  const names = Object.keys(figures);
  const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
  const min = (x: number) => `${x.toFixed(1)} min`;
  const rows: [string, (m: QuoteMetrics) => string][] = [
    ["parties scored", (m) => String(m.parties)],
    ["MAE", (m) => min(m.mae)],
    ["MAE (actual ≤ 60 min)", (m) => min(m.maeUpTo60)],
    ["median abs error", (m) => min(m.medianError)],
    ["p90 abs error", (m) => min(m.p90Error)],
    ["within ±5 min", (m) => pct(m.within5)],
    ["within ±10 min", (m) => pct(m.within10)],
    ["under-quotes (actual > quote + 5)", (m) => pct(m.underQuote)],
  ];
  const hours = [...new Set(names.flatMap((n) => Object.keys(figures[n]?.maeByHour ?? {})))].sort(
    (a, b) => Number(a) - Number(b),
  );
  for (const h of hours) {
    rows.push([
      `MAE, arrivals ${h.padStart(2, "0")}:00`,
      (m) => (m.maeByHour[h] === undefined ? "–" : min(m.maeByHour[h] ?? 0)),
    ]);
  }
  const head = ["", ...names.map((n) => LABELS[n] ?? n)];
  const body = rows.map(([label, f]) => [label, ...names.map((n) => (figures[n] ? f(figures[n]) : "–"))]);
  const widths = head.map((_, i) => Math.max(...[head, ...body].map((r) => (r[i] ?? "").length)));
  const line = (r: string[]) =>
    r.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  return [title, line(head), ...body.map(line)].join("\n");
}

export function formatBacktest(r: BacktestReport): string {
  const improvement = (f: Record<string, QuoteMetrics>) => {
    const base = f.formula?.mae ?? 0;
    const mine = f.estimator?.mae ?? 0;
    const lines =
      base > 0 ? [`${((100 * (base - mine)) / base).toFixed(1)} % lower MAE than today's formula`] : [];
    const roomed = f.tables?.mae;
    if (roomed !== undefined && mine > 0)
      lines.push(
        `with table states: ${((100 * (mine - roomed)) / mine).toFixed(1)} % lower MAE than without`,
      );
    return lines.join("\n");
  };
  return `${[
    `${r.rows} parties over ${r.days} days; held out: ${r.heldOutDays} days (day index mod 5 = 0)`,
    "",
    table("All days", r.all),
    improvement(r.all),
    "",
    table("Held-out days", r.heldOut),
    improvement(r.heldOut),
  ].join("\n")}\n`;
}
