/**
 * When the text and e-mail dispatchers try a failed send again (docs/operations.md#what-is-sent-and-when): after a
 * backoff doubling from a base up to a cap, for as long as the message is worth sending (domain textUsefulUntil,
 * bookingMessageUsefulUntil); a retry that would come at or after that time is none, and the message expires.
 */

export function backoffMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** The next try after `attempts` failed ones, or null when it would come too late to be of use. */
export function retryAt(
  now: Date,
  attempts: number,
  usefulUntil: Date,
  backoff: { baseMs: number; maxMs: number },
): Date | null {
  const at = new Date(now.getTime() + backoffMs(attempts, backoff.baseMs, backoff.maxMs));
  return at.getTime() < usefulUntil.getTime() ? at : null;
}

/** Whether a message may still go out now. */
export function stillUseful(now: Date, usefulUntil: Date): boolean {
  return now.getTime() < usefulUntil.getTime();
}
