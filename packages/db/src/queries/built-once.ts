/**
 * Hot queries built once per database handle: Drizzle builds a query's SQL text on every call otherwise (its `is()`
 * checks and the SQL chunks: a measurable part of a request under load, docs/performance.md). The query is built with
 * `sql.placeholder`s and `.prepare()`d; the values are bound per call.
 */
import { sql } from "drizzle-orm";
import type { Executor } from "../client";

const builtQueries = new WeakMap<Executor, Map<string, unknown>>();

export function builtOnce<T>(db: Executor, key: string, build: () => T): T {
  let built = builtQueries.get(db);
  if (!built) {
    built = new Map();
    builtQueries.set(db, built);
  }
  let q = built.get(key) as T | undefined;
  if (!q) {
    q = build();
    built.set(key, q);
  }
  return q;
}

/**
 * A named placeholder where a query function takes a value, for building that function's query once (its value is
 * bound per call by the prepared query's execute). Dates are bound as ISO text: Drizzle's postgres.js driver passes
 * timestamp values through unserialised.
 */
export function param<T>(name: string): T {
  return sql.placeholder(name) as unknown as T;
}
