// Helpers for tests that make two transactions genuinely overlap on PostgreSQL. PGlite has one
// connection, so there transactions never overlap and these tests run only on a server.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/** Whether the tests run on a PostgreSQL server, where two transactions can overlap. */
export const onServerDatabase = Boolean(process.env.TEST_DATABASE_URL);

/** A gate the test opens by hand, for two transactions to run in a chosen order. */
export function barrier() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** Resolves once a session of this database waits for a lock held by another, or after 5 s. */
export async function waitingForALock(db: Db) {
  for (let tries = 0; tries < 250; tries++) {
    const { rows } = (await db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    )) as unknown as { rows: { n: number }[] };
    if (rows[0].n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
