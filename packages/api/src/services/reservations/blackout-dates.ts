/** Blackout dates of the session's store (docs/product.md#validation: must be chosen; minimum today in store time). */
import { addBlackoutDate, listBlackoutDates, removeBlackoutDate } from "@seatline/db";
import { badRequest, notFound, reservationMessages, storeDate } from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { emitStoreEvent } from "../../events/store-events";
import type { StaffScope } from "../auth/types";
import { offerFreedCapacity } from "../notify-offers/cascade";

export function readBlackoutDates(deps: AppDeps, staff: StaffScope): Promise<string[]> {
  return listBlackoutDates(deps.db, staff.store.id);
}

/** Adds a date (again is a no-op) and answers the store's list. */
export async function addStoreBlackoutDate(
  deps: AppDeps,
  staff: StaffScope,
  date: string,
): Promise<string[]> {
  const today = storeDate(staff.store.timezone, deps.clock.now());
  if (date < today) throw badRequest(reservationMessages.pastBlackoutDate, "date");
  return deps.db.transaction(async (tx) => {
    await addBlackoutDate(tx, staff.store.id, date);
    await emitStoreEvent(tx, staff.store.id, "settings");
    await emitStoreEvent(tx, staff.store.id, "reservations");
    return listBlackoutDates(tx, staff.store.id);
  });
}

export async function removeStoreBlackoutDate(
  deps: AppDeps,
  staff: StaffScope,
  date: string,
): Promise<string[]> {
  return deps.db.transaction(async (tx) => {
    if (!(await removeBlackoutDate(tx, staff.store.id, date)))
      throw notFound(`${date} is not a blackout date.`);
    // The date takes bookings again: its free tables go to the notify list.
    await offerFreedCapacity(tx, {
      storeId: staff.store.id,
      date,
      now: deps.clock.now(),
      publicUrl: deps.config.publicUrl,
    });
    await emitStoreEvent(tx, staff.store.id, "settings");
    await emitStoreEvent(tx, staff.store.id, "reservations");
    return listBlackoutDates(tx, staff.store.id);
  });
}
