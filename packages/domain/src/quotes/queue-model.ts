/**
 * The queue model: when will a table of the group be free for this party? Tonight's seats of the group tell which
 * tables are still busy (the latest `tables` seats, unless seated over 1.2 turns ago) and for how long (the
 * configured turn minus the time already sat, at least 2 minutes); free tables count as free now. A table seated over
 * 1.2 turns ago counts as free, except while two or more parties of the group wait ahead: a real line means every
 * table is taken, so such a table is taken too and about to free (a tenth of a turn). The party with n parties ahead
 * gets the (n+1)-th table to free up, each table turning again after a full turn. With parties ahead and no seat of the group on
 * record (the night's first seats, or a host who seats without the app), every table counts as taken, freeing up
 * evenly over a turn: (n + 1) × turn ÷ (tables + 1), close to today's formula.
 *
 * When a party waits ahead and every table of the group has a seat on record (the room is full), the hard thresholds
 * above give way to turns that vary: each table's turn is log-normal around the configured one (TURN_SPREAD), so a
 * table sat t minutes is still running with the chance its turn exceeds t, and frees within w more minutes with the
 * chance its turn ends between t and t + w given it has not ended yet. The party with n ahead waits the median of the
 * time by which (n mod tables) + 1 tables have freed (a Poisson-binomial over the tables), plus a turn per full round.
 *
 * When the store records who sits at which table, the room's real states answer instead (room-model.ts); without them
 * (no room given, no occupancy recorded once walk-ins were seated tonight, or seats that went unrecorded) everything
 * above applies unchanged.
 */
import type { TableSettings, WaitGroup } from "../wait-quote";
import { normalCdf } from "./normal-cdf";
import { type RoomState, roomQueue } from "./room-model";

export interface TonightSeat {
  group: WaitGroup;
  seatedMs: number;
}

const MS_MIN = 60_000;
/** Turns after its seat beyond which a table counts as free (tuned on the backtest's tuning days). */
export const OVERSTAY = 1.2;
/** Parties ahead from which an overstaying table counts as taken, and the share of a turn it has left (tuned likewise). */
export const LINE_OVERSTAY = { ahead: 2, left: 0.1 };
/** Spread (σ of the log) of a table's real turn around the configured one, for a full room (tuned likewise). */
export const TURN_SPREAD = 0.2;

export function queueMinutes(
  tables: TableSettings,
  group: WaitGroup,
  ahead: number,
  nowMs: number,
  seats: readonly TonightSeat[],
  room?: RoomState | null,
  partySize?: number,
): number {
  return queueModel(tables, group, nowMs, seats, room, partySize)(ahead);
}

/**
 * queueMinutes of one party at one instant, for any count of parties ahead: the room (room-model.ts roomQueue) or
 * tonight's seats of the group are read once, and a full room's median for each count of tables needed is found once.
 */
export function queueModel(
  tables: TableSettings,
  group: WaitGroup,
  nowMs: number,
  seats: readonly TonightSeat[],
  room?: RoomState | null,
  partySize?: number,
): (ahead: number) => number {
  if (room) {
    const fromRoom = roomQueue(
      tables,
      group,
      nowMs,
      room,
      seats.map((s) => s.seatedMs),
      partySize,
    );
    if (fromRoom !== null) return fromRoom;
  }
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
  const fullSat = recent.slice(0, total).map((at) => (nowMs - at) / MS_MIN);
  const fullRoom = new Map<number, number>();
  return (ahead) => {
    const k = Math.max(0, Math.floor(ahead));
    if (k > 0 && known === total) {
      const needed = (k % total) + 1;
      let minutes = fullRoom.get(needed);
      if (minutes === undefined) {
        minutes = fullRoomMinutes(fullSat, turn, needed);
        fullRoom.set(needed, minutes);
      }
      return minutes + Math.floor(k / total) * turn;
    }
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
  };
}

/** Chance a turn (log-normal, median `turn`, σ TURN_SPREAD) has ended within `minutes`. */
function turnEnded(minutes: number, turn: number): number {
  return minutes <= 0 ? 0 : normalCdf(Math.log(minutes / turn) / TURN_SPREAD);
}

/**
 * A full room: tables sat `sat` minutes each; the median of the minutes until `needed` of them have freed (each
 * table's remaining turn conditioned on its turn not having ended yet).
 */
export function fullRoomMinutes(sat: readonly number[], turn: number, needed: number): number {
  const running = sat.map((t) => 1 - turnEnded(t, turn));
  const chanceBy = (w: number) => {
    // dist[j]: chance exactly j tables have freed by w (a Poisson-binomial, built table by table)
    let dist = [1];
    sat.forEach((t, i) => {
      const left = running[i] ?? 0;
      const p = left < 1e-9 ? 1 : (turnEnded(t + w, turn) - turnEnded(t, turn)) / left;
      const next = new Array<number>(dist.length + 1).fill(0);
      dist.forEach((d, j) => {
        next[j] = (next[j] ?? 0) + d * (1 - p);
        next[j + 1] = (next[j + 1] ?? 0) + d * p;
      });
      dist = next;
    });
    return dist.slice(needed).reduce((a, b) => a + b, 0);
  };
  let lo = 0;
  let hi = 4 * turn;
  if (chanceBy(0) >= 0.5) return 0;
  for (let i = 0; i < 24; i++) {
    const mid = (lo + hi) / 2;
    if (chanceBy(mid) >= 0.5) hi = mid;
    else lo = mid;
  }
  return hi;
}
