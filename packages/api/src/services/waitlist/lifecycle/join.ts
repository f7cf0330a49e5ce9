/**
 * Join the line (kiosk, remote join page, legacy REST, and a host's add): everything that needs no lock is prepared
 * first (the settings check, the quote, the status token, the text), then ONE statement takes the store's ticket,
 * inserts the entry, queues its join text (carrying the entry's id, unless the phone opted out) and notifies the
 * store (seatline_join, packages/db/sql/functions). Outside a transaction the store's lock lasts only that statement.
 * A call with an Idempotency-Key hands it here (`JoinOptions.key`) and claims it in that same statement; a repeat
 * answered by an earlier call returns a KeyedRepeat (services/repeat-keys/keyed-statement.ts).
 */
import {
  type Executor,
  getWaitlistEntry,
  type JoinStatement,
  type JoinStatementResult,
  joinContext,
  joinInOneStatement,
  type KeyedJoinAnswer,
  updateWaitlistEntry,
  type WaitGroupCounts,
  type WaitlistEntryRow,
  type WaitlistSource,
  waitingAheadGroupCounts,
} from "@seatline/db";
import {
  closedNowMessage,
  conflict,
  customerIdOf,
  formatTicket,
  INITIAL_TICKET,
  type JoinWaitlist,
  offeredGuestLanguage,
  openingStatus,
  seatingFlags,
  statusPageUrl,
  storeDate,
  WAITLIST_CLOSED_MESSAGE,
  type WaitlistEntryView,
  type WalkInQuote,
  waitGroupOf,
  waitlistText,
} from "@seatline/domain";
import type { AppDeps } from "../../../deps";
import { EVENT_CHANNEL, emitStoreEvent, storeEventPayload } from "../../../events/store-events";
import { optOutLine, outboxRow } from "../../../notify/outbox";
import type { StoreInfo } from "../../auth/types";
import {
  awaitKeptAnswer,
  isRepeat,
  type KeyedRepeat,
  keyTaken,
  type StatementKey,
} from "../../repeat-keys/keyed-statement";
import { ALREADY_MADE_MESSAGE } from "../../repeat-keys/keyed-write";
import { entryView } from "../entry-view";
import { bookingsFromTime, joinQuote, tonightSince } from "../quote-reads";
import { newStatusToken } from "./status-token";

export const WAITLIST_OFF = WAITLIST_CLOSED_MESSAGE;

/** Where the ticket goes in the join text's stored body until the statement knows it (no text can hold it). */
const TICKET_MARK = "\u0001";

/**
 * A body worded for a ticket not known yet: rendered for two tickets of a ticket's length (the wording may shorten the
 * store's name to fit one text, by length) and marked where they differ, so the statement splices the real ticket
 * into exactly the text the guest would have got.
 */
export function bodyWithTicketMark(render: (ticket: string) => string): string {
  const a = render("X1");
  const b = render("Y2");
  if (a.length !== b.length) throw new Error("a join text's length depends on its ticket's letters");
  let out = "";
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) out += a[i];
    else {
      while (i + 1 < a.length && a[i + 1] !== b[i + 1]) i++;
      out += TICKET_MARK;
    }
  }
  return out;
}

/** The store a join adds to: a staff session's store (kiosk, legacy, host) or the store a guest's join page names. */
export interface JoinScope {
  store: Pick<StoreInfo, "id" | "name" | "timezone">;
}

export interface JoinOptions {
  /** A phone already waiting at the store today gets that entry back instead of a second one (nothing written). */
  reuseWaitingPhone?: boolean;
  /** A host's add: the note and the wait the host quoted (else the estimator's). */
  note?: string;
  quotedWait?: number;
  /**
   * The guest is in line already: a kiosk's offline join, replayed with a ticket leased to that kiosk (join-leased.ts).
   * Neither a closed waitlist nor closed hours refuse it: the guest holds a ticket from when the kiosk let them join.
   */
  admitted?: boolean;
  /** The call's Idempotency-Key, claimed by the join's statement (services/repeat-keys/keyed-statement.ts). */
  key?: StatementKey;
}

/** The join text of an entry: worded in its language, with its status link. */
export function joinTextBody(
  publicUrl: string,
  storeName: string,
  ticket: string,
  token: string,
  language: WaitlistEntryRow["language"] | undefined,
): string {
  return waitlistText("join", storeName, ticket, statusPageUrl(publicUrl, token), language);
}

/**
 * Guests join only while the store is open (docs/product.md#opening-hours): the kiosk, the remote join page and the
 * legacy kiosk entry. A host's own add is never refused: a host may add anyone, at any hour.
 */
function heldToHours(source: WaitlistSource): boolean {
  return source !== "host";
}

/** The join's statement and the place its quote assumed: the line's counts and the ticket it read, and its quote. */
export interface PreparedJoin extends JoinStatement {
  place: {
    waiting: WaitGroupCounts;
    /** The ticket the join gets unless another join takes one first. */
    ticket: string;
    quote: WalkInQuote;
    /** The same instant's quote for another count of parties of its group ahead. */
    requote: (ahead: number) => WalkInQuote;
    /** The wait a host typed, which is kept whatever the count. */
    quotedWait: number | undefined;
  };
}

/**
 * Everything a join needs before the lock: refuses a closed waitlist and, for guests, a closed store (in the guest's
 * language); reads the quote and the settings.
 */
export async function prepareJoin(
  deps: AppDeps,
  scope: JoinScope,
  input: JoinWaitlist,
  source: WaitlistSource,
  now: Date,
  options: JoinOptions = {},
): Promise<PreparedJoin> {
  const storeId = scope.store.id;
  const phone = input.phone;
  const businessDate = storeDate(scope.store.timezone, now);
  const read = await joinContext(
    deps.db,
    storeId,
    businessDate,
    bookingsFromTime(scope.store.timezone, now),
    tonightSince(now),
  );
  if (read.kiosk && !read.kiosk.waitlistOn && !options.admitted) throw conflict(WAITLIST_OFF);
  // A language the store does not offer (or none) is the store's default: never refused, never texted as asked.
  const language = offeredGuestLanguage(input.language, read.languages);
  const hoursNow = openingStatus(
    heldToHours(source) && !options.admitted ? read.hours : [],
    scope.store.timezone,
    now,
  );
  if (!hoursNow.open) throw conflict(closedNowMessage(hoursNow.nextOpening, language));
  const { quote, requote } = await joinQuote(
    deps.db,
    scope.store,
    input.partySize,
    now,
    read,
    deps.config.quoteCellsCacheMs,
  );
  const token = newStatusToken();
  const text = phone
    ? outboxRow(
        {
          storeId,
          kind: "join",
          toPhone: phone,
          body: bodyWithTicketMark((ticket) =>
            joinTextBody(deps.config.publicUrl, scope.store.name, ticket, token, language),
          ),
          // A remote join is anyone's on the internet: it counts against the phone (seatline_recipient_held).
          bounded: source === "remote",
        },
        now,
      )
    : null;
  return {
    storeId,
    entry: {
      storeId,
      customerId: customerIdOf(input.name, input.phone),
      customerName: input.name,
      customerNumber: phone,
      partySize: input.partySize,
      ...seatingFlags(input.seating),
      ...quoteColumns(quote, options.quotedWait),
      businessDate,
      enteredTime: now,
      note: options.note ?? "",
      source,
      statusToken: token,
      language,
    },
    reusePhone: options.reuseWaitingPhone && phone ? phone : null,
    text,
    optOutLine: optOutLine(language),
    ticketMark: TICKET_MARK,
    channel: EVENT_CHANNEL,
    event: storeEventPayload(storeId, "waitlist"),
    place: {
      waiting: read.waiting,
      ticket: formatTicket(read.ticket ?? INITIAL_TICKET),
      quote,
      requote,
      quotedWait: options.quotedWait,
    },
  };
}

/** The entry's quote columns: the quote told (walk-in-quote.ts), or the one the host typed, and its queue minutes. */
function quoteColumns(quote: WalkInQuote, typed: number | undefined) {
  return {
    quotedWaitTime: typed ?? quote.minutes,
    quoteQueueMinutes: quote.queue,
    hostConfirmsWait: typed === undefined && quote.told === "no_table",
  };
}

/**
 * The tx-level join: the one statement, on the database (its own transaction) or inside a caller's transaction
 * (then the store's lock lasts until that transaction ends). Answers the stored row and whether it already existed.
 * With the call's key, the statement claims it too; a key an earlier call of it holds answers the entry that call
 * made, or that call's kept answer (a KeyedRepeat).
 */
export async function joinEntry(
  db: Executor,
  prepared: PreparedJoin,
  key?: StatementKey,
): Promise<JoinedEntry | KeyedRepeat> {
  if (key) {
    const answer = await joinInOneStatement(db, prepared, { key: key.claim });
    const joined = await joinedWithKey(db, prepared.storeId, key, answer);
    if (isRepeat(joined)) return joined;
    const made = "joined" in answer && !answer.joined.existing;
    return made ? { ...(await placedJoin(db, prepared, joined.row)), existing: false } : joined;
  }
  const { row, existing } = await joinInOneStatement(db, prepared);
  return existing ? { row, existing } : { ...(await placedJoin(db, prepared, row)), existing: false };
}

/** A join's entry and, for an entry the join made, where it stood when it took its place (its quote's own reads). */
export interface JoinedEntry {
  row: WaitlistEntryRow;
  existing: boolean;
  standing?: JoinStanding;
}

export interface JoinStanding {
  /** The walk-ins waiting ahead of the entry, by group. */
  ahead: WaitGroupCounts;
  quote: WalkInQuote;
}

/**
 * The new entry's place, checked (docs/architecture.md#quotes): its quote counted the line as the join read it before
 * the statement. Its ticket is the one that read foresaw unless other joins took tickets in between; then the parties
 * ahead are counted again (one query, only then) and, when the count changed, the entry is quoted again from the same
 * reads, so a burst of joins is quoted by each party's real place in line and never the same wait for all of them.
 */
async function placedJoin(
  db: Executor,
  prepared: PreparedJoin,
  row: WaitlistEntryRow,
): Promise<{ row: WaitlistEntryRow; standing: JoinStanding }> {
  const { place } = prepared;
  if (row.ticketId === place.ticket) return { row, standing: { ahead: place.waiting, quote: place.quote } };
  const group = waitGroupOf(row.partySize);
  const ahead = await waitingAheadGroupCounts(db, row);
  if (ahead[group] === place.waiting[group]) return { row, standing: { ahead, quote: place.quote } };
  const quote = place.requote(ahead[group]);
  const requoted = await updateWaitlistEntry(db, row.storeId, row.id, quoteColumns(quote, place.quotedWait));
  // Screens may have read the entry already: they read it again.
  await emitStoreEvent(db, row.storeId, "waitlist");
  return { row: requoted ?? row, standing: { ahead, quote } };
}

/**
 * A keyed statement's answer: the entry it joined (the key's row now names it), the one the key's first call made, or
 * that call's kept answer.
 */
export async function joinedWithKey<T extends JoinStatementResult>(
  db: Executor,
  storeId: string,
  key: StatementKey,
  answer: KeyedJoinAnswer<T>,
): Promise<{ row: WaitlistEntryRow; existing: boolean } | KeyedRepeat> {
  if ("keyTaken" in answer) {
    const made = keyTaken(key, answer.keyTaken);
    if (isRepeat(made)) return made;
    return (await awaitKeptAnswer(db, key)) ?? { row: await entryMadeBy(db, storeId, made), existing: false };
  }
  if (!answer.joined.existing) key.state = "claimed";
  return answer.joined;
}

/**
 * A repeat of a keyed join whose first answer was not kept (services/repeat-keys/keyed-statement.ts): the entry that
 * join made, as it is now (or its kept answer, if one came meanwhile), answered before anything else is checked (a
 * waitlist closed since does not refuse it). Null for every other call.
 */
export async function entryMadeByKey(
  db: Executor,
  storeId: string,
  key: StatementKey | undefined,
): Promise<{ row: WaitlistEntryRow; existing: false } | KeyedRepeat | null> {
  if (key?.made == null) return null;
  return (
    (await awaitKeptAnswer(db, key)) ?? { row: await entryMadeBy(db, storeId, key.made), existing: false }
  );
}

async function entryMadeBy(db: Executor, storeId: string, id: number): Promise<WaitlistEntryRow> {
  const row = await getWaitlistEntry(db, storeId, id);
  // Erased since (the guest's data was deleted): the join was made, and there is nothing left to answer.
  if (!row) throw conflict(ALREADY_MADE_MESSAGE);
  return row;
}

/**
 * The join itself; answers the stored row (with its status token) and whether it was an existing entry, or, for a
 * keyed call an earlier call of its key answered, that answer (a KeyedRepeat).
 */
export async function joinWaitlistRow(
  deps: AppDeps,
  scope: JoinScope,
  input: JoinWaitlist,
  source: WaitlistSource,
  options: JoinOptions = {},
): Promise<JoinedEntry | KeyedRepeat> {
  const made = await entryMadeByKey(deps.db, scope.store.id, options.key);
  if (made) return made;
  const prepared = await prepareJoin(deps, scope, input, source, deps.clock.now(), options);
  return joinEntry(deps.db, prepared, options.key);
}

export async function joinWaitlist(
  deps: AppDeps,
  scope: JoinScope,
  input: JoinWaitlist,
  source: WaitlistSource = "kiosk",
  key?: StatementKey,
): Promise<WaitlistEntryView | KeyedRepeat> {
  const joined = await joinWaitlistRow(deps, scope, input, source, { key });
  return isRepeat(joined) ? joined : entryView(joined.row, deps.clock.now());
}
