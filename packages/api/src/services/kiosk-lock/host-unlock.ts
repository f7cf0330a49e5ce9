/**
 * Opening the kiosk's host screen (docs/product.md#kiosk): with the store's PIN when one is set and 4-6 digits are
 * typed, else with the password of the account the kiosk was paired with (a manager's: pairing needs one), so a PIN
 * whose tries a guest ran out never shuts the manager out. Each try is counted first, PIN and password apart
 * (unlock-limits.ts); a wrong entry is a 403 with a plain message (never 401: that would sign the kiosk out), and
 * changes nothing. A right one, on a kiosk's device session, opens its host screen on the server (host-screen.ts).
 */
import { getKioskPinHash, getUserPasswordHash, verifyPassword } from "@seatline/db";
import { DomainError, isKioskPin, WRONG_KIOSK_PASSWORD, WRONG_KIOSK_PIN } from "@seatline/domain";
import type { AppDeps } from "../../deps";
import type { SessionInfo, StaffScope } from "../auth/types";
import { openHostScreen } from "./host-screen";
import { takeUnlockSlot } from "./unlock-limits";

export interface HostUnlock {
  unlocked: true;
  /** What opened it: the PIN or the staff password. */
  with: "pin" | "password";
}

export async function unlockHostScreen(
  deps: AppDeps,
  staff: StaffScope,
  session: SessionInfo,
  secret: string,
): Promise<HostUnlock> {
  const pinHash = await getKioskPinHash(deps.db, staff.store.id);
  const opened = async (slot: { succeeded(): Promise<void> }, by: HostUnlock["with"]) => {
    await slot.succeeded();
    await openHostScreen(deps, session);
    return { unlocked: true as const, with: by };
  };
  if (pinHash !== null && isKioskPin(secret)) {
    const slot = await takeUnlockSlot(deps, staff.store.id, "pin");
    if (!(await verifyPassword(pinHash, secret))) throw new DomainError("FORBIDDEN", WRONG_KIOSK_PIN);
    return opened(slot, "pin");
  }
  const slot = await takeUnlockSlot(deps, staff.store.id, "password");
  const passwordHash = await getUserPasswordHash(deps.db, staff.user.id);
  if (passwordHash === null || !(await verifyPassword(passwordHash, secret)))
    throw new DomainError("FORBIDDEN", WRONG_KIOSK_PASSWORD);
  return opened(slot, "password");
}
