import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = "http://127.0.0.1:3000";

// Built assets live under /_public/ (the page itself is served at /{companySlug}/{storeSlug}/{linkCode?});
// the dev server uses "/" so those page paths work directly.
export default defineConfig(({ command }) => ({
  plugins: [react()],
  base: command === "build" ? "/_public/" : "/",
  server: {
    port: 5175,
    proxy: {
      "/trpc": { target: apiTarget, changeOrigin: true },
      "/api": { target: apiTarget, changeOrigin: true },
    },
  },
  build: { outDir: "dist" },
}));
