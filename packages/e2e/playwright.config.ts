import { defineConfig, devices } from "@playwright/test";
import { baseURL, chromiumPath } from "./src/env";

export default defineConfig({
  testDir: "./tests",
  // Most tests are whole stories (sign in, several screens, axe on each): 15-30 s on a quiet two-core machine, and
  // twice that when the machine is busy. 60 s leaves room for the busy case; each expectation still has its own
  // 7 s limit, so a broken screen fails just as fast as before.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
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
