import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "jsdom",
    setupFiles: ["./src/test-setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    // Rendering with jsdom shares two cores with the other packages' suites in `pnpm test`: 5 s is too tight then.
    testTimeout: 20_000,
  },
});
