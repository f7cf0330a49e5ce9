/**
 * Retention (docs/product.md#guest-privacy): guests a store has not seen for its retention months (24 by default)
 * are anonymised, once a day per store, on the dispatcher's loop like the notify list's sweep. Any process may run
 * it: a store's day is claimed by one UPDATE, so two processes do not erase the same day twice.
 */
import {
  eraseGuestRows,
  phonesLastSeenBefore,
  privacySettings,
  stores,
  type TimeLimits,
  withTimeLimits,
} from "@seatline/db";
import { DEFAULT_RETENTION_MONTHS } from "@seatline/domain";
import { and, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { AppDeps } from "../../deps";
import type { DispatcherSweep } from "../../notify/dispatcher";
import type { StaffScope } from "../auth/types";
import { recordAudit } from "./audit";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often a process looks for a store whose day is due (the claim makes it once a day per store). */
export const RETENTION_CHECK_MS = 60 * 60 * 1000;
/** Guests per store and run: a store with more is finished on the following days. */
export const RETENTION_BATCH = 500;
/**
 * The sweep's reads and erases run under these limits, not a request's (DB_STATEMENT_TIMEOUT_MS): it scans a store's
 * whole history for guests last seen before the cutoff, and erases up to RETENTION_BATCH guests' rows in one
 * transaction, waiting for a request that holds one of them rather than failing the day.
 */
const RETENTION_LIMITS: TimeLimits = { statementMs: 5 * 60_000, lockMs: 30_000 };

export function retentionSweep(deps: AppDeps, checkMs = RETENTION_CHECK_MS): DispatcherSweep {
  let lastCheck = Number.NEGATIVE_INFINITY;
  return {
    name: "guest retention sweep",
    async run(now) {
      if (now.getTime() - lastCheck < checkMs) return;
      lastCheck = now.getTime();
      await runRetention(deps, now);
    },
  };
}

/** The date `months` before `now` (UTC). */
export function retentionCutoff(now: Date, months: number): Date {
  const d = new Date(now.getTime());
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

/** Anonymises the guests of every store whose day is due; answers how many guests were erased. */
export async function runRetention(deps: AppDeps, now: Date): Promise<number> {
  // Every store has a settings row (the default retention) from its first sweep on.
  await deps.db
    .insert(privacySettings)
    .select(
      deps.db
        .select({
          storeId: stores.id,
          retentionMonths: sql<number>`${DEFAULT_RETENTION_MONTHS}`.as("retention_months"),
          lastSweepAt: sql<Date | null>`null::timestamptz`.as("last_sweep_at"),
          updatedAt: sql<Date>`${now.toISOString()}::timestamptz`.as("updated_at"),
        })
        .from(stores),
    )
    .onConflictDoNothing();
  const due = await deps.db
    .update(privacySettings)
    .set({ lastSweepAt: now })
    .where(
      and(
        gt(privacySettings.retentionMonths, 0),
        or(
          isNull(privacySettings.lastSweepAt),
          lte(privacySettings.lastSweepAt, new Date(now.getTime() - DAY_MS)),
        ),
      ),
    )
    .returning({ storeId: privacySettings.storeId, months: privacySettings.retentionMonths });
  let erased = 0;
  for (const store of due) {
    const cutoff = retentionCutoff(now, store.months);
    const phones = await withTimeLimits(deps.db, RETENTION_LIMITS, (tx) =>
      phonesLastSeenBefore(tx, store.storeId, cutoff, cutoff.toISOString().slice(0, 10), RETENTION_BATCH),
    );
    if (phones.length === 0) continue;
    await withTimeLimits(deps.db, RETENTION_LIMITS, async (tx) => {
      for (const phone of phones) await eraseGuestRows(tx, store.storeId, phone, now);
      await recordAudit(
        tx,
        store.storeId,
        null,
        "guest.retention",
        `${phones.length} ${phones.length === 1 ? "guest" : "guests"}`,
        { months: store.months, before: cutoff.toISOString() },
        now,
      );
    });
    erased += phones.length;
  }
  return erased;
}

/** The store's retention in months (the default until an owner changes it). */
export async function readRetention(deps: AppDeps, staff: StaffScope) {
  const [row] = await deps.db
    .select({ months: privacySettings.retentionMonths })
    .from(privacySettings)
    .where(eq(privacySettings.storeId, staff.store.id));
  return { months: row?.months ?? DEFAULT_RETENTION_MONTHS };
}

export async function saveRetention(deps: AppDeps, staff: StaffScope, months: number) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await tx
      .insert(privacySettings)
      .values({ storeId: staff.store.id, retentionMonths: months, updatedAt: now })
      .onConflictDoUpdate({
        target: privacySettings.storeId,
        set: { retentionMonths: months, updatedAt: now },
      });
    await recordAudit(tx, staff.store.id, staff.user, "privacy.settings", "retention", { months }, now);
    return { months };
  });
}
