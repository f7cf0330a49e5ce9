/**
 * The kiosk PIN in the staff console's Settings (docs/product.md#settings): set, change or remove. Only its argon2id
 * hash is stored (packages/db password.ts); every answer says only whether a PIN is set.
 */
import { deleteKioskPin, getKioskPinHash, hashPassword, saveKioskPinHash } from "@seatline/db";
import type { KioskLockStatus } from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { emitStoreEvent } from "../../events/store-events";
import type { StaffScope } from "../auth/types";

export async function readKioskLock(deps: AppDeps, staff: StaffScope): Promise<KioskLockStatus> {
  return { pinSet: (await getKioskPinHash(deps.db, staff.store.id)) !== null };
}

/** Sets or changes the PIN; the kiosk's lock screen hears it through the store's `settings` event. */
export async function setKioskPin(deps: AppDeps, staff: StaffScope, pin: string): Promise<KioskLockStatus> {
  // Hashed before the transaction: argon2 takes tens of milliseconds and needs no lock.
  const pinHash = await hashPassword(pin);
  return deps.db.transaction(async (tx) => {
    await saveKioskPinHash(tx, staff.store.id, pinHash, deps.clock.now());
    await emitStoreEvent(tx, staff.store.id, "settings");
    return { pinSet: true };
  });
}

/** Removes the PIN: the host screen opens with the staff password again. Removing none changes nothing. */
export async function removeKioskPin(deps: AppDeps, staff: StaffScope): Promise<KioskLockStatus> {
  return deps.db.transaction(async (tx) => {
    if (await deleteKioskPin(tx, staff.store.id)) await emitStoreEvent(tx, staff.store.id, "settings");
    return { pinSet: false };
  });
}
