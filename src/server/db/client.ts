import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";
import { logger } from "../logger";
import { createPool, locatorFor, type HostLocator } from "./hosts";
import { MIGRATIONS_DIR } from "../paths";
import { instrumentEmbedded, outsideRequests } from "./embutido";

// Both drivers expose the same query builder; the node-postgres type stands for both.
export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  kind: "embedded" | "server";
  /** The server's address, for clients that open their own pool (pg-boss); embedded: none. */
  url?: string;
  /**
   * Raw SQL for pg-boss's `db` option: on the embedded database's one connection, or on a small
   * pool of its own that follows the server list like the app's (db/hosts.ts).
   */
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  /** Runs `fn` while no other instance on this database runs start-up work (migrations, first admin). */
  alone<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * Refreshes the planner's statistics of `tables` (all when none) where nothing else does: the
   * embedded database has no autovacuum. A server's autovacuum does it itself: nothing to do.
   */
  analyze(tables?: string[]): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = MIGRATIONS_DIR;

/** Connections to a PostgreSQL server per instance of the app. */
export const POOL_SIZE = 10;

/**
 * A pool on the server(s) of `url` that never ends the process when the server goes away: an
 * idle connection the server drops (a restart, an administrator, a primary killed) is replaced on
 * the next query.
 */
export function serverPool(url: string, config: pg.PoolConfig, locator?: HostLocator): pg.Pool {
  const pool = createPool(url, config, locator);
  pool.on("error", (err) => logger.warn(`conexão ociosa com o banco encerrada: ${err.message}`));
  // A connection ended by the server while checked out between two queries (an administrator's
  // termination, a database dropped with FORCE, a primary gone) emits 'error' on its client, which
  // the pool does not listen to while lending it: without a listener that event would end the
  // process. The query in flight, if any, still fails on its own promise and rolls its
  // transaction back.
  pool.on("connect", (client) =>
    client.on("error", (err) => logger.warn(`conexão com o banco encerrada em uso: ${err.message}`)),
  );
  return pool;
}

/** Any number, the same in every instance: the advisory lock start-up work runs under. */
const START_UP_LOCK = 180_032;

/**
 * Several instances started at once on one server would apply the same migrations together (the
 * migrator takes no lock; seen: the second fails on a duplicate key) and create the first
 * super-administrator twice. One at a time, under an advisory lock held on a connection of its
 * own; the next finds nothing left to do.
 */
async function alone<T>(pool: pg.Pool, fn: () => Promise<T>): Promise<T> {
  const lock = await pool.connect();
  try {
    await lock.query("select pg_advisory_lock($1)", [START_UP_LOCK]);
    return await fn();
  } finally {
    await lock.query("select pg_advisory_unlock($1)", [START_UP_LOCK]).catch(() => {});
    lock.release();
  }
}

/** How many migrations the embedded database records as applied (none before the first). */
const appliedMigrations = (client: PGlite) =>
  client.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations").then(
    (r) => r.rows[0].n,
    () => 0,
  );

/**
 * A database in memory (the tests') is gone with its process whatever it writes: it skips the
 * write-ahead log's crash protections, about a tenth of a test's time in the database (decision
 * 072). Never for a data folder, whose acknowledged writes must survive a crash.
 */
const IN_MEMORY_ONLY = [
  "full_page_writes=off",
  "synchronous_commit=off",
  "wal_level=minimal",
  "max_wal_senders=0",
].flatMap((setting) => ["-c", setting]);

/**
 * Opens PostgreSQL: a server when `url` is given, else PGlite in `dataDir` (memory when null),
 * started from `loadDataDir` (a `dumpDataDir` tarball) when given instead of an empty cluster.
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string | null;
  loadDataDir?: Blob;
}): Promise<Database> {
  if (opts.url) {
    // A URL listing several servers (a primary and its standbys): every connection goes to the one
    // that writes, found again when a connection breaks (db/hosts.ts); one server: as always.
    const locator = locatorFor(opts.url);
    // POOL_SIZE connections; http/admission.ts lets as many requests run at once. A request that
    // still finds none free (a job, a burst) fails after 10 s instead of waiting without end.
    const pool = serverPool(opts.url, { max: POOL_SIZE, connectionTimeoutMillis: 10_000 }, locator);
    // pg-boss's own few connections, on the same path to the same server (jobs/boss.ts).
    const bossPool = serverPool(
      opts.url,
      { max: 2, connectionTimeoutMillis: 10_000, application_name: "pgboss" },
      locator,
    );
    const db = drizzlePg(pool, { schema });
    await alone(pool, () => migratePg(db, { migrationsFolder }));
    return {
      db,
      kind: "server",
      url: opts.url,
      executeSql: (text, values) => bossPool.query(text, values),
      alone: (fn) => alone(pool, fn),
      analyze: async () => {},
      close: async () => {
        await Promise.all([pool.end(), bossPool.end()]);
      },
    };
  }
  // pg_trgm serves the text searches' indexes (migration 0013).
  const client = new PGlite({
    dataDir: opts.dataDir ?? undefined,
    loadDataDir: opts.loadDataDir,
    extensions: { pg_trgm },
    startParams: opts.dataDir ? undefined : [...PGlite.defaultStartParams, ...IN_MEMORY_ONLY],
  });
  // Before drizzle and the migrator see it: every statement behind the bounded line, and the
  // statistics following the writes (db/embutido.ts). After PGlite's own start-up, whose
  // statements would otherwise queue behind the first query waiting for that start-up to end.
  await client.waitReady;
  const { analyzeStale } = instrumentEmbedded(client);
  const db = drizzlePglite(client, { schema });
  const analyze = async (tables: string[] = []) => {
    await client.exec(`analyze ${tables.map((t) => `"${t}"`).join(", ")}`);
  };
  // Never analysed, the planner guessed at every table (measured on a large company: the slowest
  // statements 2–5× slower). Whole-database analysis costs a second or more once data grew, so
  // it follows a start that applied migrations (new tables, columns, indexes), not every reopen.
  const applied = await appliedMigrations(client);
  await migratePglite(db, { migrationsFolder });
  // Otherwise what was written since the last analysis (a day's work before a restart).
  if ((await appliedMigrations(client)) !== applied) await analyze();
  else await analyzeStale();
  // pg-boss sends its migrations as several statements without parameters: those go through
  // exec (the extended protocol takes one statement), and their last result is the answer.
  const executeSql = async (text: string, values?: unknown[]) => {
    // pg-boss polls on its own timers, which may have been set during a request: never that
    // request's allowance of waiting.
    if (values?.length) return outsideRequests(() => client.query(text, values));
    const results = await outsideRequests(() => client.exec(text));
    return results.at(-1) ?? { rows: [] };
  };
  // One process per data folder (data-dir-lock.ts): nobody to wait for.
  return {
    db: db as unknown as Db,
    kind: "embedded",
    executeSql,
    alone: (fn) => fn(),
    analyze,
    close: () => client.close(),
  };
}
