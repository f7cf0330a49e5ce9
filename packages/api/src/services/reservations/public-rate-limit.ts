/**
 * Public booking attempts per client address (docs/architecture.md#rate-limits: rate limits on by default; RATE_LIMITS=off turns them off),
 * counted in the shared counters (security/counters.ts: memory, or Redis across processes).
 */
import { DomainError } from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { addressKey } from "../../security/client-address";
import { countWithin } from "../../security/limits";

export const TOO_MANY_BOOKINGS = "Too many reservation attempts. Please wait a few minutes and try again.";
export const PUBLIC_BOOKING_LIMIT = { max: 20, windowMs: 10 * 60_000 } as const;

/** Counts one public booking attempt from an address; refuses with 429 past 20 in 10 minutes. */
export async function countPublicBooking(deps: AppDeps, ip: string): Promise<void> {
  if (!(await countWithin(deps, "booking:addr", addressKey(ip), PUBLIC_BOOKING_LIMIT)))
    throw new DomainError("TOO_MANY_REQUESTS", TOO_MANY_BOOKINGS);
}
