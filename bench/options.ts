// Flags and environment variables of the bench scripts, read in one place so seed.ts, run.ts and
// index.ts accept the same names. A flag wins over its variable, the variable over the default.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

export interface CompanySize {
  clientes: number;
  empreendimentos: number;
  licencas: number;
  condicionantes: number;
  /** Proofs of delivery (condicionante_comprovacoes), scheduled ones included. */
  comprovacoes: number;
}

export interface SeedOptions {
  /** The checkout whose migrations build the schema and whose auth code creates the users. */
  appDir: string;
  /** Any database of the PostgreSQL server; the bench database is created beside it. */
  pgUrl: string;
  dbName: string;
  companies: number;
  /** Company 1. */
  large: CompanySize;
  /** Company 2, the one measured beside the large one. */
  small: CompanySize;
  /** Companies 3…N: the rest of the server, there so the large company's share of each table is realistic. */
  others: CompanySize;
}

export interface RunOptions {
  url: string;
  durationS: number;
  warmupS: number;
  connections: number;
  /** Seconds a request may take before it counts as an error. */
  timeoutS: number;
  /** PostgreSQL database the server uses, for pgbench; none: pgbench is skipped. */
  databaseUrl?: string;
  pgbench: boolean;
  out?: string;
  /** Recorded in the JSON: which checkout was measured (a commit, "before RLS", …). */
  label?: string;
  /** Scenario names (or prefixes) to run; all when empty. */
  only: string[];
}

export interface ServerOptions {
  port: number;
  /** The checkout whose server is started: this tree by default, a git worktree for an older commit. */
  appDir: string;
  reuse: boolean;
}

const flags = {
  "pg-url": { type: "string", env: "BENCH_PG_URL" },
  db: { type: "string", env: "BENCH_DB" },
  companies: { type: "string", env: "BENCH_COMPANIES" },
  clientes: { type: "string", env: "BENCH_CLIENTES" },
  empreendimentos: { type: "string", env: "BENCH_EMPREENDIMENTOS" },
  licencas: { type: "string", env: "BENCH_LICENCAS" },
  condicionantes: { type: "string", env: "BENCH_CONDICIONANTES" },
  comprovacoes: { type: "string", env: "BENCH_COMPROVACOES" },
  "small-licencas": { type: "string", env: "BENCH_SMALL_LICENCAS" },
  "other-licencas": { type: "string", env: "BENCH_OTHER_LICENCAS" },
  url: { type: "string", env: "BENCH_URL" },
  duration: { type: "string", env: "BENCH_DURATION" },
  warmup: { type: "string", env: "BENCH_WARMUP" },
  connections: { type: "string", env: "BENCH_CONNECTIONS" },
  timeout: { type: "string", env: "BENCH_TIMEOUT" },
  "no-pgbench": { type: "boolean" },
  out: { type: "string", env: "BENCH_OUT" },
  label: { type: "string", env: "BENCH_LABEL" },
  only: { type: "string", env: "BENCH_ONLY" },
  port: { type: "string", env: "BENCH_PORT" },
  "app-dir": { type: "string", env: "BENCH_APP_DIR" },
  reuse: { type: "boolean" },
  help: { type: "boolean" },
} as const satisfies Record<string, { type: "string" | "boolean"; env?: string }>;

export interface BenchOptions {
  seed: SeedOptions;
  run: RunOptions;
  server: ServerOptions;
  help: boolean;
}

const repoRoot = path.resolve(import.meta.dirname, "..");
const DEFAULT_PG_URL = "postgres://postgres@127.0.0.1:5432/postgres";

/**
 * The server and the database name: --pg-url/--db (or BENCH_PG_URL/BENCH_DB), else DATABASE_URL
 * (server and database, as the app reads it), else the local server's "bench". The admin
 * connection goes to the server's "postgres" database, since the bench database is dropped.
 */
export function databaseTarget(given: { pgUrl?: string; db?: string }, databaseUrlVar?: string) {
  const fromVar = databaseUrlVar ? new URL(databaseUrlVar) : undefined;
  const varDb = fromVar ? decodeURIComponent(fromVar.pathname.replace(/^\//, "")) : "";
  const pgUrl = given.pgUrl ?? databaseUrlVar ?? DEFAULT_PG_URL;
  return { pgUrl: databaseUrl(pgUrl, "postgres"), dbName: given.db ?? (varDb || "bench") };
}

export function readOptions(argv = process.argv.slice(2), env = process.env): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: Object.fromEntries(Object.entries(flags).map(([k, v]) => [k, { type: v.type }])),
    strict: true,
  });
  const text = (name: keyof typeof flags): string | undefined => {
    const fromFlag = values[name];
    if (typeof fromFlag === "string") return fromFlag;
    const envName = (flags[name] as { env?: string }).env;
    return envName ? env[envName] || undefined : undefined;
  };
  const int = (name: keyof typeof flags, fallback: number, min = 1): number => {
    const raw = text(name);
    const n = raw === undefined ? fallback : Number(raw);
    // The sizes are pasted into SQL (DDL takes no parameters): only plain integers get there.
    if (!Number.isInteger(n) || n < min) throw new Error(`--${name} precisa ser um inteiro >= ${min} (veio ${raw})`);
    return n;
  };

  const large: CompanySize = {
    clientes: int("clientes", 5_000),
    empreendimentos: int("empreendimentos", 20_000),
    licencas: int("licencas", 100_000),
    condicionantes: int("condicionantes", 500_000, 0),
    comprovacoes: int("comprovacoes", 1_000_000, 0),
  };
  const port = int("port", 4399);
  const { pgUrl, dbName } = databaseTarget({ pgUrl: text("pg-url"), db: text("db") }, env.DATABASE_URL || undefined);
  const appDir = path.resolve(text("app-dir") ?? repoRoot);
  if (!/^[a-z_][a-z0-9_]*$/.test(dbName)) throw new Error(`--db: nome de banco inválido: ${dbName}`);

  return {
    seed: {
      appDir,
      pgUrl,
      dbName,
      companies: int("companies", 1_000, 2),
      large,
      // The others keep the large company's proportions (per licence), at their own licence count.
      small: scaledSize(large, int("small-licencas", 1_000)),
      others: scaledSize(large, int("other-licencas", 20)),
    },
    run: {
      url: (text("url") ?? `http://127.0.0.1:${port}`).replace(/\/$/, ""),
      durationS: int("duration", 20),
      warmupS: int("warmup", 3, 0),
      connections: int("connections", 32),
      timeoutS: int("timeout", 20),
      databaseUrl: databaseUrl(pgUrl, dbName),
      pgbench: values["no-pgbench"] !== true,
      out: text("out"),
      label: text("label"),
      only: (text("only") ?? "").split(",").filter(Boolean),
    },
    server: { port, appDir, reuse: values.reuse === true },
    help: values.help === true,
  };
}

/** A company of `licencas` licences with `large`'s proportions: at least one client and project. */
export function scaledSize(large: CompanySize, licencas: number): CompanySize {
  const scaled = (n: number, min: number) => Math.max(min, Math.round((n * licencas) / large.licencas));
  return {
    clientes: scaled(large.clientes, 1),
    empreendimentos: scaled(large.empreendimentos, 1),
    licencas,
    condicionantes: scaled(large.condicionantes, 0),
    comprovacoes: scaled(large.comprovacoes, 0),
  };
}

/** The URL of database `dbName` on the server of `pgUrl`. */
export function databaseUrl(pgUrl: string, dbName: string): string {
  const url = new URL(pgUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
}

/** True when the module at `moduleUrl` is the script node was asked to run (not an import). */
export const isMain = (moduleUrl: string) =>
  process.argv[1] !== undefined && moduleUrl === pathToFileURL(path.resolve(process.argv[1])).href;

/** Runs a script's body, printing a failure as one message (no stack trace) and exiting with 1. */
export async function runScript(body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
