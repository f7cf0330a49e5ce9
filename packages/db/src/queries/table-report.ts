/**
 * Reads of the tables in an owner's report (docs/product.md#reports, "Tables"): the store's occupancy rows by when they
 * were seated (on table_occupancies_store_seated_idx, drizzle/0021) and its tables with their areas. Only reading
 * happens here; turn times, covers and utilisation are the domain's (reports/table-figures.ts).
 */
import { and, asc, eq, gt, gte, isNull, lt, or } from "drizzle-orm";
import type { Executor } from "../client";
import { floorAreas, floorServers, floorTables, tableOccupancies } from "../schema/floor";

/** A day before the first period: a party seated late the evening before still sat into it. */
const LOOKBACK_MS = 24 * 60 * 60 * 1000;

/**
 * Occupancy rows seated from a day before `since` to `end` (exclusive), and any still open (a table never cleared
 * still counts as seated): what a report of the periods starting at `since` needs.
 */
export async function tableReportStays(db: Executor, storeId: string, since: Date, end: Date) {
  const o = tableOccupancies;
  return db
    .select({
      id: o.id,
      tableId: o.tableId,
      seatingId: o.seatingId,
      partySize: o.partySize,
      seatedAt: o.seatedAt,
      clearedAt: o.clearedAt,
      serverId: o.serverId,
    })
    .from(o)
    .where(
      // Two whole conditions, so each reads its own index (the seated one, the partial open one): no history scan.
      or(
        and(
          eq(o.storeId, storeId),
          gte(o.seatedAt, new Date(since.getTime() - LOOKBACK_MS)),
          lt(o.seatedAt, end),
        ),
        and(eq(o.storeId, storeId), isNull(o.clearedAt), lt(o.seatedAt, end)),
      ),
    )
    .orderBy(asc(o.id));
}

/** Every server of the store, removed ones too (past seatings keep them), in the manager's order. */
export async function tableReportServers(db: Executor, storeId: string) {
  const rows = await db
    .select({ id: floorServers.id, name: floorServers.name, retiredAt: floorServers.retiredAt })
    .from(floorServers)
    .where(eq(floorServers.storeId, storeId))
    .orderBy(asc(floorServers.position), asc(floorServers.id));
  return rows.map(({ retiredAt, ...r }) => ({ ...r, retired: retiredAt !== null }));
}

/** Every table of the store, retired ones too (past seatings keep them), with its area's name and plan position. */
export async function tableReportTables(db: Executor, storeId: string) {
  const t = floorTables;
  const a = floorAreas;
  const rows = await db
    .select({
      id: t.id,
      name: t.name,
      area: a.name,
      areaPosition: a.position,
      seats: t.maxSeats,
      retiredAt: t.retiredAt,
    })
    .from(t)
    .innerJoin(a, eq(a.id, t.areaId))
    .where(eq(t.storeId, storeId));
  return rows.map(({ retiredAt, ...r }) => ({ ...r, retired: retiredAt !== null }));
}

/** The next batch of a store's seatings at tables (one row per table) seated between two instants (or ever, null). */
export async function tableExportBatch(
  db: Executor,
  storeId: string,
  span: { start: Date; end: Date } | null,
  afterId: number,
  limit: number,
) {
  const o = tableOccupancies;
  const t = floorTables;
  const a = floorAreas;
  return db
    .select({
      id: o.id,
      seatingId: o.seatingId,
      seatedAt: o.seatedAt,
      clearedAt: o.clearedAt,
      tableName: t.name,
      areaName: a.name,
      partyName: o.partyName,
      partySize: o.partySize,
      waitlistEntryId: o.waitlistEntryId,
      reservationId: o.reservationId,
    })
    .from(o)
    .innerJoin(t, eq(t.id, o.tableId))
    .innerJoin(a, eq(a.id, t.areaId))
    .where(
      and(
        eq(o.storeId, storeId),
        gt(o.id, afterId),
        span ? and(gte(o.seatedAt, span.start), lt(o.seatedAt, span.end)) : undefined,
      ),
    )
    .orderBy(asc(o.id))
    .limit(limit);
}
