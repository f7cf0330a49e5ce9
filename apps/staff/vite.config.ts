// Brotli and gzip copies of every text file, made at build time (served by apps/server/src/static-apps.ts).
// @seatline/ui/build is TypeScript, which Node 20 cannot load: the scripts load this file with --configLoader runner
// (Vite's default loader bundles only relative imports and hands package imports to Node).
import { bundleBudget, precompress } from "@seatline/ui/build";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";

const apiTarget = "http://127.0.0.1:3000";

/**
 * The console's shell works offline (docs/architecture.md "Offline host console"): a service worker scoped to /staff/
 * precaches the built files (every tab's chunk too), and the console's pages go to the network first and, when there is
 * none, get the precached index.html, so a reload at the stand during an outage still opens the console on the last
 * known line. Nothing outside /staff/ is touched (the kiosk's worker keeps its own pages); no manifest: the console is
 * a page, not an installed app.
 */
export default defineConfig({
  plugins: [
    react(),
    // Initial JS (entry + static imports, gzip); each tab, its dialogs, dates, QR and charts load on demand.
    bundleBudget({ app: "staff", maxInitialKb: 200 }),
    VitePWA({
      registerType: "autoUpdate",
      injectRegister: "script-defer",
      manifest: false,
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png,woff2}"],
        navigateFallback: null,
        // The page that installed the worker is served by it at once (an offline reload right after the first load).
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) =>
              request.mode === "navigate" && url.pathname.startsWith("/staff"),
            handler: "NetworkFirst",
            options: {
              cacheName: "staff-pages",
              networkTimeoutSeconds: 4,
              precacheFallback: { fallbackURL: "index.html" },
            },
          },
        ],
      },
    }),
    precompress(),
  ],
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
