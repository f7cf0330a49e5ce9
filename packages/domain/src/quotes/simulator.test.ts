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

  it("has at least three documented profiles", () => {
    expect(Object.keys(simProfiles).length).toBeGreaterThanOrEqual(3);
    for (const p of Object.values(simProfiles)) expect(p.description.length).toBeGreaterThan(20);
  });
});
