/**
 * Which free tables fit a party (docs/product.md#the-floor), best first, and which free tables are promised to a
 * booking soon. Pure: the service gives it the floor as read inside its transaction.
 */
import type { AreaSeating, FloorTable, TableSuggestion } from "../entities/floor";
import { COMBINED_TABLES_MAX } from "../entities/floor";
import { compareTableNames } from "./table-groups";

export interface SuggestTable
  extends Pick<FloorTable, "id" | "name" | "minSeats" | "maxSeats" | "combinableWith" | "takes"> {
  areaName: string;
  areaSeating: AreaSeating;
}

export interface SuggestInput {
  tables: readonly SuggestTable[];
  /** Tables with an open occupancy. */
  occupied: ReadonlySet<number>;
  /** Free tables held for a booking inside the party's turn. */
  promised: ReadonlySet<number>;
  partySize: number;
  /** "first_available" (or anything not an area) prefers none. */
  preference: string;
  /** Walk-ins skip reservation-only tables; bookings skip walk-in-only ones. */
  kind: "walk_in" | "reservation";
  limit?: number;
  /**
   * The room as the quotes and the held tables read it (docs/architecture.md#quotes): a table only within its min-max
   * seats and only the combinations set in Settings, as the backtest measured them. The host's picker leaves it off.
   */
  planned?: boolean;
}

function takesKind(t: SuggestTable, kind: SuggestInput["kind"]): boolean {
  return t.takes === "both" || t.takes === kind;
}

/** Two tables a manager set to push together (Settings): among equal choices, those come first. */
function plannedTogether(a: SuggestTable, b: SuggestTable): boolean {
  return a.combinableWith.includes(b.id) || b.combinableWith.includes(a.id);
}

function sameArea(a: SuggestTable, b: SuggestTable): boolean {
  return a.areaSeating === b.areaSeating && a.areaName === b.areaName;
}

/**
 * Every free table or set of free tables that can take the party (the seat rule, seat-rule.ts), best first. A single
 * table takes it when the party is within its seats; one "for more" than the party (its minimum above the party) is
 * offered too, marked larger. Any free tables of one area push together during service (at most COMBINED_TABLES_MAX)
 * when their seats add up and the party fills more than the biggest alone; those a manager set as combinable are
 * suggestions, not the only way. Order: preferred area, one table before pushed-together ones (one table is seated at
 * once, so a larger one beats moving furniture), fewest empty seats, the smallest biggest table (two 4-tops for eight
 * before a 2-top and a 6-top: the big tables stay for big parties), combinations set in Settings, table name.
 */
export function suggestTables(input: SuggestInput): TableSuggestion[] {
  const { partySize, preference } = input;
  const free = input.tables
    .filter((t) => !input.occupied.has(t.id) && !input.promised.has(t.id) && takesKind(t, input.kind))
    .sort((a, b) => compareTableNames(a.name, b.name));
  const options: SuggestTable[][] = [];
  for (const t of free)
    if (partySize <= t.maxSeats && (!input.planned || partySize >= t.minSeats)) options.push([t]);
  // Combinations: grow sets of free tables of one area in name order, up to the limit, keeping those that fit.
  const grow = (set: SuggestTable[], from: number) => {
    if (set.length >= COMBINED_TABLES_MAX) return;
    for (let i = from; i < free.length; i++) {
      const t = free[i] as SuggestTable;
      if (!set.every((s) => sameArea(s, t) && (!input.planned || plannedTogether(s, t)))) continue;
      const next = [...set, t];
      const seats = next.reduce((n, s) => n + s.maxSeats, 0);
      const biggest = Math.max(...next.map((s) => s.maxSeats));
      if (partySize > biggest && partySize <= seats) options.push(next);
      else if (seats < partySize) grow(next, i + 1);
    }
  };
  for (let i = 0; i < free.length; i++) grow([free[i] as SuggestTable], i + 1);
  const ranked = options.map((set) => {
    const first = set[0] as SuggestTable;
    return {
      suggestion: {
        tableIds: set.map((t) => t.id),
        names: set.map((t) => t.name),
        seats: set.reduce((n, t) => n + t.maxSeats, 0),
        areaName: first.areaName,
        inPreferredArea: first.areaSeating === preference,
        larger: set.length === 1 && partySize < first.minSeats,
      },
      biggest: Math.max(...set.map((t) => t.maxSeats)),
      planned: set.every((a) => set.every((b) => a === b || plannedTogether(a, b))),
    };
  });
  ranked.sort(
    (a, b) =>
      Number(b.suggestion.inPreferredArea) - Number(a.suggestion.inPreferredArea) ||
      a.suggestion.tableIds.length - b.suggestion.tableIds.length ||
      a.suggestion.seats - b.suggestion.seats ||
      a.biggest - b.biggest ||
      Number(b.planned) - Number(a.planned) ||
      compareTableNames(a.suggestion.names[0] ?? "", b.suggestion.names[0] ?? ""),
  );
  return ranked.slice(0, input.limit ?? 12).map((r) => r.suggestion);
}

export interface UpcomingBooking {
  id: number;
  /** Minutes from now until the booking's time (negative: it is late). */
  inMinutes: number;
  partySize: number;
  preference: string;
  time: string;
}

/**
 * Free tables held for bookings due within the window (late ones up to 15 minutes too): in time order, each booking
 * takes the smallest free single table that fits it, in its preferred area first. A walk-in is not offered these.
 */
export function promisedTables(
  tables: readonly SuggestTable[],
  occupied: ReadonlySet<number>,
  bookings: readonly UpcomingBooking[],
  windowMinutes: number,
): Map<number, UpcomingBooking> {
  const held = new Map<number, UpcomingBooking>();
  const due = bookings
    .filter((b) => b.inMinutes >= -15 && b.inMinutes <= windowMinutes)
    .sort((a, b) => a.inMinutes - b.inMinutes || a.id - b.id);
  for (const b of due) {
    const [best] = suggestTables({
      tables,
      occupied,
      promised: new Set(held.keys()),
      partySize: b.partySize,
      preference: b.preference,
      kind: "reservation",
      planned: true,
    }).filter((s) => s.tableIds.length === 1);
    if (best) held.set(best.tableIds[0] as number, b);
  }
  return held;
}
