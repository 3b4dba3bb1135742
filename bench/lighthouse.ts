// `npm run bench:lighthouse`: what a phone pays to open the built app (issue 33 §1, decision 062).
// Lighthouse's mobile preset (simulated slow 4G and a 4× slower CPU), performance only, on the
// dashboard with a signed-in session and on the landing page without one; per run the score, the
// paints, the blocking time, the scripts the page loaded (files, the bytes received and their
// gzip size, as the issue states them) and its API calls.
//
// It builds nothing: it measures the checkout's dist/ as it is (`npx tsx scripts/build-if-stale.ts`
// first). Without --url it starts that checkout's server bundle on a demo company of its own
// (scripts/seed-demo.ts, seeded once into --data-dir and reused), signs in as the demo's
// administrator and stops the server at the end; with --url it measures a running server with
// --email/--password. A benchmark, never a test: the figures depend on the machine and on what
// else runs on it (the load average is printed and kept in --out), so compare runs taken one
// after the other on the same machine, alternating (--app-dir measures another checkout). Flags:
// --runs 3, --warmup 1 (runs per page left out first), --pages /dashboard,/, --port 4398,
// --data-dir (default /tmp/bench-lighthouse-<port>), --label, --out (JSON of every run).
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    "app-dir": { type: "string", default: path.resolve(import.meta.dirname, "..") },
    url: { type: "string" },
    port: { type: "string", default: "4398" },
    "data-dir": { type: "string" },
    email: { type: "string", default: "demo@gestao.local" },
    password: { type: "string", default: "demo-senha-123" },
    runs: { type: "string", default: "3" },
    warmup: { type: "string", default: "1" },
    pages: { type: "string", default: "/dashboard,/" },
    label: { type: "string" },
    out: { type: "string" },
  },
});
const appDir = path.resolve(values["app-dir"]);
const runs = Number(values.runs);
const pages = values.pages.split(",");
const chromium = process.env.CHROME_PATH ?? "/usr/bin/chromium";
// The machine's network is closed: nothing in the background may wait on it.
const CHROME_FLAGS =
  "--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync";

/** Lighthouse's own command: this checkout's devDependency, or LIGHTHOUSE (a path) for another install. */
function lighthouseBin(): string {
  const bin = process.env.LIGHTHOUSE ?? path.resolve(import.meta.dirname, "../node_modules/.bin/lighthouse");
  if (!fs.existsSync(bin)) throw new Error(`${bin} não existe: rode npm install (lighthouse é devDependency)`);
  return bin;
}

const httpStatus = (url: string) =>
  fetch(url).then(
    (r) => r.status,
    () => 0,
  );
const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once("exit", () => resolve()),
  );

/** The checkout's built server on its own demo company; stop() ends it (its process group). */
async function startDemoServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const bundle = path.join(appDir, "dist/server/index.js");
  if (!fs.existsSync(bundle) || !fs.existsSync(path.join(appDir, "dist/web/index.html"))) {
    throw new Error(`${appDir}/dist não está compilado: rode npx tsx scripts/build-if-stale.ts lá`);
  }
  const url = `http://127.0.0.1:${values.port}`;
  if ((await httpStatus(url)) !== 0) throw new Error(`a porta ${values.port} já está em uso (--port)`);
  const dataDir = path.resolve(values["data-dir"] ?? path.join(os.tmpdir(), `bench-lighthouse-${values.port}`));
  const env = { ...process.env, DATA_DIR: dataDir, PORT: values.port, APP_URL: url, DATABASE_URL: "" };
  const seeded = path.join(dataDir, "demo-seeded");
  if (!fs.existsSync(seeded)) {
    console.log(`Semeando a empresa de demonstração em ${dataDir}...`);
    fs.rmSync(dataDir, { recursive: true, force: true });
    execFileSync(path.join(appDir, "node_modules/.bin/tsx"), ["scripts/seed-demo.ts"], {
      cwd: appDir,
      env,
      stdio: "ignore",
    });
    fs.writeFileSync(seeded, new Date().toISOString());
  }
  const logFile = path.join(dataDir, "server.log");
  const log = fs.openSync(logFile, "w");
  const child = spawn(process.execPath, [bundle], { cwd: appDir, env, stdio: ["ignore", log, log], detached: true });
  fs.closeSync(log);
  const done = exited(child);
  const stop = async () => {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      // already gone
    }
    await done;
  };
  const deadline = Date.now() + 120_000;
  while ((await httpStatus(`${url}/api/openapi.json`)) !== 200) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`o servidor não respondeu:\n${fs.readFileSync(logFile, "utf8").slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, stop };
}

/** The session cookie of a sign-in, as the web app makes it (same Origin). */
async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email: values.email, password: values.password }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token="));
  if (!res.ok || !cookie) throw new Error(`login recusado (${res.status}): confira --email e --password`);
  return cookie.split(";")[0]!;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize: number;
}

interface Run {
  page: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
  cls: number;
  scripts: number;
  /** Bytes received for the scripts, headers included, in the encoding Chromium asked for (brotli). */
  scriptBytesReceived: number;
  /** The same scripts' gzip twins in dist/web (what a browser that asks only gzip receives). */
  scriptBytesGzip: number;
  apiCalls: string[];
  loadAverage: number[];
}

/** A script's size as gzip: its .gz twin in dist/web, or itself when too small to have one. */
function gzipSize(scriptUrl: string): number {
  const file = path.join(appDir, "dist/web", new URL(scriptUrl).pathname);
  for (const candidate of [`${file}.gz`, file]) if (fs.existsSync(candidate)) return fs.statSync(candidate).size;
  return 0;
}

function lighthouse(url: string, cookie: string | null): Run {
  const args = [
    url,
    "--only-categories=performance",
    "--form-factor=mobile",
    "--output=json",
    "--output-path=stdout",
    "--quiet",
    `--chrome-flags=${CHROME_FLAGS}`,
  ];
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  const loadAverage = os.loadavg().map((l) => Number(l.toFixed(2)));
  const report = JSON.parse(
    execFileSync(lighthouseBin(), args, {
      env: { ...process.env, CHROME_PATH: chromium },
      maxBuffer: 256 * 1024 * 1024,
      encoding: "utf8",
    }),
  );
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.message}`);
  const audit = (id: string) => report.audits[id].numericValue as number;
  const requests = report.audits["network-requests"].details.items as NetworkRequest[];
  const scripts = requests.filter((r) => r.resourceType === "Script");
  const page = new URL(url).pathname;
  return {
    page,
    score: Math.round(report.categories.performance.score * 100),
    fcpMs: Math.round(audit("first-contentful-paint")),
    lcpMs: Math.round(audit("largest-contentful-paint")),
    tbtMs: Math.round(audit("total-blocking-time")),
    speedIndexMs: Math.round(audit("speed-index")),
    cls: Number(audit("cumulative-layout-shift").toFixed(3)),
    scripts: scripts.length,
    scriptBytesReceived: scripts.reduce((sum, r) => sum + r.transferSize, 0),
    scriptBytesGzip: scripts.reduce((sum, r) => sum + gzipSize(r.url), 0),
    apiCalls: requests.filter((r) => new URL(r.url).pathname.startsWith("/api/")).map((r) => new URL(r.url).pathname),
    loadAverage,
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const s = (ms: number) => (ms / 1000).toFixed(1);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const server = values.url ? { url: values.url.replace(/\/$/, ""), stop: async () => {} } : await startDemoServer();
const results: Run[] = [];
try {
  const cookie = pages.some((p) => p !== "/") ? await signIn(server.url) : null;
  // A fresh server still does its start-up work (the day's deadline sweep) and has read nothing
  // from disk yet: the first load of each page would measure that, not the page.
  for (let i = 0; i < Number(values.warmup); i++) {
    for (const page of pages) lighthouse(`${server.url}${page}`, page === "/" ? null : cookie);
  }
  console.log(`Lighthouse (móvel), ${runs} rodada(s) por página, ${server.url}\n`);
  console.log(
    "página      | nota | FCP   | LCP   | TBT     | SI    | CLS   | JS: arquivos, KB recebidos, KB gzip | API                     | carga",
  );
  for (let i = 0; i < runs; i++) {
    for (const page of pages) {
      // The landing page is the visitor's: no session.
      const run = lighthouse(`${server.url}${page}`, page === "/" ? null : cookie);
      results.push(run);
      console.log(
        [
          run.page.padEnd(11),
          String(run.score).padStart(4),
          `${s(run.fcpMs)} s`,
          `${s(run.lcpMs)} s`,
          `${String(run.tbtMs).padStart(4)} ms`,
          `${s(run.speedIndexMs)} s`,
          run.cls.toFixed(3),
          `${String(run.scripts).padStart(3)}, ${kb(run.scriptBytesReceived).padStart(6)}, ${kb(run.scriptBytesGzip).padStart(6)}`.padEnd(
            35,
          ),
          run.apiCalls.join(" ").padEnd(23),
          run.loadAverage.join(" "),
        ].join(" | "),
      );
    }
  }
} finally {
  await server.stop();
}

console.log("\nMediana por página:");
for (const page of pages) {
  const of = results.filter((r) => r.page === page);
  console.log(
    `${page}: nota ${median(of.map((r) => r.score))} (${of.map((r) => r.score).join(", ")}), ` +
      `LCP ${s(median(of.map((r) => r.lcpMs)))} s, TBT ${median(of.map((r) => r.tbtMs))} ms, ` +
      `JS ${median(of.map((r) => r.scripts))} arquivos, ${kb(median(of.map((r) => r.scriptBytesGzip)))} KB gzip`,
  );
}

if (values.out) {
  const commit = (() => {
    try {
      return execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: appDir, encoding: "utf8" }).trim();
    } catch {
      return null;
    }
  })();
  fs.writeFileSync(
    values.out,
    JSON.stringify(
      { label: values.label ?? commit, commit, appDir, at: new Date().toISOString(), runs: results },
      null,
      2,
    ),
  );
}
