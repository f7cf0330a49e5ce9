import { defineConfig } from "vitest/config";

// Integration tests start whole servers and databases (PGlite migrates and seeds in-process): seconds on a quiet
// two-core machine, several times that when CI shares it with builds and other suites. The limits leave room for the
// busy case; a test that hangs still fails.
export default defineConfig({ test: { testTimeout: 60_000, hookTimeout: 120_000 } });
