/**
 * The one way a keyed call runs (docs/architecture.md "Writes safe to repeat"), for tRPC's repeatSafe and the legacy
 * adapter alike: the key is claimed in the write's own statement when the procedure says so (`inStatement`: the joins
 * and the public booking, keyed-statement.ts), else in one transaction around the write (keyed-write.ts). The write
 * gets what it runs with: the deps (their `db` the transaction) and, in-statement, the call's key for its service.
 */
import type { AppDeps } from "../../deps";
import { runKeyedStatement, type StatementKey } from "./keyed-statement";
import { type KeyedCall, type KeyedOutcome, runKeyed } from "./keyed-write";

export function runIdempotent<T>(
  deps: AppDeps,
  call: KeyedCall & { inStatement?: boolean },
  write: (run: { deps: AppDeps; statementKey?: StatementKey }) => Promise<{ value: T; answer: unknown }>,
): Promise<KeyedOutcome<T>> {
  return call.inStatement
    ? runKeyedStatement(deps, call, (statementKey) => write({ deps, statementKey }))
    : runKeyed(deps, call, (txDeps) => write({ deps: txDeps }));
}
