/** Reservation config (docs/product.md#records, #limits) of the session's store. */
import {
  datesWithWaitingRequests,
  getReservationConfig,
  type ReservationConfigRow,
  saveReservationConfig,
} from "@seatline/db";
import { type ReservationConfig, type ReservationConfigInput, storeDate } from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { emitStoreEvent } from "../../events/store-events";
import type { StaffScope } from "../auth/types";
import { offerFreedCapacity } from "../notify-offers/cascade";

export function configView(row: ReservationConfigRow): ReservationConfig {
  return {
    newReservationsEnabled: row.newReservationsEnabled,
    reservationIntervalMinutes: row.reservationIntervalMinutes,
    maxTablesPerInterval: row.maxTablesPerInterval,
    maxPersonsPerInterval: row.maxPersonsPerInterval,
    bookingHorizonDays: row.bookingHorizonDays,
    dashboardLeadMinutes: row.dashboardLeadMinutes,
  };
}

export async function readReservationConfig(
  deps: AppDeps,
  staff: StaffScope,
): Promise<{ activeConfig: ReservationConfig; companySlug: string; storeSlug: string }> {
  const row = await getReservationConfig(deps.db, staff.store.id);
  return { activeConfig: configView(row), companySlug: staff.company.slug, storeSlug: staff.store.slug };
}

/**
 * The input is validated by reservationConfigInput (interval 15/30/60, tables 1-10, persons 5-50 step 5, horizon
 * 1-365 days, Dashboard lead 0-1440 minutes); a field left out (the legacy update has neither horizon nor lead) keeps
 * its stored value.
 */
export async function updateReservationConfig(
  deps: AppDeps,
  staff: StaffScope,
  input: ReservationConfigInput,
): Promise<ReservationConfig> {
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const before = await getReservationConfig(tx, staff.store.id);
    const saved = await saveReservationConfig(tx, staff.store.id, input, now);
    // More tables or seats per slot (or another increment, which makes other times) may make room: every date with a
    // waiting request on the notify list hears of it.
    const raised =
      saved.maxTablesPerInterval > before.maxTablesPerInterval ||
      saved.maxPersonsPerInterval > before.maxPersonsPerInterval ||
      saved.reservationIntervalMinutes !== before.reservationIntervalMinutes;
    if (raised) {
      const today = storeDate(staff.store.timezone, now);
      for (const date of await datesWithWaitingRequests(tx, staff.store.id, today)) {
        await offerFreedCapacity(tx, {
          storeId: staff.store.id,
          date,
          now,
          publicUrl: deps.config.publicUrl,
        });
      }
    }
    await emitStoreEvent(tx, staff.store.id, "settings");
    await emitStoreEvent(tx, staff.store.id, "reservations");
    return saved;
  });
  return configView(row);
}
