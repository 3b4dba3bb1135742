// `npx tsx bench/run.ts --url http://127.0.0.1:4399 [--duration 20] [--connections 32]
//   [--warmup 3] [--only grande/] [--label "antes do RLS"] [--out results.json]`
// Measures an already-running server on a seeded bench database (seed.ts): signs in as each bench
// user, then runs every scenario of fixtures.ts in turn and prints req/s and latency percentiles.
// It speaks HTTP only, so the server may be any checkout of the app (README.md).
import fs from "node:fs";
import os from "node:os";
import { BENCH_USERS, SCENARIOS, type BenchUser } from "./fixtures";
import { runLoad, type LoadResult } from "./load";
import { isMain, readOptions, runScript, type RunOptions } from "./options";

export interface ScenarioResult extends LoadResult {
  name: string;
  path: string;
  /** What one answer held before the run (total licences found, counters), to compare like with like. */
  sample: string;
}

export interface BenchReport {
  label?: string;
  url: string;
  startedAt: string;
  durationS: number;
  warmupS: number;
  connections: number;
  machine: { cpus: number; memoryGb: number; node: string };
  scenarios: ScenarioResult[];
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

/** One request before the load: fails early on a wrong seed or route, and says what was measured. */
async function sample(url: URL, cookie: string): Promise<string> {
  const res = await fetch(url, { headers: { cookie } });
  if (!res.ok) throw new Error(`${url.pathname}${url.search}: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { total?: number; contadores?: Record<string, number> };
  if (body.total !== undefined) return `total=${body.total}`;
  return body.contadores ? `licencas=${body.contadores.licencas} clientes=${body.contadores.clientes}` : "";
}

const ms = (v: number | null) => (v === null ? "-" : v.toFixed(1));

export function formatTable(results: ScenarioResult[]): string {
  const head = ["cenário", "requisições", "req/s", "p50 ms", "p95 ms", "p99 ms", "máx ms", "erros"];
  const rows = results.map((r) => [
    r.name,
    String(r.requests),
    r.rps.toFixed(1),
    ms(r.p50),
    ms(r.p95),
    ms(r.p99),
    ms(r.max),
    String(r.errors),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  return [line(head), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

export async function runBench(o: RunOptions): Promise<BenchReport> {
  assertLoopback(new URL(o.url));
  const scenarios = SCENARIOS.filter((s) => o.only.length === 0 || o.only.some((p) => s.name.startsWith(p)));
  if (scenarios.length === 0) throw new Error(`--only ${o.only.join(",")}: nenhum cenário com esse nome`);
  const cookies = new Map<string, string>();
  for (const u of BENCH_USERS) if (scenarios.some((s) => s.user === u.key)) cookies.set(u.key, await signIn(o.url, u));

  const report: BenchReport = {
    label: o.label,
    url: o.url,
    startedAt: new Date().toISOString(),
    durationS: o.durationS,
    warmupS: o.warmupS,
    connections: o.connections,
    machine: { cpus: os.cpus().length, memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version },
    scenarios: [],
  };
  for (const s of scenarios) {
    const url = new URL(s.path, o.url);
    const headers = { cookie: cookies.get(s.user)!, accept: "application/json" };
    const seen = await sample(url, headers.cookie);
    process.stdout.write(`${s.name} (${seen}): `);
    if (o.warmupS > 0) await runLoad({ url, headers, connections: o.connections, durationS: o.warmupS });
    const result = await runLoad({ url, headers, connections: o.connections, durationS: o.durationS });
    console.log(`${result.rps.toFixed(1)} req/s, p95 ${ms(result.p95)} ms, ${result.errors} erros`);
    report.scenarios.push({ name: s.name, path: s.path, sample: seen, ...result });
  }
  return report;
}

export function printReport(report: BenchReport, out?: string) {
  console.log(`\n${report.label ?? report.url} — ${report.connections} conexões, ${report.durationS} s por cenário\n`);
  console.log(formatTable(report.scenarios));
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
