/** Finding a store by the names public and legacy callers use (company + store slug, legacy_store_id). */
import { and, eq } from "drizzle-orm";
import type { Executor } from "../client";
import { companies, stores } from "../schema/tenancy";

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
