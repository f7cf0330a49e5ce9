/**
 * The live wait quote (Issue 17): one pure function behind every quote (kiosk, guest pages, host summary, the join's
 * quoted_wait_time, legacy waiting_times). It reads only what the server knows at that instant: the parties of the
 * same size group waiting ahead, tonight's seats so far, the store's summary of past waits and the table settings.
 */
import { quoteGroup, type TableSettings, type WaitGroup, waitGroups } from "../wait-quote";
import { queueModel } from "./queue-model";
import {
  ANY,
  type CellStats,
  emptyCell,
  lineCellOf,
  type QuoteStatsLookup,
  type Ratio,
  RESIDUAL_BINS,
  ratioOf,
  residualQuantile,
  shrinkRatio,
} from "./quote-stats";
import type { RoomState } from "./room-model";

export type QuoteBasis = "history" | "tonight" | "tables";

export interface WaitQuote {
  /** The quote in whole minutes. */
  minutes: number;
  /** 20th and 80th percentile of the expected wait, whole minutes (low ≤ minutes ≤ high). */
  low: number;
  high: number;
  basis: QuoteBasis;
}

/** One party seated earlier today (tonight's seats show which tables are busy and feed the correction). */
export interface SeatEvent {
  group: WaitGroup;
  enteredMs: number;
  seatedMs: number;
  /** Actual wait in minutes. */
  wait: number;
  /** The queue model's minutes when it arrived. */
  queue: number;
  dow: number;
  hour: number;
}

export interface QuoteInput {
  group: WaitGroup;
  ahead: number;
  /** Store-local weekday (1 Mon .. 7 Sun) and hour of the arrival being quoted. */
  dow: number;
  hour: number;
  nowMs: number;
  tables: TableSettings;
  stats: QuoteStatsLookup;
  /** Today's seats before now (any group; older ones are ignored). */
  tonight: readonly SeatEvent[];
  /** The room's tables and their states, when the store records them (room-model.ts); none: the seats decide. */
  room?: RoomState | null;
  /** The party's own size, when known (a join, a guest's status); else the group's usual size. */
  partySize?: number;
}

/** Tuning (chosen on the backtest's tuning days only: day index mod 5 ≠ 0). */
export const QUOTE_TUNING = {
  /** Seated parties of a group before its history replaces the table settings. */
  warmN: 40,
  /** Σx² (minutes²) a cell needs before its own ratio counts as much as its parent's. */
  kRatio: 5000,
  /** Tonight's window for the correction, minutes. */
  windowMin: 60,
  /** Weight of tonight's mean residual added to the base quote. */
  correction: 0.7,
  /** Share of the history's median residual added to its quote. */
  medianShift: 0.5,
  /** Recent seats whose residual counts. */
  recent: 4,
  /** Seated parties a line-state record needs (its own, plus the pooled ones it borrows) before it replaces the history line. */
  lineMinN: 5,
  /** Weight, in seated parties, of the other groups' pooled record of the same line state in a group's record. */
  linePool: 10,
  /** Share of the history line's quote (with tonight's correction) blended into a line-state quote with parties ahead. */
  lineBlend: 0.15,
};

const MS_MIN = 60_000;

export function tablePrior(tables: TableSettings, group: WaitGroup): { total: number; turn: number } {
  return {
    total: Math.max(tables[`${group}_tables_total`], 1),
    turn: tables[`${group}_tables_turn_avg`],
  };
}

/** Today's published formula (docs/product.md#quotes): waiting ahead × average turn ÷ tables; the baseline and the cold prior. */
export function formulaQuote(tables: TableSettings, group: WaitGroup, ahead: number): number {
  const t = tablePrior(tables, group);
  return quoteGroup(ahead, t.total, t.turn);
}

/** The ratio for a weekday × hour, pooled from its hour and its group; null while the group's history is thin. */
export function historyRatio(
  stats: QuoteStatsLookup,
  group: WaitGroup,
  dow: number,
  hour: number,
): Ratio | null {
  const all = ratioOf(stats({ group, dow: ANY, hour: ANY }));
  if (!all || all.n < QUOTE_TUNING.warmN) return null;
  const prior: Ratio = { ratio: 1, weight: 0, n: 0 };
  const k = QUOTE_TUNING.kRatio;
  const byGroup = shrinkRatio(all, prior, k);
  const byHour = shrinkRatio(ratioOf(stats({ group, dow: ANY, hour })), byGroup, k);
  return shrinkRatio(ratioOf(stats({ group, dow, hour })), byHour, k);
}

/** The quote before tonight's correction: history's line at the queue minutes, or the queue model while history is thin. */
export function baseQuote(
  stats: QuoteStatsLookup,
  group: WaitGroup,
  dow: number,
  hour: number,
  queue: number,
): { value: number; fromHistory: boolean } {
  return baseFromRatio(historyRatio(stats, group, dow, hour), queue);
}

function baseFromRatio(r: Ratio | null, queue: number): { value: number; fromHistory: boolean } {
  if (!r) return { value: queue, fromHistory: false };
  return { value: Math.max(0, r.ratio * queue), fromHistory: true };
}

interface Tonight {
  /** Weighted mean of recent residuals (actual − base quote as the summary sees it now), or null. */
  correction: number | null;
  /** Some party of the group was seated in the window after waiting 5 minutes or more. */
  seatedWithWaits: boolean;
  recentWaits: number[];
}

function tonightOf(input: Omit<QuoteInput, "ahead">): Tonight {
  const from = input.nowMs - QUOTE_TUNING.windowMin * MS_MIN;
  const recent = input.tonight
    .filter((e) => e.group === input.group && e.seatedMs <= input.nowMs && e.seatedMs > from)
    .sort((a, b) => b.seatedMs - a.seatedMs)
    .slice(0, QUOTE_TUNING.recent);
  let correction: number | null = null;
  if (recent.length > 0) {
    let sum = 0;
    let weights = 0;
    recent.forEach((e, i) => {
      const w = 1 / (i + 1);
      sum += w * (e.wait - baseQuote(input.stats, e.group, e.dow, e.hour, e.queue).value);
      weights += w;
    });
    correction = sum / weights;
  }
  return {
    correction,
    seatedWithWaits: recent.some((e) => e.wait >= 5),
    recentWaits: recent.map((e) => e.wait),
  };
}

function rangeCell(input: Omit<QuoteInput, "ahead">): CellStats | undefined {
  const cells = [
    input.stats({ group: input.group, dow: input.dow, hour: input.hour }),
    input.stats({ group: input.group, dow: ANY, hour: input.hour }),
    input.stats({ group: input.group, dow: ANY, hour: ANY }),
  ];
  return cells.find((c) => c !== undefined && c.n >= 30);
}

/** The queue model's minutes for a party of the input's group with its parties ahead, from tonight's seats. */
export function queueOf(
  input: Pick<QuoteInput, "tables" | "group" | "ahead" | "nowMs" | "tonight" | "room" | "partySize">,
): number {
  return queueModel(
    input.tables,
    input.group,
    input.nowMs,
    input.tonight,
    input.room,
    input.partySize,
  )(input.ahead);
}

/**
 * The line-state record behind a quote: the group's own cell for this state of the line, plus the other three groups'
 * pooled cells of the same state weighing at most QUOTE_TUNING.linePool seated parties (a thin cell borrows, a rich one
 * stands alone); null while the two together hold fewer than QUOTE_TUNING.lineMinN.
 */
export function lineRecord(input: QuoteInput, queue: number): CellStats | null {
  const own = input.stats(lineCellOf(input.group, queue, input.ahead));
  const pooled = new Array<number>(RESIDUAL_BINS).fill(0);
  let pooledN = 0;
  for (const g of waitGroups) {
    if (g === input.group) continue;
    const c = input.stats(lineCellOf(g, queue, input.ahead));
    if (!c) continue;
    pooledN += c.n;
    c.residuals.forEach((v, i) => {
      if (i < RESIDUAL_BINS) pooled[i] = (pooled[i] ?? 0) + v;
    });
  }
  const borrowed = Math.min(QUOTE_TUNING.linePool, pooledN);
  if ((own?.n ?? 0) + borrowed < QUOTE_TUNING.lineMinN) return null;
  const share = pooledN > 0 ? borrowed / pooledN : 0;
  const base = own ?? emptyCell();
  return { ...base, residuals: pooled.map((v, i) => (base.residuals[i] ?? 0) + share * v) };
}

/**
 * The store's own record for arrivals in this state of the line (queue minutes × parties ahead): the quote is the
 * queue minutes plus the median of how much longer such parties really waited (the median, not the mean: it is the
 * point with the smallest expected absolute error), the range their 20th and 80th percentile; unrounded, and null
 * while the record is thin.
 */
function lineEstimate(input: QuoteInput, queue: number): { value: number; low: number; high: number } | null {
  const cell = lineRecord(input, queue);
  if (!cell) return null;
  const at = (q: number) => queue + (residualQuantile(cell, q, true) ?? 0);
  return { value: Math.max(0, at(0.5)), low: at(0.2), high: at(0.8) };
}

function withRange(value: number, low: number, high: number): WaitQuote {
  const minutes = Math.max(0, Math.round(value));
  return {
    minutes,
    low: Math.max(0, Math.min(minutes, Math.round(low))),
    high: Math.max(minutes, Math.round(high)),
    basis: "history",
  };
}

export function estimateWait(input: QuoteInput): WaitQuote {
  return waitEstimator(input)(input.ahead).quote;
}

/**
 * estimateWait of one party at one instant, for any count of parties ahead, with the queue minutes behind it: what
 * does not depend on the count (the history's ratio and range, tonight's correction, the queue model's reading of the
 * room or of tonight's seats) is worked out once, so a quote asked for every count up to the line's length
 * (walk-in-quote.ts) repeats only the line-state record and the queue model's answer for each count.
 */
export function waitEstimator(
  input: Omit<QuoteInput, "ahead">,
): (ahead: number) => { quote: WaitQuote; queue: number } {
  const queueAt = queueModel(
    input.tables,
    input.group,
    input.nowMs,
    input.tonight,
    input.room,
    input.partySize,
  );
  const history = historyLine(input);
  return (ahead) => {
    const queue = queueAt(ahead);
    const line = lineEstimate({ ...input, ahead }, queue);
    if (!line) return { quote: history(queue).quote, queue };
    if (ahead === 0) return { quote: withRange(line.value, line.low, line.high), queue };
    // With parties ahead, a share of the weekday × hour line (and tonight's correction): the two records err apart.
    const other = history(queue).value;
    const b = QUOTE_TUNING.lineBlend;
    return { quote: withRange((1 - b) * line.value + b * other, line.low, line.high), queue };
  };
}

/**
 * The fallback quote (the first estimator: the weekday × hour line, tonight's correction) at given queue minutes, and
 * its unrounded value; the history's ratio and range and tonight's correction are read once.
 */
function historyLine(
  input: Omit<QuoteInput, "ahead">,
): (queue: number) => { quote: WaitQuote; value: number } {
  const ratio = historyRatio(input.stats, input.group, input.dow, input.hour);
  const cell = rangeCell(input);
  // Half the median residual of the history behind the range: the line is fit to means, the quote aims at medians.
  const median = ratio && cell ? residualQuantile(cell, 0.5) : null;
  const q20 = cell ? residualQuantile(cell, 0.2) : null;
  const q80 = cell ? residualQuantile(cell, 0.8) : null;
  const tonight = tonightOf(input);
  // The floor a quote never goes below while the room is seating others who waited (none otherwise).
  const lowestWait = tonight.seatedWithWaits
    ? Math.max(1, 0.5 * (tonight.recentWaits.slice().sort((a, b) => a - b)[0] ?? 0))
    : Number.NEGATIVE_INFINITY;
  return (queue) => {
    const base = baseFromRatio(ratio, queue);
    if (median !== null) base.value = Math.max(0, base.value + QUOTE_TUNING.medianShift * median);
    let value = base.value;
    let basis: QuoteBasis = base.fromHistory ? "history" : "tables";
    if (tonight.correction !== null) {
      const shift = QUOTE_TUNING.correction * tonight.correction;
      if (Math.abs(shift) > Math.max(3, 0.5 * value)) basis = "tonight";
      value += shift;
    }
    // Never 0 while the room is seating others who waited.
    if (value < lowestWait) {
      value = lowestWait;
      basis = "tonight";
    }
    const minutes = Math.max(0, Math.round(value));
    let low = q20 !== null ? Math.round(minutes + q20) : Math.round(minutes * 0.7);
    let high = q80 !== null ? Math.round(minutes + q80) : Math.round(minutes * 1.3 + (minutes > 0 ? 3 : 0));
    low = Math.max(0, Math.min(low, minutes));
    high = Math.max(high, minutes);
    return { quote: { minutes, low, high, basis }, value: Math.max(0, value) };
  };
}
