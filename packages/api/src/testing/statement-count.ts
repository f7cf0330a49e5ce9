/** Counts the statements a PGlite-backed harness's database client runs, for the tests that pin a request's cost. */
import type { Harness } from "./harness";

/** Statements the database client ran during `run`. */
export async function countStatements(h: Harness, run: () => Promise<unknown>): Promise<number> {
  const client = (h.db.db as unknown as { $client: Record<string, (...a: unknown[]) => unknown> }).$client;
  let count = 0;
  const originals = { query: client.query, exec: client.exec };
  for (const name of ["query", "exec"] as const) {
    const original = originals[name];
    if (!original) continue;
    client[name] = (...args: unknown[]) => {
      count += 1;
      return original.apply(client, args);
    };
  }
  try {
    await run();
  } finally {
    if (originals.query) client.query = originals.query;
    if (originals.exec) client.exec = originals.exec;
  }
  return count;
}
