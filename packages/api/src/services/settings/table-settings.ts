/** Table information: tables and average turn minutes per party-size group (docs/product.md#records, "Table settings"). */
import { getTableSettings, lockTableSettings, saveTableSettings, type TableSettingsRow } from "@seatline/db";
import type { TableSettings } from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { emitStoreEvent } from "../../events/store-events";
import type { StaffScope } from "../auth/types";
import { changeTableCounts } from "../floor/table-counts";

export function tableSettingsView(row: TableSettingsRow | null): TableSettings {
  return {
    solo_tables_total: row?.soloTablesTotal ?? 0,
    solo_tables_turn_avg: row?.soloTablesTurnAvg ?? 0,
    two_tables_total: row?.twoTablesTotal ?? 0,
    two_tables_turn_avg: row?.twoTablesTurnAvg ?? 0,
    three_four_tables_total: row?.threeFourTablesTotal ?? 0,
    three_four_tables_turn_avg: row?.threeFourTablesTurnAvg ?? 0,
    five_plus_tables_total: row?.fivePlusTablesTotal ?? 0,
    five_plus_tables_turn_avg: row?.fivePlusTablesTurnAvg ?? 0,
  };
}

export async function readTableSettings(deps: AppDeps, staff: StaffScope): Promise<TableSettings> {
  return tableSettingsView(await getTableSettings(deps.db, staff.store.id));
}

export async function writeTableSettings(
  deps: AppDeps,
  staff: StaffScope,
  t: TableSettings,
): Promise<TableSettings> {
  const storeId = staff.store.id;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // The lock order of the floor (docs/architecture.md#tables-and-occupancy): the settings row, then the tables.
    const current = await lockTableSettings(tx, storeId);
    const turns = {
      soloTablesTurnAvg: t.solo_tables_turn_avg,
      twoTablesTurnAvg: t.two_tables_turn_avg,
      threeFourTablesTurnAvg: t.three_four_tables_turn_avg,
      fivePlusTablesTurnAvg: t.five_plus_tables_turn_avg,
      updatedAt: now,
    };
    // The counts are the tables': save the turns (and, for a store without a row yet, zero counts) first.
    await saveTableSettings(tx, storeId, {
      soloTablesTotal: current?.soloTablesTotal ?? 0,
      twoTablesTotal: current?.twoTablesTotal ?? 0,
      threeFourTablesTotal: current?.threeFourTablesTotal ?? 0,
      fivePlusTablesTotal: current?.fivePlusTablesTotal ?? 0,
      ...turns,
    });
    await changeTableCounts(
      tx,
      storeId,
      {
        solo: t.solo_tables_total,
        two: t.two_tables_total,
        three_four: t.three_four_tables_total,
        five_plus: t.five_plus_tables_total,
      },
      now,
    );
    // Wait quotes depend on table settings: the waitlist views refetch too, and the floor shows the tables.
    await emitStoreEvent(tx, storeId, "settings");
    await emitStoreEvent(tx, storeId, "waitlist");
    await emitStoreEvent(tx, storeId, "floor");
    return tableSettingsView(await getTableSettings(tx, storeId));
  });
}
