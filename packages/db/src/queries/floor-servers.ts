/**
 * Sections and rotation (docs/product.md#sections-and-rotation): the store's servers, the section each table belongs
 * to this shift, and the covers each server was seated lately. Writers lock tables in the floor's order
 * (queries/floor.ts); a section change touches only floor_tables.server_id, never a table's version, so it does not
 * conflict with the plan editor.
 */
import { and, asc, eq, gte, inArray, isNull, max, sql } from "drizzle-orm";
import type { Executor } from "../client";
import { floorServers, floorTables, tableOccupancies } from "../schema/floor";

export type FloorServerRow = typeof floorServers.$inferSelect;

export function liveServersQuery(db: Executor, storeId: string) {
  return db
    .select()
    .from(floorServers)
    .where(and(eq(floorServers.storeId, storeId), isNull(floorServers.retiredAt)))
    .orderBy(asc(floorServers.position), asc(floorServers.id));
}

/**
 * Serialises adding to one store's list of servers until the transaction ends, so that the list's cap
 * (FLOOR_SERVERS_MAX) is counted and written under it: servers added at once cannot pass it together. Taken before any
 * other lock of the transaction (no other writer takes it, so no lock order to keep).
 */
export async function lockStoreServers(tx: Executor, storeId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`floor-servers:${storeId}`}, 0))`);
}

/** The store's servers (not removed), in their order. */
export async function listServers(db: Executor, storeId: string): Promise<FloorServerRow[]> {
  return liveServersQuery(db, storeId);
}

/** A new server last in the order; a unique violation (floor_servers_store_name_uq) when the name is taken. */
export async function insertServer(tx: Executor, storeId: string, name: string): Promise<FloorServerRow> {
  const [last] = await tx
    .select({ position: max(floorServers.position) })
    .from(floorServers)
    .where(eq(floorServers.storeId, storeId));
  const [row] = await tx
    .insert(floorServers)
    .values({ storeId, name, position: (last?.position ?? -1) + 1 })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** Removes a server: retired (past seatings keep the name), its tables left without a section. False when unknown. */
export async function retireServer(tx: Executor, storeId: string, id: number, now: Date): Promise<boolean> {
  const [row] = await tx
    .update(floorServers)
    .set({ retiredAt: now })
    .where(and(eq(floorServers.storeId, storeId), eq(floorServers.id, id), isNull(floorServers.retiredAt)))
    .returning({ id: floorServers.id });
  if (!row) return false;
  await tx
    .update(floorTables)
    .set({ serverId: null })
    .where(and(eq(floorTables.storeId, storeId), eq(floorTables.serverId, id)));
  return true;
}

/** Marks a server out (the rotation skips them) or back; false when unknown. */
export async function setServerOut(
  tx: Executor,
  storeId: string,
  id: number,
  out: boolean,
): Promise<boolean> {
  const [row] = await tx
    .update(floorServers)
    .set({ out })
    .where(and(eq(floorServers.storeId, storeId), eq(floorServers.id, id), isNull(floorServers.retiredAt)))
    .returning({ id: floorServers.id });
  return row !== undefined;
}

/** Puts these live tables in a server's section (null: no section); the ids it changed. */
export async function setTablesSection(
  tx: Executor,
  storeId: string,
  serverId: number | null,
  tableIds: number[],
): Promise<number[]> {
  if (tableIds.length === 0) return [];
  const rows = await tx
    .update(floorTables)
    .set({ serverId })
    .where(
      and(eq(floorTables.storeId, storeId), inArray(floorTables.id, tableIds), isNull(floorTables.retiredAt)),
    )
    .returning({ id: floorTables.id });
  return rows.map((r) => r.id);
}

/**
 * Covers seated per server since a moment: each seating once, by where it sits last (a party moved to another section
 * counts for its new server), with the server's latest seat. Undone seats count too: the host did walk them over.
 */
export function serverCoversQuery(db: Executor, storeId: string, since: Date) {
  const last = db
    .selectDistinctOn([tableOccupancies.seatingId], {
      serverId: tableOccupancies.serverId,
      partySize: tableOccupancies.partySize,
      seatedAt: tableOccupancies.seatedAt,
    })
    .from(tableOccupancies)
    .where(and(eq(tableOccupancies.storeId, storeId), gte(tableOccupancies.seatedAt, since)))
    .orderBy(tableOccupancies.seatingId, sql`${tableOccupancies.id} desc`)
    .as("last");
  return db
    .select({
      serverId: last.serverId,
      covers: sql<number>`sum(${last.partySize})::int`.as("covers"),
      seatings: sql<number>`count(*)::int`.as("seatings"),
      lastSeatedAt: sql<string>`max(${last.seatedAt})`.as("last_seated_at"),
    })
    .from(last)
    .where(sql`${last.serverId} is not null`)
    .groupBy(last.serverId);
}
