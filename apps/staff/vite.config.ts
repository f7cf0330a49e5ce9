// Brotli and gzip copies of every text file, made at build time (served by apps/server/src/static-apps.ts).
// @seatline/ui/build is TypeScript, which Node 20 cannot load: the scripts load this file with --configLoader runner
// (Vite's default loader bundles only relative imports and hands package imports to Node).
import { bundleBudget, precompress } from "@seatline/ui/build";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = "http://127.0.0.1:3000";

export default defineConfig({
  // Initial JS (entry + static imports, gzip); each tab, its dialogs, dates, QR and charts load on demand.
  plugins: [react(), bundleBudget({ app: "staff", maxInitialKb: 200 }), precompress()],
  base: "/staff/",
  server: {
    port: 5174,
    proxy: {
      "/trpc": { target: apiTarget, changeOrigin: true },
      "/api": { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: "dist",
    // The entry chunk (React, Mantine, the router, TanStack Query, tRPC and the shell: about 555 kB minified) is held
    // by bundleBudget's gzip budget above, which fails the build; Vite's own 500 kB (minified) warning measured the
    // same chunk more crudely and only warned. Splitting it would add a request to the first load for nothing.
    chunkSizeWarningLimit: 650,
  },
});
