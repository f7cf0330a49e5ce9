import { defineConfig } from "vitest/config";

// Unit tests of the console's hooks and pure modules; screens are covered end to end in packages/e2e.
export default defineConfig({
  test: {
    environment: "jsdom",
    setupFiles: ["./src/test-support/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
  },
});
