/**
 * How long one statement may run and one lock may be waited for (docs/operations.md#how-long-a-request-may-wait).
 * On PostgreSQL every pooled connection starts with the process's limits (createDb `limits`, from DB_STATEMENT_TIMEOUT_MS
 * and DB_LOCK_TIMEOUT_MS): a request never waits longer, it gets a 503 with Retry-After. Work that is long by nature
 * runs under its own larger limits, named where it runs, through withTimeLimits.
 */
import { sql } from "drizzle-orm";
import type { Executor, TimeLimits, Tx } from "./client";

/**
 * Runs `work` in one transaction (a savepoint inside a caller's) whose statements have `limits` instead of the
 * connection's: SET LOCAL, so the pooled connection has its own limits again once the transaction ends. On PGlite the
 * same settings are made and nothing else differs (it has no limits of its own: client.ts).
 */
export function withTimeLimits<T>(
  db: Executor,
  limits: TimeLimits,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('statement_timeout', ${String(limits.statementMs)}, true),
        set_config('lock_timeout', ${String(limits.lockMs)}, true)`,
    );
    return work(tx);
  });
}
