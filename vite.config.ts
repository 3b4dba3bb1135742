import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** Smaller files gain nothing worth a second request path. */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|webmanifest)$/;

/**
 * A build step (issue 18): every compressible built file gets a brotli (.br) and a gzip (.gz)
 * twin at the highest levels, once, so the server sends compressed bytes without compressing
 * per request (server/static.ts serves the twin the browser accepts).
 */
function precompress(): Plugin {
  return {
    name: "precompress",
    apply: "build",
    writeBundle(options, bundle) {
      const dir = options.dir!;
      for (const file of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const full = path.join(dir, file);
        const bytes = fs.readFileSync(full);
        if (bytes.length < MIN_BYTES) continue;
        fs.writeFileSync(
          `${full}.br`,
          zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        fs.writeFileSync(`${full}.gz`, zlib.gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

// The API that `npm run dev` serves; its APP_URL (default) is this address.
const API = "http://localhost:3000";

export default defineConfig({
  root: path.join(import.meta.dirname, "src/web"),
  publicDir: path.join(import.meta.dirname, "src/web/public"),
  plugins: [react(), tailwindcss(), precompress()],
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
