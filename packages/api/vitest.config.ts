import { defineConfig } from "vitest/config";

/** Files that replace a module with vi.mock: they run in a module registry of their own. */
const MOCKING = [
  "src/services/auth/login-limits.int.test.ts",
  "src/services/kiosk-lock/kiosk-lock.int.test.ts",
];

const shared = {
  // The run's clock, when the run chose an hour (docs/testing.md#the-clock).
  setupFiles: ["@seatline/db/testing/run-clock-setup"],
  // A database is a copy of a template, so a test's own work is what takes time: the slowest take 5-10 s on a quiet
  // machine (a year of history seeded, hundreds of hostile requests). The limits leave room for CI's busier machine;
  // a test that hangs still fails.
  testTimeout: 60_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // Two test processes even on two cores: integration tests spend much of their time waiting on PostgreSQL, a
    // server or a timer, and Vitest's default there is one (docs/testing.md#unit-and-integration).
    maxWorkers: 2,
    minWorkers: 1,
    projects: [
      {
        // One module registry per worker, not per file: the API's modules and PGlite's WebAssembly load once per
        // process instead of once per file, which halved the suite's CPU time (docs/testing.md#unit-and-integration).
        // Every file builds its own databases and servers, so no state is shared but loaded code.
        test: { ...shared, name: "api", include: ["src/**/*.test.ts"], exclude: MOCKING, isolate: false },
      },
      { test: { ...shared, name: "api-mocking", include: MOCKING } },
    ],
  },
});
