// `npm start` calls this first, so a fresh clone and an edited tree both just work. It builds only
// what is missing or older than its sources:
// - the web app (dist/web), with vite;
// - the server bundle (dist/server/index.js), with esbuild (build-server.ts): plain `node` runs it
//   without transpiling TypeScript at every start (decision 032: its modules load in half the CPU);
// - the embedded database's template (dist/db), a migrated cluster a new DATA_DIR is copied from.
import path from "node:path";
import { execSync } from "node:child_process";
import { ensureTemplate } from "../src/server/db/template";
import { buildServerIfStale, isStale, ROOT } from "./build-server";

if (isStale("dist/web/index.html", ["src/web", "src/shared", "vite.config.ts", "package-lock.json"])) {
  console.log("Compilando a aplicação web...");
  execSync("npx vite build --logLevel warn", { cwd: ROOT, stdio: "inherit" });
}

await buildServerIfStale(console.log);

const template = await ensureTemplate();
if (template.built) console.log(`Banco de dados modelo criado em ${path.relative(ROOT, template.dir)}`);
