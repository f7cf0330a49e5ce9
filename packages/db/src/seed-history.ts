/**
 * The demo store's past year (Issue 17): the simulator's "bistro" profile (the demo store's hours and tables) plays
 * every day up to yesterday, the replay quotes each arrival with only the past as the live server would have, and the
 * walk-ins go in as finished entries (SEATED, NO SHOW, CANCELLED) with their waits, quotes and queue minutes; the
 * quote summary the replay built becomes the store's quote_stats. The replay reads the simulated room (each seated
 * party at its table, as a host who seats at tables records it), so the summary is kept against the same queue
 * minutes a live quote computes once the hosts seat at tables. Only past business days: today's line and
 * Archive start empty. About 3 in 10 parties left a phone (a guest of the demo pool, seed-guests.ts): they were texted
 * when they joined and, when called, that their table was ready (the texts go in with seed-texts.ts).
 */
import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";
import {
  addDays,
  formatTicket,
  type HistoryRow,
  INITIAL_TICKET,
  isoDow,
  nextTicket,
  type Rng,
  replayWithSummary,
  type SimParty,
  simProfiles,
  simulate,
  storeDate,
  storeInstant,
  type TicketCounter,
  waitlistText,
  walkInQuote,
} from "@seatline/domain";
import { sql } from "drizzle-orm";
import type { Executor } from "./client";
import { replaceQuoteCells } from "./queries/quote-stats";
import { insertJsonRows, selectRows } from "./seed-bulk";
import { type DemoGuest, FIRST_NAMES, pickGuest } from "./seed-guests";
import type { PlannedText } from "./seed-texts";

/** Share of walk-ins who left a phone for texts. */
const PHONE_SHARE = 0.3;

export interface DemoHistoryOptions {
  days?: number;
  seed?: number;
  /** Who left a phone: drawn from `guests` with `rng` (none without them). */
  guests?: readonly DemoGuest[];
  rng?: Rng;
}

function randomToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** Store-local wall clock → instant, with one offset per day (taken at noon: the store is closed at 2 a.m.). */
export function dayStartMs(tz: string, date: string): number {
  return storeInstant(tz, date, "12:00").getTime() - 12 * 3600_000;
}

export interface DemoHistory {
  visits: number;
  /** The texts of the parties who left a phone (join, and ready when called). */
  texts: PlannedText[];
}

export async function seedDemoHistory(
  db: Executor,
  store: { id: string; timezone: string; name: string },
  now: Date,
  opts: DemoHistoryOptions = {},
): Promise<DemoHistory> {
  const profile = simProfiles.bistro;
  if (!profile) return { visits: 0, texts: [] };
  const days = opts.days ?? 365;
  const start = addDays(storeDate(store.timezone, now), -days);
  const parties = simulate(profile, { days, seed: opts.seed ?? 17, start });
  const starts = new Map<string, number>();
  const startOf = (date: string) => {
    let ms = starts.get(date);
    if (ms === undefined) {
      ms = dayStartMs(store.timezone, date);
      starts.set(date, ms);
    }
    return ms;
  };
  const at = (date: string, min: number | undefined) =>
    min === undefined ? undefined : startOf(date) + Math.round(min * 60_000);
  const rows: HistoryRow[] = parties.map((p: SimParty) => ({
    partySize: p.size,
    enteredMs: startOf(p.date) + Math.round(p.enteredMin * 60_000),
    exitedMs: startOf(p.date) + Math.round(p.exitedMin * 60_000),
    outcome: p.outcome,
    date: p.date,
    dow: isoDow(p.date),
    hour: Math.floor(p.enteredMin / 60),
    ...(p.table !== undefined
      ? {
          tables: [p.table],
          turningMs: at(p.date, p.turningMin),
          bussingMs: at(p.date, p.bussingMin),
          clearedMs: at(p.date, p.clearedMin),
        }
      : {}),
  }));
  const { parties: replayed, stats } = replayWithSummary(
    rows,
    profile.tables,
    { estimator: (c) => walkInQuote(c, c).minutes },
    profile.layout,
  );
  let counter: TicketCounter = { ...INITIAL_TICKET };
  let day = "";
  const { guests, rng } = opts;
  const phones = new Map<string, DemoGuest>();
  const values = replayed.map((r, i) => {
    if (r.row.date !== day) {
      day = r.row.date;
      counter = { ...INITIAL_TICKET };
    }
    const ticket = formatTicket(counter);
    counter = nextTicket(counter.ticketCnt, counter.ticketLetter);
    const guest = guests && rng && rng.next() < PHONE_SHARE ? pickGuest(rng, guests) : null;
    const name = guest
      ? `${guest.name.split(" ")[0]} ${guest.name.split(" ")[1]?.[0] ?? ""}.`
      : `${FIRST_NAMES[i % FIRST_NAMES.length]} ${String.fromCharCode(65 + ((i * 7) % 26))}.`;
    const called = r.row.outcome !== "cancelled";
    const statusToken = randomToken();
    if (guest) phones.set(statusToken, guest);
    // Column names as in the table (insertJsonRows).
    return {
      store_id: store.id,
      ticket_id: ticket,
      customer_id: name,
      customer_name: name,
      customer_number: guest?.phone ?? null,
      party_size: r.row.partySize,
      first_available: true,
      indoor_area: false,
      bar_area: false,
      outdoor_area: false,
      quoted_wait_time: r.quotes.estimator ?? 0,
      business_date: r.row.date,
      entered_time: new Date(r.row.enteredMs).toISOString(),
      notified: called ? 1 : 0,
      notified_time: called
        ? new Date(Math.max(r.row.enteredMs, r.row.exitedMs - 60_000)).toISOString()
        : null,
      note: "",
      status: r.row.outcome,
      exited_time: new Date(r.row.exitedMs).toISOString(),
      actual_waited_time: Math.floor((r.row.exitedMs - r.row.enteredMs) / 60_000),
      source: "kiosk",
      status_token: statusToken,
      quote_queue_minutes: r.queue,
      quote_residual: r.residual,
    };
  });
  await insertJsonRows(db, "waitlist_entries", values);
  const ids = phones.size
    ? await selectRows<{ id: number; status_token: string }>(
        db,
        sql`select id, status_token from waitlist_entries where store_id = ${store.id} and customer_number is not null`,
      )
    : [];
  await replaceQuoteCells(db, store.id, [...stats.cells.values()]);
  const byToken = new Map(values.map((v) => [v.status_token, v]));
  const texts: PlannedText[] = [];
  for (const { id, status_token } of ids) {
    const guest = phones.get(status_token);
    const v = byToken.get(status_token);
    if (!guest || !v) continue;
    const joined = Date.parse(v.entered_time);
    const text = (kind: "join" | "ready", atMs: number): PlannedText => ({
      atMs,
      sendMs: atMs + 1_200,
      kind,
      guest,
      body: waitlistText(kind, store.name, v.ticket_id),
      waitlistEntryId: id,
      reservationId: null,
    });
    texts.push(text("join", joined));
    if (v.notified_time) texts.push(text("ready", Date.parse(v.notified_time)));
  }
  return { visits: values.length, texts };
}
