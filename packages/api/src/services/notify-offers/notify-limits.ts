/**
 * What bounds the notify list (docs/product.md#notify-me, SECURITY.md "Rate limits"): anyone can type any phone on the
 * public page, so a request, its texts and its holds are bounded per address, per store and per phone.
 * - Per address and per store: notify requests counted in the shared counters (memory, or Redis across processes),
 *   as the remote join's are (services/guest/guest-rate-limit.ts); off with RATE_LIMITS=off, and open when the
 *   counters do not answer.
 * - Per phone (product rules, always on, read from the database under the caller's locks): open requests per store
 *   (NOTIFY_OPEN_REQUESTS_PER_PHONE) and notify texts per store a day (NOTIFY_TEXTS_PER_PHONE_PER_DAY), counted from
 *   the outbox like the remote join's link texts.
 */
import { countNotifyTextsSince, type Executor } from "@seatline/db";
import { DomainError, NOTIFY_TEXTS_PER_PHONE_PER_DAY, notifyMessages } from "@seatline/domain";
import type { AppDeps } from "../../deps";
import { addressKey } from "../../security/client-address";
import { countWithin } from "../../security/limits";

const HOUR = 60 * 60_000;

/** 10 requests per address an hour; 30 accepted requests per store an hour. */
export const NOTIFY_REQUEST_LIMITS = {
  perAddress: { max: 10, windowMs: HOUR },
  perStore: { max: 30, windowMs: HOUR },
} as const;

/** Counts one notify request from an address, before anything is looked up; 429 once it has used its hour. */
export async function countNotifyRequestFrom(deps: AppDeps, ip: string): Promise<void> {
  if (!(await countWithin(deps, "notify:addr", addressKey(ip), NOTIFY_REQUEST_LIMITS.perAddress)))
    throw new DomainError("TOO_MANY_REQUESTS", notifyMessages.tooManyFromDevice);
}

/**
 * Counts one request the store is about to accept (every rule passed), so refused attempts cannot use up the store's
 * hour; 429 once the store has taken its hour's requests. It bounds the "on the list" texts one store sends however
 * many addresses and phones ask.
 */
export async function countNotifyRequestAt(deps: AppDeps, storeId: string): Promise<void> {
  if (!(await countWithin(deps, "notify:store", storeId, NOTIFY_REQUEST_LIMITS.perStore)))
    throw new DomainError("TOO_MANY_REQUESTS", notifyMessages.storeBusy);
}

/** Whether the phone may get one more notify text from the store now (fewer than the day's texts in 24 hours). */
export async function notifyTextAllowed(
  db: Executor,
  storeId: string,
  phone: string,
  now: Date,
): Promise<boolean> {
  const since = new Date(now.getTime() - 24 * HOUR);
  return (await countNotifyTextsSince(db, storeId, phone, since)) < NOTIFY_TEXTS_PER_PHONE_PER_DAY;
}
