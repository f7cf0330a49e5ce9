/**
 * The live wait quote's reads (docs/architecture.md, quotes): the store's small summary (quote_stats: a few cells of
 * this weekday and hour, through the process's cache in quote-cache.ts), tonight's last seats (at most 200), the room
 * (live tables, open occupancies, bookings still to arrive: one query bounded by the store's table count) and the
 * waiting parties counted by group in the database, then the one estimator of packages/domain. Nothing here reads a
 * row per waiting party or scans the store's history, so a quote costs the same however long the line is.
 */
import {
  type Executor,
  type RoomStateRow,
  roomState,
  type TableSettingsRow,
  type TonightSeatRow,
  tonightSeats,
  type WaitGroupCounts,
} from "@seatline/db";
import {
  cellKey,
  isoWeekday,
  minutesUntilBooking,
  type QuoteState,
  type QuoteTold,
  type RoomState,
  type SeatEvent,
  storeDate,
  storeWallClock,
  type TableSettings,
  type WaitGroup,
  type WaitTimes,
  type WalkInQuote,
  waitGroupOf,
  walkInQuote,
  walkInQuoter,
} from "@seatline/domain";
import { tableSettingsView } from "../settings/table-settings";
import { quoteCells } from "./quote-cache";

export interface QuoteStore {
  id: string;
  timezone: string;
}

/**
 * Store-local ISO weekday (1 Mon .. 7 Sun) and hour of an instant. Runs for every seat of tonight on each quote, so it
 * uses the kept Intl formatter of storeWallClock (dayjs's tz() made a formatter per call: 3 % of a join's CPU).
 */
export function storeWeekdayHour(tz: string, at: Date): { dow: number; hour: number } {
  const { date, hour } = storeWallClock(tz, at);
  return { dow: isoWeekday(date), hour };
}

/** Everything the estimator reads at one instant for one store. */
export type QuoteSnapshot = QuoteState;

/** Lateness a booking keeps its table for (promisedTables holds late ones up to 15 minutes). */
const LATE_BOOKING_MINUTES = 15;

/** Store-local "HH:MM" from which today's bookings may still hold a table. */
export function bookingsFromTime(tz: string, now: Date): string {
  const from = storeWallClock(tz, new Date(now.getTime() - LATE_BOOKING_MINUTES * 60_000));
  if (from.date !== storeDate(tz, now)) return "00:00";
  return `${String(from.hour).padStart(2, "0")}:${String(from.minute).padStart(2, "0")}`;
}

/** Parties seated since this instant are the quote's tonight (the estimator's recent turns). */
export function tonightSince(now: Date): Date {
  return new Date(now.getTime() - 6 * 3600_000);
}

/** The room as the estimator reads it: booking times become instants. */
export function roomOf(row: RoomStateRow, tz: string, now: Date): RoomState | null {
  if (row.tables.length === 0) return null;
  const today = storeDate(tz, now);
  return {
    tables: row.tables,
    open: row.open,
    bookings: row.bookings.map((b) => ({
      id: b.id,
      atMs: now.getTime() + minutesUntilBooking(tz, today, b.time, now) * 60_000,
      partySize: b.partySize,
      preference: b.preference,
    })),
  };
}

export async function quoteSnapshot(
  db: Executor,
  store: QuoteStore,
  now: Date,
  tables: TableSettings | Promise<TableSettings>,
  cellsCacheMs = 0,
  /** The room and tonight's seats when the caller read them already (the join's context); else read here. */
  read?: { room: RoomStateRow; tonight: TonightSeatRow[] },
): Promise<QuoteSnapshot> {
  const { dow, hour } = storeWeekdayHour(store.timezone, now);
  const today = storeDate(store.timezone, now);
  const [cells, seats, tableSettings, roomRow] = await Promise.all([
    quoteCells(db, store.id, dow, hour, cellsCacheMs),
    read?.tonight ?? tonightSeats(db, store.id, today, tonightSince(now)),
    tables,
    read?.room ?? roomState(db, store.id, today, bookingsFromTime(store.timezone, now)),
  ]);
  const tonight = seats.map((s): SeatEvent => {
    const wait = (s.exitedTime.getTime() - s.enteredTime.getTime()) / 60000;
    return {
      group: waitGroupOf(s.partySize),
      enteredMs: s.enteredTime.getTime(),
      seatedMs: s.exitedTime.getTime(),
      wait,
      // Parties that joined before quotes kept their queue minutes count as quoted right.
      queue: s.quoteQueueMinutes ?? wait,
      ...storeWeekdayHour(store.timezone, s.enteredTime),
    };
  });
  return {
    nowMs: now.getTime(),
    dow,
    hour,
    tables: tableSettings,
    stats: (k) => cells.get(cellKey(k)),
    tonight,
    room: roomOf(roomRow, store.timezone, now),
  };
}

/**
 * The quote (walk-in-quote.ts, the one every screen shows) for a party of a group with `ahead` parties of its group
 * waiting ahead; the party's own size, when known, picks the tables that fit it.
 */
export function quoteFromSnapshot(
  s: QuoteSnapshot,
  group: WaitGroup,
  ahead: number,
  partySize?: number,
): WalkInQuote {
  return walkInQuote(s, { group, ahead, partySize });
}

export type WaitRanges = Record<WaitGroup, { low: number; high: number }>;

/** Wait minutes (and ranges, and what each tells) for a new party of each group, given how many of each group wait now. */
export function groupQuotes(
  s: QuoteSnapshot,
  n: WaitGroupCounts,
): { waitTimes: WaitTimes; waitTold: Record<WaitGroup, QuoteTold>; ranges: WaitRanges } {
  const q: Record<WaitGroup, WalkInQuote> = {
    solo: quoteFromSnapshot(s, "solo", n.solo),
    two: quoteFromSnapshot(s, "two", n.two),
    three_four: quoteFromSnapshot(s, "three_four", n.three_four),
    five_plus: quoteFromSnapshot(s, "five_plus", n.five_plus),
  };
  return {
    waitTimes: {
      solo_wait: q.solo.minutes,
      two_wait: q.two.minutes,
      three_four_wait: q.three_four.minutes,
      five_plus_wait: q.five_plus.minutes,
    },
    waitTold: {
      solo: q.solo.told,
      two: q.two.told,
      three_four: q.three_four.told,
      five_plus: q.five_plus.told,
    },
    ranges: {
      solo: { low: q.solo.low, high: q.solo.high },
      two: { low: q.two.low, high: q.two.high },
      three_four: { low: q.three_four.low, high: q.three_four.high },
      five_plus: { low: q.five_plus.low, high: q.five_plus.high },
    },
  };
}

/**
 * The join's quote: read before the join's statement, outside the store's lock (the kiosk summary's reads, for one
 * group), given the line's counts, table settings, room and tonight's seats the join read already (joinContext). With
 * it, the same instant's quote for another count of parties ahead: a join that finds others took their place between
 * its reads and its statement is quoted again for its real place, from the same reads.
 */
export async function joinQuote(
  db: Executor,
  store: QuoteStore,
  partySize: number,
  now: Date,
  read: {
    waiting: WaitGroupCounts;
    tables: TableSettingsRow | null;
    room: RoomStateRow;
    tonight: TonightSeatRow[];
  },
  cellsCacheMs = 0,
): Promise<{ quote: WalkInQuote; requote: (ahead: number) => WalkInQuote }> {
  const group = waitGroupOf(partySize);
  const snapshot = await quoteSnapshot(db, store, now, tableSettingsView(read.tables), cellsCacheMs, read);
  // A requote estimates only the counts ahead the first quote did not reach (walkInQuoter).
  const requote = walkInQuoter(snapshot, { group, partySize });
  return { quote: requote(read.waiting[group]), requote };
}
