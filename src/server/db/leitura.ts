// Reads that tolerate a few seconds of lag (the exports, the consolidated report, the calendar
// feed) may go to a standby (DATABASE_READ_URL, decision 070), so that they take their load off
// the primary. A standby serves a read only when it has replayed every write the reader's session
// made (its last write's position, `pg_current_wal_lsn()` after the commit, travels in a cookie:
// http/leitura.ts); else, and whenever it cannot answer, the read goes to the primary.
import { drizzle } from "drizzle-orm/node-postgres";
import { sql } from "drizzle-orm";
import * as schema from "./schema";
import { logger } from "../logger";
import { POOL_SIZE, serverPool, type Db } from "./client";
import { parseDatabaseUrl } from "./hosts";
import { isDatabaseUnavailable } from "./unavailable";

/** A position in the write-ahead log, as PostgreSQL prints it: `16/B374D848`. */
const LSN = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i;

/** The position as a number (comparable), or null for what is not one. */
export function parseLsn(text: string | null | undefined): bigint | null {
  const m = text ? LSN.exec(text) : null;
  return m ? (BigInt(`0x${m[1]}`) << 32n) + BigInt(`0x${m[2]}`) : null;
}

/** After a failure, how long the standby is left alone before it is tried again. */
const STANDBY_REST_MS = 5_000;
/** A standby that does not take a connection this fast is skipped: its readers go to the primary. */
const STANDBY_CONNECT_MS = 2_000;

/**
 * A read the standby could not serve and the primary can: the standby away (db/unavailable.ts),
 * its pool exhausted, or the query cancelled by the replay ('conflict with recovery', 40001).
 */
function primaryTakesOver(err: unknown, depth = 0): boolean {
  if (!(err instanceof Object) || depth > 5) return false;
  if (isDatabaseUnavailable(err)) return true;
  if ((err as { code?: unknown }).code === "40001") return true;
  if (err instanceof Error && err.message === "timeout exceeded when trying to connect") return true;
  return primaryTakesOver((err as Error).cause, depth + 1);
}

export interface ReadReplica {
  /**
   * Runs the read `fn` on the standby when it has replayed `after` (the session's last write; null:
   * none), else on the primary; on the primary too when the standby fails it (the read is run again).
   */
  run<T>(after: bigint | null, fn: (db: Db) => Promise<T>): Promise<T>;
  /** The primary's current write position: once a write committed, what a standby must have replayed. */
  primaryLsn(): Promise<string>;
  /** Reads served by each, since the start (the tests' and the bench's witness). */
  readonly served: { standby: number; primary: number };
  close(): Promise<void>;
}

/**
 * The standby of `url` (one server) beside the primary `primary`. Its pool is read-only whatever
 * the server is (`default_transaction_read_only`): should the address name a primary by mistake,
 * nothing is written through it.
 */
export function openReadReplica(url: string, primary: Db): ReadReplica {
  const parsed = parseDatabaseUrl(url);
  if (parsed && parsed.hosts.length > 1) {
    throw new Error("DATABASE_READ_URL deve indicar um único servidor (a réplica de leitura), não uma lista.");
  }
  const pool = serverPool(url, {
    max: POOL_SIZE,
    connectionTimeoutMillis: STANDBY_CONNECT_MS,
    application_name: "leitura",
    options: "-c default_transaction_read_only=on",
  });
  const standby = drizzle(pool, { schema }) as unknown as Db;
  const served = { standby: 0, primary: 0 };
  /** The furthest position the standby was seen to have replayed: replay only moves forward. */
  let replayed = -1n;
  let restUntil = 0;

  const rest = (err: unknown) => {
    if (Date.now() >= restUntil)
      logger.warn(`réplica de leitura indisponível, leituras no primário: ${(err as Error).message}`);
    restUntil = Date.now() + STANDBY_REST_MS;
  };

  /** Whether the standby may serve a reader whose last write is at `after`; asked only when not yet known. */
  const caughtUp = async (after: bigint | null) => {
    if (Date.now() < restUntil) return false;
    if (after === null || after <= replayed) return true;
    try {
      const { rows } = await pool.query<{ lsn: string | null }>("select pg_last_wal_replay_lsn()::text as lsn");
      const lsn = parseLsn(rows[0]?.lsn);
      if (lsn !== null && lsn > replayed) replayed = lsn;
      return lsn !== null && after <= lsn;
    } catch (err) {
      rest(err);
      return false;
    }
  };

  return {
    served,
    async run(after, fn) {
      if (await caughtUp(after)) {
        try {
          const result = await fn(standby);
          served.standby++;
          return result;
        } catch (err) {
          if (!primaryTakesOver(err)) throw err;
          if (isDatabaseUnavailable(err)) rest(err);
        }
      }
      const result = await fn(primary);
      served.primary++;
      return result;
    },
    async primaryLsn() {
      const { rows } = await primary.execute<{ lsn: string }>(sql`select pg_current_wal_lsn()::text as lsn`);
      return rows[0].lsn;
    },
    close: () => pool.end(),
  };
}
