import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";

export default defineConfig({
  root: path.join(import.meta.dirname, "src/web"),
  publicDir: path.join(import.meta.dirname, "src/web/public"),
  plugins: [react(), tailwindcss()],
  resolve: { alias: { "@": path.join(import.meta.dirname, "src") } },
  build: { outDir: path.join(import.meta.dirname, "dist/web"), emptyOutDir: true },
  server: { proxy: { "/api": "http://localhost:3000" } },
});
