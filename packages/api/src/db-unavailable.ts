/**
 * A database outage is not the client's fault and not a bug: it answers 503 with a plain message (the client may
 * retry) instead of a 500. postgres.js reconnects by itself once the database is back. So does a request that would
 * have waited longer than the process allows (docs/operations.md#how-long-a-request-may-wait): a lock held past
 * DB_LOCK_TIMEOUT_MS, a statement past DB_STATEMENT_TIMEOUT_MS, or its store's share of the pool taken (store-share.ts).
 */
export const DATABASE_UNAVAILABLE = "The service is briefly unavailable. Please try again in a moment.";

/** The Retry-After (seconds) of every such 503: about one lock timeout, by when a stuck store's waits have ended. */
export const DATABASE_RETRY_AFTER_S = 3;

/** A request refused before it reached the database: its store already had its share of the pool busy for too long. */
export class StoreBusyError extends Error {
  constructor(waitedMs: number) {
    super(`the store's share of the database pool stayed busy for ${waitedMs} ms`);
    this.name = "StoreBusyError";
  }
}

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
/**
 * SQLSTATEs of a server going away or not taking connections: class 08, 57P01-57P03, too many connections; and of a
 * wait cut short by the time limits: lock_not_available (55P03, lock_timeout) and query_canceled (57014,
 * statement_timeout; nothing else cancels a query here).
 */
const unavailableStates = /^(08\w{3}|57P0[123]|53300|55P03|57014)$/;

/** True when the error (or its cause, or one of an AggregateError's errors) says the database cannot answer now. */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== "object" || depth > 5) return false;
  if (err instanceof StoreBusyError) return true;
  const e = err as { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === "string" && (connectionCodes.has(e.code) || unavailableStates.test(e.code)))
    return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
    return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}
