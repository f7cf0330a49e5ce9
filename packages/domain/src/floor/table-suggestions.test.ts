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

  it("pushes combinable tables together for a party too big for any one", () => {
    const tables = [table(1, 4, { combinableWith: [2] }), table(2, 4), table(3, 4)];
    const s = suggestTables({
      tables,
      occupied: none,
      promised: none,
      partySize: 7,
      preference: "first_available",
      kind: "walk_in",
    });
    expect(s.map((x) => x.tableIds)).toEqual([[1, 2]]);
    expect(s[0]?.seats).toBe(8);
  });

  it("respects a table's minimum seats", () => {
    const s = suggestTables({
      tables: [table(1, 6, { minSeats: 4 })],
      occupied: none,
      promised: none,
      partySize: 2,
      preference: "first_available",
      kind: "walk_in",
    });
    expect(s).toEqual([]);
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
