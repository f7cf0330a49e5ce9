/** The store a reservation action works on: its row (hours, timezone), company, and "now" in its time. */
import {
  type Executor,
  findStoreById,
  findStoreByLegacyId,
  findStoreBySlugs,
  type StoreWithCompany,
} from "@seatline/db";
import { notFound, reservationMessages, storeDate, storeMinutes } from "@seatline/domain";

export type BookingStore = StoreWithCompany;

export async function storeById(db: Executor, storeId: string): Promise<BookingStore> {
  const found = await findStoreById(db, storeId);
  if (!found) throw notFound(reservationMessages.storeNotFound);
  return found;
}

export async function storeBySlugs(
  db: Executor,
  companySlug: string,
  storeSlug: string,
): Promise<BookingStore> {
  const found = await findStoreBySlugs(db, companySlug.trim().toLowerCase(), storeSlug.trim().toLowerCase());
  if (!found) throw notFound(reservationMessages.storeNotFound);
  return found;
}

export async function storeByLegacyId(db: Executor, legacyStoreId: number): Promise<BookingStore> {
  const found = await findStoreByLegacyId(db, legacyStoreId);
  if (!found) throw notFound(`Store ${legacyStoreId} was not found.`);
  return found;
}

/** Today's store-local date and minutes since the store's midnight. */
export function storeNow(tz: string, now: Date): { today: string; nowMinutes: number } {
  return { today: storeDate(tz, now), nowMinutes: storeMinutes(tz, now) };
}
