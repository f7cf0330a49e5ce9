// Brotli and gzip copies of every text file, made at build time (served by apps/server/src/static-apps.ts).
// @seatline/ui/build is TypeScript, which Node 20 cannot load: the scripts load this file with --configLoader runner
// (Vite's default loader bundles only relative imports and hands package imports to Node).
import { bundleBudget, precompress } from "@seatline/ui/build";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = process.env.SEATLINE_API_TARGET ?? "http://127.0.0.1:3000";

/**
 * base "./": index.html refers to its files relatively (./assets/...), so the same dist/ works
 * - from any CDN folder: https://cdn.example.com/any/prefix/#/{company}/{store}/{code?} (see src/page-address.ts),
 *   with VITE_API_URL=https://api.example.com at build time and that CDN origin in the server's CORS_ORIGINS;
 * - on the Seatline server, which serves these files under /_public/ and answers /{company}/{store}/{code?} with
 *   this index.html plus <base href="/_public/"> (apps/server/src/static-apps.ts), so deep paths find the assets.
 * Lazy chunks are loaded relative to the chunk that imports them, so they follow either way.
 */
export default defineConfig({
  plugins: [react(), bundleBudget({ app: "public", maxInitialKb: 100 }), precompress()],
  base: "./",
  server: {
    port: 5175,
    proxy: {
      "/trpc": { target: apiTarget, changeOrigin: true },
      "/api": { target: apiTarget, changeOrigin: true },
    },
  },
  build: { outDir: "dist" },
});
