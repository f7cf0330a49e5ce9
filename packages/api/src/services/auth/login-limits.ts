/**
 * Failed-sign-in limits (SECURITY.md "Rate limits"). Each attempt takes its slots in the shared counters
 * (security/counters.ts) BEFORE its password is checked, one atomic increment per counter, so however guesses arrive
 * (parallel requests, tRPC batches, the legacy path, several processes) no more passwords are checked per window than
 * the limits say. A sign-in that succeeds gives its slots back (only failures stay counted) and marks its address as
 * known for that e-mail. Counters:
 * - per (e-mail, address): 10 per 15 minutes;
 * - per address: 20 per 15 minutes (one address trying many e-mails);
 * - per e-mail: 100 an hour, and beyond 10 failures in that hour each attempt waits a growing delay. An address that
 *   signed in to that e-mail within 30 days is exempt from this one, so a stranger's guessing elsewhere cannot lock
 *   the account's own devices out.
 * The counters not answering (Redis away) refuse sign-in with a 503: guessing is never left uncounted.
 */
import { DomainError } from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { addressKey } from "../../security/client-address";
import { type Counter, keyPart, type WindowLimit } from "../../security/counters";

export const TOO_MANY_LOGINS = "Too many sign-in attempts. Please wait a few minutes and try again.";
export const SIGN_IN_UNAVAILABLE = "Sign-in is temporarily unavailable. Please try again in a minute.";

export const LOGIN_LIMITS = {
  perEmailAndAddress: { max: 10, windowMs: 15 * 60_000 },
  perAddress: { max: 20, windowMs: 15 * 60_000 },
  perEmail: { max: 100, windowMs: 60 * 60_000 },
  /** Past this many failures of an e-mail in its hour, attempts from unknown addresses wait. */
  delayAfter: 10,
  delayStepMs: 200,
  maxDelayMs: 5_000,
  knownAddressMs: 30 * 24 * 3600_000,
} as const;

export interface LoginSlot {
  /** The password was right: give the slots back and remember the address for this e-mail. */
  succeeded(): Promise<void>;
}

const noSlot: LoginSlot = { succeeded: async () => {} };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Counts one sign-in attempt; throws 429 past a limit (the password is then not checked) or 503 without counters. */
export async function takeLoginSlot(deps: AppDeps, email: string, ip: string): Promise<LoginSlot> {
  if (!deps.config.rateLimits) return noSlot;
  const { counters } = deps;
  const e = keyPart(email);
  const a = addressKey(ip);
  const known = counters.marks("login:known", LOGIN_LIMITS.knownAddressMs);
  const taken: { counter: Counter; key: string }[] = [];
  const take = async (name: string, key: string, limit: WindowLimit) => {
    const counter = counters.counter(name, limit);
    const { count, within } = await counter.take(key);
    taken.push({ counter, key });
    if (!within) throw new DomainError("TOO_MANY_REQUESTS", TOO_MANY_LOGINS);
    return count;
  };
  let delayMs = 0;
  try {
    const isKnown = await known.marked(`${e}:${a}`);
    await take("login:pair", `${e}:${a}`, LOGIN_LIMITS.perEmailAndAddress);
    await take("login:addr", a, LOGIN_LIMITS.perAddress);
    if (!isKnown) {
      const n = await take("login:email", e, LOGIN_LIMITS.perEmail);
      const over = n - LOGIN_LIMITS.delayAfter;
      if (over > 0) delayMs = Math.min(over * LOGIN_LIMITS.delayStepMs, LOGIN_LIMITS.maxDelayMs);
    }
  } catch (err) {
    if (err instanceof DomainError) throw err;
    deps.onCounterError?.(err);
    throw new DomainError("SERVICE_UNAVAILABLE", SIGN_IN_UNAVAILABLE);
  }
  if (delayMs > 0) await sleep(delayMs);
  return {
    async succeeded() {
      try {
        await Promise.all([...taken.map((t) => t.counter.giveBack(t.key)), known.mark(`${e}:${a}`)]);
      } catch (err) {
        deps.onCounterError?.(err);
      }
    },
  };
}
