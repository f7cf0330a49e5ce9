/**
 * The guest languages a store offers (docs/product.md#languages): the kiosk's toggle and the guest and public pages' switch show them.
 * Staff screens stay English; this is the store's setting, read and written by staff of that store.
 */
import { setStoreGuestLanguages, storeGuestLanguages } from "@seatline/db";
import { type GuestLanguage, guestLanguageCodes } from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { emitStoreEvent } from "../../events/store-events";
import type { StaffScope } from "../auth/types";

export function readGuestLanguages(deps: AppDeps, staff: StaffScope): Promise<GuestLanguage[]> {
  return storeGuestLanguages(deps.db, staff.store.id);
}

/** Stored in the one order the switch shows them (English first), so a form's order does not matter. */
export function writeGuestLanguages(
  deps: AppDeps,
  staff: StaffScope,
  languages: GuestLanguage[],
): Promise<GuestLanguage[]> {
  const ordered = guestLanguageCodes.filter((l) => languages.includes(l));
  return deps.db.transaction(async (tx) => {
    const stored = await setStoreGuestLanguages(tx, staff.store.id, ordered);
    await emitStoreEvent(tx, staff.store.id, "settings");
    return stored;
  });
}
