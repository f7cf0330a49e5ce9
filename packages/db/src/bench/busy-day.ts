/** Benchmark fixtures (apps/server/bench): a throwaway PostgreSQL database and a busy day of waitlist data. */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import type { Db } from "../client";

export { busyYearCounts, seedBusyYear } from "./busy-year";
export { seedFloorStore } from "./floor-store";
export { addWaiting, openAllDay, removeAllEntriesAfter, seedSpreadStores } from "./spread-stores";

export interface ThrowawayDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** Creates an empty database next to `adminUrl` (a PostgreSQL server URL); drop() removes it. */
export async function createThrowawayPostgres(
  adminUrl: string,
  prefix = "seatline_bench",
): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const a = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await a.unsafe(`drop database if exists "${name}" with (force)`);
      await a.end();
    },
  };
}

export interface BusyDayOptions {
  /** The store whose line is busy today. */
  storeId: string;
  /** Its business date today (store-local YYYY-MM-DD). */
  today: string;
  now: Date;
  todayEntries: number;
  historyRows: number;
  historyStores: number;
}

/**
 * Seeds, with set-based SQL: `todayEntries` walk-ins waiting today in one store, and `historyRows` finished entries
 * spread over `historyStores` extra stores (one company) and the past year.
 */
export async function seedBusyDay(db: Db, o: BusyDayOptions): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into companies (slug, name, support_email) values ('bench', 'Bench Group', 'support@seatline.dev')`);
    await tx.execute(sql`
      insert into stores (company_id, slug, name, store_number, legacy_store_id, account_email, timezone)
      select c.id, 'store-' || g, 'Bench Store ' || g, g, 900000 + g, 'bench' || g || '@seatline.dev', 'America/New_York'
      from generate_series(1, ${o.historyStores}::int) g, companies c where c.slug = 'bench'`);
    await tx.execute(sql`
      insert into waitlist_entries (store_id, ticket_id, customer_id, customer_name, customer_number, party_size,
        business_date, entered_time, status, exited_time, actual_waited_time, notified, source, status_token)
      select s.id, upper(chr(97 + (g / 10) % 8)) || (g % 10), 'Guest ' || g, 'Guest ' || g,
        case when g % 2 = 0 then lpad((5550000000 + g)::text, 10, '0') end, 1 + g % 7,
        to_char(d.day, 'YYYY-MM-DD'), d.day + time '17:00' + (g % 300) * interval '1 minute',
        case when g % 5 = 0 then 'no_show' else 'seated' end,
        d.day + time '17:00' + (g % 300 + g % 60) * interval '1 minute', g % 60, g % 3, 'kiosk', md5('history-' || g)
      from generate_series(1, ${o.historyRows}::int) g
      join (select id, row_number() over (order by store_number) as rn from stores
            where company_id = (select id from companies where slug = 'bench')) s on s.rn = 1 + g % ${o.historyStores}::int
      cross join lateral (select (${o.today}::date - (1 + g % 365))::timestamp as day) d`);
    await tx.execute(sql`
      insert into waitlist_entries (store_id, ticket_id, customer_id, customer_name, customer_number, party_size,
        business_date, entered_time, status, notified, source, status_token)
      select ${o.storeId}::uuid, upper(chr(97 + (g / 10) % 8)) || (g % 10), 'Walk-in ' || g, 'Walk-in ' || g,
        case when g % 2 = 0 then lpad((5551000000 + g)::text, 10, '0') end, 1 + g % 6, ${o.today},
        ${o.now.toISOString()}::timestamptz - (${o.todayEntries}::int - g) * interval '10 seconds', 'waiting', g % 3,
        'kiosk', md5('today-' || g)
      from generate_series(1, ${o.todayEntries}::int) g`);
  });
  await db.execute(sql`analyze`);
}

export interface BusyReservationsOptions {
  /** The store whose book is busy. */
  storeId: string;
  /** The busy date (store-local YYYY-MM-DD). */
  date: string;
  /** Reservations on that date, spread over its first 20 half-hour slots from 11:00. */
  onDate: number;
  /** Reservations spread over the bench stores of seedBusyDay and the past year. */
  elsewhere: number;
}

/**
 * A busy reservation book: the store takes up to 10 tables and 50 people per slot, `onDate` bookings fill its
 * date, and `elsewhere` bookings fill other stores' past year.
 */
export async function seedBusyReservations(db: Db, o: BusyReservationsOptions): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update reservation_configs set max_tables_per_interval = 10, max_persons_per_interval = 50
      where store_id = ${o.storeId}::uuid`);
    await tx.execute(sql`
      insert into reservations (store_id, reservation_date, reservation_time, party_size, guest_name, guest_phone,
        guest_email, status)
      select ${o.storeId}::uuid, ${o.date}, to_char(time '11:00' + (g % 20) * interval '30 minutes', 'HH24:MI'),
        1 + g % 4, 'Booked ' || g, lpad((5552000000 + g)::text, 10, '0'), '', 'CONFIRMED'
      from generate_series(1, ${o.onDate}::int) g`);
    await tx.execute(sql`
      insert into reservations (store_id, reservation_date, reservation_time, party_size, guest_name, guest_phone,
        guest_email, status)
      select s.id, to_char(${o.date}::date - (1 + g % 365), 'YYYY-MM-DD'),
        to_char(time '11:00' + (g % 20) * interval '30 minutes', 'HH24:MI'), 1 + g % 6, 'Past ' || g,
        lpad((5553000000 + g)::text, 10, '0'), '', case when g % 9 = 0 then 'NO_SHOW' else 'SEATED' end
      from generate_series(1, ${o.elsewhere}::int) g
      join (select id, row_number() over (order by store_number) as rn from stores
            where company_id = (select id from companies where slug = 'bench')) s
        on s.rn = 1 + g % (select count(*) from stores where company_id = (select id from companies where slug = 'bench'))`);
  });
  await db.execute(sql`analyze`);
}

/** The highest waitlist entry id: after a load run of joins, removeEntriesAfter(mark) puts the line back. */
export async function waitlistMark(db: Db): Promise<number> {
  const [row] = (await db.execute(
    sql`select coalesce(max(id), 0)::int as max from waitlist_entries`,
  )) as unknown as {
    max: number;
  }[];
  return row?.max ?? 0;
}
