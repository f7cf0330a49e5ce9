/**
 * The one rule for changing the Table Information counts (Settings and the legacy change_table_settings): the counts
 * are derived from the floor's tables, so a new count adds or removes generated tables (docs/architecture.md#tables-and-occupancy).
 */
import {
  applyTableCountPlan,
  lockAllLiveTables,
  openOccupancies,
  refreshTableCounts,
  type Tx,
} from "@seatline/db";
import {
  badRequest,
  blockedCountMessage,
  conflict,
  FLOOR_TABLES_MAX,
  planTableCounts,
  type TableCounts,
  tooManyTablesMessage,
} from "@seatline/domain";

/** Call with the store's table_settings row locked (lockTableSettings), then refresh nothing else: this does it. */
export async function changeTableCounts(
  tx: Tx,
  storeId: string,
  target: TableCounts,
  now: Date,
): Promise<void> {
  // Every table locked (ascending id, after the settings row): none is seated between this read and its removal.
  const tables = await lockAllLiveTables(tx, storeId);
  const open = await openOccupancies(tx, storeId);
  const occupied = new Set(open.map((o) => o.tableId));
  const plan = planTableCounts(
    tables.map((t) => ({
      id: t.id,
      name: t.name,
      maxSeats: t.maxSeats,
      generated: t.generated,
      occupied: occupied.has(t.id),
    })),
    target,
  );
  // A floor past the limit (from before it) may keep its tables and shrink, never grow.
  const total = Object.values(target).reduce((n, c) => n + c, 0);
  if (total > FLOOR_TABLES_MAX && total > tables.length) throw badRequest(tooManyTablesMessage());
  const [blocked] = plan.blocked;
  if (blocked) throw conflict(blockedCountMessage(blocked));
  await applyTableCountPlan(tx, storeId, plan, now);
  await refreshTableCounts(tx, storeId);
}
