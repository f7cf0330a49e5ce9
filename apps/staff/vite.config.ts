import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = "http://127.0.0.1:3000";

export default defineConfig({
  plugins: [react()],
  base: "/staff/",
  server: {
    port: 5174,
    proxy: {
      "/trpc": { target: apiTarget, changeOrigin: true },
      "/api": { target: apiTarget, changeOrigin: true },
    },
  },
  build: { outDir: "dist" },
});
