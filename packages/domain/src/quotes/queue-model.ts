/**
 * The queue model: when will a table of the group be free for this party? Tonight's seats of the group tell which
 * tables are still busy (the latest `tables` seats, unless seated over 1.2 turns ago) and for how long (the
 * configured turn minus the time already sat, at least 2 minutes); free tables count as free now. A table seated over
 * 1.2 turns ago counts as free, except while two or more parties of the group wait ahead: a real line means every
 * table is taken, so such a table is taken too and about to free (a tenth of a turn). The party with n parties ahead
 * gets the (n+1)-th table to free up, each table turning again after a full turn. With parties ahead and no seat of the group on
 * record (the night's first seats, or a host who seats without the app), every table counts as taken, freeing up
 * evenly over a turn: (n + 1) × turn ÷ (tables + 1), close to today's formula.
 */
import type { TableSettings, WaitGroup } from "../wait-quote";

export interface TonightSeat {
  group: WaitGroup;
  seatedMs: number;
}

const MS_MIN = 60_000;
/** Turns after its seat beyond which a table counts as free (tuned on the backtest's tuning days). */
export const OVERSTAY = 1.2;
/** Parties ahead from which an overstaying table counts as taken, and the share of a turn it has left (tuned likewise). */
export const LINE_OVERSTAY = { ahead: 2, left: 0.1 };

export function queueMinutes(
  tables: TableSettings,
  group: WaitGroup,
  ahead: number,
  nowMs: number,
  seats: readonly TonightSeat[],
): number {
  const total = Math.max(1, tables[`${group}_tables_total`]);
  const turn = Math.max(1, tables[`${group}_tables_turn_avg`]);
  const from = nowMs - 3 * turn * MS_MIN;
  const recent: number[] = [];
  for (const s of seats) {
    if (s.group === group && s.seatedMs <= nowMs && s.seatedMs > from) recent.push(s.seatedMs);
  }
  recent.sort((a, b) => b - a);
  const known = Math.min(total, recent.length);
  const unknown = total - known;
  const k = Math.max(0, Math.floor(ahead));
  const remaining = new Array<number>(total).fill(0);
  for (let i = 0; i < known; i++) {
    const sat = (nowMs - (recent[i] ?? nowMs)) / MS_MIN;
    // Past 1.2 turns a table has most likely been left (a free table leaves no seat on record): free now, unless a
    // line of two or more says nothing is free: then it is taken and about to free.
    const overstayed = k >= LINE_OVERSTAY.ahead ? LINE_OVERSTAY.left * turn : 0;
    remaining[i] = sat > OVERSTAY * turn ? overstayed : Math.max(turn - sat, 2);
  }
  // No seat on record tonight yet parties wait ahead: every table is taken, freeing up evenly over a turn.
  if (k > 0 && known === 0)
    for (let j = 1; j <= unknown; j++) remaining[known + j - 1] = (j * turn) / (unknown + 1);
  remaining.sort((a, b) => a - b);
  return (remaining[k % total] ?? 0) + Math.floor(k / total) * turn;
}
