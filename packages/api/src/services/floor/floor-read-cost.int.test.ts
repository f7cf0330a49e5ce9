/**
 * The floor read's cost does not grow with the floor (docs/architecture.md#tables-and-occupancy): floor.view reads
 * one query (queries/floor-snapshot.ts), never one per table. Counted at the PGlite client under the ORM: the same
 * number of statements for 17 free tables as for 40 tables with half of them seated.
 */
import { seedFloorStore } from "@seatline/db/bench";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../clock";
import { createHarness, type Harness } from "../../testing/harness";
import { countStatements } from "../../testing/statement-count";

describe("the floor read's query count", () => {
  let h: Harness;
  const clock = manualClock("2026-11-21T18:00:00Z");
  beforeAll(async () => {
    h = await createHarness("pglite", { clock });
  });
  afterAll(() => h.close());

  const statements = (run: () => Promise<unknown>) => countStatements(h, run);

  it("is the same few statements for a small free floor and for 40 tables half seated", async () => {
    const small = await h.caller(await h.tokenFor("demo"));
    expect((await small.floor.view()).tables).toHaveLength(17);
    const floor = await seedFloorStore(h.db.db, {
      today: "2026-11-21",
      now: clock.now(),
      timezone: "America/New_York",
    });
    const big = await h.caller(floor.token);
    const view = await big.floor.view();
    expect(view.tables).toHaveLength(40);
    expect(view.tables.filter((t) => t.state !== "free")).toHaveLength(20);

    const smallCount = await statements(() => small.floor.view());
    const bigCount = await statements(() => big.floor.view());
    console.log(`floor.view statements: 17 free tables ${smallCount}, 40 tables half seated ${bigCount}`);
    expect(bigCount).toBe(smallCount);
    // One statement: areas, tables, open occupancies, turns and today's bookings together (floor-snapshot.ts).
    expect(bigCount).toBe(1);
  });
});
