/** Wait quotes per party-size group (DESIGN): W_g = round(N_g × A_g / max(T_g, 1)), 0 when nobody waits. */
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

export function quoteGroup(waiting: number, tables: number, turnAvg: number): number {
  if (waiting <= 0) return 0;
  return Math.round((waiting * turnAvg) / Math.max(tables, 1));
}

/** Wait minutes for each group given the party sizes of the walk-ins waiting. */
export function waitTimes(waitingPartySizes: readonly number[], t: TableSettings): WaitTimes {
  const n: Record<WaitGroup, number> = { solo: 0, two: 0, three_four: 0, five_plus: 0 };
  for (const size of waitingPartySizes) n[waitGroupOf(size)] += 1;
  return {
    solo_wait: quoteGroup(n.solo, t.solo_tables_total, t.solo_tables_turn_avg),
    two_wait: quoteGroup(n.two, t.two_tables_total, t.two_tables_turn_avg),
    three_four_wait: quoteGroup(n.three_four, t.three_four_tables_total, t.three_four_tables_turn_avg),
    five_plus_wait: quoteGroup(n.five_plus, t.five_plus_tables_total, t.five_plus_tables_turn_avg),
  };
}

export function quoteFor(partySize: number, times: WaitTimes): number {
  return times[`${waitGroupOf(partySize)}_wait`];
}

/** Waiting numbers (DESIGN): solo = walk-ins of 1; parties = walk-ins of 2 or more. */
export function waitingNumbers(waitingPartySizes: readonly number[]): { parties: number; solo: number } {
  const solo = waitingPartySizes.filter((s) => s <= 1).length;
  return { parties: waitingPartySizes.length - solo, solo };
}

/** SPEC §9: position in line = parties + solo + 1. */
export function positionInLine(n: { parties: number; solo: number }): number {
  return n.parties + n.solo + 1;
}
