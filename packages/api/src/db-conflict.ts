/**
 * Two transactions that each wait on a row the other holds are stopped by PostgreSQL: one of them fails with
 * `deadlock_detected` (40P01), or `serialization_failure` (40001) under stricter isolation. The locks are taken in
 * one order wherever we know of a pair (docs/architecture.md "Tables and occupancy", "The guest book"), but a pair we
 * have not foreseen must still not answer 500: the failed transaction rolled back whole, so nothing was saved and the
 * caller may simply try again. It answers 409 with this message.
 */
export const CONCURRENT_CHANGE =
  "Another change to the same guest, booking or table was made at the same moment, so nothing was saved. Please try again.";

const concurrentStates = new Set(["40P01", "40001"]);

/** True when the error (or its cause, or one of an AggregateError's errors) is PostgreSQL stopping a lock cycle. */
export function isConcurrentChange(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== "object" || depth > 5) return false;
  const e = err as { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === "string" && concurrentStates.has(e.code)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isConcurrentChange(inner, depth + 1))) return true;
  return isConcurrentChange(e.cause, depth + 1);
}
