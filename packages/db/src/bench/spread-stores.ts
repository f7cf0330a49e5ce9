/**
 * Bench fixtures for joins spread over many stores (the platform's usual load: no two joins share a store's lock)
 * and for a line that grows: set-based SQL, apps/server/bench/seeding.ts calls them.
 */
import { createHash, randomBytes } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import type { Db } from "../client";
import { stores } from "../schema/tenancy";
import { createStoreWithDefaults } from "../seed";

export interface SpreadStore {
  storeId: string;
  /** A signed-in staff session of the store (its bearer token). */
  token: string;
}

/**
 * `count` stores of a company of their own, each with its default settings, `waiting` walk-ins waiting today and a
 * staff user with a session (inserted directly: sign-in's password hashing is not what these rows measure).
 */
export async function seedSpreadStores(
  db: Db,
  o: { count: number; waiting: number; today: string; now: Date; timezone: string },
): Promise<SpreadStore[]> {
  const [company] = (await db.execute(sql`
    insert into companies (slug, name, support_email) values ('spread', 'Spread Group', 'support@seatline.dev')
    returning id`)) as unknown as { id: string }[];
  if (!company) throw new Error("spread company insert returned nothing");
  const out: SpreadStore[] = [];
  for (let i = 1; i <= o.count; i++) {
    const store = await createStoreWithDefaults(db, {
      companyId: company.id,
      slug: `spread-${i}`,
      name: `Spread Store ${i}`,
      storeNumber: i,
      legacyStoreId: 800_000 + i,
      accountEmail: `spread${i}@seatline.dev`,
      timezone: o.timezone,
    });
    const token = randomBytes(32).toString("hex");
    const sessionId = createHash("sha256").update(token).digest("hex");
    await db.execute(sql`
      with u as (
        insert into users (email, password_hash, company_id, store_id, role)
        values (${`spread${i}@seatline.dev`}, 'not-a-password-hash', ${company.id}::uuid, ${store.id}::uuid, 'owner')
        returning id)
      insert into sessions (id, user_id, expires_at)
      select ${sessionId}, u.id, now() + interval '1 day' from u`);
    out.push({ storeId: store.id, token });
  }
  for (const s of out)
    await addWaiting(db, { storeId: s.storeId, today: o.today, now: o.now, count: o.waiting });
  await db.execute(sql`analyze`);
  return out;
}

/** `count` more walk-ins waiting today in a store (entered just before `now`, half with a phone). */
export async function addWaiting(
  db: Db,
  o: { storeId: string; today: string; now: Date; count: number },
): Promise<void> {
  if (o.count <= 0) return;
  await db.execute(sql`
    insert into waitlist_entries (store_id, ticket_id, customer_id, customer_name, customer_number, party_size,
      business_date, entered_time, status, notified, source, status_token)
    select ${o.storeId}::uuid, 'X' || g, 'Extra ' || g, 'Extra ' || g,
      case when g % 2 = 0 then lpad((5554000000 + g)::text, 10, '0') end, 1 + g % 6, ${o.today},
      ${o.now.toISOString()}::timestamptz - (${o.count}::int - g) * interval '1 second', 'waiting', 0, 'kiosk',
      md5(gen_random_uuid()::text)
    from generate_series(1, ${o.count}::int) g`);
}

/** Removes every store's entries added after `mark` (a row's joins anywhere, and the lines it topped up). */
export async function removeAllEntriesAfter(db: Db, mark: number): Promise<void> {
  await db.execute(sql`delete from waitlist_entries where id > ${mark}`);
}

/**
 * Today (store time, ISO weekday `dow`) open all day in these stores: the kiosk's joins are refused while a store is
 * closed, and the bench runs at any hour. Other days keep their hours, so bookings and time slots of later dates are
 * what they were.
 */
export async function openAllDay(db: Db, storeIds: string[], dow: number): Promise<void> {
  await db
    .update(stores)
    .set({
      hours: sql`(
        select coalesce(jsonb_agg(h), '[]'::jsonb) from jsonb_array_elements(${stores.hours}) h
          where (h->>'dow')::int <> ${dow}
      ) || jsonb_build_array(jsonb_build_object('dow', ${dow}::int, 'open_time', 0, 'close_time', 24))`,
    })
    .where(inArray(stores.id, storeIds));
}
