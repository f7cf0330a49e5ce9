/**
 * Bulk inserts for the demo history: rows (keyed by column name, as in the table) travel as one JSON document per
 * batch (json_populate_recordset), which PGlite and PostgreSQL both take far faster than tens of thousands of bound
 * parameters.
 */
import { sql } from "drizzle-orm";
import type { Executor } from "./client";

const BATCH = 5000;

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];
}

export async function selectRows<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

type SeedTable = "waitlist_entries" | "reservations" | "messages" | "inbound_messages" | "sms_opt_outs";

/**
 * Runs a bulk load into `table` with its secondary non-unique indexes dropped and built again afterwards from their
 * own definitions (pg_indexes), in one transaction (another session waits rather than see the table without them):
 * building an index once over the loaded rows is cheaper than keeping it up to date row by row (on PGlite, 40,000
 * texts load in about two thirds of the time). Primary keys and unique indexes stay.
 */
export async function withIndexesDeferred(
  db: Executor,
  table: SeedTable,
  load: (tx: Executor) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const indexes = rowsOf<{ name: string; def: string }>(
      await tx.execute(sql`select indexname as name, indexdef as def from pg_indexes
        where schemaname = current_schema() and tablename = ${table} and indexdef not like 'CREATE UNIQUE %'`),
    );
    for (const i of indexes) await tx.execute(sql`drop index ${sql.identifier(i.name)}`);
    await load(tx);
    for (const i of indexes) await tx.execute(sql.raw(i.def));
  });
}

/** Inserts `rows` into `table` (a fixed table name, never input); answers the `returning` columns of every row. */
export async function insertJsonRows<T = Record<string, unknown>>(
  db: Executor,
  table: SeedTable,
  rows: readonly Record<string, unknown>[],
  returning: readonly string[] = [],
): Promise<T[]> {
  const columns = Object.keys(rows[0] ?? {});
  if (columns.length === 0) return [];
  const list = sql.raw(columns.map((c) => `"${c}"`).join(", "));
  const tableName = sql.raw(table);
  const back = returning.length ? sql.raw(` returning ${returning.map((c) => `"${c}"`).join(", ")}`) : sql``;
  const out: T[] = [];
  for (let i = 0; i < rows.length; i += BATCH) {
    const json = JSON.stringify(rows.slice(i, i + BATCH));
    const result = await db.execute(
      sql`insert into ${tableName} (${list}) select ${list} from json_populate_recordset(null::${tableName}, ${json}::json)${back}`,
    );
    if (returning.length) out.push(...rowsOf<T>(result));
  }
  return out;
}
