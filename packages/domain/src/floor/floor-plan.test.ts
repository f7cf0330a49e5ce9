import { describe, expect, it } from "vitest";
import { addTableInput } from "../entities/floor";
import { freeSpot, overlappingTable, type PlanTable, tableFootprint, tablesOverlap } from "./floor-plan";

const four = (x: number, y: number, rotation = 0, id?: number): PlanTable => ({
  id,
  name: String(id ?? "new"),
  shape: "square",
  maxSeats: 4,
  x,
  y,
  rotation,
});

describe("the floor plan's geometry", () => {
  it("sizes a table by shape and seats", () => {
    expect(tableFootprint("square", 4)).toEqual({ w: 72, h: 72 });
    expect(tableFootprint("rectangle", 6)).toEqual({ w: 82, h: 64 });
    expect(tableFootprint("bar_seat", 1)).toEqual({ w: 40, h: 40 });
    expect(tableFootprint("rectangle", 50).w).toBeGreaterThan(tableFootprint("rectangle", 8).w);
  });

  it("two tables overlap when their footprints cross; edge to edge or apart they do not", () => {
    expect(tablesOverlap(four(100, 100), four(150, 100))).toBe(true);
    expect(tablesOverlap(four(100, 100), four(172, 100))).toBe(false); // edges touch
    expect(tablesOverlap(four(100, 100), four(171, 100))).toBe(true);
    expect(tablesOverlap(four(100, 100), four(100, 300))).toBe(false);
  });

  it("rotation counts: a turned table reaches further along the diagonal", () => {
    // 72-wide squares 76 apart along x are clear at 0°, but at 45° the corner reaches 36·√2 ≈ 51 > 76 - 36.
    expect(tablesOverlap(four(100, 100), four(176, 100))).toBe(false);
    expect(tablesOverlap(four(100, 100, 45), four(176, 100))).toBe(true);
    // Both turned 45°, diagonal neighbours face each other flat side to flat side (72 across, 84.9 apart).
    expect(tablesOverlap(four(100, 100, 45), four(160, 160, 45))).toBe(false);
    expect(tablesOverlap(four(100, 100, 45), four(150, 150, 45))).toBe(true);
  });

  it("finds the table a place would overlap, leaving the table itself out", () => {
    const others = [four(100, 100, 0, 1), four(300, 100, 0, 2)];
    expect(overlappingTable(four(110, 100, 0, 1), others)).toBeNull();
    expect(overlappingTable(four(280, 110, 0, 1), others)?.id).toBe(2);
    expect(overlappingTable(four(200, 300), others)).toBeNull();
  });

  it("a free spot overlaps nothing, and the first one is at the top left", () => {
    const first = freeSpot({ shape: "square", maxSeats: 4, rotation: 0 }, []);
    expect(first).toEqual({ x: 50, y: 50 });
    const placed: PlanTable[] = [];
    for (let i = 0; i < 40; i++) {
      const spot = freeSpot({ shape: "rectangle", maxSeats: 6, rotation: 0 }, placed);
      const t = { name: String(i), shape: "rectangle" as const, maxSeats: 6, rotation: 0, ...spot };
      expect(overlappingTable(t, placed)).toBeNull();
      placed.push(t);
    }
  });
});

describe("a table's fields", () => {
  const base = { name: "12", minSeats: 1, maxSeats: 4, areaId: 1, shape: "square" as const };
  it("refuse a name with control characters", () => {
    for (const name of ["12\n", "A\u0007", "\u001b[2J", "B\u0085"]) {
      const r = addTableInput.safeParse({ ...base, name });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe("Table name must not contain control characters.");
    }
    expect(addTableInput.safeParse({ ...base, name: "Terrasse 3é" }).success).toBe(true);
  });
  it("refuse 0 seats and more than 50", () => {
    expect(addTableInput.safeParse({ ...base, minSeats: 0 }).success).toBe(false);
    expect(addTableInput.safeParse({ ...base, maxSeats: 51 }).error?.issues[0]?.message).toBe(
      "A table has at most 50 seats.",
    );
  });
});
