/**
 * A database outage is not the client's fault and not a bug: it answers 503 with a plain message (the client may
 * retry) instead of a 500. postgres.js reconnects by itself once the database is back.
 */
export const DATABASE_UNAVAILABLE = "The service is briefly unavailable. Please try again in a moment.";

/** Socket-level failures (Node and postgres.js codes). */
const connectionCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
]);
/** SQLSTATEs of a server going away or not taking connections: class 08, 57P01-57P03, too many connections. */
const unavailableStates = /^(08\w{3}|57P0[123]|53300)$/;

/** True when the error (or its cause, or one of an AggregateError's errors) says the database cannot be reached. */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== "object" || depth > 5) return false;
  const e = err as { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === "string" && (connectionCodes.has(e.code) || unavailableStates.test(e.code)))
    return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
    return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}
