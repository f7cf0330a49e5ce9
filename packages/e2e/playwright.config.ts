import { defineConfig, devices } from "@playwright/test";
import { useRunClock } from "@seatline/db/testing/run-clock";
import { baseURL, chromiumPath } from "./src/env";

// Loaded by the runner and by every worker: each shifts its clock to the run's hour, if the run chose one.
useRunClock();

export default defineConfig({
  testDir: "./tests",
  // Most tests are whole stories (sign in, several screens, axe on each): 15-30 s on a quiet two-core machine, and
  // twice that when the machine is busy. 60 s leaves room for the busy case; each expectation still has its own
  // 7 s limit, so a broken screen fails just as fast as before.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  // Files are shared out to the workers; a file's stories run in order in one worker, on that worker's own server
  // (global-setup.ts). Two workers is the fastest stable count on a two-core machine (docs/testing.md#end-to-end).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  globalSetup: "./src/global-setup.ts",
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
});
