/**
 * Remote joins per client address and per phone (docs/architecture.md#rate-limits: rate limits on by default; RATE_LIMITS=off turns them off),
 * counted in the shared counters (security/counters.ts: memory, or Redis across processes).
 */
import { DomainError } from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { addressKey } from "../../security/client-address";
import { keyPart } from "../../security/counters";
import { countWithin } from "../../security/limits";

export const TOO_MANY_JOINS_FROM_DEVICE =
  "Too many waitlist sign-ups from this device. Please wait a few minutes and try again.";
export const TOO_MANY_JOINS_FOR_PHONE =
  "Too many waitlist sign-ups for this phone number. Please wait a while and try again, or see the host.";

/** 10 attempts per address in 10 minutes; 5 per phone number and store in an hour. */
export const REMOTE_JOIN_LIMITS = {
  perIp: { max: 10, windowMs: 10 * 60_000 },
  perPhone: { max: 5, windowMs: 60 * 60_000 },
} as const;

/** Counts one remote join attempt from an address, before anything is looked up; 429 once it has used its window. */
export async function countRemoteJoinFrom(deps: AppDeps, ip: string): Promise<void> {
  if (!(await countWithin(deps, "join:addr", addressKey(ip), REMOTE_JOIN_LIMITS.perIp)))
    throw new DomainError("TOO_MANY_REQUESTS", TOO_MANY_JOINS_FROM_DEVICE);
}

/**
 * Counts one remote join naming `phone` at a store that exists and takes remote joins; 429 once the phone has used
 * its window there. Anyone can name any phone, so only joins that can reach that phone count, and only at that store:
 * joins at a store that does not exist, or at another store, cannot lock the phone's owner out. Joins that did
 * count at this store put the phone in its line and texted it the link, so its owner holds that link.
 */
export async function countRemoteJoinFor(deps: AppDeps, storeId: string, phone: string): Promise<void> {
  const key = `${storeId}:${keyPart(phone)}`;
  if (!(await countWithin(deps, "join:phone", key, REMOTE_JOIN_LIMITS.perPhone)))
    throw new DomainError("TOO_MANY_REQUESTS", TOO_MANY_JOINS_FOR_PHONE);
}
