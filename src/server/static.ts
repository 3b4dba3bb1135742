import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono, MiddlewareHandler } from "hono";

/** Built assets carry a content hash in their names: a changed file is a new name. */
export const ASSET_CACHE = "public, max-age=31536000, immutable";
/** Everything else (index.html, the favicon) is checked with the server on each use. */
export const PAGE_CACHE = "no-cache";

/** Sets Cache-Control on a file the static handler found (its own onFound runs too late for it). */
const cache =
  (value: string): MiddlewareHandler =>
  async (c, next) => {
    await next();
    if (c.res.status === 200 && c.res.headers.has("Last-Modified")) c.res.headers.set("Cache-Control", value);
  };

/** The prerendered public page (vite.config.ts, `prerenderLanding`), served for "/". */
export const LANDING_HTML = "landing.html";

/** Per app route, the scripts its page will ask for (vite.config.ts, `routePreloads`). */
export const ROUTE_PRELOADS = "route-preloads.json";

/**
 * index.html with a modulepreload link for each script `route-preloads.json` names for a route
 * (decision 062): the dashboard's HTML names its shell and page, fetched alongside React. A build
 * without the file serves index.html for every route.
 */
function pagesByRoute(webDir: string, indexHtml: string): Map<string, string> {
  const file = path.join(webDir, ROUTE_PRELOADS);
  if (!fs.existsSync(file)) return new Map();
  const preloads = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string[]>;
  return new Map(
    Object.entries(preloads).map(([route, scripts]) => {
      const links = scripts.map((src) => `<link rel="modulepreload" crossorigin href="${src}">`).join("");
      return [route, indexHtml.replace("</head>", `${links}</head>`)];
    }),
  );
}

/**
 * Serves the built web app: "/" is the prerendered landing page, any other non-API path that is
 * no file gets the app's index.html (client-side routes).
 * Compressed twins made at build time (vite.config.ts, `precompress`) are sent to browsers that accept
 * them, brotli first.
 */
export function serveWeb(app: Hono<any>, webDir: string) {
  const indexHtml = fs.readFileSync(path.join(webDir, "index.html"), "utf8");
  const pages = pagesByRoute(webDir, indexHtml);
  // Without it "/" would get the app, whose "/" route leaves for "/" again: stop here instead.
  if (!fs.existsSync(path.join(webDir, LANDING_HTML))) {
    throw new Error(`A página inicial (${LANDING_HTML}) não está em ${webDir}: compile com "npx vite build".`);
  }
  const root = path.relative(process.cwd(), webDir);
  app.use("/assets/*", cache(ASSET_CACHE), serveStatic({ root, precompressed: true }));
  app.use("*", cache(PAGE_CACHE), serveStatic({ root, precompressed: true, index: LANDING_HTML }));
  app.get("*", (c) => {
    c.header("Cache-Control", PAGE_CACHE);
    return c.html(pages.get(c.req.path) ?? indexHtml);
  });
}
