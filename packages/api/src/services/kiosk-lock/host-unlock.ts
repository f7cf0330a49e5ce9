/**
 * Opening the kiosk's host screen (docs/product.md#kiosk): with the store's PIN when one is set, else with the signed-in
 * account's staff password. The try is counted first (unlock-limits.ts); a wrong entry is a 403 with a plain
 * message (never 401: that would sign the kiosk out), and changes nothing.
 */
import { getKioskPinHash, getUserPasswordHash, verifyPassword } from "@seatline/db";
import { DomainError, isKioskPin, WRONG_KIOSK_PASSWORD, WRONG_KIOSK_PIN } from "@seatline/domain";
import type { AppDeps } from "../../deps";
import type { StaffScope } from "../auth/types";
import { takeUnlockSlot } from "./unlock-limits";

export interface HostUnlock {
  unlocked: true;
  /** What opened it: the PIN or the staff password. */
  with: "pin" | "password";
}

export async function unlockHostScreen(
  deps: AppDeps,
  staff: StaffScope,
  secret: string,
): Promise<HostUnlock> {
  const slot = await takeUnlockSlot(deps, staff.store.id);
  const pinHash = await getKioskPinHash(deps.db, staff.store.id);
  if (pinHash !== null) {
    // Anything but 4-6 digits cannot be the PIN: no hash is checked, and the try still counts.
    if (!isKioskPin(secret) || !(await verifyPassword(pinHash, secret)))
      throw new DomainError("FORBIDDEN", WRONG_KIOSK_PIN);
    await slot.succeeded();
    return { unlocked: true, with: "pin" };
  }
  const passwordHash = await getUserPasswordHash(deps.db, staff.user.id);
  if (passwordHash === null || !(await verifyPassword(passwordHash, secret)))
    throw new DomainError("FORBIDDEN", WRONG_KIOSK_PASSWORD);
  await slot.succeeded();
  return { unlocked: true, with: "password" };
}
