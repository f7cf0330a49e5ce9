/** Reservation config, blackout dates and special access links of a store. Every query is filtered by store_id. */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Executor } from "../client";
import { accessLinks, blackoutDates } from "../schema/reservations";
import { reservationConfigs } from "../schema/settings";
import { rowFromColumnJson, rowsOf } from "./column-json";

export type ReservationConfigRow = typeof reservationConfigs.$inferSelect;
export type AccessLinkRow = typeof accessLinks.$inferSelect;

export async function getReservationConfig(db: Executor, storeId: string): Promise<ReservationConfigRow> {
  const [row] = await db
    .select()
    .from(reservationConfigs)
    .where(eq(reservationConfigs.storeId, storeId))
    .limit(1);
  if (row) return row;
  // Every store gets a config row when it is created; make one with the defaults if it is missing.
  const [created] = await db.insert(reservationConfigs).values({ storeId }).onConflictDoNothing().returning();
  if (created) return created;
  const [again] = await db
    .select()
    .from(reservationConfigs)
    .where(eq(reservationConfigs.storeId, storeId))
    .limit(1);
  if (!again) throw new Error("reservation config missing");
  return again;
}

export async function saveReservationConfig(
  db: Executor,
  storeId: string,
  values: Pick<
    ReservationConfigRow,
    "newReservationsEnabled" | "reservationIntervalMinutes" | "maxTablesPerInterval" | "maxPersonsPerInterval"
  > & { bookingHorizonDays?: number | undefined; dashboardLeadMinutes?: number | undefined },
  now: Date,
): Promise<ReservationConfigRow> {
  // Only the fields given are set (the legacy update has no horizon or lead: it keeps the stored ones).
  const given = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  const [row] = await db
    .insert(reservationConfigs)
    .values({ storeId, ...given, updatedAt: now })
    .onConflictDoUpdate({ target: reservationConfigs.storeId, set: { ...given, updatedAt: now } })
    .returning();
  if (!row) throw new Error("reservation config save returned nothing");
  return row;
}

export async function listBlackoutDates(db: Executor, storeId: string): Promise<string[]> {
  const rows = await db
    .select({ date: blackoutDates.date })
    .from(blackoutDates)
    .where(eq(blackoutDates.storeId, storeId))
    .orderBy(asc(blackoutDates.date));
  return rows.map((r) => r.date);
}

/**
 * What a store's booking rules are made of, in one round trip: its config (getReservationConfig's row; null when the
 * store has none yet), its blackout dates (listBlackoutDates's list) and the access link of `linkCode`
 * (findAccessLinkByCode's row), each the same table's row as those read it.
 */
export async function bookingRulesRead(
  db: Executor,
  storeId: string,
  linkCode: string | null,
): Promise<{ config: ReservationConfigRow | null; blackoutDates: string[]; link: AccessLinkRow | null }> {
  const [row] = rowsOf<{ r: string | RulesJson }>(
    await db.execute(sql`select json_build_object(
      'config', (select to_jsonb(c) from reservation_configs c where c.store_id = ${storeId}::uuid),
      'blackouts', coalesce((select json_agg(b.date order by b.date) from blackout_dates b
        where b.store_id = ${storeId}::uuid), '[]'::json),
      'link', (select to_jsonb(l) from access_links l
        where l.store_id = ${storeId}::uuid and l.link_code = ${linkCode}::text limit 1)) as r`),
  );
  if (!row) throw new Error("the booking rules' read answered nothing");
  const r: RulesJson = typeof row.r === "string" ? JSON.parse(row.r) : row.r;
  return {
    config: r.config ? rowFromColumnJson(reservationConfigs, r.config) : null,
    blackoutDates: r.blackouts,
    link: r.link ? rowFromColumnJson(accessLinks, r.link) : null,
  };
}

type RulesJson = {
  config: Record<string, unknown> | null;
  blackouts: string[];
  link: Record<string, unknown> | null;
};

/** Adds a blackout date; adding one that exists is a no-op. */
export async function addBlackoutDate(db: Executor, storeId: string, date: string): Promise<void> {
  await db.insert(blackoutDates).values({ storeId, date }).onConflictDoNothing();
}

/** Answers whether a date was removed. */
export async function removeBlackoutDate(db: Executor, storeId: string, date: string): Promise<boolean> {
  const rows = await db
    .delete(blackoutDates)
    .where(and(eq(blackoutDates.storeId, storeId), eq(blackoutDates.date, date)))
    .returning({ id: blackoutDates.id });
  return rows.length > 0;
}

export async function listAccessLinks(db: Executor, storeId: string): Promise<AccessLinkRow[]> {
  return db
    .select()
    .from(accessLinks)
    .where(eq(accessLinks.storeId, storeId))
    .orderBy(asc(accessLinks.createdAt), asc(accessLinks.id));
}

/** A link of the store by uuid; with lock, held FOR UPDATE until the transaction ends (changes read, then write). */
export async function findAccessLink(
  db: Executor,
  storeId: string,
  uuid: string,
  lock = false,
): Promise<AccessLinkRow | null> {
  const q = db
    .select()
    .from(accessLinks)
    .where(and(eq(accessLinks.storeId, storeId), eq(accessLinks.uuid, uuid)))
    .limit(1);
  const [row] = lock ? await q.for("update") : await q;
  return row ?? null;
}

export async function findAccessLinkByCode(
  db: Executor,
  storeId: string,
  linkCode: string,
): Promise<AccessLinkRow | null> {
  const [row] = await db
    .select()
    .from(accessLinks)
    .where(and(eq(accessLinks.storeId, storeId), eq(accessLinks.linkCode, linkCode)))
    .limit(1);
  return row ?? null;
}

/** Inserts a link; answers null when the store already has that code. */
export async function insertAccessLink(
  db: Executor,
  storeId: string,
  linkCode: string,
  now: Date,
): Promise<AccessLinkRow | null> {
  const [row] = await db
    .insert(accessLinks)
    .values({ storeId, linkCode, accessDays: [], createdAt: now })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function updateAccessLinkRow(
  db: Executor,
  storeId: string,
  uuid: string,
  values: { linkCode?: string; accessDays?: string[] },
): Promise<AccessLinkRow | null> {
  const [row] = await db
    .update(accessLinks)
    .set(values)
    .where(and(eq(accessLinks.storeId, storeId), eq(accessLinks.uuid, uuid)))
    .returning();
  return row ?? null;
}

export async function deleteAccessLink(db: Executor, storeId: string, uuid: string): Promise<boolean> {
  const rows = await db
    .delete(accessLinks)
    .where(and(eq(accessLinks.storeId, storeId), eq(accessLinks.uuid, uuid)))
    .returning({ id: accessLinks.id });
  return rows.length > 0;
}
