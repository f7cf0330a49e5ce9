/**
 * What a host does with an occupied table (docs/product.md#the-floor): move the party to other tables, mark it
 * turning (dessert, the check) or needing bussing, and free it. One transaction each; the floor event tells the
 * other consoles.
 */
import { openOccupanciesOf, openSeating, setSeatingState, type Tx } from "@seatline/db";
import { conflict, type FloorView, notFound } from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { emitStoreEvent } from "../../events/store-events";
import type { StaffScope } from "../auth/types";
import { readFloor } from "./floor-reads";
import { clearOccupancies, lockTables, seatAtLockedTables } from "./seatings";

/**
 * The seating at a table with all its tables (and the destination's) locked in one ascending-id statement, the lock
 * order of every floor writer; CONFLICT when the table is free, or changed while we waited for the locks.
 */
async function lockedSeatingAt(tx: Tx, storeId: string, tableId: number, extra: number[] = []) {
  const [seen] = await openOccupanciesOf(tx, storeId, [tableId]);
  const seenRows = seen ? await openSeating(tx, storeId, seen.seatingId) : [];
  const ids = [...new Set([tableId, ...seenRows.map((r) => r.tableId), ...extra])];
  const tables = await lockTables(tx, storeId, ids);
  const table = tables.find((t) => t.id === tableId);
  if (!table) throw notFound(`Table ${tableId} was not found.`);
  if (!seen) throw conflict(`Table ${table.name} is free.`);
  // Read again under the locks: freed or moved meanwhile is the other host's change, not ours to undo.
  const rows = await openSeating(tx, storeId, seen.seatingId);
  const same = rows.length === seenRows.length && rows.every((r) => seenRows.some((s) => s.id === r.id));
  if (!same) throw conflict(`Table ${table.name} was just changed by another host.`);
  return { table, rows, tables };
}

/** One floor action: its transaction, the floor event for the other consoles, then the floor as it now is. */
export async function inFloorTx(deps: AppDeps, staff: StaffScope, run: (tx: Tx, now: Date) => Promise<void>) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await run(tx, now);
    await emitStoreEvent(tx, staff.store.id, "floor");
  });
  return readFloor(deps, staff);
}

/** Moves the party at `tableId` (with every table it sits at) to `toTableIds`; its seated time and state stay. */
export function moveParty(
  deps: AppDeps,
  staff: StaffScope,
  tableId: number,
  toTableIds: number[],
): Promise<FloorView> {
  const storeId = staff.store.id;
  return inFloorTx(deps, staff, async (tx, now) => {
    const { rows, tables } = await lockedSeatingAt(tx, storeId, tableId, toTableIds);
    const first = rows[0];
    if (!first) return;
    const destination = tables.filter((t) => toTableIds.includes(t.id));
    const held = await openOccupanciesOf(tx, storeId, toTableIds);
    const taken = destination.find((t) =>
      held.some((o) => o.tableId === t.id && o.seatingId !== first.seatingId),
    );
    if (taken) throw conflict(`Table ${taken.name} was just seated by another host.`);
    await clearOccupancies(
      tx,
      storeId,
      rows.map((r) => r.id),
      now,
    );
    await seatAtLockedTables(
      tx,
      staff.store,
      destination,
      {
        seatingId: first.seatingId,
        tableIds: destination.map((t) => t.id),
        waitlistEntryId: first.waitlistEntryId,
        reservationId: first.reservationId,
        partyName: first.partyName,
        partySize: first.partySize,
        state: first.state,
        seatedAt: first.seatedAt,
      },
      { now, except: first.seatingId },
    );
  });
}

/** Turning or bussing for the whole seating, or free: the party's tables are cleared together. */
export function setTableState(
  deps: AppDeps,
  staff: StaffScope,
  tableId: number,
  state: "turning" | "bussing" | "free",
): Promise<FloorView> {
  const storeId = staff.store.id;
  return inFloorTx(deps, staff, async (tx, now) => {
    const { rows } = await lockedSeatingAt(tx, storeId, tableId);
    const first = rows[0];
    if (!first) return;
    if (state === "free")
      await clearOccupancies(
        tx,
        storeId,
        rows.map((r) => r.id),
        now,
      );
    else await setSeatingState(tx, storeId, first.seatingId, state);
  });
}
