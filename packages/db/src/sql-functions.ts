/**
 * The database's SQL functions and triggers as files (docs/architecture.md "SQL functions"): one file per function in
 * packages/db/sql/functions (a CREATE OR REPLACE), one per trigger in packages/db/sql/triggers. Every migrate applies
 * them after drizzle's table migrations, so a function's body lives in exactly one file and a change to it is a change
 * to that file, never a copy in a new migration. A migration only drops what the files no longer make: a function whose
 * argument list or answer changed (DROP FUNCTION IF EXISTS with the old arguments), or a trigger to be made anew.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { rowsOf } from "./queries/column-json";

export const sqlFolder = resolve(dirname(fileURLToPath(import.meta.url)), "../sql");

/** Several servers may migrate at once: each takes this lock (session-wide on PostgreSQL) for its whole migration. */
export const MIGRATION_LOCK = 727_274_001;

export interface SqlFile {
  name: string;
  text: string;
}

/** A folder's .sql files in name order: the one fixed order they are applied in. */
function sqlFiles(folder: string): SqlFile[] {
  return readdirSync(resolve(sqlFolder, folder))
    .filter((f) => f.endsWith(".sql"))
    .sort()
    .map((f) => ({
      name: f.slice(0, -".sql".length),
      text: readFileSync(resolve(sqlFolder, folder, f), "utf8"),
    }));
}

export const functionFiles = (): SqlFile[] => sqlFiles("functions");
export const triggerFiles = (): SqlFile[] => sqlFiles("triggers");

/**
 * Applies every function file (each CREATE OR REPLACE: the body in force is the file's), then makes each trigger that
 * does not exist yet (a trigger file is named for its trigger), in one transaction under the migration lock. A
 * function's body is checked when the function runs, not when it is made (plpgsql), so functions may call each other in
 * any order; a trigger needs its function, so triggers come second. Triggers are made only when missing: making one
 * locks its table against writes, which a server's every start need not do.
 */
export async function applySqlFunctions(db: PgDatabase<PgQueryResultHKT>): Promise<void> {
  const functions = functionFiles();
  const triggers = triggerFiles();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    for (const f of functions) await tx.execute(sql.raw(f.text));
    const existing = new Set(
      rowsOf<{ name: string }>(
        await tx.execute(sql`select tgname as name from pg_trigger where not tgisinternal`),
      ).map((r) => r.name),
    );
    for (const t of triggers) if (!existing.has(t.name)) await tx.execute(sql.raw(t.text));
  });
}
