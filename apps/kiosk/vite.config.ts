// Brotli and gzip copies of every text file, made at build time (served by apps/server/src/static-apps.ts).
// @seatline/ui/build is TypeScript, which Node 20 cannot load: the scripts load this file with --configLoader runner
// (Vite's default loader bundles only relative imports and hands package imports to Node).
import { bundleBudget, precompress } from "@seatline/ui/build";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";

const apiTarget = process.env.SEATLINE_API_TARGET ?? "http://127.0.0.1:3000";

/**
 * The kiosk is served by the Seatline server at / (with /login and /app/*), or stands alone:
 * `VITE_API_URL=https://api.example pnpm --filter @seatline/kiosk build`, then dist/ at the root of any static host
 * that answers unknown paths with index.html (and that origin in the server's CORS_ORIGINS).
 *
 * PWA (installable, full screen on a tablet): vite-plugin-pwa writes the web manifest and a service worker that
 * precaches the built files. The kiosk's own pages (/, /login, /app/*) go to the network first and, when there is none,
 * get the precached index.html, so a reload while the Wi-Fi is down still opens the kiosk (docs/architecture.md
 * "Offline kiosk"); a new build is still picked up on the next load. Every other navigation is left alone (no
 * navigateFallback), so on the one-port server the worker never answers for /staff or a public booking page.
 */
export default defineConfig({
  plugins: [
    react(),
    // Initial JS (entry + static imports, gzip); screens, host settings, QR and dates load on demand.
    bundleBudget({ app: "kiosk", maxInitialKb: 150 }),
    VitePWA({
      registerType: "autoUpdate",
      injectRegister: "script-defer",
      includeAssets: ["icon.svg", "apple-touch-icon.png"],
      manifest: {
        name: "Seatline Kiosk",
        short_name: "Kiosk",
        description: "Join the waitlist and get a ticket.",
        start_url: "/app",
        scope: "/",
        display: "fullscreen",
        orientation: "any",
        background_color: "#f8f9fa",
        theme_color: "#0b6a60",
        icons: [
          { src: "pwa-192x192.png", sizes: "192x192", type: "image/png" },
          { src: "pwa-512x512.png", sizes: "512x512", type: "image/png" },
          { src: "pwa-512x512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
          { src: "icon.svg", sizes: "any", type: "image/svg+xml" },
        ],
      },
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png,woff2}"],
        navigateFallback: null,
        // The page that installed the worker is served by it at once (an offline reload right after the first load).
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) =>
              request.mode === "navigate" &&
              (url.pathname === "/" ||
                url.pathname === "/login" ||
                url.pathname === "/app" ||
                url.pathname.startsWith("/app/")),
            handler: "NetworkFirst",
            options: {
              cacheName: "kiosk-pages",
              networkTimeoutSeconds: 4,
              precacheFallback: { fallbackURL: "index.html" },
            },
          },
        ],
      },
    }),
    precompress(),
  ],
  base: "/",
  server: {
    port: 5173,
    proxy: {
      "/trpc": { target: apiTarget, changeOrigin: true },
      "/api": { target: apiTarget, changeOrigin: true },
    },
  },
  build: { outDir: "dist" },
});
