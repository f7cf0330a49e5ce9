/**
 * The host stand's lock screen (docs/architecture.md "Device sessions"): the store's people who have a stand PIN, a
 * person's PIN opening the stand as them for the idle time, Switch locking it again. Each PIN try is counted against
 * the stand and the person at it before it is checked (stand-tries.ts). A wrong PIN and a person not on this store's
 * lock screen answer alike (403) and change nothing; the latter is refused without a hash check, the names being on
 * the lock screen anyway.
 */
import { setStandPerson, standPeople, standPinOf, verifyPassword } from "@seatline/db";
import { DomainError, STAND_IDLE_MS, type StandPerson, WRONG_STAND_PIN } from "@seatline/domain";
import type { AppDeps } from "../../deps";
import type { SessionInfo, StaffScope } from "../auth/types";
import { recordAudit } from "../privacy/audit";
import { takePersonTry, takeStandTry } from "./stand-tries";

export function listStandPeople(deps: AppDeps, staff: StaffScope): Promise<StandPerson[]> {
  return standPeople(deps.db, staff.store.id);
}

export async function unlockStand(
  deps: AppDeps,
  staff: StaffScope,
  session: SessionInfo,
  input: { userId: string; pin: string },
): Promise<{ unlocked: true; name: string }> {
  const standTry = await takeStandTry(deps, session.sessionId);
  const person = await standPinOf(deps.db, staff.store.id, input.userId);
  if (!person) throw new DomainError("FORBIDDEN", WRONG_STAND_PIN);
  const personTry = await takePersonTry(deps, session.sessionId, input.userId);
  if (!(await verifyPassword(person.hash, input.pin))) throw new DomainError("FORBIDDEN", WRONG_STAND_PIN);
  await Promise.all([standTry.succeeded(), personTry.succeeded()]);
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
