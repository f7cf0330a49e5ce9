/**
 * A person's own PIN for the host stand (docs/architecture.md "Device sessions"), set from their own sign-in with
 * their password (counted like the stand's PIN tries), and the name the stand's lock screen shows for them. Only the
 * argon2id hash is kept; every answer says only whether a PIN is set.
 */
import {
  getUserPasswordHash,
  hashPassword,
  leaveStands,
  myStandPin,
  saveStandPin,
  verifyPassword,
} from "@seatline/db";
import {
  DomainError,
  type MyStandPin,
  type SetStandPinInput,
  WRONG_PASSWORD_FOR_PIN,
} from "@seatline/domain";
import type { AppDeps } from "../../deps";
import type { StaffScope } from "../auth/types";
import { takeUnlockSlot } from "../kiosk-lock/unlock-limits";

export function readMyStandPin(deps: AppDeps, staff: StaffScope): Promise<MyStandPin> {
  return myStandPin(deps.db, staff.user.id);
}

export async function setMyStandPin(
  deps: AppDeps,
  staff: StaffScope,
  input: SetStandPinInput,
): Promise<MyStandPin> {
  const slot = await takeUnlockSlot(deps, staff.store.id, `own-password:${staff.user.id}`);
  const passwordHash = await getUserPasswordHash(deps.db, staff.user.id);
  if (passwordHash === null || !(await verifyPassword(passwordHash, input.password)))
    throw new DomainError("FORBIDDEN", WRONG_PASSWORD_FOR_PIN);
  await slot.succeeded();
  const hash = await hashPassword(input.pin);
  await deps.db.transaction(async (tx) => {
    await saveStandPin(tx, staff.user.id, { name: input.name, hash });
    // A new PIN ends what the old one opened: whoever learned it is at no stand as this person.
    await leaveStands(tx, staff.user.id);
  });
  return { name: input.name, pinSet: true };
}

/** The person no longer shows on the stand's lock screen, and any stand they are at locks. */
export async function removeMyStandPin(deps: AppDeps, staff: StaffScope): Promise<MyStandPin> {
  await deps.db.transaction(async (tx) => {
    await saveStandPin(tx, staff.user.id, null);
    await leaveStands(tx, staff.user.id);
  });
  return { name: null, pinSet: false };
}
