/** Kiosk settings: waitlist on/off, announcement and the four party-input options (docs/product.md#records). */
import { getKioskSettings, type KioskSettingsRow, saveKioskSettings } from "@seatline/db";
import type { KioskSettings, KioskSettingsChange } from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { emitStoreEvent } from "../../events/store-events";
import type { StaffScope } from "../auth/types";

/** A store without a settings row gets the defaults of a new store. */
export function kioskSettingsView(row: KioskSettingsRow | null): KioskSettings {
  return {
    waitlistOn: row?.waitlistOn ?? true,
    announcement: row?.announcement ?? "",
    firstAvailableOkay: row?.firstAvailableOkay ?? true,
    indoorSeatingPreferred: row?.indoorSeatingPreferred ?? true,
    barSeatingPreferred: row?.barSeatingPreferred ?? true,
    outdoorSeatingPreferred: row?.outdoorSeatingPreferred ?? false,
  };
}

export async function readKioskSettings(deps: AppDeps, staff: StaffScope): Promise<KioskSettings> {
  return kioskSettingsView(await getKioskSettings(deps.db, staff.store.id));
}

/** A save; a field left out keeps its stored value (only the given fields are set, so a concurrent save of another field is not undone). */
export async function writeKioskSettings(
  deps: AppDeps,
  staff: StaffScope,
  input: KioskSettingsChange,
): Promise<KioskSettings> {
  return deps.db.transaction(async (tx) => {
    const row = await saveKioskSettings(tx, staff.store.id, { ...input, updatedAt: deps.clock.now() });
    await emitStoreEvent(tx, staff.store.id, "settings");
    return kioskSettingsView(row);
  });
}
