import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import postgres from "postgres";
import {
  createDb,
  type Database,
  type Db,
  type DriverKind,
  migrationsFolder,
  repoRoot,
  type TimeLimits,
} from "../client";
import { type OpeningHours, stores } from "../schema/index";
import { seedDemo } from "../seed";
import { sqlFolder } from "../sql-functions";

/** The drivers integration tests run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDrivers(): DriverKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

export interface TestDatabase extends Database {
  /** Drops the throwaway database (PostgreSQL) and closes connections. */
  destroy(): Promise<void>;
}

interface TestDbOptions {
  /** The demo companies, stores and staff (default true). */
  seed?: boolean;
  /** Migrate (and seed) from nothing instead of copying the template: the tests of migrating itself. */
  fresh?: boolean;
  poolMax?: number;
  /** PostgreSQL: the pool's statement and lock timeouts, as the server sets them (client.ts); unset: none. */
  limits?: TimeLimits;
}

/**
 * A fresh, migrated database (its own PostgreSQL database, or an in-memory PGlite), seeded with the demo data unless
 * told not to. It is a copy of a template migrated and seeded once (docs/testing.md#template-databases): building
 * each from nothing cost 1.5-3 s per database, hundreds of times a run.
 */
export async function createTestDb(kind: DriverKind, opts: TestDbOptions = {}): Promise<TestDatabase> {
  const seeded = opts.seed !== false;
  let database: Database;
  let drop: () => Promise<void> = async () => {};
  if (kind === "postgres") {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
    const name = `seatline_test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
    const template = opts.fresh ? null : await postgresTemplate(adminUrl, seeded);
    await withAdmin(adminUrl, (admin) =>
      admin.unsafe(
        template ? `create database "${name}" template "${template}"` : `create database "${name}"`,
      ),
    );
    database = await createDb({
      url: databaseUrl(adminUrl, name),
      poolMax: opts.poolMax ?? 20,
      limits: opts.limits,
    });
    drop = async () => {
      await withAdmin(adminUrl, (admin) => admin.unsafe(`drop database if exists "${name}" with (force)`));
    };
  } else {
    const template = opts.fresh ? undefined : await pgliteTemplate(seeded);
    database = await createDb({ url: "memory://", pgliteDataDir: template });
  }
  if (opts.fresh) await migrateAndSeed(database, seeded);
  return {
    ...database,
    destroy: async () => {
      await database.close();
      await drop();
    },
  };
}

async function migrateAndSeed(database: Database, seeded: boolean): Promise<void> {
  await database.migrate();
  // The demo store's year of history (seed-history.ts) is never in a template: it depends on the day it is seeded.
  if (seeded) await seedDemo(database.db, { history: false });
}

/**
 * What a template is built from: the migrations, the SQL functions (packages/db/sql), the code that seeds (packages/db and packages/domain, tests left
 * out) and PGlite's version (its data directory's format). A change to any of them names a new template, so a stale
 * one is never used.
 */
function templateKey(): string {
  const hash = createHash("sha256");
  hash.update(readFileSync(join(repoRoot, "packages/db/node_modules/@electric-sql/pglite/package.json")));
  const roots = [
    migrationsFolder,
    sqlFolder,
    join(repoRoot, "packages/db/src"),
    join(repoRoot, "packages/domain/src"),
  ];
  for (const root of roots) {
    const files = (readdirSync(root, { recursive: true, withFileTypes: true }) as import("node:fs").Dirent[])
      .filter((f) => f.isFile() && !/\.test\.tsx?$/.test(f.name))
      .map((f) => join(f.parentPath, f.name))
      .sort();
    for (const file of files) hash.update(relative(repoRoot, file)).update("\0").update(readFileSync(file));
  }
  return hash.digest("hex").slice(0, 16);
}

let key: string | undefined;
const currentKey = () => {
  key ??= templateKey();
  return key;
};

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, work: (admin: postgres.Sql) => Promise<T>): Promise<T> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Several test processes may ask for the template at once: one builds it under this lock, the others wait. */
const TEMPLATE_LOCK = 727_274_002;
const pgTemplates = new Map<boolean, Promise<string>>();

/** The name of the PostgreSQL template database for the current migrations and seed, built on first use. */
function postgresTemplate(adminUrl: string, seeded: boolean): Promise<string> {
  let found = pgTemplates.get(seeded);
  if (!found) {
    found = buildPostgresTemplate(adminUrl, seeded);
    pgTemplates.set(seeded, found);
  }
  return found;
}

async function buildPostgresTemplate(adminUrl: string, seeded: boolean): Promise<string> {
  const prefix = `seatline_template_${seeded ? "seeded" : "bare"}_`;
  const name = `${prefix}${currentKey()}`;
  return withAdmin(adminUrl, async (admin) => {
    await admin`select pg_advisory_lock(${TEMPLATE_LOCK})`;
    try {
      const [exists] = await admin`select 1 from pg_database where datname = ${name}`;
      if (exists) return name;
      // Built under another name and renamed when complete: a run stopped half-way leaves no half-built template.
      const building = `${name}_building`;
      await admin.unsafe(`drop database if exists "${building}" with (force)`);
      await admin.unsafe(`create database "${building}"`);
      const database = await createDb({ url: databaseUrl(adminUrl, building), poolMax: 2 });
      try {
        await migrateAndSeed(database, seeded);
      } finally {
        await database.close();
      }
      await admin.unsafe(`alter database "${building}" rename to "${name}"`);
      // Templates of older migrations or seeds: the newest few stay (another checkout on this machine may be running
      // its tests from one right now), older ones go. Database OIDs grow as databases are created.
      const stale = await admin`
        select datname from pg_database where starts_with(datname, ${prefix}) order by oid desc offset 4`;
      for (const { datname } of stale)
        await admin.unsafe(`drop database if exists "${datname}" with (force)`);
      return name;
    } finally {
      await admin`select pg_advisory_unlock(${TEMPLATE_LOCK})`;
    }
  });
}

const pgliteTemplates = new Map<boolean, Promise<Blob>>();

/** The PGlite data directory for the current migrations and seed: from a file shared by the run's processes, else built. */
function pgliteTemplate(seeded: boolean): Promise<Blob> {
  let found = pgliteTemplates.get(seeded);
  if (!found) {
    found = loadOrBuildPgliteTemplate(seeded);
    pgliteTemplates.set(seeded, found);
  }
  return found;
}

async function loadOrBuildPgliteTemplate(seeded: boolean): Promise<Blob> {
  const dir = join(tmpdir(), "seatline-test-templates");
  const file = join(dir, `pglite-${seeded ? "seeded" : "bare"}-${currentKey()}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {}
  const database = await createDb({ url: "memory://" });
  try {
    await migrateAndSeed(database, seeded);
    const dump = await database.dumpDataDir?.();
    if (!dump) throw new Error("PGlite did not dump its data directory");
    mkdirSync(dir, { recursive: true });
    // Written aside and renamed: another process reading the file sees all of it or none.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  } finally {
    await database.close();
  }
}

/** Every day 00:00-24:00 (numeric hours): a store that is open whenever a test runs. */
export const allDayHours: OpeningHours[] = [1, 2, 3, 4, 5, 6, 7].map((dow) => ({
  dow,
  open_time: 0,
  close_time: 24,
}));

/**
 * Opens every store of a test database all day. Guests may join only inside a store's hours, and the seeded hours
 * are the demo's (11:00-22:00), so a test that joins on the real clock calls this to pass at any hour in CI; tests of
 * the hours themselves use a fixed clock instead.
 */
export async function openAllDay(db: Db): Promise<void> {
  await db.update(stores).set({ hours: allDayHours });
}
