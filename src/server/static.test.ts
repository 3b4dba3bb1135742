import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSET_CACHE, LANDING_HTML, PAGE_CACHE, ROUTE_PRELOADS, serveWeb } from "./static";

// The built web app as the server sends it: hashed assets compressed and cached for good,
// the page itself revalidated, so a new release reaches every browser at its next visit.
let webDir: string;
let app: Hono;
const script = "console.log('olá');".repeat(200);
const landing = "<!doctype html><title>EcoGestão</title><h1>Soluções ambientais</h1>".repeat(40);

beforeAll(() => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), "web-"));
  fs.mkdirSync(path.join(webDir, "assets"));
  fs.writeFileSync(path.join(webDir, "index.html"), "<!doctype html><head><title>Início</title></head>");
  fs.writeFileSync(
    path.join(webDir, ROUTE_PRELOADS),
    JSON.stringify({ "/dashboard": ["/assets/shell-abc.js", "/assets/dashboard-page-def.js"] }),
  );
  const page = path.join(webDir, LANDING_HTML);
  fs.writeFileSync(page, landing);
  fs.writeFileSync(`${page}.br`, zlib.brotliCompressSync(landing));
  fs.writeFileSync(`${page}.gz`, zlib.gzipSync(landing));
  const asset = path.join(webDir, "assets", "index-abc123.js");
  fs.writeFileSync(asset, script);
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(script));
  app = new Hono();
  serveWeb(app, webDir);
});
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

describe("the built web app", () => {
  it("sends a hashed asset brotli-compressed to a browser that accepts it, cached for a year", async () => {
    const res = await app.request("/assets/index-abc123.js", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Encoding")).toBe("br");
    expect(res.headers.get("Cache-Control")).toBe(ASSET_CACHE);
    expect(res.headers.get("Vary")).toContain("Accept-Encoding");
    expect(zlib.brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(script);
  });

  it("sends gzip to a browser without brotli, and the plain file to one that accepts neither", async () => {
    const gz = await app.request("/assets/index-abc123.js", { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers.get("Content-Encoding")).toBe("gzip");
    const plain = await app.request("/assets/index-abc123.js");
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it("answers the page for any app route, revalidated on each visit", async () => {
    const res = await app.request("/licencas?status=vencida");
    expect(await res.text()).toContain("<title>Início</title>");
    expect(res.headers.get("Cache-Control")).toBe(PAGE_CACHE);
  });

  it("names the dashboard's own scripts in its page, so the browser fetches them with the first one", async () => {
    const dashboard = await (await app.request("/dashboard")).text();
    expect(dashboard).toContain('<link rel="modulepreload" crossorigin href="/assets/shell-abc.js">');
    expect(dashboard).toContain('<link rel="modulepreload" crossorigin href="/assets/dashboard-page-def.js"></head>');
    expect(dashboard).toContain("<title>Início</title>");
    const licencas = await (await app.request("/licencas")).text();
    expect(licencas).not.toContain("modulepreload");
  });

  it("answers the site's address with the prerendered landing page, compressed and revalidated on each visit", async () => {
    const res = await app.request("/?error=INVALID_TOKEN", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/html");
    expect(res.headers.get("Content-Encoding")).toBe("br");
    expect(res.headers.get("Cache-Control")).toBe(PAGE_CACHE);
    expect(zlib.brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(landing);
  });

  it("refuses to start without the landing page, instead of sending the app for the site's address", () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), "web-"));
    fs.writeFileSync(path.join(bare, "index.html"), "<!doctype html><title>Início</title>");
    expect(() => serveWeb(new Hono(), bare)).toThrow(/landing\.html/);
    fs.rmSync(bare, { recursive: true, force: true });
  });
});
