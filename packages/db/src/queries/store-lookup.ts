/** Finding a store by the names public and legacy callers use (company + store slug, legacy_store_id). */

import type { GuestLanguage } from "@seatline/domain";
import { and, eq } from "drizzle-orm";
import type { Executor } from "../client";
import { companies, type OpeningHours, stores } from "../schema/tenancy";

export type StoreRow = typeof stores.$inferSelect;
export interface StoreWithCompany {
  store: StoreRow;
  company: { id: string; slug: string; name: string };
}

const companyCols = { id: companies.id, slug: companies.slug, name: companies.name };

export async function findStoreBySlugs(
  db: Executor,
  companySlug: string,
  storeSlug: string,
): Promise<StoreWithCompany | null> {
  const [row] = await db
    .select({ store: stores, company: companyCols })
    .from(stores)
    .innerJoin(companies, eq(companies.id, stores.companyId))
    .where(and(eq(companies.slug, companySlug), eq(stores.slug, storeSlug)))
    .limit(1);
  return row ?? null;
}

export async function findStoreByLegacyId(
  db: Executor,
  legacyStoreId: number,
): Promise<StoreWithCompany | null> {
  const [row] = await db
    .select({ store: stores, company: companyCols })
    .from(stores)
    .innerJoin(companies, eq(companies.id, stores.companyId))
    .where(eq(stores.legacyStoreId, legacyStoreId))
    .limit(1);
  return row ?? null;
}

export async function findStoreById(db: Executor, storeId: string): Promise<StoreWithCompany | null> {
  const [row] = await db
    .select({ store: stores, company: companyCols })
    .from(stores)
    .innerJoin(companies, eq(companies.id, stores.companyId))
    .where(eq(stores.id, storeId))
    .limit(1);
  return row ?? null;
}

/** The guest languages a store offers (docs/product.md#languages); English when the store is gone. */
export async function storeGuestLanguages(db: Executor, storeId: string): Promise<GuestLanguage[]> {
  const [row] = await guestLanguagesQuery(db, storeId);
  return row?.languages ?? ["en"];
}

/** storeGuestLanguages's query, for reads that fold it into one round trip (join-context.ts). */
export function guestLanguagesQuery(db: Executor, storeId: string) {
  return db.select({ languages: stores.guestLanguages }).from(stores).where(eq(stores.id, storeId)).limit(1);
}

/** Sets the guest languages a store offers; answers the stored list. */
export async function setStoreGuestLanguages(
  db: Executor,
  storeId: string,
  languages: GuestLanguage[],
): Promise<GuestLanguage[]> {
  const [row] = await db
    .update(stores)
    .set({ guestLanguages: languages })
    .where(eq(stores.id, storeId))
    .returning({ languages: stores.guestLanguages });
  return row?.languages ?? languages;
}

/** A store's opening hours (docs/product.md#opening-hours); none (always open) when the store is gone. */
export async function storeOpeningHours(db: Executor, storeId: string): Promise<OpeningHours[]> {
  const [row] = await openingHoursQuery(db, storeId);
  return row?.hours ?? [];
}

/** storeOpeningHours's query, for reads that fold it into one round trip (join-context.ts). */
export function openingHoursQuery(db: Executor, storeId: string) {
  return db.select({ hours: stores.hours }).from(stores).where(eq(stores.id, storeId)).limit(1);
}

/** Replaces a store's opening hours; answers the stored list. */
export async function setStoreOpeningHours(
  db: Executor,
  storeId: string,
  hours: OpeningHours[],
): Promise<OpeningHours[]> {
  const [row] = await db
    .update(stores)
    .set({ hours })
    .where(eq(stores.id, storeId))
    .returning({ hours: stores.hours });
  return row?.hours ?? hours;
}
