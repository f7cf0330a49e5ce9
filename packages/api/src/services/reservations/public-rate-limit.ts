/** Public booking attempts per client address (DESIGN: rate limits on by default; RATE_LIMITS=off turns them off). */
import { DomainError } from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { createRateLimiter, type RateLimiter } from "../../security/rate-limiter";

export const TOO_MANY_BOOKINGS = "Too many reservation attempts. Please wait a few minutes and try again.";
const limiters = new WeakMap<AppDeps, RateLimiter>();

/** Counts one public booking attempt from an address; refuses with 429 past 20 in 10 minutes. */
export function countPublicBooking(deps: AppDeps, ip: string): void {
  let limiter = limiters.get(deps);
  if (!limiter) {
    limiter = createRateLimiter({ max: 20, windowMs: 10 * 60_000, enabled: deps.config.rateLimits });
    limiters.set(deps, limiter);
  }
  if (limiter.blocked(ip)) throw new DomainError("TOO_MANY_REQUESTS", TOO_MANY_BOOKINGS);
  limiter.fail(ip);
}
