/**
 * A busy store's year for the reports bench (docs/product.md#reports): set-based SQL adding, to one store, `visits` finished walk-ins,
 * `reservations` bookings and `texts` texts spread over the 365 days before `today` (store-local), with confirmations
 * by reply and opt-outs, so `pnpm bench` can time the 90-day report and the ZIP of everything on a year of data.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../client";

export interface BusyYearOptions {
  storeId: string;
  timezone: string;
  /** The store's business date today (YYYY-MM-DD): the year is the 365 days before it. */
  today: string;
  visits: number;
  reservations: number;
  texts: number;
}

export async function seedBusyYear(db: Db, o: BusyYearOptions): Promise<void> {
  await db.transaction(async (tx) => {
    // Joined between 11:00 and 22:00; 1 in 10 a no show, 1 in 10 left the line; waits 0-59 min, quotes 0-44.
    await tx.execute(sql`
      insert into waitlist_entries (store_id, ticket_id, customer_id, customer_name, customer_number, party_size,
        quoted_wait_time, business_date, entered_time, status, exited_time, actual_waited_time, notified, source,
        status_token)
      select ${o.storeId}::uuid, upper(chr(97 + (g / 10) % 8)) || (g % 10), 'Year guest ' || g, 'Year guest ' || g,
        case when g % 3 > 0 then lpad((5554000000 + g % 1000000)::text, 10, '0') end, 1 + g % 6,
        (g * 13) % 45, to_char(d.day, 'YYYY-MM-DD'), e.entered,
        case g % 10 when 0 then 'no_show' when 1 then 'cancelled' else 'seated' end,
        e.entered + ((g * 17) % 60) * interval '1 minute',
        case when g % 10 > 1 then (g * 17) % 60 end, 1, 'kiosk', md5('year-' || g)
      from generate_series(1, ${o.visits}::int) g
      cross join lateral (select (${o.today}::date - (1 + g % 365))::timestamp as day) d
      cross join lateral (select (d.day + time '11:00' + ((g * 7) % 660) * interval '1 minute')
        at time zone ${o.timezone} as entered) e`);
    await tx.execute(sql`
      insert into reservations (store_id, reservation_date, reservation_time, party_size, guest_name, guest_phone,
        guest_email, status, source, created_at)
      select ${o.storeId}::uuid, to_char(${o.today}::date - (1 + g % 365), 'YYYY-MM-DD'),
        to_char(time '11:00' + (g % 22) * interval '30 minutes', 'HH24:MI'), 1 + g % 6, 'Year booking ' || g,
        lpad((5555000000 + g % 1000000)::text, 10, '0'), '',
        case g % 20 when 0 then 'NO_SHOW' when 1 then 'CANCELLED' when 2 then 'CANCELLED' else 'SEATED' end,
        case g % 3 when 0 then 'public' when 1 then 'staff' else 'legacy' end,
        (${o.today}::date - (8 + g % 365))::timestamp at time zone ${o.timezone}
      from generate_series(1, ${o.reservations}::int) g`);
    await tx.execute(sql`
      insert into inbound_messages (provider_message_id, store_id, from_phone, to_number, body, intent, outcome,
        reservation_id, created_at)
      select 'SM-year-' || r.id, r.store_id, r.guest_phone, '5550000000', '1', 'confirm', 'confirmed', r.id,
        r.created_at + interval '1 day'
      from reservations r where r.store_id = ${o.storeId}::uuid and r.id % 3 = 0`);
    await tx.execute(sql`
      insert into messages (store_id, kind, to_phone, body, status, attempts, created_at, sent_at, delivery_status)
      select ${o.storeId}::uuid, 'join', lpad((5554000000 + g % 1000000)::text, 10, '0'),
        'Year text ' || g, case when g % 25 = 0 then 'failed' else 'sent' end, 1, t.at, t.at,
        case g % 25 when 0 then null when 1 then 'undelivered' else 'delivered' end
      from generate_series(1, ${o.texts}::int) g
      cross join lateral (select ((${o.today}::date - (1 + g % 365))::timestamp + time '11:00'
        + (g % 660) * interval '1 minute') at time zone ${o.timezone} as at) t`);
    await tx.execute(sql`
      insert into sms_opt_outs (store_id, phone, created_at)
      select ${o.storeId}::uuid, lpad((5556000000 + g)::text, 10, '0'),
        (${o.today}::date - (1 + g % 365))::timestamp at time zone ${o.timezone}
      from generate_series(1, 500) g`);
  });
  await db.execute(sql`analyze`);
}

/** What the store (and every store) holds, for the bench's header. */
export async function busyYearCounts(db: Db, storeId: string) {
  const one = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { n: number }[])[0]?.n ?? 0;
  return {
    visits: await one(sql`select count(*)::int as n from waitlist_entries where store_id = ${storeId}::uuid`),
    reservations: await one(
      sql`select count(*)::int as n from reservations where store_id = ${storeId}::uuid`,
    ),
    texts: await one(sql`select count(*)::int as n from messages where store_id = ${storeId}::uuid`),
    allVisits: await one(sql`select count(*)::int as n from waitlist_entries`),
    allReservations: await one(sql`select count(*)::int as n from reservations`),
  };
}
