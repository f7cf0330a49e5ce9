import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // The run's clock, when the run chose an hour (docs/testing.md#the-clock).
    setupFiles: ["@seatline/db/testing/run-clock-setup"],
    // Two test processes even on two cores: integration tests spend much of their time waiting on PostgreSQL, a
    // server or a timer, and Vitest's default there is one (docs/testing.md#unit-and-integration).
    maxWorkers: 2,
    minWorkers: 1,
    // One module registry per worker, not per file: the modules and PGlite's WebAssembly load once per process
    // (docs/testing.md#unit-and-integration). Every file builds its own databases and servers.
    isolate: false,
    // A database is a copy of a template, so a test's own work is what takes time: the slowest take 5-10 s on a quiet
    // machine (a year of history seeded, hundreds of hostile requests). The limits leave room for CI's busier machine;
    // a test that hangs still fails.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
