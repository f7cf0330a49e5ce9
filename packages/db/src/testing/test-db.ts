import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { createDb, type Database, type Db, type DriverKind } from "../client";
import { type OpeningHours, stores } from "../schema/index";
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
