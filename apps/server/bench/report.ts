/** The bench's table: per row the medians over its rounds, and the median of its per-round ratios to its baseline. */
import { availableParallelism, cpus } from "node:os";
import type { LoadAnswer } from "./load-generator";
import type { StreamMemoryResult } from "./stream-memory";

/** The lines above the table: the run's settings, the data it ran on and the machine. */
export function benchHeader(o: {
  quick: boolean;
  connections: number;
  pool: string;
  rounds: number;
  seconds: number;
  loadAtStart: number;
  store: string;
  todayEntries: number;
  spreadStores: number;
  busyDate: string;
  year: { visits: number; reservations: number; texts: number; allVisits: number; allReservations: number };
}): string[] {
  const n = (v: number) => v.toLocaleString("en-US");
  const cpu = cpus()[0]?.model.trim() ?? "unknown CPU";
  return [
    `Seatline bench${o.quick ? " (--quick)" : ""}: PostgreSQL, ${o.connections} connections, pool ${o.pool} per process, ${o.rounds} round(s) x ${o.seconds} s per row, rows in turns`,
    `busy day: ${o.todayEntries} walk-ins waiting in ${o.store}; ${o.spreadStores} more stores with ${o.todayEntries} waiting each; 100,000 history rows across 500 stores; 150 reservations on ${o.busyDate}, 50,000 more`,
    `busy year (reports): ${o.store} holds ${n(o.year.visits)} visits, ${n(o.year.reservations)} reservations, ${n(o.year.texts)} texts; all stores ${n(o.year.allVisits)} visits, ${n(o.year.allReservations)} reservations`,
    `machine: ${availableParallelism()} x ${cpu}, load average ${o.loadAtStart.toFixed(1)} at start; servers, bare baseline, load generator and PostgreSQL share it`,
  ];
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? Number.NaN;
}

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? Number.NaN) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
}

export interface RowResult {
  name: string;
  vs?: string;
  /** One answer per round. */
  runs: LoadAnswer[];
  /** The baseline's answers of the same rounds. */
  baseline?: LoadAnswer[];
}

/** Per round: this row's req/s over its baseline's in the same round; the median of those. */
export function medianRatio(runs: LoadAnswer[], baseline: LoadAnswer[]): number {
  return median(runs.map((r, i) => r.rps / (baseline[i]?.rps ?? Number.NaN)));
}

export interface Report {
  header: string[];
  rows: RowResult[];
  /** Null when BENCH_ROWS left it out. */
  event: { n: number; p50: number; p99: number } | null;
  memory: StreamMemoryResult | null;
  /** Lines after the table (the exports' timings). */
  extra?: string[];
  totalSeconds: number;
}

const num = (v: number, d = 0, w = 8) => (Number.isFinite(v) ? v.toFixed(d) : "-").padStart(w);

/** The median of a figure over the rounds that have it, or "-". */
function medianOf(
  runs: LoadAnswer[],
  figure: (a: LoadAnswer) => number | null | undefined,
  digits: number,
): string {
  const values = runs.flatMap((a) => {
    const v = figure(a);
    return v == null ? [] : [v];
  });
  return values.length ? median(values).toFixed(digits) : "-";
}

export function formatReport(r: Report): string {
  const w = 38;
  const lines = [
    "",
    ...r.header,
    "",
    `${"row".padEnd(w)}   req/s   p50 ms  p99 ms  errors  CPU ms/req  PG ms/req  busy  ratio (median of rounds)`,
    ...r.rows.map((row) => {
      const ratio = row.baseline ? `${medianRatio(row.runs, row.baseline).toFixed(2)}x ${row.vs}` : "";
      const errors = row.runs.reduce((s, a) => s + a.errors, 0);
      const cpu = medianOf(row.runs, (a) => a.cpuMsPerRequest, 2);
      const pg = medianOf(row.runs, (a) => a.pgCpuMsPerRequest, 2);
      const busy = medianOf(row.runs, (a) => (a.machineBusy == null ? null : a.machineBusy * 100), 0);
      return `${row.name.padEnd(w)}${num(median(row.runs.map((a) => a.rps)))}${num(median(row.runs.map((a) => a.p50)), 0, 9)}${num(median(row.runs.map((a) => a.p99)))}${String(errors).padStart(8)}${cpu.padStart(12)}${pg.padStart(11)}${(busy === "-" ? busy : `${busy}%`).padStart(6)}  ${ratio}`;
    }),
    ...(r.event
      ? [
          `${`event: join on A -> SSE subscriber on B`.padEnd(w)}${"-".padStart(8)}${num(r.event.p50, 1, 9)}${num(r.event.p99, 1)}${"".padStart(8)}  (n=${r.event.n} sequential joins)`,
        ]
      : []),
    r.memory
      ? `${`server RSS, ${r.memory.opened} of ${r.memory.streams} streams open`.padEnd(w)}${`${r.memory.rssOpenMb} MB`.padStart(8)}  (idle ${r.memory.rssIdleMb} MB, +${r.memory.deltaMb} MB, ${r.memory.perStreamKb} kB per stream)`
      : `${"server RSS with 1,000 open streams".padEnd(w)}  see stream-memory`,
    ...(r.extra ?? []),
    "",
    `(req/s, p50 and p99 are medians over the rounds; errors are summed; total bench time ${r.totalSeconds.toFixed(0)} s)`,
    "",
  ];
  return lines.join("\n");
}
