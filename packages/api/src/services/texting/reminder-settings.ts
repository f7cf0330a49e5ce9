/** The store's reservation reminder settings (docs/product.md#texts): read and save, for the session's store. */
import { getReservationConfig, saveReminderSettings } from "@seatline/db";
import type { ReminderSettings } from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { emitStoreEvent } from "../../events/store-events";
import type { StaffScope } from "../auth/types";

const view = (row: { remindersEnabled: boolean; reminderHours: number[] }): ReminderSettings => ({
  enabled: row.remindersEnabled,
  hours: [...row.reminderHours].sort((a, b) => b - a),
});

export async function readReminderSettings(deps: AppDeps, staff: StaffScope): Promise<ReminderSettings> {
  return view(await getReservationConfig(deps.db, staff.store.id));
}

export async function updateReminderSettings(
  deps: AppDeps,
  staff: StaffScope,
  input: ReminderSettings,
): Promise<ReminderSettings> {
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const saved = await saveReminderSettings(
      tx,
      staff.store.id,
      { remindersEnabled: input.enabled, reminderHours: [...input.hours].sort((a, b) => b - a) },
      now,
    );
    await emitStoreEvent(tx, staff.store.id, "settings");
    return saved;
  });
  return view(row);
}
