/**
 * `pnpm quotes:backtest --history FILE.csv [--tables FILE.json] [--json]`: today's formula against the estimator, and
 * the estimator with the room's table states when the tables file has a layout and the history its tables.
 */
import { readFileSync } from "node:fs";
import { formatBacktest, runBacktest } from "../src/quotes/backtest";
import { HistoryCsvError, parseHistoryCsv } from "../src/quotes/history-csv";
import { parseTablesFile } from "../src/quotes/tables-json";
import { fail, readArgs, userPath } from "./cli-args";

const args = readArgs(process.argv.slice(2));
const historyPath = args.get("history");
if (typeof historyPath !== "string")
  fail("usage: pnpm quotes:backtest --history FILE.csv [--tables FILE.json] [--json]");
const tablesPath = args.get("tables");
try {
  const history = parseHistoryCsv(readFileSync(userPath(historyPath), "utf8"));
  const file =
    typeof tablesPath === "string" ? parseTablesFile(readFileSync(userPath(tablesPath), "utf8")) : undefined;
  const report = runBacktest(history, file?.tables, file?.layout ?? null);
  process.stdout.write(args.get("json") ? `${JSON.stringify(report, null, 2)}\n` : formatBacktest(report));
} catch (e) {
  if (
    e instanceof HistoryCsvError ||
    e instanceof SyntaxError ||
    (e as NodeJS.ErrnoException).code === "ENOENT"
  ) {
    fail(`quotes:backtest: ${(e as Error).message}`);
  }
  throw e;
}
