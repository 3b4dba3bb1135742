import { sql } from "drizzle-orm";
import type { Db } from "./client";

/** Who a tenant transaction acts for: every row it sees or writes is this company's. */
export interface TTenantScope {
  companyId: string;
  userId: string;
}

/**
 * The tenant path: runs `fn` in one transaction that, for that transaction only, sets the
 * company, the acting user and the role `app_user` (no BYPASSRLS, owns nothing). The row-level
 * policies of migration 0005 then admit only this company's rows, whatever `fn`'s queries say:
 * a forgotten `company_id` filter returns nothing of another company, and an insert or update
 * carrying another company's id is refused by the database.
 *
 * `set_config(…, true)` and never a plain SET: connections are shared (the pool's, and the one
 * embedded connection), and a session-wide setting would outlive this request. The role switch
 * matters on PGlite, whose default user is a superuser and bypasses every policy.
 */
export async function withTenant<T>(db: Db, scope: TTenantScope, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('app.company_id', ${scope.companyId}, true),
                 set_config('app.user_id', ${scope.userId}, true),
                 set_config('role', 'app_user', true)`,
    );
    return fn(tx as unknown as Db);
  });
}

/**
 * The system path: work that crosses companies by design (the super-administrator's companies,
 * approvals and statistics; sign-in's rate limits; signed document links; start-up and daily
 * sweeps). It runs as the connecting role, which owns the tables and so is not filtered by the
 * policies. Every caller is one of a short list, each named in docs/decisions/007-tenant-wall.md:
 * `grep -rn asSystem src/server` must show only those.
 */
export async function asSystem<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.actor', 'system', true)`);
    return fn(tx as unknown as Db);
  });
}
