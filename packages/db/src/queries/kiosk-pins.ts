/** The kiosk host-screen PIN hash of a store (schema/settings.ts kioskPins); only the API's kiosk-lock services read it. */
import { eq } from "drizzle-orm";
import type { Executor } from "../client";
import { kioskPins } from "../schema/settings";
import { users } from "../schema/tenancy";

/** The store's PIN hash, or null when the store has set no PIN. */
export async function getKioskPinHash(db: Executor, storeId: string): Promise<string | null> {
  const [row] = await db
    .select({ pinHash: kioskPins.pinHash })
    .from(kioskPins)
    .where(eq(kioskPins.storeId, storeId));
  return row?.pinHash ?? null;
}

/** Sets or replaces the store's PIN hash. */
export async function saveKioskPinHash(
  tx: Executor,
  storeId: string,
  pinHash: string,
  now: Date,
): Promise<void> {
  await tx
    .insert(kioskPins)
    .values({ storeId, pinHash, updatedAt: now })
    .onConflictDoUpdate({ target: kioskPins.storeId, set: { pinHash, updatedAt: now } });
}

/** Removes the store's PIN; true when there was one. */
export async function deleteKioskPin(tx: Executor, storeId: string): Promise<boolean> {
  const rows = await tx
    .delete(kioskPins)
    .where(eq(kioskPins.storeId, storeId))
    .returning({ id: kioskPins.storeId });
  return rows.length > 0;
}

/** The signed-in user's password hash (the host screen opens with it when the store has no PIN). */
export async function getUserPasswordHash(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.hash ?? null;
}
