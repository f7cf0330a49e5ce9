/**
 * The bench's bare baseline (apps/server/bench/bare-server.ts): postgres.js without the ORM, doing the least work the
 * same answers need. read: one query of the store's walk-ins waiting on a date, in entered order. join: one
 * transaction that locks the store's counter row, stores the next counter, inserts the entry and pg_notify's.
 */
import { randomBytes } from "node:crypto";
import { formatTicket, INITIAL_TICKET, nextTicket } from "@seatline/domain";
import postgres from "postgres";

export interface BareScope {
  store: string;
  date: string;
}

export function createBareDb(url: string, poolMax: number) {
  const sql = postgres(url, { max: poolMax, onnotice: () => {} });
  let n = 0;
  return {
    read: ({ store, date }: BareScope) => sql`select * from waitlist_entries
      where store_id = ${store} and business_date = ${date} and status = 'waiting'
      order by entered_time, id`,
    join: async ({ store, date }: BareScope) => {
      n += 1;
      const name = `Bare ${n}`;
      const token = randomBytes(20).toString("hex");
      const event = JSON.stringify({ storeId: store, topic: "waitlist" });
      const rows = await sql.begin(async (tx) => {
        const [c] = await tx`select ticket_cnt, ticket_letter from ticket_counters
          where store_id = ${store} for update`;
        const counter = c
          ? { ticketCnt: Number(c.ticket_cnt), ticketLetter: String(c.ticket_letter) }
          : INITIAL_TICKET;
        const next = nextTicket(counter.ticketCnt, counter.ticketLetter);
        return tx`with counter as (
            update ticket_counters set ticket_cnt = ${next.ticketCnt}, ticket_letter = ${next.ticketLetter}
            where store_id = ${store}),
          entry as (
            insert into waitlist_entries (store_id, ticket_id, customer_id, customer_name, party_size,
              business_date, entered_time, status_token)
            values (${store}, ${formatTicket(counter)}, ${name}, ${name}, ${1 + (n % 6)}, ${date}, now(), ${token})
            returning *)
          select entry.*, pg_notify('seatline_events', ${event}) from entry`;
      });
      return rows[0];
    },
    end: () => sql.end({ timeout: 2 }),
  };
}
