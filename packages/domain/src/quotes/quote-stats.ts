/**
 * The per-store quote summary: for each size group, one cell per store-local weekday × hour of arrival, one per hour
 * over all weekdays and one over everything. A cell holds the sums of a least-squares line of actual wait against
 * the queue model's minutes at arrival, and a histogram of the residuals (actual − the estimator's base quote at seat
 * time) for the range. A fourth kind of cell (weekday LINE, hour = a line-state bucket) holds, per size group and
 * state of the line at arrival (queue minutes × parties ahead, bucketed), the histogram of actual − queue minutes: the
 * store's own record of how long parties in that state really waited. Cells only ever add or subtract one seated
 * party, so the services keep them in the seat's own transaction and the backtest builds the same summary
 * incrementally.
 */
import type { WaitGroup } from "../wait-quote";

export const ANY = -1;
/** The weekday of line-state cells (their hour is lineBucket's index, not an hour). */
export const LINE = -2;
/** Upper bounds (inclusive) of the line-state buckets: queue minutes at arrival, and parties of the group ahead. */
export const LINE_QUEUE_BOUNDS = [0, 2, 5, 10, 20, 30, 45, 60, 90] as const;
export const LINE_AHEAD_BOUNDS = [0, 1, 2, 3, 5, 8] as const;
/** Residual histogram: 2-minute bins from −30 to +62 minutes (values outside land in the end bins). */
export const RESIDUAL_MIN = -30;
export const RESIDUAL_STEP = 2;
export const RESIDUAL_BINS = 47;

export interface CellStats {
  n: number;
  sumX: number;
  sumX2: number;
  sumY: number;
  sumXY: number;
  residuals: number[];
}

export interface CellKey {
  group: WaitGroup;
  /** ISO weekday 1..7 or ANY. */
  dow: number;
  /** Hour 0..23 or ANY. */
  hour: number;
}

export function cellKey(k: CellKey): string {
  return `${k.group}|${k.dow}|${k.hour}`;
}

/** The three cells one seated party counts in: its weekday × hour, its hour, and its group overall. */
export function cellsOf(group: WaitGroup, dow: number, hour: number): CellKey[] {
  return [
    { group, dow, hour },
    { group, dow: ANY, hour },
    { group, dow: ANY, hour: ANY },
  ];
}

function boundIndex(value: number, bounds: readonly number[]): number {
  const i = bounds.findIndex((b) => value <= b);
  return i === -1 ? bounds.length : i;
}

/** The line-state bucket of an arrival: 0 .. (queue buckets × ahead buckets − 1), stored as the cell's hour. */
export function lineBucket(queue: number, ahead: number): number {
  return (
    boundIndex(queue, LINE_QUEUE_BOUNDS) * (LINE_AHEAD_BOUNDS.length + 1) +
    boundIndex(ahead, LINE_AHEAD_BOUNDS)
  );
}

/** The line-state cell of an arrival of a group with its queue minutes and parties ahead. */
export function lineCellOf(group: WaitGroup, queue: number, ahead: number): CellKey {
  return { group, dow: LINE, hour: lineBucket(queue, ahead) };
}

export type QuoteStatsLookup = (key: CellKey) => CellStats | undefined;

export function emptyCell(): CellStats {
  return {
    n: 0,
    sumX: 0,
    sumX2: 0,
    sumY: 0,
    sumXY: 0,
    residuals: new Array<number>(RESIDUAL_BINS).fill(0),
  };
}

export function residualBin(residual: number): number {
  const i = Math.floor((residual - RESIDUAL_MIN) / RESIDUAL_STEP);
  return Math.min(RESIDUAL_BINS - 1, Math.max(0, i));
}

/** What one seated party adds to its cells (queue minutes at arrival, actual wait, residual against the base quote). */
export interface SeatObservation {
  group: WaitGroup;
  dow: number;
  hour: number;
  /** The queue model's minutes at arrival (estimator.ts queueMinutes): the line's x. */
  queue: number;
  wait: number;
  residual: number;
  /** Parties of the group waiting ahead at arrival (files the seat in its line-state cell; none without it). */
  ahead?: number;
}

/** The cells one seated party counts in, each with what it adds: its three cells, and its line-state cell (residual actual − queue minutes). */
export function observationsOf(o: SeatObservation): { key: CellKey; obs: SeatObservation }[] {
  const out = cellsOf(o.group, o.dow, o.hour).map((key) => ({ key, obs: o }));
  if (o.ahead !== undefined)
    out.push({ key: lineCellOf(o.group, o.queue, o.ahead), obs: { ...o, residual: o.wait - o.queue } });
  return out;
}

/** A cell with one observation added (sign 1) or taken back (sign −1, a put-back of a seated party). */
export function applyObservation(cell: CellStats, o: SeatObservation, sign: 1 | -1 = 1): CellStats {
  const residuals = cell.residuals.slice();
  while (residuals.length < RESIDUAL_BINS) residuals.push(0);
  const bin = residualBin(o.residual);
  residuals[bin] = Math.max(0, (residuals[bin] ?? 0) + sign);
  if (sign < 0 && cell.n <= 1) return emptyCell();
  return {
    n: cell.n + sign,
    sumX: cell.sumX + sign * o.queue,
    sumX2: cell.sumX2 + sign * o.queue * o.queue,
    sumY: cell.sumY + sign * o.wait,
    sumXY: cell.sumXY + sign * o.queue * o.wait,
    residuals,
  };
}

/** An in-memory summary (the backtest and the seed build one; the services keep it in quote_stats). */
export class QuoteStatsMap {
  readonly cells = new Map<string, { key: CellKey; stats: CellStats }>();

  lookup: QuoteStatsLookup = (key) => this.cells.get(cellKey(key))?.stats;

  add(o: SeatObservation): void {
    for (const { key, obs } of observationsOf(o)) {
      const k = cellKey(key);
      const current = this.cells.get(k)?.stats ?? emptyCell();
      this.cells.set(k, { key, stats: applyObservation(current, obs) });
    }
  }
}

/**
 * The value of the residual histogram at quantile q (0..1), null when empty: the bin's centre, or with `interpolate`
 * the point inside the bin where the counts reach q (values spread evenly over their bin).
 */
export function residualQuantile(cell: CellStats, q: number, interpolate = false): number | null {
  const total = cell.residuals.reduce((s, c) => s + c, 0);
  if (total === 0) return null;
  const target = q * total;
  let seen = 0;
  for (let i = 0; i < cell.residuals.length; i++) {
    const count = cell.residuals[i] ?? 0;
    if (seen + count >= target && count > 0) {
      const within = interpolate ? (target - seen) / count : 0.5;
      return RESIDUAL_MIN + (i + within) * RESIDUAL_STEP;
    }
    seen += count;
  }
  return RESIDUAL_MIN + (cell.residuals.length - 0.5) * RESIDUAL_STEP;
}

/**
 * A ratio wait = ratio × x through the origin (a free table at x = 0 means no wait, which a least-squares intercept
 * would blur for the many parties seated at once), with the data behind it: Σx² says how well the ratio is known.
 */
export interface Ratio {
  ratio: number;
  weight: number;
  n: number;
}

export function ratioOf(cell: CellStats | undefined): Ratio | null {
  if (!cell || cell.n <= 0) return null;
  return { ratio: cell.sumX2 > 1e-9 ? cell.sumXY / cell.sumX2 : 1, weight: cell.sumX2, n: cell.n };
}

/** Shrinks a specific ratio toward its parent's (partial pooling): a thin cell borrows, a rich one stands alone. */
export function shrinkRatio(specific: Ratio | null, parent: Ratio, k: number): Ratio {
  if (!specific) return parent;
  const w = specific.weight / (specific.weight + k);
  return {
    ratio: w * specific.ratio + (1 - w) * parent.ratio,
    weight: specific.weight + parent.weight,
    n: specific.n,
  };
}
