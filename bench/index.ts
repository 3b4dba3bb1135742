// `npm run bench [-- --reuse] [-- --out /tmp/bench.json] [-- --app-dir /tmp/old --port 4400] …`
// The whole load benchmark of issue 18 on PostgreSQL (every screen, a large and a small company):
//   1. seed the bench database (seed.ts) with the checkout's own migrations, unless --reuse finds
//      a finished seed;
//   2. start the app (npm start's way) on it, on --port (4399), with a private DATA_DIR;
//   3. run every scenario at 32 keep-alive connections and its SQL through pgbench (run.ts), stop
//      the server, print the tables.
// A load benchmark, never a timed test: figures depend on the machine (README.md).
import { execFileSync } from "node:child_process";
import { databaseUrl, readOptions, runScript } from "./options";
import { seedBench, seededSizes } from "./seed";
import { printReport, runBench } from "./run";
import { startServer } from "./server";

const HELP = `[DATABASE_URL=postgres://…/bench] npm run bench -- [--reuse] [--db bench] [--pg-url URL]
  [--companies 1000] [--clientes 5000] [--empreendimentos 20000] [--licencas 100000]
  [--condicionantes 500000] [--comprovacoes 1000000] [--small-licencas 1000] [--other-licencas 20]
  [--port 4399] [--app-dir DIR] [--duration 20] [--warmup 3] [--connections 32] [--timeout 20]
  [--only PREFIX,…] [--no-pgbench] [--label TEXT] [--out FILE.json]
  (each flag also as BENCH_<NAME>; see bench/README.md)`;

/** The measured checkout, e.g. "a761ca5" or "a761ca5+changes" when its tree differs from the commit. */
function describeCheckout(appDir: string): string | undefined {
  try {
    const git = (...args: string[]) => execFileSync("git", ["-C", appDir, ...args], { encoding: "utf8" }).trim();
    return `${git("rev-parse", "--short", "HEAD")}${git("status", "--porcelain", "--", "src") ? "+changes" : ""}`;
  } catch {
    return undefined;
  }
}

await runScript(async () => {
  const options = readOptions();
  if (options.help) return console.log(HELP);
  const { seed, server, run } = options;
  const existing = server.reuse ? await seededSizes(seed) : null;
  if (existing) console.log(`Reaproveitando o banco ${seed.dbName}: ${JSON.stringify(existing)}`);
  else await seedBench(seed);

  const checkout = describeCheckout(server.appDir);
  console.log(`Iniciando o servidor de ${server.appDir} (${checkout ?? "sem git"}) na porta ${server.port}...`);
  const app = await startServer({
    appDir: server.appDir,
    port: server.port,
    databaseUrl: databaseUrl(seed.pgUrl, seed.dbName),
  });
  try {
    printReport(await runBench({ ...run, url: app.url, label: run.label ?? checkout }), run.out);
  } finally {
    await app.stop();
  }
});
