// The server bundle (dist/server/index.js), built with esbuild when it is missing or older than its
// sources: `npm start` (build-if-stale.ts) and the tests that run the real server as its own
// process (src/server/storage/crash.test.ts) both build it here.
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

export const ROOT = path.join(import.meta.dirname, "..");

/** The bundle `node` runs: what `npm start` starts. */
export const SERVER_BUNDLE = path.join(ROOT, "dist/server/index.js");

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((f) => newestMtime(path.join(p, f))));
}

const builtAt = (file: string) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

/** Whether `built` (relative to the root) is missing or older than any of `sources`. */
export const isStale = (built: string, sources: string[]) =>
  builtAt(path.join(ROOT, built)) < Math.max(...sources.map((p) => newestMtime(path.join(ROOT, p))));

const SERVER_SOURCES = [
  "src/server",
  "src/shared",
  "package-lock.json",
  "tsconfig.json",
  "scripts/build-if-stale.ts",
  "scripts/build-server.ts",
];

/** Builds the server bundle if stale, saying so with `announce`. */
export async function buildServerIfStale(announce: (message: string) => void = () => {}) {
  if (!isStale("dist/server/index.js", SERVER_SOURCES)) return;
  announce("Compilando o servidor...");
  await buildServer();
}

/**
 * Our TypeScript in one ES module (and the PDF reader's worker in another); node_modules stay
 * outside, loaded by node as usual (PGlite finds its WASM beside its own files, exceljs stays a lazy
 * import). Written under other names and renamed, so a server starting meanwhile never loads half
 * a file.
 */
async function buildServer() {
  const outdir = path.join(ROOT, "dist/server");
  const result = await build({
    // The PDF reader's worker thread loads a file of its own (modules/importar-pdf/extrair.ts).
    entryPoints: {
      index: path.join(ROOT, "src/server/index.ts"),
      "importar-pdf.worker": path.join(ROOT, "src/server/modules/importar-pdf/extrair.worker.ts"),
    },
    outdir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    // For stack traces in TypeScript's lines (node --enable-source-maps); the sources are beside.
    sourcemap: "linked",
    sourcesContent: false,
    write: false,
    logLevel: "warning",
  });
  fs.mkdirSync(outdir, { recursive: true });
  // The maps first: a bundle that names one must never appear without it; the worker before the
  // server that starts it.
  const isMap = (f: { path: string }) => Number(f.path.endsWith(".map"));
  const isIndex = (f: { path: string }) => Number(path.basename(f.path) === "index.js");
  const files = [...result.outputFiles].sort((a, b) => isMap(b) - isMap(a) || isIndex(a) - isIndex(b));
  for (const file of files) {
    const partial = `${file.path}.partial-${process.pid}`;
    fs.writeFileSync(partial, file.contents);
    fs.renameSync(partial, file.path);
  }
}
