/**
 * The Table Information counts (solo, two, three-four, five-plus tables) derived from the floor's tables, and the
 * legacy rule for changing a count: add or remove generated tables (docs/architecture.md#tables-and-occupancy).
 */
import type { AreaSeating, TableShape } from "../entities/floor";

export const tableGroups = ["solo", "two", "three_four", "five_plus"] as const;
export type TableGroup = (typeof tableGroups)[number];
export type TableCounts = Record<TableGroup, number>;

/** The group a table counts in, by its most seats: 1, 2, 3-4, 5 or more. */
export function tableGroupOf(maxSeats: number): TableGroup {
  if (maxSeats <= 1) return "solo";
  if (maxSeats === 2) return "two";
  if (maxSeats <= 4) return "three_four";
  return "five_plus";
}

export function countTables(tables: readonly { maxSeats: number }[]): TableCounts {
  const counts: TableCounts = { solo: 0, two: 0, three_four: 0, five_plus: 0 };
  for (const t of tables) counts[tableGroupOf(t.maxSeats)] += 1;
  return counts;
}

/** What a generated table of each group looks like. Five-plus tables can be pushed together for big parties. */
export const generatedTableShape: Record<
  TableGroup,
  { minSeats: number; maxSeats: number; shape: TableShape; area: AreaSeating }
> = {
  solo: { minSeats: 1, maxSeats: 1, shape: "bar_seat", area: "bar" },
  two: { minSeats: 1, maxSeats: 2, shape: "square", area: "indoor" },
  three_four: { minSeats: 2, maxSeats: 4, shape: "square", area: "indoor" },
  five_plus: { minSeats: 4, maxSeats: 6, shape: "rectangle", area: "indoor" },
};

export interface PlannedTable {
  id: number;
  name: string;
  maxSeats: number;
  generated: boolean;
  occupied: boolean;
}

export interface TableCountPlan {
  add: { group: TableGroup; count: number }[];
  remove: number[];
  /** Groups that cannot shrink that far because too many of their tables are occupied. */
  blocked: { group: TableGroup; wanted: number; free: number }[];
}

/** Numeric names sort by number ("10" after "9"); others after, by text. */
export function compareTableNames(a: string, b: string): number {
  const na = Number(a);
  const nb = Number(b);
  const aNum = a !== "" && Number.isInteger(na);
  const bNum = b !== "" && Number.isInteger(nb);
  if (aNum && bNum) return na - nb;
  if (aNum) return -1;
  if (bNum) return 1;
  return a.localeCompare(b);
}

/**
 * Reaching the target counts: a group short of tables gets generated ones; a group with too many loses its free
 * tables, generated ones first, the highest-numbered first. Occupied tables are never removed.
 */
export function planTableCounts(tables: readonly PlannedTable[], target: TableCounts): TableCountPlan {
  const plan: TableCountPlan = { add: [], remove: [], blocked: [] };
  for (const group of tableGroups) {
    const inGroup = tables.filter((t) => tableGroupOf(t.maxSeats) === group);
    const diff = target[group] - inGroup.length;
    if (diff > 0) plan.add.push({ group, count: diff });
    if (diff < 0) {
      const free = inGroup
        .filter((t) => !t.occupied)
        .sort((a, b) =>
          a.generated !== b.generated ? (a.generated ? -1 : 1) : compareTableNames(b.name, a.name),
        );
      if (free.length < -diff) plan.blocked.push({ group, wanted: -diff, free: free.length });
      else plan.remove.push(...free.slice(0, -diff).map((t) => t.id));
    }
  }
  return plan;
}

/** The next free numeric names for new tables ("1", "2", ... above the highest number in use). */
export function nextTableNames(existing: readonly string[], count: number): string[] {
  let top = 0;
  for (const n of existing) {
    const v = Number(n);
    if (n !== "" && Number.isInteger(v) && v > top) top = v;
  }
  return Array.from({ length: count }, (_, i) => String(top + 1 + i));
}

const groupWords: Record<TableGroup, string> = {
  solo: "one-seat",
  two: "two-seat",
  three_four: "three-to-four-seat",
  five_plus: "five-plus-seat",
};

/** The message when a count cannot go down because the tables are in use. */
export function blockedCountMessage(b: TableCountPlan["blocked"][number]): string {
  return `Cannot remove ${b.wanted} ${groupWords[b.group]} tables: only ${b.free} of them are free. Clear a table first.`;
}
