/** The backtest's figures for one estimator over replayed parties (seated parties only are scored). */
import type { ReplayedParty } from "./replay";

export interface QuoteMetrics {
  parties: number;
  mae: number;
  /** MAE over parties whose actual wait was 60 minutes or less. */
  maeUpTo60: number;
  medianError: number;
  p90Error: number;
  within5: number;
  within10: number;
  /** Share of parties whose actual wait was more than 5 minutes over the quote. */
  underQuote: number;
  /** MAE by store-local hour of arrival ("17": 4.2). */
  maeByHour: Record<string, number>;
}

/** The q-quantile (0..1) of sorted values, nearest rank; 0 for none. */
export function quantileOf(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.max(1, Math.ceil(q * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1] ?? 0;
}

/** A quote is "within" when the absolute error is at most this many minutes (the backtest's ±10 figure). */
export const QUOTE_WITHIN_MINUTES = 10;
/** An under-quote: the actual wait was more than this many minutes over the quote. */
export const UNDER_QUOTE_MARGIN_MINUTES = 5;

/** The absolute error of one quote, in minutes. */
export const quoteErrorOf = (actual: number, quote: number) => Math.abs(actual - quote);
/** The guest waited more than the margin over the quote. */
export const isUnderQuote = (actual: number, quote: number) => actual > quote + UNDER_QUOTE_MARGIN_MINUTES;

const mean = (xs: readonly number[]) => (xs.length === 0 ? 0 : xs.reduce((s, x) => s + x, 0) / xs.length);

export function metricsOf(parties: readonly ReplayedParty[], estimator: string): QuoteMetrics {
  const scored = parties.filter((p) => p.actual !== null && p.quotes[estimator] !== undefined);
  const errors: number[] = [];
  const upTo60: number[] = [];
  const byHour = new Map<number, number[]>();
  let under = 0;
  for (const p of scored) {
    const actual = p.actual ?? 0;
    const quote = p.quotes[estimator] ?? 0;
    const err = quoteErrorOf(actual, quote);
    errors.push(err);
    if (actual <= 60) upTo60.push(err);
    if (isUnderQuote(actual, quote)) under += 1;
    const list = byHour.get(p.row.hour) ?? [];
    list.push(err);
    byHour.set(p.row.hour, list);
  }
  const sorted = errors.slice().sort((a, b) => a - b);
  const n = scored.length;
  const share = (k: number) => (n === 0 ? 0 : errors.filter((e) => e <= k).length / n);
  const maeByHour: Record<string, number> = {};
  for (const h of [...byHour.keys()].sort((a, b) => a - b)) maeByHour[String(h)] = mean(byHour.get(h) ?? []);
  return {
    parties: n,
    mae: mean(errors),
    maeUpTo60: mean(upTo60),
    medianError: quantileOf(sorted, 0.5),
    p90Error: quantileOf(sorted, 0.9),
    within5: share(5),
    within10: share(QUOTE_WITHIN_MINUTES),
    underQuote: n === 0 ? 0 : under / n,
    maeByHour,
  };
}

/** Held-out days: day index mod 5 = 0 (never used to choose the estimator's tuning). */
export function isHeldOut(p: ReplayedParty): boolean {
  return p.dayIndex % 5 === 0;
}
