import { sql } from "drizzle-orm";
import type { Db } from "./client";

/**
 * Runs `fn` with the bin open in the caller's transaction: the select policies of migration 0008
 * then admit this company's binned rows too (`app.lixeira = 'on'`, transaction-local like the
 * tenant's settings), so the bin's service can mark, list, restore and purge them. Closed again
 * afterwards, so the rest of the request sees only what is out of the bin. Only the bin's service
 * calls this (modules/lixeira); every other query keeps ignoring the bin without a filter of its own.
 *
 * The system path (`asSystem`) is not filtered by policies at all: its callers filter binned rows
 * themselves where it matters (the signed document link).
 */
export async function withLixeiraAberta<T>(tx: Db, fn: () => Promise<T>): Promise<T> {
  await tx.execute(sql`select set_config('app.lixeira', 'on', true)`);
  try {
    return await fn();
  } finally {
    // After a database error the transaction is aborted and rolls back, setting included: the
    // reset would only fail and hide the original error.
    await tx.execute(sql`select set_config('app.lixeira', '', true)`).catch(() => undefined);
  }
}
