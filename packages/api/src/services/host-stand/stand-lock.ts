/**
 * The host stand's lock screen (docs/architecture.md "Device sessions"): the store's people who have a stand PIN, a
 * person's PIN opening the stand as them for the idle time, Switch locking it again. Each PIN try is counted against
 * that person before it is checked (kiosk-lock/unlock-limits.ts), so a guesser at the stand runs out one person's
 * tries and never a manager's password. A wrong or unknown person and PIN answer alike (403) and change nothing.
 */
import { hashPassword, setStandPerson, standPeople, standPinOf, verifyPassword } from "@seatline/db";
import { DomainError, STAND_IDLE_MS, type StandPerson, WRONG_STAND_PIN } from "@seatline/domain";
import type { AppDeps } from "../../deps";
import type { SessionInfo, StaffScope } from "../auth/types";
import { takeUnlockSlot } from "../kiosk-lock/unlock-limits";
import { recordAudit } from "../privacy/audit";

export function listStandPeople(deps: AppDeps, staff: StaffScope): Promise<StandPerson[]> {
  return standPeople(deps.db, staff.store.id);
}

/** Hashes to check a try for a person without a PIN against, so both failures take the same time. */
let dummyPin: Promise<string> | null = null;

export async function unlockStand(
  deps: AppDeps,
  staff: StaffScope,
  session: SessionInfo,
  input: { userId: string; pin: string },
): Promise<{ unlocked: true; name: string }> {
  const slot = await takeUnlockSlot(deps, staff.store.id, `stand-pin:${input.userId}`);
  const person = await standPinOf(deps.db, staff.store.id, input.userId);
  if (!person) {
    dummyPin ??= hashPassword("0000");
    await verifyPassword(await dummyPin, input.pin);
    throw new DomainError("FORBIDDEN", WRONG_STAND_PIN);
  }
  if (!(await verifyPassword(person.hash, input.pin))) throw new DomainError("FORBIDDEN", WRONG_STAND_PIN);
  await slot.succeeded();
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await setStandPerson(tx, session.sessionId, {
      userId: input.userId,
      until: new Date(now.getTime() + STAND_IDLE_MS),
    });
    // The log names who took the stand and when: what they then do is theirs.
    await recordAudit(
      tx,
      staff.store.id,
      { id: input.userId, email: person.email },
      "stand.unlock",
      person.name,
      {},
      now,
    );
  });
  return { unlocked: true, name: person.name };
}

/** Switch: nobody is at the stand until the next PIN. */
export async function lockStand(deps: AppDeps, session: SessionInfo): Promise<{ locked: true }> {
  await setStandPerson(deps.db, session.sessionId, null);
  return { locked: true };
}
