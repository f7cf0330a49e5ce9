import { defineConfig, devices } from "@playwright/test";
import { useRunClock } from "@seatline/db/testing/run-clock";
import { baseURL, chromiumPath } from "./src/env";

// Loaded by the runner and by every worker: each shifts its clock to the run's hour, if the run chose one.
useRunClock();

export default defineConfig({
  testDir: "./tests",
  // Most tests are whole stories (sign in, several screens, axe on each): 3-15 s alone on a quiet two-core machine,
  // up to 35 s with two workers sharing it. 60 s leaves room for a busier machine; each expectation still has its own
  // 7 s limit, so a broken screen fails just as fast. The few longer stories set their own, with the reason.
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
    // A trace records the page after every action, work the browser does for every story even when it passes. CI
    // keeps the failure's screenshot and message; a local run keeps the trace of a failing story.
    trace: process.env.CI ? "off" : { mode: "retain-on-failure", screenshots: false },
    // Mantine's transitions off: stories wait on no animation, and the browser draws less.
    reducedMotion: "reduce",
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
