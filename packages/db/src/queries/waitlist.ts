/** Waitlist queries (plain functions of (db, storeId, ...)); every one filters by store_id. */
import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Executor } from "../client";
import { reservations } from "../schema/reservations";
import { kioskSettings, reservationConfigs, tableSettings, ticketCounters } from "../schema/settings";
import { type WaitlistStatus, waitlistEntries } from "../schema/waitlist";
import { builtOnce } from "./built-once";

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;
export type NewWaitlistEntry = typeof waitlistEntries.$inferInsert;
export type KioskSettingsRow = typeof kioskSettings.$inferSelect;
export type TableSettingsRow = typeof tableSettings.$inferSelect;
export type ReservationRow = typeof reservations.$inferSelect;

export async function getTicketCounter(db: Executor, storeId: string) {
  const [row] = await db.select().from(ticketCounters).where(eq(ticketCounters.storeId, storeId));
  return row ?? null;
}

/** How many walk-ins of each wait group (1, 2, 3-4, 5+) wait: solo, two, three_four, five_plus. */
export interface WaitGroupCounts {
  solo: number;
  two: number;
  three_four: number;
  five_plus: number;
}

/**
 * The wait groups' counts as SQL over waitlist_entries rows (the groups of packages/domain waitGroupOf), named so a
 * read that nests the query answers them by name (join-context.ts).
 */
export const waitGroupCountColumns = {
  solo: sql<number>`count(*) filter (where ${waitlistEntries.partySize} <= 1)::int`.as("solo"),
  two: sql<number>`count(*) filter (where ${waitlistEntries.partySize} = 2)::int`.as("two"),
  three_four: sql<number>`count(*) filter (where ${waitlistEntries.partySize} between 3 and 4)::int`.as(
    "three_four",
  ),
  five_plus: sql<number>`count(*) filter (where ${waitlistEntries.partySize} >= 5)::int`.as("five_plus"),
};

/**
 * The walk-ins waiting on a business date, counted by wait group in the database: one row whatever the line's length
 * (quotes and waiting numbers need only the counts, not a row per waiting party).
 */
export async function waitingGroupCounts(
  db: Executor,
  storeId: string,
  businessDate: string,
): Promise<WaitGroupCounts> {
  const [row] = await waitingGroupCountsQuery(db, storeId, businessDate);
  return countsOf(row);
}

/** waitingGroupCounts's query, for reads that fold it into one round trip (join-context.ts). */
export function waitingGroupCountsQuery(db: Executor, storeId: string, businessDate: string) {
  return db
    .select(waitGroupCountColumns)
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.storeId, storeId),
        eq(waitlistEntries.status, "waiting"),
        eq(waitlistEntries.businessDate, businessDate),
      ),
    );
}

export function countsOf(row: Partial<WaitGroupCounts> | undefined): WaitGroupCounts {
  return {
    solo: Number(row?.solo ?? 0),
    two: Number(row?.two ?? 0),
    three_four: Number(row?.three_four ?? 0),
    five_plus: Number(row?.five_plus ?? 0),
  };
}

/** One entry of the store; with lock, held FOR UPDATE until the transaction ends. An id of another store is null. */
export async function getWaitlistEntry(db: Executor, storeId: string, id: number, lock = false) {
  const q = db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.storeId, storeId), eq(waitlistEntries.id, id)));
  const [row] = lock ? await q.for("update") : await q;
  return row ?? null;
}

export async function updateWaitlistEntry(
  tx: Executor,
  storeId: string,
  id: number,
  patch: Partial<NewWaitlistEntry>,
): Promise<WaitlistEntryRow | null> {
  const [row] = await tx
    .update(waitlistEntries)
    .set(patch)
    .where(and(eq(waitlistEntries.storeId, storeId), eq(waitlistEntries.id, id)))
    .returning();
  return row ?? null;
}

/** Entries of a business date with the given statuses, in entered order. */
export async function listWaitlistEntries(
  db: Executor,
  storeId: string,
  businessDate: string,
  statuses: WaitlistStatus[],
): Promise<WaitlistEntryRow[]> {
  const name = `waitlist_entries_${[...statuses].sort().join("_")}`;
  const q = builtOnce(db, name, () =>
    db
      .select()
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.storeId, sql.placeholder("storeId")),
          eq(waitlistEntries.businessDate, sql.placeholder("businessDate")),
          inArray(waitlistEntries.status, [...statuses].sort()),
        ),
      )
      .orderBy(asc(waitlistEntries.enteredTime), asc(waitlistEntries.id))
      .prepare(name),
  );
  return q.execute({ storeId, businessDate });
}

/** Closes walk-ins still waiting from business days before `today` as no shows; answers how many. */
export async function closeStaleWaiting(
  tx: Executor,
  storeId: string,
  today: string,
  now: Date,
): Promise<number> {
  const rows = await tx
    .update(waitlistEntries)
    .set({
      status: "no_show",
      exitedTime: now,
      actualWaitedTime: sql`greatest(0, floor(extract(epoch from (${now.toISOString()}::timestamptz - ${waitlistEntries.enteredTime})) / 60))::int`,
    })
    .where(
      and(
        eq(waitlistEntries.storeId, storeId),
        eq(waitlistEntries.status, "waiting"),
        lt(waitlistEntries.businessDate, today),
      ),
    )
    .returning({ id: waitlistEntries.id });
  return rows.length;
}

export async function getKioskSettings(db: Executor, storeId: string): Promise<KioskSettingsRow | null> {
  const [row] = await kioskSettingsQuery(db, storeId);
  return row ?? null;
}

/** getKioskSettings's query, for reads that fold it into one round trip (join-context.ts). */
export function kioskSettingsQuery(db: Executor, storeId: string) {
  return db.select().from(kioskSettings).where(eq(kioskSettings.storeId, storeId));
}

export async function saveKioskSettings(
  tx: Executor,
  storeId: string,
  values: Partial<Omit<typeof kioskSettings.$inferInsert, "storeId">>,
): Promise<KioskSettingsRow> {
  // Only the fields given are written; the others keep their stored (or default) values.
  const given = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  const [row] = await tx
    .insert(kioskSettings)
    .values({ storeId, ...given })
    .onConflictDoUpdate({ target: kioskSettings.storeId, set: given })
    .returning();
  if (!row) throw new Error("kiosk settings upsert returned nothing");
  return row;
}

export async function getTableSettings(db: Executor, storeId: string): Promise<TableSettingsRow | null> {
  const [row] = await tableSettingsQuery(db, storeId);
  return row ?? null;
}

/** getTableSettings's query, for reads that fold it into one round trip (join-context.ts). */
export function tableSettingsQuery(db: Executor, storeId: string) {
  return db.select().from(tableSettings).where(eq(tableSettings.storeId, storeId));
}

export async function saveTableSettings(
  tx: Executor,
  storeId: string,
  values: Omit<typeof tableSettings.$inferInsert, "storeId">,
): Promise<TableSettingsRow> {
  const [row] = await tx
    .insert(tableSettings)
    .values({ storeId, ...values })
    .onConflictDoUpdate({ target: tableSettings.storeId, set: values })
    .returning();
  if (!row) throw new Error("table settings upsert returned nothing");
  return row;
}

/**
 * The date's reservations shown on the host waitlist (PENDING or CONFIRMED and active in the waitlist view), with the
 * store's Dashboard lead from its reservation config joined in: one round trip for the host list's whole
 * reservation part (a separate config read cost the list about a quarter of its speed in `pnpm bench`).
 */
export async function listWaitlistReservations(
  db: Executor,
  storeId: string,
  date: string,
): Promise<{ rows: ReservationRow[]; dashboardLeadMinutes: number | undefined }> {
  const q = builtOnce(db, "waitlist_reservations", () =>
    db
      .select({ reservation: reservations, lead: reservationConfigs.dashboardLeadMinutes })
      .from(reservations)
      .leftJoin(reservationConfigs, eq(reservationConfigs.storeId, reservations.storeId))
      .where(
        and(
          eq(reservations.storeId, sql.placeholder("storeId")),
          eq(reservations.reservationDate, sql.placeholder("date")),
          inArray(reservations.status, ["PENDING", "CONFIRMED"]),
          eq(reservations.isActiveInWaitlistView, true),
        ),
      )
      .orderBy(asc(reservations.reservationTime), asc(reservations.id))
      .prepare("waitlist_reservations"),
  );
  const joined = await q.execute({ storeId, date });
  return { rows: joined.map((j) => j.reservation), dashboardLeadMinutes: joined[0]?.lead ?? undefined };
}
