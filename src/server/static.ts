import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";

/** Serves the built web app; any other non-API path gets index.html (client-side routes). */
export function serveWeb(app: Hono<any>, webDir: string) {
  const indexHtml = fs.readFileSync(path.join(webDir, "index.html"), "utf8");
  const root = path.relative(process.cwd(), webDir);
  app.use("/assets/*", serveStatic({ root }));
  app.use("*", serveStatic({ root }));
  app.get("*", (c) => c.html(indexHtml));
}
