/**
 * The report's figures (docs/product.md#reports) from grouped counts the database answers: the database only groups and counts,
 * every rule is here. Quote accuracy uses the backtest's own definitions (quotes/backtest-metrics.ts): the absolute
 * error, within ±10 minutes, under-quote = more than 5 minutes over; only seated parties with a wait are scored.
 */
import { isUnderQuote, QUOTE_WITHIN_MINUTES, quoteErrorOf } from "../quotes/backtest-metrics";
import { textMarkOf } from "../texting/text-marks";
import { type WaitGroup, waitGroupOf } from "../wait-quote";
import type { ReservationFigures, ReservationSource, TextFigures, WalkInFigures } from "./report-summary";

/** Walk-ins of one party size and status; `error` = actual − quoted minutes (seated parties with a wait), else null. */
export interface WalkInCell {
  partySize: number;
  status: string;
  error: number | null;
  count: number;
}

/** Seated parties of one party size that waited `minutes`. */
export interface WaitCell {
  partySize: number;
  minutes: number;
  count: number;
}

const ratio = (n: number, d: number) => (d === 0 ? null : n / d);

/** The nearest-rank quantile of a histogram (minutes → count), as quantileOf of the sorted values; null for none. */
export function histogramQuantile(
  cells: readonly { minutes: number; count: number }[],
  q: number,
): number | null {
  const total = cells.reduce((s, c) => s + c.count, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(q * total));
  let seen = 0;
  for (const c of [...cells].sort((a, b) => a.minutes - b.minutes)) {
    seen += c.count;
    if (seen >= rank) return c.minutes;
  }
  return null;
}

/** Figures of walk-in cells and seated waits (already filtered to one group, or all). */
export function walkInFiguresOf(cells: readonly WalkInCell[], waits: readonly WaitCell[]): WalkInFigures {
  let parties = 0;
  let covers = 0;
  let seated = 0;
  let left = 0;
  let walkedAway = 0;
  let scored = 0;
  let errorSum = 0;
  let within = 0;
  let under = 0;
  for (const c of cells) {
    parties += c.count;
    if (c.status === "seated") {
      seated += c.count;
      covers += c.count * c.partySize;
    }
    if (c.status !== "waiting") left += c.count;
    if (c.status === "no_show" || c.status === "cancelled") walkedAway += c.count;
    if (c.status === "seated" && c.error !== null) {
      // error = actual − quote: the quote 0 and actual `error` give the same error and under-quote test.
      const err = quoteErrorOf(c.error, 0);
      scored += c.count;
      errorSum += err * c.count;
      if (err <= QUOTE_WITHIN_MINUTES) within += c.count;
      if (isUnderQuote(c.error, 0)) under += c.count;
    }
  }
  const waited = waits.reduce((s, w) => s + w.count, 0);
  const waitSum = waits.reduce((s, w) => s + w.minutes * w.count, 0);
  return {
    parties,
    covers,
    seated,
    avgWait: ratio(waitSum, waited),
    medianWait: histogramQuantile(waits, 0.5),
    quoteMae: ratio(errorSum, scored),
    within10: ratio(within, scored),
    underQuote: ratio(under, scored),
    walkAway: ratio(walkedAway, left),
  };
}

export function walkInsByGroup(
  cells: readonly WalkInCell[],
  waits: readonly WaitCell[],
  group: WaitGroup,
): WalkInFigures {
  return walkInFiguresOf(
    cells.filter((c) => waitGroupOf(c.partySize) === group),
    waits.filter((w) => waitGroupOf(w.partySize) === group),
  );
}

/** Bookings of one source and status; `confirmedByReply` when the guest confirmed by a text reply. */
export interface ReservationCell {
  source: ReservationSource;
  status: string;
  confirmedByReply: boolean;
  count: number;
  guests: number;
}

export function reservationFiguresOf(cells: readonly ReservationCell[]): ReservationFigures {
  let bookings = 0;
  let covers = 0;
  let noShows = 0;
  let ended = 0;
  let cancellations = 0;
  let confirmed = 0;
  for (const c of cells) {
    bookings += c.count;
    if (c.status !== "CANCELLED" && c.status !== "NO_SHOW") covers += c.guests;
    if (c.status === "NO_SHOW") noShows += c.count;
    if (c.status === "NO_SHOW" || c.status === "SEATED") ended += c.count;
    if (c.status === "CANCELLED") cancellations += c.count;
    if (c.confirmedByReply) confirmed += c.count;
  }
  return {
    bookings,
    covers,
    noShowRate: ratio(noShows, ended),
    cancellations,
    confirmedByReply: ratio(confirmed, bookings),
  };
}

/** Texts of one outbox status and delivery report. */
export interface TextCell {
  status: string;
  deliveryStatus: string | null;
  count: number;
}

/** Sent = the provider took it (or may have); delivered and failed as the host's text marks say (textMarkOf). */
export function textFiguresOf(cells: readonly TextCell[], optedOut: number): TextFigures {
  let sent = 0;
  let delivered = 0;
  let failed = 0;
  for (const c of cells) {
    if (c.status === "sent" || c.status === "uncertain") sent += c.count;
    const state = textMarkOf({
      status: c.status,
      deliveryStatus: c.deliveryStatus,
      deliveryErrorCode: null,
      deliveryUpdatedAt: null,
      lastError: null,
    }).state;
    if (state === "delivered") delivered += c.count;
    if (state === "failed") failed += c.count;
  }
  return { sent, delivered, failed, optedOut };
}

/** One heatmap cell: seated parties that joined on an ISO weekday at a store-local hour, and their summed wait. */
export interface HeatCell {
  weekday: number;
  hour: number;
  count: number;
  waitSum: number;
}

export function heatmapOf(cells: readonly HeatCell[]) {
  return cells
    .filter((c) => c.count > 0)
    .map((c) => ({ weekday: c.weekday, hour: c.hour, parties: c.count, avgWait: c.waitSum / c.count }))
    .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour);
}
