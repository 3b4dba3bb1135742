import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";

// The API that `npm run dev` serves; its APP_URL (default) is this address.
const API = "http://localhost:3000";

export default defineConfig({
  root: path.join(import.meta.dirname, "src/web"),
  publicDir: path.join(import.meta.dirname, "src/web/public"),
  plugins: [react(), tailwindcss()],
  resolve: { alias: { "@": path.join(import.meta.dirname, "src") } },
  build: { outDir: path.join(import.meta.dirname, "dist/web"), emptyOutDir: true },
  server: {
    proxy: {
      "/api": {
        target: API,
        // The API refuses writes from another origin (http/security.ts), and this dev server is
        // one (another port). A page of the dev server itself (Origin's host = Host) is the app:
        // present it as the API's own origin. Anything else keeps its Origin and is refused.
        configure: (proxy) => {
          proxy.on("proxyReq", (proxyReq, req) => {
            const origin = req.headers.origin;
            if (origin && URL.canParse(origin) && new URL(origin).host === req.headers.host) {
              proxyReq.setHeader("origin", API);
            }
          });
        },
      },
    },
  },
});
