// `DATABASE_URL=postgres://…/bench npx tsx bench/run.ts --url http://127.0.0.1:4399 [--duration 20]
//   [--connections 32] [--warmup 3] [--only grande/] [--label "antes"] [--out results.json] [--no-pgbench]`
// Measures an already-running server on a seeded bench database (seed.ts): signs in as each bench
// user, captures the SQL of one request per scenario from PostgreSQL's log (capture.ts), then runs
// each scenario of fixtures.ts with autocannon and its SQL with pgbench, and prints the tables of
// report.ts; then times the PDF preview of issue 30 (importar-pdf.ts). It speaks HTTP and reads the
// database's log only, so the server may be any checkout.
import fs from "node:fs";
import os from "node:os";
import { BENCH_USERS, PORTAL_USERS, selectMeasurements, type BenchUser, type Scenario } from "./fixtures";
import { captureStatements, toPgbenchScript, type LoggedStatement } from "./capture";
import { measurePdfPreviews, type PdfPreviewReport } from "./importar-pdf";
import { runLoad } from "./load";
import { isMain, readOptions, runScript, type RunOptions } from "./options";
import { runPgbench } from "./pgbench";
import { formatPdfPreviews, formatScenarios, formatScreens, type ScenarioResult } from "./report";
import { analyzeDatabase, cancelLeftovers, waitQuiet } from "./settle";

export interface BenchReport {
  label?: string;
  url: string;
  startedAt: string;
  durationS: number;
  warmupS: number;
  connections: number;
  machine: { cpus: number; memoryGb: number; node: string; loadAverage: number[] };
  scenarios: ScenarioResult[];
  /** Absent when `--only` left it out. */
  importarPdf?: PdfPreviewReport;
}

// The bench sends thousands of requests a second: only to this machine.
function assertLoopback(url: URL) {
  if (!["127.0.0.1", "localhost", "[::1]"].includes(url.hostname)) {
    throw new Error(`--url ${url.origin}: o benchmark só mede servidores locais (127.0.0.1/localhost)`);
  }
}

async function signIn(baseUrl: string, user: BenchUser): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  if (!res.ok) throw new Error(`login de ${user.email} falhou: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error(`login de ${user.email} não devolveu cookie de sessão`);
  return cookie;
}

async function getJson(url: URL, cookie: string): Promise<unknown> {
  const res = await fetch(url, { headers: { cookie, accept: "application/json" } });
  if (!res.ok) throw new Error(`${url.pathname}${url.search}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** What one answer held, to compare like with like: the list's total, the dashboard's counters. */
function describe(body: unknown): string {
  const b = body as {
    // A text search's total may be capped: { maisDe } (decision 036).
    total?: number | { maisDe: number };
    contadores?: Record<string, number>;
    eventos?: unknown[];
    vencidas?: { total?: number };
    concluidas?: { total?: number };
  };
  if (typeof b.total === "object") return `total>${b.total.maisDe}`;
  if (b.total !== undefined) return `total=${b.total}`;
  if (b.contadores) return `licencas=${b.contadores.licencas} clientes=${b.contadores.clientes}`;
  if (Array.isArray(b.eventos)) return `eventos=${b.eventos.length}`;
  if (b.vencidas?.total !== undefined) return `vencidas=${b.vencidas.total} concluidas=${b.concluidas?.total}`;
  return "";
}

interface Prepared extends Scenario {
  url: URL;
  cookie: string;
  sample: string;
}

/** Signs in, resolves each scenario's request (the last page from page 1) and checks that it answers. */
async function prepare(o: RunOptions, scenarios: Scenario[]): Promise<Prepared[]> {
  const cookies = new Map<string, string>();
  const login = (s: Scenario) => s.login ?? s.user;
  for (const u of [...BENCH_USERS, ...PORTAL_USERS])
    if (scenarios.some((s) => login(s) === u.key)) cookies.set(u.key, await signIn(o.url, u));
  const prepared: Prepared[] = [];
  for (const s of scenarios) {
    const cookie = cookies.get(login(s))!;
    const get = (p: string) => getJson(new URL(p, o.url), cookie);
    const url = new URL(typeof s.path === "string" ? s.path : await s.path(get), o.url);
    prepared.push({ ...s, url, cookie, sample: describe(await get(url.pathname + url.search)) });
  }
  return prepared;
}

/** Each scenario's pgbench script, or why there is none (the log cannot be read, say). */
async function pgbenchScripts(o: RunOptions, prepared: Prepared[]): Promise<Map<string, string> | string> {
  if (!o.pgbench || !o.databaseUrl) return "pgbench desligado (--no-pgbench)";
  let captured: Map<string, LoggedStatement[]>;
  try {
    captured = await captureStatements(
      o.databaseUrl,
      prepared.map((p) => ({ key: p.id, send: () => getJson(p.url, p.cookie) })),
    );
  } catch (err) {
    return `sem pgbench: ${err instanceof Error ? err.message : err}`;
  }
  const scripts = new Map<string, string>();
  for (const [id, statements] of captured) {
    if (statements.length > 0) scripts.set(id, toPgbenchScript(statements));
  }
  return scripts;
}

export async function runBench(o: RunOptions): Promise<BenchReport> {
  assertLoopback(new URL(o.url));
  const { scenarios, pdf } = selectMeasurements(o.only);
  if (scenarios.length === 0 && !pdf) throw new Error(`--only ${o.only.join(",")}: nenhum cenário com esse nome`);
  if (o.databaseUrl) {
    // The server's start-up work (the day's deadline sweep) takes minutes on the large company.
    const waited = await waitQuiet(o.databaseUrl, 1_800);
    if (waited > 2) console.log(`Esperou ${waited.toFixed(0)} s o servidor terminar o trabalho de início`);
    await analyzeDatabase(o.databaseUrl);
  }
  const report: BenchReport = {
    label: o.label,
    url: o.url,
    startedAt: new Date().toISOString(),
    durationS: o.durationS,
    warmupS: o.warmupS,
    connections: o.connections,
    machine: {
      cpus: os.cpus().length,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
    },
    scenarios: scenarios.length > 0 ? await measureScenarios(o, scenarios) : [],
  };
  if (pdf) {
    const grande = BENCH_USERS.find((u) => u.key === "grande")!;
    const cookie = await signIn(o.url, grande);
    const get = (p: string) => getJson(new URL(p, o.url), cookie);
    report.importarPdf = await measurePdfPreviews({ url: o.url, cookie, get });
  }
  return report;
}

/** Each scenario under load, then its SQL through pgbench. */
async function measureScenarios(o: RunOptions, scenarios: Scenario[]): Promise<ScenarioResult[]> {
  const prepared = await prepare(o, scenarios);
  const scripts = await pgbenchScripts(o, prepared);
  if (typeof scripts === "string") console.log(scripts);
  if (typeof scripts !== "string" && o.out) {
    // The captured SQL beside the JSON, to read or replay by hand.
    fs.writeFileSync(
      o.out.replace(/\.json$/, "") + ".sql",
      [...scripts].map(([id, sql]) => `-- ${id}\n${sql}`).join("\n"),
    );
  }

  const results: ScenarioResult[] = [];
  for (const s of prepared) {
    process.stdout.write(`${s.id} ${s.url.pathname}${s.url.search} (${s.sample}): `);
    const load = { url: s.url, headers: { cookie: s.cookie, accept: "application/json" }, connections: o.connections };
    if (o.warmupS > 0) await runLoad({ ...load, durationS: o.warmupS, timeoutS: o.timeoutS });
    const result = await runLoad({ ...load, durationS: o.durationS, timeoutS: o.timeoutS });
    process.stdout.write(
      `${result.rps.toFixed(1)} req/s, p95 ${result.p95?.toFixed(1) ?? "-"} ms, ${result.errors} erros`,
    );
    if (o.databaseUrl) {
      // Requests given up at the end would still hold the server's pool in the next measurement.
      const cancelled = await cancelLeftovers(o.databaseUrl);
      if (cancelled) process.stdout.write(` (${cancelled} consultas abandonadas canceladas)`);
      await waitQuiet(o.databaseUrl, 120);
    }
    const script = typeof scripts === "string" ? undefined : scripts.get(s.id);
    const pgbench = script
      ? await runPgbench({ databaseUrl: o.databaseUrl!, script, clients: o.connections, durationS: o.durationS })
      : undefined;
    console.log(pgbench ? `; pgbench ${pgbench.tps?.toFixed(1) ?? pgbench.error} tps` : "");
    if (pgbench && o.databaseUrl) await waitQuiet(o.databaseUrl, 120);
    results.push({
      id: s.id,
      screen: s.screen,
      user: s.user,
      path: s.url.pathname + s.url.search,
      sample: s.sample,
      targets: s.targets,
      ...result,
      ...(pgbench ? { pgbench } : {}),
    });
  }
  return results;
}

export function printReport(report: BenchReport, out?: string) {
  const load = report.scenarios.length > 0 ? `${report.connections} conexões, ${report.durationS} s por cenário; ` : "";
  console.log(
    `\n${report.label ?? report.url} — ${load}carga da máquina no início ${report.machine.loadAverage.join(" ")}\n`,
  );
  if (report.scenarios.length > 0) {
    console.log(formatScenarios(report.scenarios));
    console.log("");
    console.log(formatScreens(report.scenarios));
  }
  if (report.importarPdf) {
    if (report.scenarios.length > 0) console.log("");
    console.log(formatPdfPreviews(report.importarPdf));
  }
  if (out) {
    fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nJSON: ${out}`);
  }
}

if (isMain(import.meta.url)) {
  await runScript(async () => {
    const { run } = readOptions();
    printReport(await runBench(run), run.out);
  });
}
