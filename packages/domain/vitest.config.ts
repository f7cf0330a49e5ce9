import { defineConfig } from "vitest/config";

// The long property and replay tests share two cores with the other packages' suites in `pnpm test`: 5 s is too
// tight for them then.
export default defineConfig({ test: { testTimeout: 20_000 } });
