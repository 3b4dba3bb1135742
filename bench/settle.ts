// Each scenario starts on a quiet database. Two things would otherwise spill into the next one:
// the work the server does at start (the deadline sweep of decision 022, the bin's clean-up),
// which on the large company runs for minutes; and the requests autocannon gave up on at the end
// of a scenario, which the server still answers, its pool busy for as long as they take.
import pg from "pg";

// pg-boss polls its queue every few seconds; those short statements are no work of ours.
const ACTIVE = `SELECT pid FROM pg_stat_activity
  WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'
    AND state NOT IN ('idle') AND query NOT ILIKE '%pgboss.%'`;

async function withClient<T>(databaseUrl: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

/** Cancels the statements still running on the bench database: abandoned requests' work. */
export const cancelLeftovers = (databaseUrl: string) =>
  withClient(databaseUrl, async (c) => {
    const r = await c.query(`SELECT count(pg_cancel_backend(pid))::int AS n FROM (${ACTIVE}) a`);
    return r.rows[0].n as number;
  });

/**
 * Waits until no statement has run on the bench database for a second (checked every 250 ms),
 * at most `maxS` seconds; returns how long it waited.
 */
export async function waitQuiet(databaseUrl: string, maxS: number): Promise<number> {
  const started = performance.now();
  return withClient(databaseUrl, async (c) => {
    let quietSince: number | null = null;
    for (;;) {
      const now = performance.now();
      if ((await c.query(ACTIVE)).rowCount === 0) quietSince ??= now;
      else quietSince = null;
      if (quietSince !== null && now - quietSince >= 1000) break;
      if (now - started > maxS * 1000) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    return (performance.now() - started) / 1000;
  });
}

/**
 * Refreshes the planner's statistics of every table, as autovacuum does on a server that runs it.
 * This machine's PostgreSQL runs without autovacuum (CI's configuration): after the server's
 * start-up sweep wrote its alerts, a run would otherwise measure plans made for the seed's data
 * (seen: the unread-alerts count of /api/me 2.6 ms instead of 0.2 ms).
 */
export async function analyzeDatabase(databaseUrl: string) {
  await withClient(databaseUrl, (c) => c.query("analyze"));
}
