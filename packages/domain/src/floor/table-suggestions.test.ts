import { describe, expect, it } from "vitest";
import { promisedTables, type SuggestTable, suggestTables } from "./table-suggestions";

const table = (id: number, maxSeats: number, over: Partial<SuggestTable> = {}): SuggestTable => ({
  id,
  name: String(id),
  minSeats: 1,
  maxSeats,
  combinableWith: [],
  takes: "both",
  areaName: "Indoor",
  areaSeating: "indoor",
  ...over,
});

const none = new Set<number>();

describe("suggestTables", () => {
  it("offers the smallest free table that fits first", () => {
    const tables = [table(1, 6), table(2, 4), table(3, 2), table(4, 4)];
    const s = suggestTables({
      tables,
      occupied: new Set([2]),
      promised: none,
      partySize: 3,
      preference: "first_available",
      kind: "walk_in",
    });
    expect(s.map((x) => x.tableIds)).toEqual([[4], [1]]);
  });

  it("puts the preferred area first, and skips promised and reservation-only tables", () => {
    const tables = [
      table(1, 2),
      table(2, 4, { areaName: "Outdoor", areaSeating: "outdoor" }),
      table(3, 2, { takes: "reservation" }),
      table(4, 2),
    ];
    const s = suggestTables({
      tables,
      occupied: none,
      promised: new Set([1]),
      partySize: 2,
      preference: "outdoor",
      kind: "walk_in",
    });
    expect(s.map((x) => x.tableIds)).toEqual([[2], [4]]);
    expect(s[0]?.inPreferredArea).toBe(true);
  });

  it("pushes any free tables of one area together for a party too big for any one, those set in Settings first", () => {
    const tables = [
      table(1, 4),
      table(2, 4, { combinableWith: [3] }),
      table(3, 4),
      table(4, 4, { areaName: "Outdoor", areaSeating: "outdoor" }),
    ];
    const s = suggestTables({
      tables,
      occupied: none,
      promised: none,
      partySize: 7,
      preference: "first_available",
      kind: "walk_in",
    });
    // Never across areas (table 4 is outside); never a set where one table alone would do.
    expect(s.map((x) => x.tableIds)).toEqual([
      [2, 3],
      [1, 2],
      [1, 3],
    ]);
    expect(s.every((x) => x.seats === 8 && !x.larger)).toBe(true);
  });

  it("pushes two 4-tops together for eight before a 2-top and a 6-top: the big tables stay for big parties", () => {
    const tables = [table(1, 2), table(2, 6), table(3, 4), table(4, 4)];
    const s = suggestTables({
      tables,
      occupied: none,
      promised: none,
      partySize: 8,
      preference: "first_available",
      kind: "walk_in",
    });
    expect(s.map((x) => x.tableIds).slice(0, 2)).toEqual([
      [3, 4],
      [1, 2],
    ]);
  });

  it("offers a table for more than the party too, marked larger, after the ones that fit it snugly", () => {
    const s = suggestTables({
      tables: [table(1, 6, { minSeats: 4 }), table(2, 2)],
      occupied: none,
      promised: none,
      partySize: 2,
      preference: "first_available",
      kind: "walk_in",
    });
    expect(s.map((x) => [x.tableIds, x.larger])).toEqual([
      [[2], false],
      [[1], true],
    ]);
  });
});

describe("promisedTables", () => {
  it("holds the smallest fitting table for each booking due within the window", () => {
    const tables = [table(1, 2), table(2, 4), table(3, 4)];
    const b = (id: number, inMinutes: number, partySize: number) => ({
      id,
      inMinutes,
      partySize,
      preference: "first_available",
      time: "19:00",
    });
    const held = promisedTables(tables, new Set([2]), [b(1, 20, 4), b(2, 90, 2), b(3, -30, 2)], 30);
    expect([...held.keys()]).toEqual([3]);
  });
});
