/**
 * The floor's queries: areas, live tables, open occupancies (docs/architecture.md#tables-and-occupancy). Writers lock in
 * one order: the store's table_settings row (plan changes), then the waitlist entry, then tables by ascending id.
 */
import {
  type AreaSeating,
  defaultAreas,
  freeSpot,
  generatedTableShape,
  nextTableNames,
  type OccupancyState,
  type PlanTable,
  type TableCountPlan,
  tableGroupOf,
} from "@seatline/domain";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Executor } from "../client";
import { floorAreas, floorTables, tableOccupancies } from "../schema/floor";
import { reservations } from "../schema/reservations";
import { tableSettings } from "../schema/settings";

export type FloorAreaRow = typeof floorAreas.$inferSelect;
export type FloorTableRow = typeof floorTables.$inferSelect;
export type TableOccupancyRow = typeof tableOccupancies.$inferSelect;
export type NewFloorTable = Omit<typeof floorTables.$inferInsert, "storeId" | "id">;

export async function listFloorAreas(db: Executor, storeId: string): Promise<FloorAreaRow[]> {
  return floorAreasQuery(db, storeId);
}

/** listFloorAreas's query, for reads that fold it into one round trip (floor-snapshot.ts). */
export function floorAreasQuery(db: Executor, storeId: string) {
  return db
    .select()
    .from(floorAreas)
    .where(eq(floorAreas.storeId, storeId))
    .orderBy(asc(floorAreas.position), asc(floorAreas.id));
}

/** Indoor, Bar and Outdoor for a store that has none yet (stores made after migration 0017). */
export async function ensureDefaultAreas(tx: Executor, storeId: string): Promise<FloorAreaRow[]> {
  await tx
    .insert(floorAreas)
    .values(defaultAreas.map((a, position) => ({ storeId, name: a.name, seating: a.seating, position })))
    .onConflictDoNothing();
  return listFloorAreas(tx, storeId);
}

/** The store's tables (not retired), in id order. */
export async function listLiveTables(db: Executor, storeId: string): Promise<FloorTableRow[]> {
  return liveTablesQuery(db, storeId);
}

export function liveTablesQuery(db: Executor, storeId: string) {
  return db
    .select()
    .from(floorTables)
    .where(and(eq(floorTables.storeId, storeId), isNull(floorTables.retiredAt)))
    .orderBy(asc(floorTables.id));
}

/** These live tables of the store, locked in ascending id order (the lock order) until the transaction ends. */
export async function lockLiveTables(tx: Executor, storeId: string, ids: number[]): Promise<FloorTableRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(floorTables)
    .where(and(eq(floorTables.storeId, storeId), inArray(floorTables.id, ids), isNull(floorTables.retiredAt)))
    .orderBy(asc(floorTables.id))
    .for("update");
}

/** Every live table of the store, locked in id order: a count change must not retire a table being seated. */
export async function lockAllLiveTables(tx: Executor, storeId: string): Promise<FloorTableRow[]> {
  return tx
    .select()
    .from(floorTables)
    .where(and(eq(floorTables.storeId, storeId), isNull(floorTables.retiredAt)))
    .orderBy(asc(floorTables.id))
    .for("update");
}

/** The open occupancies of a walk-in (the tables it sits at). */
/** A party at tables: a walk-in (its waitlist entry) or a booking. */
export type SeatedParty = { entryId: number } | { reservationId: number };

export async function openOccupanciesOfParty(
  db: Executor,
  storeId: string,
  party: SeatedParty,
): Promise<TableOccupancyRow[]> {
  return db
    .select()
    .from(tableOccupancies)
    .where(
      and(
        eq(tableOccupancies.storeId, storeId),
        "entryId" in party
          ? eq(tableOccupancies.waitlistEntryId, party.entryId)
          : eq(tableOccupancies.reservationId, party.reservationId),
        isNull(tableOccupancies.clearedAt),
      ),
    );
}

export async function openOccupancies(db: Executor, storeId: string): Promise<TableOccupancyRow[]> {
  return openOccupanciesQuery(db, storeId);
}

export function openOccupanciesQuery(db: Executor, storeId: string) {
  return db
    .select()
    .from(tableOccupancies)
    .where(and(eq(tableOccupancies.storeId, storeId), isNull(tableOccupancies.clearedAt)))
    .orderBy(asc(tableOccupancies.id));
}

/** The open occupancies of these tables (call after locking them). */
export async function openOccupanciesOf(
  tx: Executor,
  storeId: string,
  tableIds: number[],
): Promise<TableOccupancyRow[]> {
  if (tableIds.length === 0) return [];
  return tx
    .select()
    .from(tableOccupancies)
    .where(
      and(
        eq(tableOccupancies.storeId, storeId),
        inArray(tableOccupancies.tableId, tableIds),
        isNull(tableOccupancies.clearedAt),
      ),
    );
}

/** The open occupancies of one seating (every table a party sits at). */
export async function openSeating(
  tx: Executor,
  storeId: string,
  seatingId: string,
): Promise<TableOccupancyRow[]> {
  return tx
    .select()
    .from(tableOccupancies)
    .where(
      and(
        eq(tableOccupancies.storeId, storeId),
        eq(tableOccupancies.seatingId, seatingId),
        isNull(tableOccupancies.clearedAt),
      ),
    )
    .orderBy(asc(tableOccupancies.tableId));
}

export interface NewSeating {
  seatingId: string;
  tableIds: number[];
  waitlistEntryId: number | null;
  reservationId: number | null;
  partyName: string;
  partySize: number;
  state?: OccupancyState;
  seatedAt: Date;
}

/** The seating's rows; who serves it is the section of its first table (docs/product.md#sections-and-rotation). */
export async function insertSeating(
  tx: Executor,
  storeId: string,
  s: NewSeating,
): Promise<TableOccupancyRow[]> {
  const serverId = sql`(select ${floorTables.serverId} from ${floorTables} where ${floorTables.storeId} = ${storeId} and ${floorTables.id} = ${s.tableIds[0] ?? 0})`;
  return tx
    .insert(tableOccupancies)
    .values(
      s.tableIds.map((tableId) => ({
        serverId,
        storeId,
        tableId,
        seatingId: s.seatingId,
        waitlistEntryId: s.waitlistEntryId,
        reservationId: s.reservationId,
        partyName: s.partyName,
        partySize: s.partySize,
        state: s.state ?? "seated",
        seatedAt: s.seatedAt,
      })),
    )
    .returning();
}

export async function setSeatingState(
  tx: Executor,
  storeId: string,
  seatingId: string,
  state: OccupancyState,
): Promise<void> {
  await tx
    .update(tableOccupancies)
    .set({ state })
    .where(
      and(
        eq(tableOccupancies.storeId, storeId),
        eq(tableOccupancies.seatingId, seatingId),
        isNull(tableOccupancies.clearedAt),
      ),
    );
}

/** Closes these open occupancy rows (the table is free again). */
export async function clearOccupancies(
  tx: Executor,
  storeId: string,
  ids: number[],
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(tableOccupancies)
    .set({ clearedAt: now })
    .where(
      and(
        eq(tableOccupancies.storeId, storeId),
        inArray(tableOccupancies.id, ids),
        isNull(tableOccupancies.clearedAt),
      ),
    );
}

function areaFor(areas: FloorAreaRow[], seating: AreaSeating): number {
  const area = areas.find((a) => a.seating === seating) ?? areas[0];
  if (!area) throw new Error("the store has no floor areas");
  return area.id;
}

/**
 * Applies a Table Information count plan (planTableCounts): adds generated tables of the short groups, numbered above
 * the highest table number, and retires the planned ones. The caller then refreshes the counts.
 */
export async function applyTableCountPlan(
  tx: Executor,
  storeId: string,
  plan: Pick<TableCountPlan, "add" | "remove">,
  now: Date,
): Promise<void> {
  if (plan.remove.length > 0) {
    await tx
      .update(floorTables)
      .set({ retiredAt: now, updatedAt: now, version: sql`${floorTables.version} + 1` })
      .where(and(eq(floorTables.storeId, storeId), inArray(floorTables.id, plan.remove)));
  }
  const adding = plan.add.reduce((n, a) => n + a.count, 0);
  if (adding === 0) return;
  const areas = await ensureDefaultAreas(tx, storeId);
  const live = await listLiveTables(tx, storeId);
  const names = nextTableNames(
    live.map((t) => t.name),
    adding,
  );
  const bigOnes = live
    .filter((t) => t.generated && tableGroupOf(t.maxSeats) === "five_plus")
    .map((t) => t.id);
  const rows: (typeof floorTables.$inferInsert)[] = [];
  // Each new table takes the first free spot on its area's plan (never on top of a table already there).
  const placed: (PlanTable & { areaId: number })[] = live.map((t) => ({ ...t }));
  for (const a of plan.add) {
    const shape = generatedTableShape[a.group];
    const areaId = areaFor(areas, shape.area);
    for (let i = 0; i < a.count; i++) {
      const spot = freeSpot(
        { shape: shape.shape, maxSeats: shape.maxSeats, rotation: 0 },
        placed.filter((t) => t.areaId === areaId),
      );
      placed.push({ name: "", shape: shape.shape, maxSeats: shape.maxSeats, rotation: 0, areaId, ...spot });
      rows.push({
        ...spot,
        storeId,
        areaId,
        name: names[rows.length] as string,
        minSeats: shape.minSeats,
        maxSeats: shape.maxSeats,
        shape: shape.shape,
        // Generated five-plus tables can be pushed together (either table listing the other is enough).
        combinableWith: a.group === "five_plus" ? bigOnes : [],
        generated: true,
        createdAt: now,
        updatedAt: now,
      });
    }
  }
  await tx.insert(floorTables).values(rows);
}

/**
 * Sets table_settings' four totals to the live tables' counts: the quotes and the legacy table_info read those
 * columns, and they are derived from the tables, never written any other way.
 */
export async function refreshTableCounts(tx: Executor, storeId: string): Promise<void> {
  const live = sql`from ${floorTables} t where t.store_id = ${storeId} and t.retired_at is null`;
  await tx.execute(sql`
    update ${tableSettings} set
      solo_tables_total = (select count(*) ${live} and t.max_seats <= 1),
      two_tables_total = (select count(*) ${live} and t.max_seats = 2),
      three_four_tables_total = (select count(*) ${live} and t.max_seats between 3 and 4),
      five_plus_tables_total = (select count(*) ${live} and t.max_seats >= 5)
    where store_id = ${storeId}`);
}

/** Locks the store's table settings row: plan changes (counts, the editor) run one at a time per store. */
export async function lockTableSettings(tx: Executor, storeId: string) {
  const [row] = await tx.select().from(tableSettings).where(eq(tableSettings.storeId, storeId)).for("update");
  return row ?? null;
}

export async function insertFloorTable(
  tx: Executor,
  storeId: string,
  t: NewFloorTable,
): Promise<FloorTableRow> {
  const [row] = await tx
    .insert(floorTables)
    .values({ ...t, storeId })
    .returning();
  if (!row) throw new Error("table insert returned nothing");
  return row;
}

/** Updates a live table only at the version the editor read; null when it is gone or was changed meanwhile. */
export async function updateFloorTable(
  tx: Executor,
  storeId: string,
  id: number,
  version: number,
  values: Partial<NewFloorTable>,
): Promise<FloorTableRow | null> {
  const [row] = await tx
    .update(floorTables)
    .set({ ...values, version: sql`${floorTables.version} + 1` })
    .where(
      and(
        eq(floorTables.storeId, storeId),
        eq(floorTables.id, id),
        eq(floorTables.version, version),
        isNull(floorTables.retiredAt),
      ),
    )
    .returning();
  return row ?? null;
}

export function bookingsToArriveQuery(db: Executor, storeId: string, date: string) {
  return db
    .select({
      id: reservations.id,
      reservationTime: reservations.reservationTime,
      partySize: reservations.partySize,
      seatingPreference: reservations.seatingPreference,
    })
    .from(reservations)
    .where(
      and(
        eq(reservations.storeId, storeId),
        eq(reservations.reservationDate, date),
        inArray(reservations.status, ["PENDING", "CONFIRMED"]),
      ),
    );
}
