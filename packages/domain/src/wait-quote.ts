/**
 * Party-size groups, table settings and wait-time shapes. Live quotes come from quotes/estimator.ts (Issue 17); the
 * first round's formula W_g = round(N_g × A_g / max(T_g, 1)) stays only as the backtest's baseline (quoteGroup).
 */
export const waitGroups = ["solo", "two", "three_four", "five_plus"] as const;
export type WaitGroup = (typeof waitGroups)[number];

export function waitGroupOf(partySize: number): WaitGroup {
  if (partySize <= 1) return "solo";
  if (partySize === 2) return "two";
  if (partySize <= 4) return "three_four";
  return "five_plus";
}

export interface TableSettings {
  solo_tables_total: number;
  solo_tables_turn_avg: number;
  two_tables_total: number;
  two_tables_turn_avg: number;
  three_four_tables_total: number;
  three_four_tables_turn_avg: number;
  five_plus_tables_total: number;
  five_plus_tables_turn_avg: number;
}

export interface WaitTimes {
  solo_wait: number;
  two_wait: number;
  three_four_wait: number;
  five_plus_wait: number;
}

/** The first round's formula for one group (the backtest's "today's formula"). */
export function quoteGroup(waiting: number, tables: number, turnAvg: number): number {
  if (waiting <= 0) return 0;
  return Math.round((waiting * turnAvg) / Math.max(tables, 1));
}

/** Waiting numbers (docs/product.md#quotes): solo = walk-ins of 1; parties = walk-ins of 2 or more. */
export function waitingNumbers(waitingPartySizes: readonly number[]): { parties: number; solo: number } {
  const solo = waitingPartySizes.filter((s) => s <= 1).length;
  return { parties: waitingPartySizes.length - solo, solo };
}

/** The same numbers from the waiting parties counted by wait group (the server counts them in the database). */
export function waitingNumbersOfCounts(n: Record<WaitGroup, number>): { parties: number; solo: number } {
  return { parties: n.two + n.three_four + n.five_plus, solo: n.solo };
}

/** docs/product.md#limits: position in line = parties + solo + 1. */
export function positionInLine(n: { parties: number; solo: number }): number {
  return n.parties + n.solo + 1;
}
