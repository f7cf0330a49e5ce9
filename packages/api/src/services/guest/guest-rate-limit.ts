/** Remote joins per client address and per phone (DESIGN: rate limits on by default; RATE_LIMITS=off turns them off). */
import { DomainError } from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { createRateLimiter, type RateLimiter } from "../../security/rate-limiter";

export const TOO_MANY_JOINS_FROM_DEVICE =
  "Too many waitlist sign-ups from this device. Please wait a few minutes and try again.";
export const TOO_MANY_JOINS_FOR_PHONE =
  "Too many waitlist sign-ups for this phone number. Please wait a while and try again, or see the host.";

/** 10 attempts per address in 10 minutes; 5 per phone number in an hour. */
export const REMOTE_JOIN_LIMITS = {
  perIp: { max: 10, windowMs: 10 * 60_000 },
  perPhone: { max: 5, windowMs: 60 * 60_000 },
} as const;

const limiters = new WeakMap<AppDeps, { ip: RateLimiter; phone: RateLimiter }>();

function limitersOf(deps: AppDeps) {
  let found = limiters.get(deps);
  if (!found) {
    const enabled = deps.config.rateLimits;
    found = {
      ip: createRateLimiter({ ...REMOTE_JOIN_LIMITS.perIp, enabled }),
      phone: createRateLimiter({ ...REMOTE_JOIN_LIMITS.perPhone, enabled }),
    };
    limiters.set(deps, found);
  }
  return found;
}

/** Counts one remote join attempt from an address for a phone; refuses with 429 once either has used its window. */
export function countRemoteJoin(deps: AppDeps, ip: string, phone: string): void {
  const { ip: byIp, phone: byPhone } = limitersOf(deps);
  if (byIp.blocked(ip)) throw new DomainError("TOO_MANY_REQUESTS", TOO_MANY_JOINS_FROM_DEVICE);
  if (byPhone.blocked(phone)) throw new DomainError("TOO_MANY_REQUESTS", TOO_MANY_JOINS_FOR_PHONE);
  byIp.fail(ip);
  byPhone.fail(phone);
}
