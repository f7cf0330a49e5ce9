/**
 * Wrong tries at the kiosk's host-screen lock (SECURITY.md "Rate limits"), counted per store like failed sign-ins
 * (services/auth/login-limits.ts): each try takes its slot in the shared counters (security/counters.ts) BEFORE the
 * PIN or password is checked, so parallel guesses, batches and several processes get no more checks than the limit; a
 * right entry gives its slot back, so only wrong tries stay counted. A 4-digit PIN has 10,000 values: at 5 per 5 minutes and 20 an hour
 * a guesser at the tablet needs weeks, while a host who mistypes is held up for minutes at most. PIN tries and
 * password tries are counted apart, so a guest who runs the PIN's tries out never locks out the manager's password.
 * The counters not answering (Redis away) refuse the unlock with a 503: guessing is never left uncounted.
 * The host stand's PIN tries are counted per stand and per person at it, on the same slots (host-stand/stand-tries.ts).
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
 * What a try is checked against: the store's kiosk PIN, the password of the account the kiosk was paired with, or a
 * person's own password when they set their stand PIN: a guesser runs out that one's tries, never a manager's password.
 */
export type UnlockSecret = "pin" | "password" | `own-password:${string}`;

/** One count a try takes: the counter's name and limit, and the key counted. */
export interface UnlockCount {
  name: string;
  limit: WindowLimit;
  key: string;
}

/**
 * Counts one try against each count in turn; past one, throws `refusal` with how long until that count's window ends
 * (nothing is then checked), or a 503 without counters. The slots taken are given back together on success.
 */
export async function takeSlots(
  deps: AppDeps,
  counts: readonly UnlockCount[],
  refusal: (msLeft: number) => DomainError,
): Promise<UnlockSlot> {
  if (!deps.config.rateLimits) return noSlot;
  const taken: { counter: Counter; key: string }[] = [];
  try {
    for (const { name, limit, key } of counts) {
      const counter = deps.counters.counter(name, limit);
      const { within, msLeft } = await counter.take(key);
      taken.push({ counter, key });
      if (!within) throw refusal(msLeft);
    }
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

/** Counts one unlock try of the store; throws 429 past a limit (nothing is then checked) or 503 without counters. */
export function takeUnlockSlot(deps: AppDeps, storeId: string, secret: UnlockSecret): Promise<UnlockSlot> {
  const key = `${secret}:${storeId}`;
  return takeSlots(
    deps,
    [
      { name: "kiosk-unlock:store", limit: UNLOCK_LIMITS.perStore, key },
      { name: "kiosk-unlock:store-hour", limit: UNLOCK_LIMITS.perStoreHour, key },
    ],
    () => new DomainError("TOO_MANY_REQUESTS", TOO_MANY_UNLOCKS),
  );
}
