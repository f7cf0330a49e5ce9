import { readFileSync } from "node:fs";
import { countTables } from "@seatline/domain";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { floorAreas, floorTables, tableOccupancies, tableSettings } from "./schema/index";
import { createTestDb, type TestDatabase, testDrivers } from "./testing/test-db";

/** Migration 0017's data statements: what it did for the stores that existed before tables were data. */
function migrationDataStatements(): string[] {
  const file = readFileSync(new URL("../../../drizzle/0017_floor_tables.sql", import.meta.url), "utf8");
  return file
    .split("--> statement-breakpoint")
    .map((s) =>
      s
        .split("\n")
        .filter((l) => !l.trim().startsWith("--"))
        .join("\n")
        .trim(),
    )
    .filter((s) => /^(INSERT|UPDATE)/.test(s));
}

describe.each(testDrivers())("migration 0017 (tables as data) on %s", (kind) => {
  const dbs: TestDatabase[] = [];
  afterAll(async () => {
    for (const d of dbs) await d.destroy();
  });

  it("gives every existing store areas and tables generated from its counts, which the counts then equal", async () => {
    const t = await createTestDb(kind);
    dbs.push(t);
    // As before 0017: no areas or tables; one store with its own counts.
    await t.db.delete(tableOccupancies);
    await t.db.delete(floorTables);
    await t.db.delete(floorAreas);
    const [first] = await t.db.select().from(tableSettings).orderBy(asc(tableSettings.storeId));
    const storeId = first?.storeId ?? "";
    await t.db
      .update(tableSettings)
      .set({ soloTablesTotal: 1, twoTablesTotal: 2, threeFourTablesTotal: 0, fivePlusTablesTotal: 3 })
      .where(eq(tableSettings.storeId, storeId));
    const statements = migrationDataStatements();
    expect(statements).toHaveLength(3);
    for (const s of statements) await t.db.execute(sql.raw(s));

    const areas = await t.db.select().from(floorAreas).where(eq(floorAreas.storeId, storeId));
    expect(areas.map((a) => a.name).sort()).toEqual(["Bar", "Indoor", "Outdoor"]);
    const tables = await t.db
      .select()
      .from(floorTables)
      .where(eq(floorTables.storeId, storeId))
      .orderBy(asc(floorTables.id));
    expect(tables.map((x) => [x.name, x.maxSeats])).toEqual([
      ["1", 1],
      ["2", 2],
      ["3", 2],
      ["4", 6],
      ["5", 6],
      ["6", 6],
    ]);
    expect(countTables(tables)).toEqual({ solo: 1, two: 2, three_four: 0, five_plus: 3 });
    const bar = areas.find((a) => a.name === "Bar");
    expect(tables[0]?.areaId).toBe(bar?.id);
    // The big tables can be pushed together.
    const big = tables.filter((x) => x.maxSeats === 6);
    expect(big[0]?.combinableWith).toEqual([big[1]?.id, big[2]?.id]);
    // The other store got the demo's 17.
    const all = await t.db.select().from(floorTables);
    expect(all.length - tables.length).toBe(17);
  });
});
