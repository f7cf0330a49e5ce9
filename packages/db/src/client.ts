import { existsSync, mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { preparedByDefault } from "./prepared-statements";
import * as schema from "./schema/index";
import { applySqlFunctions, MIGRATION_LOCK } from "./sql-functions";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Anything a query can run on: the database or an open transaction. */
export type Executor = Db | Tx;

export type DriverKind = "pglite" | "postgres";

/** How long one statement may run and one lock may be waited for (time-limits.ts). */
export interface TimeLimits {
  /** PostgreSQL's statement_timeout, in ms (0: none). */
  statementMs: number;
  /** PostgreSQL's lock_timeout, in ms (0: none). */
  lockMs: number;
}

export interface Database {
  db: Db;
  kind: DriverKind;
  /** A description safe to print (no password). */
  label: string;
  /** Subscribe to a NOTIFY channel; returns the unsubscribe function. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Applies the committed migrations in drizzle/, then the SQL functions and triggers of packages/db/sql
   * (sql-functions.ts), each in its own transaction (several servers may start at once on PostgreSQL).
   */
  migrate(): Promise<void>;
  /**
   * Throws when the database does not answer. On PostgreSQL it runs on a connection of its own, outside the pool, so a
   * pool busy with one store's waits never holds it up (the server's /readyz).
   */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: its whole data directory as a tar (test databases start from one, testing/test-db.ts). */
  dumpDataDir?(): Promise<Blob>;
}

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
export const defaultDataDir = resolve(repoRoot, ".data/pglite");
export const migrationsFolder = resolve(repoRoot, "drizzle");

export interface CreateDbOptions {
  /** postgres://… for PostgreSQL; memory:// for in-memory PGlite; a path or file://path for PGlite on disk; empty → .data/pglite. */
  url?: string;
  poolMax?: number;
  /**
   * PostgreSQL: the statement and lock timeouts every pooled connection starts with (time-limits.ts); unset: the
   * server's own settings. PGlite takes none: it has one session, so no other session can hold a lock it waits for,
   * its statements run one at a time in this process, and it does not enforce statement_timeout (pg_sleep(1) under a
   * 100 ms one runs its whole second).
   */
  limits?: TimeLimits;
  /** memory:// only: start from this data directory (a dumpDataDir() tar) instead of an empty cluster. */
  pgliteDataDir?: Blob;
}

export async function createDb(opts: CreateDbOptions = {}): Promise<Database> {
  const url = opts.url?.trim() ?? "";
  if (url.startsWith("postgres://") || url.startsWith("postgresql://"))
    return createPostgres(url, opts.poolMax ?? 10, opts.limits);
  if (url === "memory://") return createPglite(undefined, "PGlite (in memory)", opts.pgliteDataDir);
  const dir = url === "" ? defaultDataDir : resolve(url.replace(/^file:\/\//, ""));
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
  return createPglite(dir, `PGlite (${dir})`);
}

async function createPglite(dataDir: string | undefined, label: string, from?: Blob): Promise<Database> {
  // Loaded only when asked for: PGlite's WebAssembly build costs a PostgreSQL server process about 80 MB of RSS.
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  const client = dataDir ? new PGlite(dataDir) : new PGlite(from ? { loadDataDir: from } : {});
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    label,
    migrate: async () => {
      const one = drizzlePglite(client);
      await migratePglite(one, { migrationsFolder });
      await applySqlFunctions(one);
    },
    listen: async (channel, onMessage) => {
      const unsubscribe = await client.listen(channel, onMessage);
      return async () => unsubscribe();
    },
    ping: async () => {
      await client.query("select 1");
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
    dumpDataDir: () => client.dumpDataDir("none"),
  };
}

/** How long the readiness check's `select 1` may take before the process is reported unready. */
const PING_LIMITS: TimeLimits = { statementMs: 2_000, lockMs: 2_000 };

/** The timeouts as connection parameters: PostgreSQL sets them for the session when it starts. */
function limitParams(limits: TimeLimits): Record<string, number> {
  return { statement_timeout: limits.statementMs, lock_timeout: limits.lockMs };
}

async function createPostgres(url: string, poolMax: number, limits?: TimeLimits): Promise<Database> {
  const client = postgres(url, {
    max: poolMax,
    onnotice: () => {},
    connect_timeout: 5,
    idle_timeout: 30,
    ...(limits ? { connection: limitParams(limits) } : {}),
  });
  const pinger = postgres(url, {
    max: 1,
    onnotice: () => {},
    connect_timeout: 5,
    idle_timeout: 30,
    connection: limitParams(PING_LIMITS),
  });
  const db = drizzlePostgres(preparedByDefault(client), { schema }) as unknown as Db;
  const safe = new URL(url);
  safe.password = "";
  return {
    db,
    kind: "postgres",
    label: `PostgreSQL (${safe.host}${safe.pathname})`,
    migrate: async () => {
      // One connection, so the session-level advisory lock covers the whole migration. No time limits: a migration
      // may rewrite a large table, and waits here for another process's migration to end.
      const one = postgres(url, {
        max: 1,
        onnotice: () => {},
        connection: limitParams({ statementMs: 0, lockMs: 0 }),
      });
      try {
        await one`select pg_advisory_lock(${MIGRATION_LOCK})`;
        await migratePostgres(drizzlePostgres(one), { migrationsFolder });
        await applySqlFunctions(drizzlePostgres(one));
        await one`select pg_advisory_unlock(${MIGRATION_LOCK})`;
      } finally {
        await one.end({ timeout: 5 });
      }
    },
    listen: async (channel, onMessage) => {
      const sub = await client.listen(channel, (payload) => onMessage(payload));
      return async () => sub.unlisten();
    },
    ping: async () => {
      await pinger`select 1`;
    },
    close: async () => {
      await Promise.all([client.end({ timeout: 5 }), pinger.end({ timeout: 5 })]);
    },
  };
}
