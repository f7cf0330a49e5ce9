/**
 * The quote a walk-in is told (docs/product.md#quotes), one function for every place a quote is shown or kept: the
 * join's stored quote (the Dashboard row), the Dashboard's Expected Wait Times, the kiosk's and the remote join page's
 * wait panels, the kiosk ticket and the guest's status page. Each asks it about one state of the line: the estimator's
 * inputs at one instant, the party's group, its own size when known, and the parties of its group ahead of it.
 *
 * Two rules sit on top of the estimator (estimator.ts):
 * - A party is never told less than a party of its group with fewer parties ahead would be at the same instant: the
 *   quote is the largest of the estimator's quotes for 0 … n parties ahead. The estimator's line-state records and
 *   queue model can each dip as n grows (a thin record, a different bucket), which gave a party behind another a
 *   shorter wait than the party it stands behind.
 * - What is told: minutes; "over two hours" past MAX_TOLD_QUOTE_MINUTES (no promise a guest can plan on); or no number
 *   at all when no table or combination of the store takes the party (the estimator still answers a number for it,
 *   dividing by at least one table, which no one should be told).
 */
import { type TableSettings, type WaitGroup, waitGroupOf } from "../wait-quote";
import { type SeatEvent, type WaitQuote, waitEstimator } from "./estimator";
import type { QuoteStatsLookup } from "./quote-stats";
import { GROUP_SIZE, partyUnits, type RoomState } from "./room-model";

/** Past two hours an estimate is no promise a guest can plan on. */
export const MAX_TOLD_QUOTE_MINUTES = 120;

/** minutes: the quote's number; over_two_hours: past MAX_TOLD_QUOTE_MINUTES; no_table: no table takes the party. */
export type QuoteTold = "minutes" | "over_two_hours" | "no_table";

/** Everything the estimator reads about a store at one instant (the api's quote snapshot). */
export interface QuoteState {
  nowMs: number;
  /** Store-local weekday (1 Mon .. 7 Sun) and hour of the instant. */
  dow: number;
  hour: number;
  tables: TableSettings;
  stats: QuoteStatsLookup;
  tonight: readonly SeatEvent[];
  /** The room's tables and their states; null for a store without live tables. */
  room: RoomState | null;
}

/** One party to quote: its group, its own size when known (else the group's usual size), the parties of its group ahead. */
export interface QuotedParty {
  group: WaitGroup;
  ahead: number;
  partySize?: number;
}

export interface WalkInQuote extends WaitQuote {
  /** The queue model's minutes for the party itself (kept with a join for the quote record). */
  queue: number;
  told: QuoteTold;
}

/**
 * Whether any table the store has could take a party of this size: the room's live tables (or combinations) when the
 * store records them, else the Table Information's count for the party's group.
 */
export function partyHasTable(tables: TableSettings, room: RoomState | null, partySize: number): boolean {
  const group = waitGroupOf(partySize);
  if (room) return partyUnits(room.tables, group, partySize).length > 0;
  return tables[`${group}_tables_total`] > 0;
}

/** What a quote of these minutes tells, for a party that some table takes or not. */
export function quoteTold(minutes: number, hasTable: boolean): QuoteTold {
  if (!hasTable) return "no_table";
  return minutes > MAX_TOLD_QUOTE_MINUTES ? "over_two_hours" : "minutes";
}

export function walkInQuote(state: QuoteState, party: QuotedParty): WalkInQuote {
  return walkInQuoter(state, party)(party.ahead);
}

/**
 * walkInQuote of one party at one instant, for any count of parties ahead: the largest of the estimator's quotes for
 * 0 … k ahead is kept for each k asked so far, so asking again for another count (a join quoted again for its real
 * place in line) estimates only the counts not reached before.
 */
export function walkInQuoter(
  state: QuoteState,
  party: Omit<QuotedParty, "ahead">,
): (ahead: number) => WalkInQuote {
  const estimate = waitEstimator({ ...state, group: party.group, partySize: party.partySize });
  /** largest[k]: the largest of the estimator's quotes for 0 … k parties ahead (the later one on a tie). */
  const largest: WaitQuote[] = [];
  /** queue[k]: the queue model's minutes for the party itself with k ahead. */
  const queue: number[] = [];
  const size = party.partySize ?? GROUP_SIZE[party.group];
  const hasTable = partyHasTable(state.tables, state.room, size);
  return (asked) => {
    const ahead = Math.max(0, Math.floor(asked));
    for (let k = largest.length; k <= ahead; k++) {
      const next = estimate(k);
      const before = largest[k - 1];
      largest.push(before === undefined || next.quote.minutes >= before.minutes ? next.quote : before);
      queue.push(next.queue);
    }
    const quote = largest[ahead] as WaitQuote;
    return { ...quote, queue: queue[ahead] as number, told: quoteTold(quote.minutes, hasTable) };
  };
}
