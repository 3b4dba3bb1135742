import { sql } from "drizzle-orm";
import pg from "pg";
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
export async function withTenant<T>(
  db: Db,
  scope: TTenantScope,
  fn: (tx: Db) => Promise<T>,
  opcoes: TTenantOptions = {},
): Promise<T> {
  const settings: Record<string, string> = {
    "app.company_id": scope.companyId,
    "app.user_id": scope.userId,
    role: "app_user",
  };
  if (opcoes.joinsAsWritten) settings.join_collapse_limit = "1";
  return transactionWith(db, settings, fn);
}

/** Who a portal transaction acts for: one client of one company (decision 044). */
export interface TPortalScope extends TTenantScope {
  clienteId: string;
}

/**
 * The portal path: as withTenant, but as `portal_user` with the client set beside the company.
 * That role's policies (migration 0019) admit only this client's rows, out of the bin, of the
 * tables the portal reads, and let it insert nothing but a proof 'em_analise' of its own on an
 * open condition of that client, with its files. Used for a portal user's requests and for a
 * company user's 'Ver como cliente', which thereby sees exactly what the client sees.
 */
export async function withPortal<T>(db: Db, scope: TPortalScope, fn: (tx: Db) => Promise<T>): Promise<T> {
  return transactionWith(
    db,
    {
      "app.company_id": scope.companyId,
      "app.user_id": scope.userId,
      "app.cliente_id": scope.clienteId,
      role: "portal_user",
    },
    fn,
  );
}

export interface TTenantOptions {
  /**
   * Decision 039: the planner takes each query's joins in the order written instead of searching
   * every order. Under the policies that search was most of a screen's database time (a
   * conditions section: 2.0 ms planned for 0.37 ms run; in written order 0.8 ms and 0.2 ms). Only
   * for reads whose every query is written from the rows it pages through to the records each one
   * names: a query meant to be driven by an IN or EXISTS subquery under explicit joins would be
   * joined in full first (measured: a client's licences, 9 ms → 80 ms).
   */
  joinsAsWritten?: boolean;
}

/**
 * The system path: work that crosses companies by design (the super-administrator's companies,
 * approvals and statistics; sign-in's rate limits; signed document links; start-up and daily
 * sweeps). It runs as the connecting role, which owns the tables and so is not filtered by the
 * policies. Every caller is one of a short list, each named in docs/decisions/007-tenant-wall.md
 * and pinned, file by file, in db/system-path-callers.test.ts: a new caller fails that test.
 */
export async function asSystem<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return transactionWith(db, { "app.actor": "system" }, fn);
}

/**
 * On the system path, names the person its writes are recorded for: the history's trigger
 * (`registrar_historico`) reads `app.user_id`, and without it records 'Sistema'. For the
 * super-administrator's own writes across companies (a catalogue override moving due dates).
 */
export async function recordWritesAs(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select set_config('app.user_id', ${userId}, true)`);
}

/**
 * A transaction whose first statement sets `settings` for it alone (`set_config(…, true)`).
 * On a PostgreSQL server that statement travels with the `begin`, in one round trip instead of
 * two: drizzle sends `begin <its options>` without parameters, which node-postgres sends by the
 * simple protocol, where one message may carry several statements. The values are quoted by
 * node-postgres's `escapeLiteral`, and come from the session's own rows, never from the request.
 * The embedded database is in the process (a round trip costs nothing) and takes one statement
 * per query: there the settings go as a statement of their own, with parameters.
 */
function transactionWith<T>(db: Db, settings: Record<string, string>, fn: (tx: Db) => Promise<T>): Promise<T> {
  const pairs = Object.entries(settings);
  if ((db as { $client?: unknown }).$client instanceof pg.Pool) {
    const set = pairs.map(([k, v]) => `set_config(${pg.escapeLiteral(k)}, ${pg.escapeLiteral(v)}, true)`).join(", ");
    // Read committed is PostgreSQL's default: the option is only the envelope the settings ride in.
    const isolationLevel = `read committed; select ${set}` as "read committed";
    return db.transaction((tx) => fn(tx as unknown as Db), { isolationLevel });
  }
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select ${sql.join(
        pairs.map(([k, v]) => sql`set_config(${k}, ${v}, true)`),
        sql`, `,
      )}`,
    );
    return fn(tx as unknown as Db);
  });
}
