// A connection of the server database ended by the server while the pool lends it (an
// administrator's termination, a database dropped with FORCE): the process goes on, the
// transaction in flight fails, and the next query gets a fresh connection. Without the client's
// 'error' listener (db/client.ts) the termination is an uncaught error, which fails this run.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { onServerDatabase } from "../test/concurrency";

describe.runIf(onServerDatabase)("a server connection ended while lent", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(() => t?.close());

  it("fails its own transaction and leaves the process and the next query working", async () => {
    const db = t.database.db;
    const transacao = db.transaction(async (tx) => {
      const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
        rows: { pid: number }[];
      };
      // Another connection of the pool ends this one while the transaction waits between queries.
      await db.execute(sql`select pg_terminate_backend(${rows[0].pid})`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.execute(sql`select 1`);
    });
    await expect(transacao).rejects.toThrow();
    const { rows } = (await db.execute(sql`select 41 + 1 as n`)) as unknown as { rows: { n: number }[] };
    expect(rows[0].n).toBe(42);
  });
});
