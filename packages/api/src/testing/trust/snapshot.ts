/** Digests of stored rows, per table, to prove that a refused call changed nothing. */
import type { Db } from "@seatline/db";
import { type SQL, sql } from "drizzle-orm";

/** Every table that holds a store's data, and how its rows are tied to the store. */
const storeTables: [table: string, storeColumn: string][] = [
  ["stores", "id"],
  ["users", "store_id"],
  ["waitlist_entries", "store_id"],
  ["ticket_counters", "store_id"],
  ["kiosk_ticket_leases", "store_id"],
  ["kiosk_settings", "store_id"],
  ["kiosk_pins", "store_id"],
  ["table_settings", "store_id"],
  ["reservations", "store_id"],
  ["reservation_changes", "store_id"],
  ["reservation_configs", "store_id"],
  ["blackout_dates", "store_id"],
  ["access_links", "store_id"],
  ["messages", "store_id"],
  ["quote_stats", "store_id"],
  ["audit_log", "store_id"],
  ["privacy_settings", "store_id"],
];

export type Digest = Record<string, string>;

function rowsOf(result: unknown): { t: string; d: string }[] {
  const rows = Array.isArray(result) ? result : (result as { rows?: unknown[] }).rows;
  return (rows ?? []) as { t: string; d: string }[];
}

async function digestOf(db: Db, parts: SQL[]): Promise<Digest> {
  const result = await db.execute(sql.join(parts, sql` union all `));
  return Object.fromEntries(rowsOf(result).map((r) => [r.t, r.d]));
}

const agg = (table: string, where: SQL) =>
  sql`select ${table}::text as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as d
      from ${sql.identifier(table)} x where ${where}`;

/** One store's rows, table by table (its sessions included). */
export function storeDigest(db: Db, storeId: string): Promise<Digest> {
  return digestOf(db, [
    ...storeTables.map(([table, column]) => agg(table, sql`${sql.identifier(column)} = ${storeId}`)),
    agg("sessions", sql`user_id in (select id from users where store_id = ${storeId})`),
    // The guest book is the store's company's.
    agg("guest_profiles", sql`company_id = (select company_id from stores where id = ${storeId})`),
    ...["guest_profile_tags", "guest_profile_notes"].map((table) =>
      agg(
        table,
        sql`profile_id in (select p.id from guest_profiles p join stores s on s.company_id = p.company_id where s.id = ${storeId})`,
      ),
    ),
  ]);
}

/** Every row of every table. */
export function databaseDigest(db: Db): Promise<Digest> {
  return digestOf(db, [
    ...storeTables.map(([table]) => agg(table, sql`true`)),
    agg("companies", sql`true`),
    agg("guest_profiles", sql`true`),
    agg("guest_profile_tags", sql`true`),
    agg("guest_profile_notes", sql`true`),
    agg("sessions", sql`true`),
  ]);
}

/** The tables whose digest differs. */
export function changedTables(before: Digest, after: Digest): string[] {
  return Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
}
