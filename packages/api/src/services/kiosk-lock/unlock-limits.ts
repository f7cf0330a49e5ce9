/**
 * Wrong tries at the kiosk's host-screen lock (SECURITY.md "Rate limits"), counted per store like failed sign-ins
 * (services/auth/login-limits.ts): each try takes its slot in the shared counters (security/counters.ts) BEFORE the
 * PIN or password is checked, so parallel guesses, batches and several processes get no more checks than the limit; a
 * right entry gives its slot back, so only wrong tries stay counted. A 4-digit PIN has 10,000 values: at 5 per 5 minutes and 20 an hour
 * a guesser at the tablet needs weeks, while a host who mistypes is held up for minutes at most. PIN tries and
 * password tries are counted apart, so a guest who runs the PIN's tries out never locks out the manager's password.
 * The counters not answering (Redis away) refuse the unlock with a 503: guessing is never left uncounted.
 */
import { DomainError, TOO_MANY_UNLOCKS, UNLOCK_UNAVAILABLE } from "@seatline/domain";
import type { AppDeps } from "../../deps";
import type { Counter, WindowLimit } from "../../security/counters";

export const UNLOCK_LIMITS = {
  perStore: { max: 5, windowMs: 5 * 60_000 },
  perStoreHour: { max: 20, windowMs: 60 * 60_000 },
} as const;

export interface UnlockSlot {
  /** The entry was right: give the slots back. */
  succeeded(): Promise<void>;
}

const noSlot: UnlockSlot = { succeeded: async () => {} };

/**
 * What a try is checked against: the store's kiosk PIN, the password of the account the kiosk was paired with, or one
 * person's own (a host stand's PIN of that user id, or their password when they set that PIN): a guesser at the stand
 * runs out one person's tries, never the others' or a manager's password.
 */
export type UnlockSecret = "pin" | "password" | `stand-pin:${string}` | `own-password:${string}`;

/** Counts one unlock try of the store; throws 429 past a limit (nothing is then checked) or 503 without counters. */
export async function takeUnlockSlot(
  deps: AppDeps,
  storeId: string,
  secret: UnlockSecret,
): Promise<UnlockSlot> {
  if (!deps.config.rateLimits) return noSlot;
  const taken: { counter: Counter; key: string }[] = [];
  const take = async (name: string, limit: WindowLimit) => {
    const counter = deps.counters.counter(name, limit);
    const key = `${secret}:${storeId}`;
    const { within } = await counter.take(key);
    taken.push({ counter, key });
    if (!within) throw new DomainError("TOO_MANY_REQUESTS", TOO_MANY_UNLOCKS);
  };
  try {
    await take("kiosk-unlock:store", UNLOCK_LIMITS.perStore);
    await take("kiosk-unlock:store-hour", UNLOCK_LIMITS.perStoreHour);
  } catch (err) {
    if (err instanceof DomainError) throw err;
    deps.onCounterError?.(err);
    throw new DomainError("SERVICE_UNAVAILABLE", UNLOCK_UNAVAILABLE);
  }
  return {
    async succeeded() {
      try {
        await Promise.all(taken.map((t) => t.counter.giveBack(t.key)));
      } catch (err) {
        deps.onCounterError?.(err);
      }
    },
  };
}
