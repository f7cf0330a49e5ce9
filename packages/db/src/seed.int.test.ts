import { afterAll, describe, expect, it } from "vitest";
import { companies, stores, tableSettings, users } from "./schema/index";
import { seedDemo } from "./seed";
import { createTestDb, type TestDatabase, testDrivers } from "./testing/test-db";

describe.each(testDrivers())("migrations and seed on %s", (kind) => {
  const dbs: TestDatabase[] = [];
  afterAll(async () => {
    for (const d of dbs) await d.destroy();
  });

  it("migrates and seeds exactly the demo data, once", async () => {
    const t = await createTestDb(kind);
    dbs.push(t);
    const cs = await t.db.select().from(companies).orderBy(companies.slug);
    expect(cs.map((c) => [c.slug, c.name])).toEqual([
      ["demo", "Demo Bistro"],
      ["rival", "Rival Diner"],
    ]);
    const ss = await t.db.select().from(stores).orderBy(stores.legacyStoreId);
    expect(ss.map((s) => [s.slug, s.storeNumber, s.legacyStoreId, s.timezone])).toEqual([
      ["downtown", 1, 1001, "America/New_York"],
      ["uptown", 1, 2001, "America/Los_Angeles"],
    ]);
    expect(ss[0]?.hours.find((h) => h.dow === 5)).toEqual({ dow: 5, open_time: 11, close_time: 23.5 });
    expect((await t.db.select().from(users)).map((u) => u.email).sort()).toEqual([
      "demo@seatline.dev",
      "rival@seatline.dev",
    ]);
    expect(await t.db.select().from(tableSettings)).toHaveLength(2);
    expect(await seedDemo(t.db)).toBe(false);
    expect(await t.db.select().from(companies)).toHaveLength(2);
  });

  it("answers NOTIFY on LISTEN", async () => {
    const t = await createTestDb(kind, { seed: false });
    dbs.push(t);
    const got: string[] = [];
    const stop = await t.listen("seatline_test", (p) => got.push(p));
    const { sql } = await import("drizzle-orm");
    await t.db.execute(sql`select pg_notify('seatline_test', 'hello')`);
    for (let i = 0; i < 50 && got.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    await stop();
    expect(got).toEqual(["hello"]);
  });
});
