/**
 * `pnpm test`: every stage of the suite in order, stopping at the first that fails, then a table of how long each
 * took (turbo's tasks one by one) and one closing line with the tests counted (docs/testing.md).
 *
 *   node scripts/test.mjs
 *
 * STAGE_TIMES_FILE: a file to append the stage times to (.ci/run puts its install step in the same file and prints
 * it at the end).
 */
import { spawn } from "node:child_process";
import { appendFileSync, existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

const stages = [
  // knip (knip.jsonc): unused files, exports and dependencies. Its cache (node_modules/.cache/knip) keeps each file's
  // imports and exports between runs, so a run after a small change reads only the files that changed.
  [
    "lint, arrows and dead code",
    "pnpm exec biome check . && node --test --test-reporter=dot scripts/check-arrows.test.mjs && node scripts/check-arrows.mjs && pnpm exec knip --no-progress --cache",
  ],
  ["app builds", "pnpm exec turbo run build --filter='./apps/*'"],
  ["typecheck, unit and integration", "pnpm exec turbo run typecheck test --concurrency=2 --summarize"],
  ["end-to-end (Chromium)", "pnpm --filter @seatline/e2e e2e"],
];

const counts = { passed: 0, failed: 0, skipped: 0 };
// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes are what this removes
const plain = (line) => line.replace(/\x1b\[[0-9;]*m/g, "");

/** Vitest's "Tests  3 failed | 1101 passed | 11 skipped (1115)" and Playwright's "  151 passed (9.1m)". */
function count(line) {
  const text = plain(line);
  const vitest = text.match(/^(?:.*:test: )?\s+Tests\s+(.*)\(\d+\)\s*$/);
  if (vitest) {
    for (const [, n, what] of vitest[1].matchAll(/(\d+) (passed|failed|skipped)/g)) counts[what] += Number(n);
    return;
  }
  const playwright = text.match(/^\s+(\d+) (passed|failed|skipped|flaky)(?: \(.*\))?\s*$/);
  if (playwright) counts[playwright[2] === "flaky" ? "failed" : playwright[2]] += Number(playwright[1]);
}

function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { cwd: root, shell: true, stdio: ["ignore", "pipe", "pipe"] });
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = "";
      from.on("data", (chunk) => {
        to.write(chunk);
        const lines = (rest + chunk.toString()).split("\n");
        rest = lines.pop() ?? "";
        for (const line of lines) count(line);
      });
      from.on("end", () => count(rest));
    }
    child.on("close", (code) => resolve(code ?? 1));
  });
}

/** Each turbo task's time from the newest run summary (`--summarize` writes .turbo/runs/*.json). */
function turboTasks(since) {
  const dir = join(root, ".turbo/runs");
  if (!existsSync(dir)) return [];
  const newest = readdirSync(dir)
    .map((f) => join(dir, f))
    .filter((f) => statSync(f).mtimeMs >= since)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (!newest) return [];
  const summary = JSON.parse(readFileSync(newest, "utf8"));
  return summary.tasks
    .filter((t) => t.execution)
    .map((t) => [`  ${t.taskId}`, (t.execution.endTime - t.execution.startTime) / 1000])
    .sort((a, b) => b[1] - a[1]);
}

const rows = [];
let failed = false;
for (const [name, command] of stages) {
  const started = Date.now();
  const code = await run(command);
  rows.push([name, (Date.now() - started) / 1000]);
  if (name.startsWith("typecheck")) rows.push(...turboTasks(started));
  if (code !== 0) {
    rows.push([`${name}: failed (exit ${code}); later stages not run`, 0]);
    failed = true;
    break;
  }
}

const table = rows
  .map(([name, s]) => `${name.padEnd(48)} ${s ? `${s.toFixed(1).padStart(7)} s` : ""}`)
  .join("\n");
console.log(`\nStage times (seconds)\n${table}`);
// biome-ignore lint/suspicious/noUndeclaredEnvVars: read by this script alone, never by a turbo task
const timesFile = process.env.STAGE_TIMES_FILE;
if (timesFile) appendFileSync(timesFile, `${table}\n`);
console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failed ? 1 : 0);
