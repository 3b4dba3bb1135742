import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";
import { logger } from "../logger";

// Both drivers expose the same query builder; the node-postgres type stands for both.
export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  kind: "embedded" | "server";
  /** The server's address, for clients that open their own pool (pg-boss); embedded: none. */
  url?: string;
  /** Raw SQL on the embedded database's one connection, for pg-boss's `db` option. */
  executeSql?: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  /** Runs `fn` while no other instance on this database runs start-up work (migrations, first admin). */
  alone<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(import.meta.dirname, "migrations");

/** Connections to a PostgreSQL server per instance of the app. */
export const POOL_SIZE = 10;

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
    // POOL_SIZE connections; http/admission.ts lets as many requests run at once. A request that
    // still finds none free (a job, a burst) fails after 10 s instead of waiting without end.
    const pool = new pg.Pool({ connectionString: opts.url, max: POOL_SIZE, connectionTimeoutMillis: 10_000 });
    // An idle connection the server drops (a restart, an administrator) must not crash the
    // process: the pool replaces it on the next query.
    pool.on("error", (err) => logger.warn(`conexão ociosa com o banco encerrada: ${err.message}`));
    const db = drizzlePg(pool, { schema });
    await alone(pool, () => migratePg(db, { migrationsFolder }));
    return { db, kind: "server", url: opts.url, alone: (fn) => alone(pool, fn), close: () => pool.end() };
  }
  const client = new PGlite({ dataDir: opts.dataDir ?? undefined, loadDataDir: opts.loadDataDir });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  // pg-boss sends its migrations as several statements without parameters: those go through
  // exec (the extended protocol takes one statement), and their last result is the answer.
  const executeSql = async (text: string, values?: unknown[]) => {
    if (values?.length) return client.query(text, values);
    const results = await client.exec(text);
    return results.at(-1) ?? { rows: [] };
  };
  // One process per data folder (data-dir-lock.ts): nobody to wait for.
  return { db: db as unknown as Db, kind: "embedded", executeSql, alone: (fn) => fn(), close: () => client.close() };
}
