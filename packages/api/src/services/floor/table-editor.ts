/**
 * The floor editor (Settings → Floor plan): add, change and remove tables. Each edit names the version it read; a
 * stale one is CONFLICT (409) with words to reload, never a silent overwrite. Changes to seats or tables change the
 * Table Information counts in the same transaction (docs/architecture.md#tables-and-occupancy).
 */
import {
  type FloorTableRow,
  insertFloorTable,
  isUniqueViolation,
  listFloorAreas,
  listLiveTables,
  lockTableSettings,
  openOccupanciesOf,
  refreshTableCounts,
  type Tx,
  updateFloorTable,
} from "@seatline/db";
import {
  badRequest,
  conflict,
  FLOOR_TABLES_MAX,
  type FloorTable,
  notFound,
  overlapMessage,
  overlappingTable,
  type TableFields,
  tooManyTablesMessage,
} from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { emitStoreEvent } from "../../events/store-events";
import type { StaffScope } from "../auth/types";
import { lockTables } from "./seatings";

export function tableView(t: FloorTableRow): FloorTable {
  return {
    id: t.id,
    name: t.name,
    minSeats: t.minSeats,
    maxSeats: t.maxSeats,
    areaId: t.areaId,
    shape: t.shape,
    x: t.x,
    y: t.y,
    rotation: t.rotation,
    combinableWith: t.combinableWith,
    takes: t.takes,
    generated: t.generated,
    version: t.version,
  };
}

export function staleTableMessage(name: string): string {
  return `Table ${name} was changed by someone else since you opened it. Reload to see the change, then try again.`;
}

/**
 * The area and the tables it combines with must be the store's own, the table must not overlap another on its
 * area's plan, and a new one must leave the floor within FLOOR_TABLES_MAX (docs/product.md#the-floor).
 */
async function checkPlan(tx: Tx, storeId: string, fields: TableFields, self?: number): Promise<void> {
  const [areas, tables] = await Promise.all([listFloorAreas(tx, storeId), listLiveTables(tx, storeId)]);
  // An area of another store is not found, like any id of another store (the form offers only this floor's).
  if (!areas.some((a) => a.id === fields.areaId)) throw notFound("That area is not on this floor.");
  const bad = fields.combinableWith.find((id) => id === self || !tables.some((t) => t.id === id));
  if (bad !== undefined) throw badRequest(`Table ${bad} cannot be combined with this one.`, "combinableWith");
  if (self === undefined && tables.length >= FLOOR_TABLES_MAX) throw badRequest(tooManyTablesMessage());
  const hit = overlappingTable(
    { ...fields, id: self },
    tables.filter((t) => t.areaId === fields.areaId),
  );
  if (hit) throw badRequest(overlapMessage(fields.name, hit.name), "x");
}

async function inEditorTx<T>(deps: AppDeps, staff: StaffScope, run: (tx: Tx, now: Date) => Promise<T>) {
  const storeId = staff.store.id;
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      // The floor's lock order: the settings row (the counts), then the tables.
      await lockTableSettings(tx, storeId);
      const out = await run(tx, now);
      await refreshTableCounts(tx, storeId);
      await emitStoreEvent(tx, storeId, "floor");
      await emitStoreEvent(tx, storeId, "settings");
      await emitStoreEvent(tx, storeId, "waitlist");
      return out;
    });
  } catch (err) {
    if (isUniqueViolation(err, "floor_tables_store_name_uq"))
      throw conflict("Another table already has this name.");
    throw err;
  }
}

export function addTable(deps: AppDeps, staff: StaffScope, fields: TableFields): Promise<FloorTable> {
  return inEditorTx(deps, staff, async (tx, now) => {
    await checkPlan(tx, staff.store.id, fields);
    return tableView(
      await insertFloorTable(tx, staff.store.id, {
        ...fields,
        generated: false,
        createdAt: now,
        updatedAt: now,
      }),
    );
  });
}

async function lockedAtVersion(tx: Tx, storeId: string, id: number, version: number) {
  const [table] = await lockTables(tx, storeId, [id]);
  if (!table) throw conflict(staleTableMessage(String(id)));
  if (table.version !== version) throw conflict(staleTableMessage(table.name));
  return table;
}

export function updateTable(
  deps: AppDeps,
  staff: StaffScope,
  id: number,
  version: number,
  fields: TableFields,
): Promise<FloorTable> {
  return inEditorTx(deps, staff, async (tx, now) => {
    const table = await lockedAtVersion(tx, staff.store.id, id, version);
    await checkPlan(tx, staff.store.id, fields, id);
    // An edited table is the manager's own: the count rule no longer removes it first.
    const row = await updateFloorTable(tx, staff.store.id, id, version, {
      ...fields,
      generated: false,
      updatedAt: now,
    });
    if (!row) throw conflict(staleTableMessage(table.name));
    return tableView(row);
  });
}

export function removeTable(deps: AppDeps, staff: StaffScope, id: number, version: number): Promise<void> {
  return inEditorTx(deps, staff, async (tx, now) => {
    const table = await lockedAtVersion(tx, staff.store.id, id, version);
    if ((await openOccupanciesOf(tx, staff.store.id, [id])).length > 0)
      throw conflict(`Table ${table.name} is occupied. Free it on the Floor first.`);
    await updateFloorTable(tx, staff.store.id, id, version, { retiredAt: now, updatedAt: now });
  });
}
