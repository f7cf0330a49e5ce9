import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { createDb, type Database, type DriverKind } from "../client";
import { seedDemo } from "../seed";

/** The drivers integration tests run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDrivers(): DriverKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

export interface TestDatabase extends Database {
  /** Drops the throwaway database (PostgreSQL) and closes connections. */
  destroy(): Promise<void>;
}

/** A fresh, migrated database (its own PostgreSQL database, or an in-memory PGlite), seeded with the demo data unless told not to. */
export async function createTestDb(
  kind: DriverKind,
  opts: { seed?: boolean; history?: boolean; poolMax?: number } = {},
): Promise<TestDatabase> {
  let database: Database;
  let drop: () => Promise<void> = async () => {};
  if (kind === "postgres") {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
    const name = `seatline_test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    database = await createDb({ url: url.toString(), poolMax: opts.poolMax ?? 20 });
    drop = async () => {
      const a = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await a.unsafe(`drop database if exists "${name}" with (force)`);
      await a.end();
    };
  } else {
    database = await createDb({ url: "memory://" });
  }
  await database.migrate();
  // The demo store's year of history (seed-history.ts) only when a test asks for it.
  if (opts.seed !== false) await seedDemo(database.db, { history: opts.history ?? false });
  return {
    ...database,
    destroy: async () => {
      await database.close();
      await drop();
    },
  };
}
