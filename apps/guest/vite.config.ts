// The initial-JavaScript budget shared by the four apps: a guest opens these pages from a text on a phone network.
// Brotli and gzip copies of every text file, made at build time (served by apps/server/src/static-apps.ts).
// @seatline/ui/build is TypeScript, which Node 20 cannot load: the scripts load this file with --configLoader runner
// (Vite's default loader bundles only relative imports and hands package imports to Node).
import { bundleBudget, precompress } from "@seatline/ui/build";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = process.env.SEATLINE_API_TARGET ?? "http://127.0.0.1:3000";

/**
 * The guest pages: the status page /w/{token} and the remote join /join/{company}/{store}. The Seatline server
 * answers both paths with this index.html and serves the files under /_guest/ (apps/server/src/static-apps.ts).
 */
export default defineConfig({
  plugins: [react(), bundleBudget({ app: "guest", maxInitialKb: 100 }), precompress()],
  base: "/_guest/",
  server: {
    port: 5176,
    proxy: {
      "/trpc": { target: apiTarget, changeOrigin: true },
    },
  },
  build: { outDir: "dist" },
});
