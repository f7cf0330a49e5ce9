/**
 * The queue model with the room's real table states (docs/architecture.md#quotes): when the store records who sits
 * at which table (table_occupancies), a quote no longer guesses which tables are busy from tonight's seats.
 *
 * - The party's tables: the live tables of its size group (by most seats, as the Table Information counts) whose
 *   seats hold it; none such, any single table that holds it; none either, the combinations suggestTables would push
 *   together (each table in at most one). Reservation-only tables are left out.
 * - Each table frees by its state: free now; seated t minutes, its turn (log-normal around the configured turn of the
 *   seated party's group) still running after t; turning, within about 2 × ROOM_TUNING.turningLeft minutes; bussing,
 *   within about 2 × ROOM_TUNING.bussingLeft. A free table promised to a booking due within the party's turn
 *   (promisedTables) frees only after that booking's turn. A combination frees when all its tables have.
 * - With n parties of the group ahead, the quote is the median time by which (n mod units) + 1 of the party's tables
 *   (or combinations) have freed (a Poisson-binomial, found by bisection), plus a turn per full round.
 *
 * Null (the caller keeps the queue model of queue-model.ts, exactly as without tables) when the store has no live
 * table that could take the party, no open occupancy while walk-ins have been seated tonight (hosts seat without
 * tables, so an empty room says nothing), or walk-ins seated lately outnumber the tables seated lately (some seats went
 * unrecorded). Before tonight's first seat an empty room is the truth: every table is free at opening, whether or not
 * the hosts seat at tables.
 */
import type { AreaSeating, OccupancyState, TableTakes } from "../entities/floor";
import { tableGroupOf } from "../floor/table-groups";
import {
  promisedTables,
  type SuggestTable,
  suggestTables,
  type UpcomingBooking,
} from "../floor/table-suggestions";
import { type TableSettings, type WaitGroup, waitGroupOf } from "../wait-quote";
import { normalCdf } from "./normal-cdf";

/** A live table as the quote sees it (the fields suggestTables reads). */
export interface RoomTable {
  id: number;
  name: string;
  minSeats: number;
  maxSeats: number;
  combinableWith: number[];
  takes: TableTakes;
  areaName: string;
  areaSeating: AreaSeating;
}

/** An open occupancy: who sits at a table, since when, and the host's state of the table. */
export interface RoomOccupancy {
  tableId: number;
  partySize: number;
  seatedMs: number;
  state: OccupancyState;
}

/** A booking still to arrive today, at an instant. */
export interface RoomBooking {
  id: number;
  atMs: number;
  partySize: number;
  preference: string;
}

/** The room at an instant: its live tables, the open occupancies and today's bookings still to arrive. */
export interface RoomState {
  tables: readonly RoomTable[];
  open: readonly RoomOccupancy[];
  bookings: readonly RoomBooking[];
}

/** Tuning of the room model (chosen on the backtest's tuning days only: day index mod 5 ≠ 0). */
export const ROOM_TUNING = {
  /** σ of the log of a seated party's turn around the configured one. */
  turnSpread: 0.3,
  /** Typical minutes left on a table the host marked turning (the check is down). */
  turningLeft: 4,
  /** Typical minutes left on a table being bussed. */
  bussingLeft: 1.5,
  /** Minutes back in which walk-ins seated must not outnumber the tables seated, else the room is not trusted. */
  recordWindow: 15,
};

/** The party size a group's quote assumes when the party's own size is not known (a kiosk summary). */
export const GROUP_SIZE: Record<WaitGroup, number> = { solo: 1, two: 2, three_four: 3, five_plus: 5 };

const MS_MIN = 60_000;

function turnOf(tables: TableSettings, partySize: number): number {
  return Math.max(1, tables[`${waitGroupOf(partySize)}_tables_turn_avg`]);
}

const fits = (t: RoomTable, size: number) => size >= t.minSeats && size <= t.maxSeats;
const takesWalkIns = (t: RoomTable) => t.takes !== "reservation";

/** The tables (or combinations of tables) a party of this size could be seated at, none shared. */
export function partyUnits(tables: readonly RoomTable[], group: WaitGroup, size: number): number[][] {
  const open = tables.filter(takesWalkIns);
  const own = open.filter((t) => tableGroupOf(t.maxSeats) === group && fits(t, size));
  if (own.length > 0) return own.map((t) => [t.id]);
  const any = open.filter((t) => fits(t, size));
  if (any.length > 0) return any.map((t) => [t.id]);
  const combos = suggestTables({
    tables: open as readonly SuggestTable[],
    occupied: new Set(),
    promised: new Set(),
    partySize: size,
    preference: "first_available",
    kind: "walk_in",
    limit: 1000,
    planned: true,
  });
  const used = new Set<number>();
  const units: number[][] = [];
  for (const c of combos) {
    if (c.tableIds.some((id) => used.has(id))) continue;
    for (const id of c.tableIds) used.add(id);
    units.push(c.tableIds);
  }
  return units;
}

/** Chance a turn (log-normal, median `turn`) has ended within `minutes`. */
function turnEnded(minutes: number, turn: number): number {
  return minutes <= 0 ? 0 : normalCdf(Math.log(minutes / turn) / ROOM_TUNING.turnSpread);
}

/** Chance a table frees within w minutes from now. */
type Freeing = (w: number) => number;

const uniformWithin =
  (mean: number): Freeing =>
  (w) =>
    Math.min(1, Math.max(0, w / (2 * mean)));

/** How one table frees, from its occupancy (none: free now) or the booking it is held for. */
export function tableFreeing(
  tables: TableSettings,
  nowMs: number,
  occupancy: RoomOccupancy | undefined,
  heldFor: UpcomingBooking | undefined,
): Freeing {
  if (occupancy) {
    if (occupancy.state === "bussing") return uniformWithin(ROOM_TUNING.bussingLeft);
    if (occupancy.state === "turning") return uniformWithin(ROOM_TUNING.turningLeft);
    const turn = turnOf(tables, occupancy.partySize);
    const sat = Math.max(0, (nowMs - occupancy.seatedMs) / MS_MIN);
    const ended = turnEnded(sat, turn);
    const running = 1 - ended;
    // A party far past any likely turn: about to leave.
    if (running < 1e-9) return uniformWithin(ROOM_TUNING.turningLeft);
    return (w) => (turnEnded(sat + w, turn) - ended) / running;
  }
  if (heldFor) {
    const until = Math.max(0, heldFor.inMinutes) + turnOf(tables, heldFor.partySize);
    return (w) => (w >= until ? 1 : 0);
  }
  return () => 1;
}

/** The median minutes until `needed` of the units have freed (each unit's chance by w given), bisected. */
export function medianFreedBy(units: readonly Freeing[], needed: number, hi: number): number {
  const chanceBy = (w: number) => {
    // dist[j]: chance exactly j units have freed by w (a Poisson-binomial, built unit by unit)
    let dist = [1];
    for (const unit of units) {
      const p = Math.min(1, Math.max(0, unit(w)));
      const next = new Array<number>(dist.length + 1).fill(0);
      dist.forEach((d, j) => {
        next[j] = (next[j] ?? 0) + d * (1 - p);
        next[j + 1] = (next[j + 1] ?? 0) + d * p;
      });
      dist = next;
    }
    return dist.slice(needed).reduce((a, b) => a + b, 0);
  };
  if (chanceBy(0) >= 0.5) return 0;
  let lo = 0;
  let top = hi;
  if (chanceBy(top) < 0.5) return top;
  for (let i = 0; i < 24; i++) {
    const mid = (lo + top) / 2;
    if (chanceBy(mid) >= 0.5) top = mid;
    else lo = mid;
  }
  return top;
}

/**
 * Whether the room's occupancies can be trusted: an empty room only before tonight's first walk-in seat (every table is
 * free at opening; once seats were made at no table, an empty room says nothing), else recent walk-in seats were all
 * at tables.
 */
export function roomRecorded(room: RoomState, nowMs: number, seatedMs: readonly number[]): boolean {
  if (room.open.length === 0) return !seatedMs.some((at) => at <= nowMs);
  const from = nowMs - ROOM_TUNING.recordWindow * MS_MIN;
  const walkIns = seatedMs.filter((at) => at > from && at <= nowMs).length;
  // A table seated a minute before the entry's own seat time still counts (the two are written apart).
  const atTables = room.open.filter((o) => o.seatedMs > from - MS_MIN).length;
  return walkIns <= atTables;
}

/**
 * The room model's minutes for a party of the group (of `partySize`, else the group's usual size) with `ahead` parties
 * of its group waiting ahead; null when the room cannot answer (see the header).
 */
export function roomMinutes(
  tables: TableSettings,
  group: WaitGroup,
  ahead: number,
  nowMs: number,
  room: RoomState,
  seatedMs: readonly number[],
  partySize?: number,
): number | null {
  return roomQueue(tables, group, nowMs, room, seatedMs, partySize)?.(ahead) ?? null;
}

/**
 * roomMinutes of one party at one instant, for any count of parties ahead: the party's tables, what holds them and
 * how each frees are worked out once, and the median time for each count of tables needed once (a count past the
 * party's tables only adds turns), so a quote asked for every count up to the line's length (walk-in-quote.ts) costs
 * at most one bisection per table. Null as roomMinutes is.
 */
export function roomQueue(
  tables: TableSettings,
  group: WaitGroup,
  nowMs: number,
  room: RoomState,
  seatedMs: readonly number[],
  partySize?: number,
): ((ahead: number) => number) | null {
  if (!roomRecorded(room, nowMs, seatedMs)) return null;
  const size = partySize !== undefined && waitGroupOf(partySize) === group ? partySize : GROUP_SIZE[group];
  const units = partyUnits(room.tables, group, size);
  if (units.length === 0) return null;
  const turn = turnOf(tables, size);
  const occupancyOf = new Map(room.open.map((o) => [o.tableId, o]));
  const held = promisedTables(
    room.tables as readonly SuggestTable[],
    new Set(occupancyOf.keys()),
    room.bookings.map((b) => ({
      id: b.id,
      inMinutes: (b.atMs - nowMs) / MS_MIN,
      partySize: b.partySize,
      preference: b.preference,
      time: "",
    })),
    turn,
  );
  const freeing = units.map((ids) => {
    const parts = ids.map((id) => tableFreeing(tables, nowMs, occupancyOf.get(id), held.get(id)));
    return (w: number) => parts.reduce((p, f) => p * f(w), 1);
  });
  const longest = Math.max(turn, ...room.open.map((o) => turnOf(tables, o.partySize)));
  const medians = new Map<number, number>();
  return (ahead) => {
    const k = Math.max(0, Math.floor(ahead));
    const needed = (k % units.length) + 1;
    let median = medians.get(needed);
    if (median === undefined) {
      median = medianFreedBy(freeing, needed, 6 * longest);
      medians.set(needed, median);
    }
    return median + Math.floor(k / units.length) * turn;
  };
}
