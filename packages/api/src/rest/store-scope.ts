import { companies, stores } from "@seatline/db";
import { DomainError } from "@seatline/domain";
import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../deps";
import type { StaffScope } from "../services/auth/types";

/**
 * Legacy calls name their store (company slug + store number, or legacy_store_id). It must be the session's own
 * store: another existing store → 403, a store that does not exist → 404 (docs/legacy-api.md#conventions).
 */
export async function assertOwnStore(
  deps: AppDeps,
  staff: StaffScope,
  named: { company?: string | null; store?: number | null; legacyStoreId?: number | null },
): Promise<void> {
  const { company, store, legacyStoreId } = named;
  if (legacyStoreId != null) {
    if (legacyStoreId === staff.store.legacyStoreId) return;
    const [found] = await deps.db
      .select({ id: stores.id })
      .from(stores)
      .where(eq(stores.legacyStoreId, legacyStoreId))
      .limit(1);
    throw found
      ? new DomainError("FORBIDDEN", "You do not have access to this store.")
      : new DomainError("NOT_FOUND", `Store ${legacyStoreId} was not found.`);
  }
  if (company != null || store != null) {
    if (company === staff.company.slug && store === staff.store.storeNumber) return;
    const [found] = await deps.db
      .select({ id: stores.id })
      .from(stores)
      .innerJoin(companies, eq(companies.id, stores.companyId))
      .where(and(eq(companies.slug, company ?? ""), eq(stores.storeNumber, store ?? -1)))
      .limit(1);
    throw found
      ? new DomainError("FORBIDDEN", "You do not have access to this store.")
      : new DomainError("NOT_FOUND", `Store ${company ?? ""}/${store ?? ""} was not found.`);
  }
}
