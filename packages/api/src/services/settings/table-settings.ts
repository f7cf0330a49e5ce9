/** Table information: tables and average turn minutes per party-size group (docs/product.md#records, "Table settings"). */
import { getTableSettings, saveTableSettings, type TableSettingsRow } from "@seatline/db";
import type { TableSettings } from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { emitStoreEvent } from "../../events/store-events";
import type { StaffScope } from "../auth/types";

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
  return deps.db.transaction(async (tx) => {
    const row = await saveTableSettings(tx, staff.store.id, {
      soloTablesTotal: t.solo_tables_total,
      soloTablesTurnAvg: t.solo_tables_turn_avg,
      twoTablesTotal: t.two_tables_total,
      twoTablesTurnAvg: t.two_tables_turn_avg,
      threeFourTablesTotal: t.three_four_tables_total,
      threeFourTablesTurnAvg: t.three_four_tables_turn_avg,
      fivePlusTablesTotal: t.five_plus_tables_total,
      fivePlusTablesTurnAvg: t.five_plus_tables_turn_avg,
      updatedAt: deps.clock.now(),
    });
    // Wait quotes depend on table settings: the waitlist views refetch too.
    await emitStoreEvent(tx, staff.store.id, "settings");
    await emitStoreEvent(tx, staff.store.id, "waitlist");
    return tableSettingsView(row);
  });
}
