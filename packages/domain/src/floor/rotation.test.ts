import { describe, expect, it } from "vitest";
import type { TableSuggestion } from "../entities/floor";
import { type RecentCovers, type RotationServer, serverWhoseTurn, withRotation } from "./rotation";

const ana: RotationServer = { id: 1, name: "Ana", out: false, position: 0 };
const ben: RotationServer = { id: 2, name: "Ben", out: false, position: 1 };
const cy: RotationServer = { id: 3, name: "Cy", out: false, position: 2 };
const all = new Set([1, 2, 3]);

const seat = (serverId: number, covers: number, lastSeatedAt: number): RecentCovers => ({
  serverId,
  covers,
  lastSeatedAt,
});

function suggestion(id: number, seats: number, more: Partial<TableSuggestion> = {}): TableSuggestion {
  return {
    tableIds: [id],
    names: [String(id)],
    seats,
    areaName: "Indoor",
    inPreferredArea: false,
    larger: false,
    ...more,
  };
}

describe("serverWhoseTurn", () => {
  it("is the server seated the fewest covers lately", () => {
    expect(serverWhoseTurn([ana, ben, cy], [seat(1, 6, 10), seat(2, 2, 20), seat(3, 4, 5)], all)).toBe(ben);
  });

  it("counts a server with no seat lately as none, and breaks ties by who sat a party longest ago", () => {
    expect(serverWhoseTurn([ana, ben, cy], [seat(1, 4, 10), seat(2, 4, 20)], all)).toBe(cy);
    expect(serverWhoseTurn([ana, ben], [seat(1, 4, 30), seat(2, 4, 20)], all)).toBe(ben);
  });

  it("skips a server marked out, and one with no free table that takes the party", () => {
    expect(serverWhoseTurn([{ ...ana, out: true }, ben], [seat(2, 8, 1)], all)).toBe(ben);
    expect(serverWhoseTurn([ana, ben], [seat(2, 8, 1)], new Set([2]))).toBe(ben);
    expect(serverWhoseTurn([{ ...ana, out: true }], [], all)).toBeNull();
  });

  it("falls back to the manager's order when nobody was seated", () => {
    expect(serverWhoseTurn([cy, ben, ana], [], all)).toBe(ana);
  });
});

describe("withRotation", () => {
  const sections = new Map([
    [11, 1],
    [12, 2],
    [13, 2],
  ]);

  it("puts the best table of the section whose turn it is first, named and marked", () => {
    const list = withRotation(
      [suggestion(11, 4), suggestion(12, 4), suggestion(13, 4)],
      sections,
      [ana, ben],
      [seat(1, 5, 1)],
    );
    expect(list.map((s) => [s.tableIds[0], s.server, s.turn])).toEqual([
      [12, "Ben", true],
      [11, "Ana", false],
      [13, "Ben", false],
    ]);
  });

  it("never trades a better fit for the turn: more empty seats, more tables or the other area stay behind", () => {
    const bigger = withRotation(
      [suggestion(11, 4), suggestion(12, 6)],
      sections,
      [ana, ben],
      [seat(1, 5, 1)],
    );
    expect(bigger.map((s) => [s.tableIds[0], s.turn])).toEqual([
      [11, false],
      [12, false],
    ]);
    const pushed = withRotation(
      [suggestion(11, 4), { ...suggestion(12, 4), tableIds: [12, 13], names: ["12", "13"] }],
      sections,
      [ana, ben],
      [seat(1, 5, 1)],
    );
    expect(pushed[0]?.tableIds).toEqual([11]);
    const area = withRotation(
      [suggestion(11, 4, { inPreferredArea: true }), suggestion(12, 4)],
      sections,
      [ana, ben],
      [seat(1, 5, 1)],
    );
    expect(area[0]?.tableIds).toEqual([11]);
  });

  it("leaves the order alone without sections, and names no server for a table outside them", () => {
    const list = withRotation([suggestion(14, 4), suggestion(11, 4)], new Map(), [ana], []);
    expect(list.map((s) => [s.tableIds[0], s.server, s.turn])).toEqual([
      [14, null, false],
      [11, null, false],
    ]);
  });
});
