/**
 * Service-level limits over the shared counters (counters.ts): each attempt is counted first, then compared, so no
 * burst of parallel requests gets past a limit. Off with RATE_LIMITS=off. Counters that do not answer (Redis away)
 * let these through (fail open: reads, joins, bookings and test texts keep working); sign-in fails closed instead
 * (services/auth/login-limits.ts).
 */
import type { AppDeps } from "../deps";
import type { WindowLimit } from "./counters";

/** Counts one attempt against `key` of the counter `name`; true while the key is within `limit`. */
export async function countWithin(
  deps: AppDeps,
  name: string,
  key: string,
  limit: WindowLimit,
): Promise<boolean> {
  if (!deps.config.rateLimits) return true;
  try {
    return (await deps.counters.counter(name, limit).take(key)).within;
  } catch (err) {
    deps.onCounterError?.(err);
    return true;
  }
}
