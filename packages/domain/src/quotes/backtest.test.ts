import { describe, expect, it } from "vitest";
import { formatBacktest, runBacktest } from "./backtest";
import { formatHistoryCsv, parseHistoryCsv } from "./history-csv";
import { simProfiles } from "./profiles";
import { simulate } from "./simulator";
import { parseTablesFile } from "./tables-json";

describe("backtest", () => {
  const profile = simProfiles.bistro;
  if (!profile) throw new Error("no bistro profile");
  const history = parseHistoryCsv(formatHistoryCsv(simulate(profile, { days: 15, seed: 3 }), profile.offset));

  it("scores the estimator with table states beside the others when the tables file has the layout", () => {
    // the file `pnpm quotes:simulate --tables-out` writes
    const file = parseTablesFile(JSON.stringify({ ...profile.tables, layout: profile.layout }));
    expect(file.layout).toEqual(profile.layout);
    const report = runBacktest(history, file.tables, file.layout);
    expect(Object.keys(report.all)).toEqual(["formula", "estimator", "cold", "tables", "tables_cold"]);
    expect(report.all.tables?.parties).toBe(report.all.estimator?.parties);
    expect(report.all.tables?.mae).not.toBe(report.all.estimator?.mae);
    expect(formatBacktest(report)).toMatch(/with table states: -?\d+\.\d % lower MAE than without/);
  });

  it("without a layout it scores what it did before (no table states)", () => {
    const file = parseTablesFile(JSON.stringify(profile.tables));
    expect(file.layout).toBeNull();
    const report = runBacktest(history, file.tables, file.layout);
    expect(Object.keys(report.all)).toEqual(["formula", "estimator", "cold"]);
    expect(report.all.estimator).toEqual(runBacktest(history, file.tables, profile.layout).all.estimator);
  });
});
