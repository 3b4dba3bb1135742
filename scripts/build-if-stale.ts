// `npm start` calls this first, so a fresh clone and an edited tree both just work. It builds only
// what is missing or older than its sources:
// - the web app (dist/web), with vite;
// - the server bundle (dist/server/index.js), with esbuild: plain `node` runs it without
//   transpiling TypeScript at every start (decision 032: its modules load in half the CPU);
// - the embedded database's template (dist/db), a migrated cluster a new DATA_DIR is copied from.
import fs from "node:fs";
import path from "node:path";
import { execSync } from "node:child_process";
import { build } from "esbuild";
import { ensureTemplate } from "../src/server/db/template";

const root = path.join(import.meta.dirname, "..");

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((f) => newestMtime(path.join(p, f))));
}

const builtAt = (file: string) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const isStale = (built: string, sources: string[]) =>
  builtAt(path.join(root, built)) < Math.max(...sources.map((p) => newestMtime(path.join(root, p))));

if (isStale("dist/web/index.html", ["src/web", "src/shared", "vite.config.ts", "package-lock.json"])) {
  console.log("Compilando a aplicação web...");
  execSync("npx vite build --logLevel warn", { cwd: root, stdio: "inherit" });
}

const serverSources = ["src/server", "src/shared", "package-lock.json", "tsconfig.json", "scripts/build-if-stale.ts"];
if (isStale("dist/server/index.js", serverSources)) {
  console.log("Compilando o servidor...");
  await buildServer();
}

const template = await ensureTemplate();
if (template.built) console.log(`Banco de dados modelo criado em ${path.relative(root, template.dir)}`);

/**
 * Our TypeScript in one ES module (and the PDF reader's worker in another); node_modules stay
 * outside, loaded by node as usual (PGlite finds its WASM beside its own files, exceljs stays a lazy
 * import). Written under other names and renamed, so a server starting meanwhile never loads half
 * a file.
 */
async function buildServer() {
  const outdir = path.join(root, "dist/server");
  const result = await build({
    // The PDF reader's worker thread loads a file of its own (modules/importar-pdf/extrair.ts).
    entryPoints: {
      index: path.join(root, "src/server/index.ts"),
      "importar-pdf.worker": path.join(root, "src/server/modules/importar-pdf/extrair.worker.ts"),
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
