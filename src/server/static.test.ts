import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSET_CACHE, PAGE_CACHE, serveWeb } from "./static";

// The built web app as the server sends it: hashed assets compressed and cached for good,
// the page itself revalidated, so a new release reaches every browser at its next visit.
let webDir: string;
let app: Hono;
const script = "console.log('olá');".repeat(200);

beforeAll(() => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), "web-"));
  fs.mkdirSync(path.join(webDir, "assets"));
  fs.writeFileSync(path.join(webDir, "index.html"), "<!doctype html><title>Início</title>");
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
});
