/**
 * The reports' daily walk-in rollup (docs/product.md#reports, schema/reports.ts): each closed business day's walk-ins grouped and
 * counted once, kept in report_walk_in_days until a trigger forgets the day (any of its waitlist rows changed).
 * A report then reads one row per day of its range instead of every visit.
 */
import { and, between, eq, sql } from "drizzle-orm";
import type { Db, Executor, TimeLimits } from "../client";
import { type DayCell, type DayHeat, type DayWait, reportWalkInDays } from "../schema/reports";
import { waitlistEntries } from "../schema/waitlist";
import { withTimeLimits } from "../time-limits";

export interface WalkInDay {
  cells: DayCell[];
  waits: DayWait[];
  heat: DayHeat[];
}

const emptyDay = (): WalkInDay => ({ cells: [], waits: [], heat: [] });

/**
 * Walk-ins of business dates from..to grouped per day, in one scan with three grouping sets: cells (party size,
 * status, error = actual − quoted for seated parties with a wait), waits (party size, minutes waited) and heat
 * (store-local ISO weekday and hour joined, with the summed wait). Days without walk-ins are absent.
 */
export async function groupWalkInDays(
  db: Executor,
  storeId: string,
  from: string,
  to: string,
  timezone: string,
): Promise<Map<string, WalkInDay>> {
  const w = waitlistEntries;
  const waited = sql`${w.status} = 'seated' and ${w.actualWaitedTime} is not null`;
  const local = sql`(${w.enteredTime} at time zone ${timezone})`;
  const rows = await db
    .select({
      date: w.businessDate,
      partySize: w.partySize,
      status: w.status,
      error: sql<number | null>`case when ${waited} then ${w.actualWaitedTime} - ${w.quotedWaitTime} end`,
      minutes: sql<number | null>`case when ${waited} then ${w.actualWaitedTime} end`,
      weekday: sql<number | null>`case when ${waited} then extract(isodow from ${local})::int end`,
      hour: sql<number | null>`case when ${waited} then extract(hour from ${local})::int end`,
      count: sql<number>`count(*)::int`,
      waitSum: sql<number>`coalesce(sum(${w.actualWaitedTime}), 0)::int`,
    })
    .from(w)
    .where(and(eq(w.storeId, storeId), between(w.businessDate, from, to)))
    .groupBy(sql`grouping sets ((1, 2, 3, 4), (1, 2, 5), (1, 6, 7))`);
  const days = new Map<string, WalkInDay>();
  for (const r of rows) {
    let day = days.get(r.date);
    if (!day) {
      day = emptyDay();
      days.set(r.date, day);
    }
    if (r.status !== null) day.cells.push([r.partySize, r.status, r.error, r.count]);
    else if (r.partySize !== null) {
      if (r.minutes !== null) day.waits.push([r.partySize, r.minutes, r.count]);
    } else if (r.weekday !== null && r.hour !== null) day.heat.push([r.weekday, r.hour, r.count, r.waitSum]);
  }
  return days;
}

/** The rolled-up days of a store between two dates. */
export async function readWalkInDays(
  db: Executor,
  storeId: string,
  from: string,
  to: string,
): Promise<Map<string, WalkInDay>> {
  const t = reportWalkInDays;
  const rows = await db
    .select({ date: t.businessDate, cells: t.cells, waits: t.waits, heat: t.heat })
    .from(t)
    .where(and(eq(t.storeId, storeId), between(t.businessDate, from, to)));
  return new Map(rows.map((r) => [r.date, { cells: r.cells, waits: r.waits, heat: r.heat }]));
}

/**
 * Days one roll-up transaction takes locks for, at most. The lock table is shared by every connection and sized for
 * max_locks_per_transaction (64 by default) per connection: a report's first read of two 366-day periods took 732
 * day locks in one transaction, and 20 of them at once ran PostgreSQL out of shared memory. 32 days and the store's
 * key stay within a connection's share even when every connection of the pool rolls up at once.
 */
export const ROLLUP_DAYS_PER_TRANSACTION = 32;

/**
 * A roll-up transaction's limits, not a request's (DB_STATEMENT_TIMEOUT_MS): it groups a month of a busy store's
 * rows, and waits for another process rolling up the same days rather than fail the report.
 */
const ROLLUP_LIMITS: TimeLimits = { statementMs: 120_000, lockMs: 30_000 };

/**
 * Rolls up closed days not yet rolled up (`dates`, sorted), ROLLUP_DAYS_PER_TRANSACTION days per transaction. Each
 * transaction takes the store's key in shared mode and each of its (store, day) keys exclusively, in key order; the
 * waitlist trigger takes the days it changes in shared mode, or the store's key exclusively for a bulk change of many
 * days (report_walk_in_days_hold; both take the keys of report_walk_in_days_key, packages/db/sql/functions): the
 * roll-up waits for writers of those days whose trigger has already forgotten the day to commit and holds new ones
 * back until it commits, so a day is never stored from rows older than a change that forgot it. Other days, today's joins included, and other stores are not held back. Each
 * group of days is rolled up whole or not at all, so splitting a long range changes nothing stored.
 */
export async function fillWalkInDays(
  db: Db,
  storeId: string,
  dates: readonly string[],
  timezone: string,
): Promise<Map<string, WalkInDay>> {
  const filled = new Map<string, WalkInDay>();
  for (let i = 0; i < dates.length; i += ROLLUP_DAYS_PER_TRANSACTION) {
    const part = await fillDays(db, storeId, dates.slice(i, i + ROLLUP_DAYS_PER_TRANSACTION), timezone);
    for (const [date, day] of part) filled.set(date, day);
  }
  return filled;
}

/** One roll-up transaction of at most ROLLUP_DAYS_PER_TRANSACTION sorted days. */
async function fillDays(
  db: Db,
  storeId: string,
  dates: readonly string[],
  timezone: string,
): Promise<Map<string, WalkInDay>> {
  const first = dates[0];
  const last = dates[dates.length - 1];
  if (first === undefined || last === undefined) return new Map();
  return withTimeLimits(db, ROLLUP_LIMITS, async (tx) => {
    const days = sql.join(
      dates.map((d) => sql`${d}::text`),
      sql`, `,
    );
    await tx.execute(
      sql`select pg_advisory_xact_lock_shared(report_walk_in_days_key(${storeId}::text, null))`,
    );
    await tx.execute(sql`select pg_advisory_xact_lock(k) from (
        select distinct report_walk_in_days_key(${storeId}::text, d) as k from unnest(array[${days}]) as d
      ) days order by k`);
    const grouped = await groupWalkInDays(tx, storeId, first, last, timezone);
    const filled = new Map<string, WalkInDay>();
    for (const date of dates) filled.set(date, grouped.get(date) ?? emptyDay());
    const values = [...filled].map(([businessDate, day]) => ({ storeId, businessDate, ...day }));
    for (let i = 0; i < values.length; i += 200) {
      await tx
        .insert(reportWalkInDays)
        .values(values.slice(i, i + 200))
        .onConflictDoNothing();
    }
    return filled;
  });
}
