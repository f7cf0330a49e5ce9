/**
 * PIN tries at a host stand (SECURITY.md item 31): each is counted BEFORE anything is checked, against the stand (its
 * device session: every try, a made-up person id included) and against the person named at that stand. Past the
 * stand's count the wait grows: 10 wrong tries wait out the 5 minutes, 20 the hour, 40 the day (Retry-After says how
 * long). Nothing is counted per person across stands, so a lock-out at one stand never refuses that person at another
 * stand, nor their password (whose tries are counted apart, services/auth/login-limits.ts). A right PIN gives its
 * tries back. Counters not answering refuse the try (503): guessing is never left uncounted.
 */
import { STAND_TOO_MANY_TRIES } from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { keyPart } from "../../security/counters";
import { RetryLater } from "../../security/retry-later";
import { takeSlots, type UnlockSlot } from "../kiosk-lock/unlock-limits";

export const STAND_TRY_LIMITS = {
  stand: [
    { max: 10, windowMs: 5 * 60_000 },
    { max: 20, windowMs: 60 * 60_000 },
    { max: 40, windowMs: 24 * 60 * 60_000 },
  ],
  person: [
    { max: 5, windowMs: 5 * 60_000 },
    { max: 20, windowMs: 60 * 60_000 },
  ],
} as const;

const refusal = (msLeft: number) =>
  new RetryLater(STAND_TOO_MANY_TRIES, Math.max(1, Math.ceil(msLeft / 1000)));

/** Counts one try at the stand `sessionId` (the stand's own session: one per paired iPad). */
export function takeStandTry(deps: AppDeps, sessionId: string): Promise<UnlockSlot> {
  return takeSlots(
    deps,
    STAND_TRY_LIMITS.stand.map((limit, i) => ({
      name: `stand-try:stand-${i}`,
      limit,
      key: keyPart(sessionId),
    })),
    refusal,
  );
}

/** Counts one try for the person `userId` at the stand `sessionId`. */
export function takePersonTry(deps: AppDeps, sessionId: string, userId: string): Promise<UnlockSlot> {
  return takeSlots(
    deps,
    STAND_TRY_LIMITS.person.map((limit, i) => ({
      name: `stand-try:person-${i}`,
      limit,
      key: `${userId}@${keyPart(sessionId)}`,
    })),
    refusal,
  );
}
