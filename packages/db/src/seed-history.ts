/**
 * The demo store's past year (Issue 17): the simulator's "bistro" profile (the demo store's hours and tables) plays
 * every day up to yesterday, the replay quotes each arrival with only the past as the live server would have, and the
 * walk-ins go in as finished entries (SEATED, NO SHOW, CANCELLED) with their waits, quotes and queue minutes; the
 * quote summary the replay built becomes the store's quote_stats. Only past business days: today's line and
 * Archive start empty.
 */
import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";
import {
  addDays,
  estimateWait,
  formatTicket,
  type HistoryRow,
  INITIAL_TICKET,
  isoDow,
  nextTicket,
  replayWithSummary,
  type SimParty,
  simProfiles,
  simulate,
  storeDate,
  storeInstant,
  type TicketCounter,
} from "@seatline/domain";
import { sql } from "drizzle-orm";
import type { Executor } from "./client";
import { replaceQuoteCells } from "./queries/quote-stats";

const NAMES = [
  "Ana",
  "Ben",
  "Chloe",
  "Dev",
  "Elena",
  "Farid",
  "Grace",
  "Hiro",
  "Ines",
  "Jon",
  "Kemi",
  "Luis",
  "Mia",
  "Noah",
  "Olga",
  "Priya",
  "Quinn",
  "Rosa",
  "Sam",
  "Tariq",
  "Uma",
  "Vik",
  "Wen",
  "Yara",
  "Zoe",
];
const BATCH = 5000;

export interface DemoHistoryOptions {
  days?: number;
  seed?: number;
}

function randomToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** Store-local wall clock → instant, with one offset per day (taken at noon: the store is closed at 2 a.m.). */
function dayStartMs(tz: string, date: string): number {
  return storeInstant(tz, date, "12:00").getTime() - 12 * 3600_000;
}

export async function seedDemoHistory(
  db: Executor,
  store: { id: string; timezone: string },
  now: Date,
  opts: DemoHistoryOptions = {},
): Promise<number> {
  const profile = simProfiles.bistro;
  if (!profile) return 0;
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
  const rows: HistoryRow[] = parties.map((p: SimParty) => ({
    partySize: p.size,
    enteredMs: startOf(p.date) + Math.round(p.enteredMin * 60_000),
    exitedMs: startOf(p.date) + Math.round(p.exitedMin * 60_000),
    outcome: p.outcome,
    date: p.date,
    dow: isoDow(p.date),
    hour: Math.floor(p.enteredMin / 60),
  }));
  const { parties: replayed, stats } = replayWithSummary(rows, profile.tables, {
    estimator: (c) => estimateWait(c).minutes,
  });
  let counter: TicketCounter = { ...INITIAL_TICKET };
  let day = "";
  const values = replayed.map((r, i) => {
    if (r.row.date !== day) {
      day = r.row.date;
      counter = { ...INITIAL_TICKET };
    }
    const ticket = formatTicket(counter);
    counter = nextTicket(counter.ticketCnt, counter.ticketLetter);
    const name = `${NAMES[i % NAMES.length]} ${String.fromCharCode(65 + ((i * 7) % 26))}.`;
    const called = r.row.outcome !== "cancelled";
    // Column names as in the table: the rows travel as one JSON document per batch (json_populate_recordset),
    // which PGlite and PostgreSQL both take far faster than tens of thousands of bound parameters.
    return {
      store_id: store.id,
      ticket_id: ticket,
      customer_id: name,
      customer_name: name,
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
      status_token: randomToken(),
      quote_queue_minutes: r.queue,
      quote_residual: r.residual,
    };
  });
  const columns = Object.keys(values[0] ?? {});
  const list = sql.raw(columns.map((c) => `"${c}"`).join(", "));
  for (let i = 0; i < values.length; i += BATCH) {
    const json = JSON.stringify(values.slice(i, i + BATCH));
    await db.execute(
      sql`insert into waitlist_entries (${list}) select ${list} from json_populate_recordset(null::waitlist_entries, ${json}::json)`,
    );
  }
  await replaceQuoteCells(db, store.id, [...stats.cells.values()]);
  return values.length;
}
