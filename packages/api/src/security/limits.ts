/**
 * Service-level limits over the shared counter store (counter-store.ts): each attempt is counted first, then
 * compared, so no burst of parallel requests gets past a limit. Off with RATE_LIMITS=off. A counter store that does
 * not answer (Redis away) lets these through (fail open: reads, joins, bookings and test texts keep working); sign-in
 * fails closed instead (services/auth/login-limits.ts).
 */
import type { AppDeps } from "../deps";

export interface WindowLimit {
  max: number;
  windowMs: number;
}

/** Counts one attempt against `key`; true while the key is within `limit`. */
export async function countWithin(deps: AppDeps, key: string, limit: WindowLimit): Promise<boolean> {
  if (!deps.config.rateLimits) return true;
  try {
    return (await deps.counters.add(key, limit.windowMs)) <= limit.max;
  } catch (err) {
    deps.onCounterError?.(err);
    return true;
  }
}
