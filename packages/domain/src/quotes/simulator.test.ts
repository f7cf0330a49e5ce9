import { describe, expect, it } from "vitest";
import { simProfiles } from "./profiles";
import { simulate } from "./simulator";

describe("simulator", () => {
  it("is deterministic by seed and differs across seeds", () => {
    const p = simProfiles.brunch;
    if (!p) throw new Error("no brunch profile");
    const a = simulate(p, { days: 14, seed: 3 });
    expect(simulate(p, { days: 14, seed: 3 })).toEqual(a);
    expect(simulate(p, { days: 14, seed: 4 })).not.toEqual(a);
  });

  it("queues parties for their group's tables: a Sunday rush waits longer than a weekday morning", () => {
    const p = simProfiles.brunch;
    if (!p) throw new Error("no brunch profile");
    const parties = simulate(p, { days: 28, seed: 1, start: "2025-01-06" });
    const seated = parties.filter((x) => x.outcome === "seated");
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
    const sunday = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay() === 0;
    const rush = seated.filter((x) => sunday(x.date) && x.enteredMin >= 600 && x.enteredMin < 720);
    const quiet = seated.filter((x) => !sunday(x.date) && x.enteredMin < 540);
    expect(mean(rush.map((x) => x.exitedMin - x.enteredMin))).toBeGreaterThan(
      mean(quiet.map((x) => x.exitedMin - x.enteredMin)) + 10,
    );
    for (const o of ["seated", "no_show", "cancelled"])
      expect(parties.some((x) => x.outcome === o)).toBe(true);
    expect(parties.every((x) => x.exitedMin >= x.enteredMin && x.size >= 1)).toBe(true);
  });

  it("seats each party at a fitting table of its layout, one party per table, until its turn ends", () => {
    for (const p of Object.values(simProfiles)) {
      const parties = simulate(p, { days: 7, seed: 2 });
      const seated = parties.filter((x) => x.outcome === "seated");
      expect(seated.length).toBeGreaterThan(100);
      const byTable = new Map<number, typeof seated>();
      for (const x of seated) {
        const t = p.layout.find((l) => l.id === x.table);
        expect(t, `${p.name}: a seated party has a table`).toBeDefined();
        expect(x.size).toBeGreaterThanOrEqual(t?.minSeats ?? 99);
        expect(x.size).toBeLessThanOrEqual(t?.maxSeats ?? 0);
        const cleared = x.clearedMin ?? 0;
        expect(cleared).toBeGreaterThan(x.exitedMin);
        for (const mark of [x.turningMin, x.bussingMin])
          if (mark !== undefined) {
            expect(mark).toBeGreaterThan(x.exitedMin);
            expect(mark).toBeLessThan(cleared);
          }
        if (x.turningMin !== undefined && x.bussingMin !== undefined)
          expect(x.turningMin).toBeLessThan(x.bussingMin);
        const list = byTable.get(x.table ?? 0) ?? [];
        list.push(x);
        byTable.set(x.table ?? 0, list);
      }
      for (const list of byTable.values()) {
        const sorted = list.sort((a, b) => a.date.localeCompare(b.date) || a.exitedMin - b.exitedMin);
        sorted.forEach((x, i) => {
          const next = sorted[i + 1];
          if (next && next.date === x.date) expect(next.exitedMin).toBeGreaterThanOrEqual(x.clearedMin ?? 0);
        });
      }
      // the layout has as many tables of each group as the settings count
      expect(p.layout).toHaveLength(
        p.tables.solo_tables_total +
          p.tables.two_tables_total +
          p.tables.three_four_tables_total +
          p.tables.five_plus_tables_total,
      );
    }
  });

  it("the tables' marks leave the waits as they were (their own random stream)", () => {
    const p = simProfiles.dinner;
    if (!p) throw new Error("no dinner profile");
    const noLayout = { ...p, layout: [] };
    const strip = (xs: ReturnType<typeof simulate>) =>
      xs.map(({ table: _t, turningMin: _a, bussingMin: _b, clearedMin: _c, ...x }) => x);
    const withTables = simulate(p, { days: 10, seed: 5 });
    expect(withTables.some((x) => x.table !== undefined)).toBe(true);
    expect(strip(withTables)).toEqual(strip(simulate(noLayout, { days: 10, seed: 5 })));
  });

  it("has at least three documented profiles", () => {
    expect(Object.keys(simProfiles).length).toBeGreaterThanOrEqual(3);
    for (const p of Object.values(simProfiles)) expect(p.description.length).toBeGreaterThan(20);
  });
});
