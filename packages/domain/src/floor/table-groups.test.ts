import { describe, expect, it } from "vitest";
import { countTables, nextTableNames, planTableCounts, tableGroupOf } from "./table-groups";

const t = (id: number, name: string, maxSeats: number, generated = true, occupied = false) => ({
  id,
  name,
  maxSeats,
  generated,
  occupied,
});

describe("table groups", () => {
  it("groups a table by its most seats", () => {
    expect([1, 2, 3, 4, 5, 12].map(tableGroupOf)).toEqual([
      "solo",
      "two",
      "three_four",
      "three_four",
      "five_plus",
      "five_plus",
    ]);
    expect(countTables([{ maxSeats: 2 }, { maxSeats: 2 }, { maxSeats: 6 }])).toEqual({
      solo: 0,
      two: 2,
      three_four: 0,
      five_plus: 1,
    });
  });

  it("adds generated tables to a short group and removes free ones, generated and highest first", () => {
    const tables = [t(1, "1", 2), t(2, "2", 2, false), t(3, "10", 2), t(4, "4", 4)];
    const plan = planTableCounts(tables, { solo: 2, two: 1, three_four: 1, five_plus: 0 });
    expect(plan.add).toEqual([{ group: "solo", count: 2 }]);
    expect(plan.remove).toEqual([3, 1]);
    expect(plan.blocked).toEqual([]);
  });

  it("never removes an occupied table; says the group is blocked instead", () => {
    const tables = [t(1, "1", 2, true, true), t(2, "2", 2)];
    const plan = planTableCounts(tables, { solo: 0, two: 0, three_four: 0, five_plus: 0 });
    expect(plan.remove).toEqual([]);
    expect(plan.blocked).toEqual([{ group: "two", wanted: 2, free: 1 }]);
  });

  it("names new tables above the highest number", () => {
    expect(nextTableNames(["1", "9", "Bar A"], 2)).toEqual(["10", "11"]);
    expect(nextTableNames([], 1)).toEqual(["1"]);
  });
});
