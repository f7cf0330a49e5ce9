import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
// The initial-JavaScript budget shared by the four apps: a guest opens these pages from a text on a phone network.
import { bundleBudget } from "../../packages/ui/src/bundle-budget";
// Brotli and gzip copies of every text file, made at build time (served by apps/server/src/static-apps.ts).
import { precompress } from "../../packages/ui/src/precompress";

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
