/** `pnpm quotes:simulate --profile NAME --days N --seed S [--start YYYY-MM-DD] [--out FILE] [--tables-out FILE.json]`: a history CSV. */
import { writeFileSync } from "node:fs";
import { formatHistoryCsv } from "../src/quotes/history-csv";
import { simProfiles } from "../src/quotes/profiles";
import { simulate } from "../src/quotes/simulator";
import { fail, readArgs, userPath } from "./cli-args";

const args = readArgs(process.argv.slice(2));
const names = Object.keys(simProfiles).join(", ");
const name = args.get("profile");
const profile = typeof name === "string" ? simProfiles[name] : undefined;
if (!profile) fail(`--profile must be one of: ${names}`);
const days = Number(args.get("days") ?? 365);
const seed = Number(args.get("seed") ?? 1);
if (!Number.isInteger(days) || days < 1 || days > 3660) fail("--days must be a whole number from 1 to 3660");
if (!Number.isInteger(seed)) fail("--seed must be a whole number");
const start = args.get("start");
if (start !== undefined && (typeof start !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(start))) {
  fail("--start must be a date YYYY-MM-DD");
}
const csv = formatHistoryCsv(
  simulate(profile, { days, seed, start: typeof start === "string" ? start : undefined }),
  profile.offset,
);
const tablesOut = args.get("tables-out");
if (typeof tablesOut === "string")
  writeFileSync(
    userPath(tablesOut),
    `${JSON.stringify({ ...profile.tables, layout: profile.layout }, null, 2)}\n`,
  );
const out = args.get("out");
if (typeof out === "string") writeFileSync(userPath(out), csv);
else process.stdout.write(csv);
