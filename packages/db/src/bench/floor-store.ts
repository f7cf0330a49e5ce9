/**
 * A bench store with a realistic floor (apps/server/bench/floor-rows.ts): `tables` tables over Indoor, Bar and Outdoor
 * (made from the Table Information counts as Settings does), half of them seated (a walk-in party each, a few pushed
 * together, some turning), and bookings due later today so the floor's "reserved soon" has work. A staff session of
 * its own (inserted directly, like seedSpreadStores').
 */
import { createHash, randomBytes } from "node:crypto";
import { planTableCounts, type TableCounts } from "@seatline/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { rowsOf } from "../queries/column-json";
import { applyTableCountPlan, listLiveTables, refreshTableCounts } from "../queries/floor";
import { createStoreWithDefaults } from "../seed";

export interface FloorStore {
  storeId: string;
  /** A signed-in owner session of the store (its bearer token). */
  token: string;
  tables: number;
  seated: number;
}

/** 40 tables: 6 bar seats, 14 two-tops, 14 four-tops, 6 six-tops. */
const FLOOR_COUNTS: TableCounts = { solo: 6, two: 14, three_four: 14, five_plus: 6 };

export async function seedFloorStore(
  db: Db,
  o: { today: string; now: Date; timezone: string; counts?: TableCounts },
): Promise<FloorStore> {
  const counts = o.counts ?? FLOOR_COUNTS;
  const [company] = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into companies (slug, name, support_email) values ('floorbench', 'Floor Bench', 'support@seatline.dev')
      returning id`),
  );
  if (!company) throw new Error("floor company insert returned nothing");
  const store = await createStoreWithDefaults(db, {
    companyId: company.id,
    slug: "floor",
    name: "Floor Bench",
    storeNumber: 1,
    legacyStoreId: 700_001,
    accountEmail: "floor@seatline.dev",
    timezone: o.timezone,
  });
  await db.transaction(async (tx) => {
    const live = await listLiveTables(tx, store.id);
    const plan = planTableCounts(
      live.map((t) => ({ ...t, occupied: false })),
      counts,
    );
    await applyTableCountPlan(tx, store.id, plan, o.now);
    await refreshTableCounts(tx, store.id);
  });
  const tables = await listLiveTables(db, store.id);
  // Every other table seated, from 5 to 95 minutes ago, a walk-in each; every fifth seated one is turning.
  const seatedTables = tables.filter((_, i) => i % 2 === 0);
  await db.execute(sql`
    with t as (
      select id, max_seats, row_number() over (order by id) as n from floor_tables
      where id in (${sql.join(
        seatedTables.map((t) => sql`${t.id}`),
        sql`, `,
      )})),
    e as (
      insert into waitlist_entries (store_id, ticket_id, customer_id, customer_name, party_size, business_date,
        entered_time, exited_time, status, notified, source, status_token)
      select ${store.id}::uuid, 'F' || t.n, 'Floor ' || t.n, 'Floor ' || t.n, greatest(1, t.max_seats - 1),
        ${o.today}, ${o.now.toISOString()}::timestamptz - (t.n * 5 + 20) * interval '1 minute',
        ${o.now.toISOString()}::timestamptz - (t.n * 5) * interval '1 minute', 'seated', 0, 'kiosk',
        md5(gen_random_uuid()::text)
      from t
      returning id, customer_name, party_size, exited_time)
    insert into table_occupancies (store_id, table_id, seating_id, waitlist_entry_id, party_name, party_size, state,
      seated_at)
    select ${store.id}::uuid, t.id, gen_random_uuid(), e.id, e.customer_name, e.party_size,
      case when t.n % 5 = 0 then 'turning' else 'seated' end, e.exited_time
    from e join t on 'Floor ' || t.n = e.customer_name`);
  // Bookings due later today (held tables for "reserved soon").
  await db.execute(sql`
    insert into reservations (uuid, store_id, reservation_date, reservation_time, party_size, guest_name,
      guest_phone, guest_email, seating_preference, status, source)
    select gen_random_uuid(), ${store.id}::uuid, ${o.today}, lpad((17 + g % 5)::text, 2, '0') || ':00', 2 + g % 4,
      'Booked ' || g, lpad((5557000000 + g)::text, 10, '0'), '', 'indoor', 'CONFIRMED', 'staff'
    from generate_series(1, 12) g`);
  const token = randomBytes(32).toString("hex");
  const sessionId = createHash("sha256").update(token).digest("hex");
  await db.execute(sql`
    with u as (
      insert into users (email, password_hash, company_id, store_id, role)
      values ('floor@seatline.dev', 'not-a-password-hash', ${company.id}::uuid, ${store.id}::uuid, 'owner')
      returning id)
    insert into sessions (id, user_id, expires_at)
    select ${sessionId}, u.id, now() + interval '1 day' from u`);
  await db.execute(sql`analyze`);
  return { storeId: store.id, token, tables: tables.length, seated: seatedTables.length };
}
