// `npm run bench:leitura [-- --rodadas 3 --licencas 10000 …]`: how much load the lag-tolerant
// reads take off the primary when a standby serves them (DATABASE_READ_URL, decision 070). Starts
// a primary and an asynchronous streaming standby of its own (Debian's PostgreSQL 15, as the
// tests' replica pair, on ports 15442/15443), seeds the bench's company on the primary
// (bench/seed.ts, small sizes by default), then runs the same load twice through the app in this
// process — without DATABASE_READ_URL, then with it: per round, the large company's licences and
// conditions exported as CSV, the consolidated report's first pages, and the calendar feed. The
// primary's pg_stat_database counters are read before and after each run (the app's pools closed
// first, so every backend has flushed its statistics), and the standby's beside them.
// A benchmark, never a timed test: figures depend on the machine.
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { parseArgs } from "node:util";
import pg from "pg";
import { openDatabase } from "../src/server/db/client";
import { openReadReplica, type ReadReplica } from "../src/server/db/leitura";
import { createApp } from "../src/server/app";
import { loadAuthSecret } from "../src/server/bootstrap";
import { createMailer } from "../src/server/mail/mailer";
import { createLocalStorage } from "../src/server/storage/storage";
import { startReplicaPair } from "../src/server/test/replica-pair";
import { BENCH_USERS } from "./fixtures";

const { values } = parseArgs({
  options: {
    rodadas: { type: "string" },
    licencas: { type: "string" },
    condicionantes: { type: "string" },
    comprovacoes: { type: "string" },
    empreendimentos: { type: "string" },
    clientes: { type: "string" },
  },
});
const RODADAS = Number(values.rodadas ?? 3);
const SIZES = {
  licencas: values.licencas ?? "10000",
  condicionantes: values.condicionantes ?? "40000",
  comprovacoes: values.comprovacoes ?? "40000",
  empreendimentos: values.empreendimentos ?? "2000",
  clientes: values.clientes ?? "500",
};
const DB = "bench_leitura";
const APP_URL = "http://127.0.0.1:4604";

async function psql(url: string, text: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

const COUNTERS = ["xact_commit", "tup_returned", "tup_fetched", "blks_hit", "blks_read"] as const;
type TCounters = Record<(typeof COUNTERS)[number], number>;
const counters = async (url: string): Promise<TCounters> => {
  const [row] = await psql(url, `select ${COUNTERS.join(", ")} from pg_stat_database where datname = '${DB}'`);
  return Object.fromEntries(COUNTERS.map((k) => [k, Number(row[k])])) as TCounters;
};
const minus = (a: TCounters, b: TCounters) => Object.fromEntries(COUNTERS.map((k) => [k, a[k] - b[k]])) as TCounters;

/** A browser's cookies, by name, on APP_URL. */
function browser(app: ReturnType<typeof createApp>) {
  const jar = new Map<string, string>();
  return async (method: string, url: string, body?: unknown) => {
    const headers: Record<string, string> = { origin: APP_URL };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const res = await app.request(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const raw of res.headers.getSetCookie()) {
      const [pair] = raw.split(";");
      const i = pair.indexOf("=");
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
    if (res.status >= 400) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res;
  };
}

const pair = await startReplicaPair(psql, { ports: [15442, 15443], asynchronous: true });
const primaryUrl = pair.primaryUrl.replace(/\/postgres$/, `/${DB}`);
const standbyUrl = pair.standbyUrl.replace(/\/postgres$/, `/${DB}`);
const tmp = await fs.mkdtemp(path.join(os.tmpdir(), "bench-leitura-"));
try {
  console.log(
    `Semeando ${DB} no primário (${Object.entries(SIZES)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")})...`,
  );
  const sizes = Object.entries(SIZES).flatMap(([k, v]) => [`--${k}`, v]);
  await promisify(execFile)(
    "npx",
    ["tsx", "bench/seed.ts", "--pg-url", pair.primaryUrl, "--db", DB, "--companies", "3", ...sizes],
    { cwd: path.join(import.meta.dirname, ".."), maxBuffer: 64 * 1024 * 1024 },
  );
  await pair.resumeReplay(); // the standby has the seed

  /** One run of the load through an app on the primary, with the standby for the lag-tolerant reads or not. */
  async function run(comReplica: boolean) {
    const database = await openDatabase({ url: primaryUrl });
    const replica: ReadReplica | undefined = comReplica ? openReadReplica(standbyUrl, database.db) : undefined;
    const authSecret = await loadAuthSecret(database.db);
    const app = createApp({
      db: database.db,
      mailer: createMailer({ from: "Bench <bench@localhost>", outboxDir: path.join(tmp, "outbox") }),
      appUrl: APP_URL,
      authSecret,
      storage: createLocalStorage({ root: path.join(tmp, "uploads"), secret: authSecret }),
      readReplica: replica,
    });
    const req = browser(app);
    const grande = BENCH_USERS.find((u) => u.key === "grande")!;
    await req("POST", "/api/auth/sign-in", { email: grande.email, password: grande.password });
    const feed = (await (await req("POST", "/api/me/calendario-feed", { escopo: "empresa" })).json()) as {
      url: string;
    };
    await pair.resumeReplay(); // the sign-in's and the feed's writes replayed: as a reader a moment later
    const feedPath = feed.url.replace(APP_URL, "");
    const t0 = performance.now();
    let bytes = 0;
    for (let r = 0; r < RODADAS; r++) {
      for (const url of [
        "/api/licencas/exportar?formato=csv",
        "/api/condicionantes/exportar?formato=csv",
        "/api/relatorios/consolidado?page=1&pageSize=50",
        "/api/relatorios/consolidado?page=2&pageSize=50",
        feedPath,
      ]) {
        bytes += (await (await req("GET", url)).arrayBuffer()).byteLength;
      }
    }
    const ms = performance.now() - t0;
    const served = replica ? { ...replica.served } : null;
    await replica?.close();
    await database.close();
    return { ms, bytes, served };
  }

  const results: Record<string, { primary: TCounters; standby: TCounters; ms: number; served: unknown }> = {};
  for (const [nome, comReplica] of [
    ["sem DATABASE_READ_URL", false],
    ["com DATABASE_READ_URL", true],
  ] as const) {
    const p0 = await counters(primaryUrl);
    const s0 = await counters(standbyUrl);
    const { ms, bytes, served } = await run(comReplica);
    // Backends flush their statistics as they exit (the pools are closed): let them finish.
    await new Promise((r) => setTimeout(r, 1500));
    results[nome] = {
      primary: minus(await counters(primaryUrl), p0),
      standby: minus(await counters(standbyUrl), s0),
      ms,
      served,
    };
    console.log(
      `${nome}: ${RODADAS} rodadas em ${(ms / 1000).toFixed(1)} s, ${(bytes / 1024 / 1024).toFixed(1)} MB; ` +
        `leituras servidas ${served ? JSON.stringify(served) : "todas no primário"}`,
    );
  }

  const fmt = (n: number) => n.toLocaleString("pt-BR");
  console.log(`\n| Contador (pg_stat_database, ${DB}) | primário, sem | primário, com | queda | réplica, com |`);
  console.log("| --- | ---: | ---: | ---: | ---: |");
  const sem = results["sem DATABASE_READ_URL"];
  const com = results["com DATABASE_READ_URL"];
  for (const k of COUNTERS) {
    const queda = sem.primary[k] ? `${Math.round((1 - com.primary[k] / sem.primary[k]) * 100)} %` : "—";
    console.log(`| ${k} | ${fmt(sem.primary[k])} | ${fmt(com.primary[k])} | ${queda} | ${fmt(com.standby[k])} |`);
  }
  console.log(
    `\nCarga da máquina: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(", ")} (loadavg 1, 5, 15 min)`,
  );
} finally {
  await pair.stop();
  await fs.rm(tmp, { recursive: true, force: true });
}
