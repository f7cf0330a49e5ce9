import { readFileSync } from "node:fs";
import { overlappingTable } from "@seatline/domain";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { floorTables } from "./schema/index";
import { createTestDb, type TestDatabase, testDrivers } from "./testing/test-db";

function migration(): string {
  const file = readFileSync(new URL("../../../drizzle/0022_floor_plan_places.sql", import.meta.url), "utf8");
  return file
    .split("\n")
    .filter((l) => !l.trim().startsWith("--"))
    .join("\n")
    .trim();
}

describe.each(testDrivers())("migration 0022 (places on the plan) on %s", (kind) => {
  const dbs: TestDatabase[] = [];
  afterAll(async () => {
    for (const d of dbs) await d.destroy();
  });

  it("gives every table still at 0,0 a place of its own in its area, leaving placed tables where they are", async () => {
    const t = await createTestDb(kind);
    dbs.push(t);
    const [placed] = await t.db.select().from(floorTables).orderBy(asc(floorTables.id)).limit(1);
    if (!placed) throw new Error("the seed made no tables");
    // As before 0022: every table at the origin, but one a manager had placed far off.
    await t.db.update(floorTables).set({ x: 0, y: 0 });
    await t.db.update(floorTables).set({ x: 5000, y: 5000 }).where(eq(floorTables.id, placed.id));
    await t.db.execute(sql.raw(migration()));

    const tables = await t.db
      .select()
      .from(floorTables)
      .where(and(eq(floorTables.storeId, placed.storeId), isNull(floorTables.retiredAt)));
    expect(tables.length).toBeGreaterThan(10);
    expect(tables.find((x) => x.id === placed.id)).toMatchObject({ x: 5000, y: 5000 });
    expect(tables.filter((x) => x.x === 0 && x.y === 0)).toEqual([]);
    for (const table of tables) {
      const sameArea = tables.filter((o) => o.areaId === table.areaId);
      expect(overlappingTable(table, sameArea)).toBeNull();
    }
  });
});
