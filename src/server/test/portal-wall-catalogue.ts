// The client wall (decision 044) as the catalogue describes it: what `portal_user` may touch, and
// whether each of those tables' policies for it keeps to one client. Returns what is wrong in
// plain words, as tenant-wall-catalogue.ts does for the company wall.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { COMMANDS, type TCommand } from "./tenant-wall-catalogue";

export const PORTAL_ROLE = "portal_user";

/** A table the portal may touch, the commands it is granted there, and how its rows are scoped. */
export interface TPortalTable {
  commands: TCommand[];
  /** "cliente": one client's rows only; "empresa": the consultancy's own rows, readable by every client of it. */
  escopo: "cliente" | "empresa";
}

const rows = <R>(result: unknown) => (result as { rows: R[] }).rows;

/** The company test alone, or first among terms AND-ed at the top level (see admitsOnlyTheCompany). */
const SAME_COMPANY = /^(\((company_id|id) = app_company_id\(\)\)$|\(\((company_id|id) = app_company_id\(\)\) AND )/;

/**
 * Everything wrong with the client wall, given the tables the portal is meant to reach: a grant
 * on any other table; a granted command without a policy for the role; a policy that does not
 * start from the company; a client-scoped table whose policy names neither the client
 * (`app_cliente_id()`) nor a client-scoped parent; the role owning a table or bypassing RLS.
 */
export async function portalWallProblems(db: Db, expected: Record<string, TPortalTable>): Promise<string[]> {
  const problems: string[] = [];
  const role = rows<{ bypass: boolean }>(
    await db.execute(sql`select rolbypassrls as bypass from pg_roles where rolname = ${PORTAL_ROLE}`),
  );
  if (role.length !== 1) return [`${PORTAL_ROLE}: the role does not exist`];
  if (role[0].bypass) problems.push(`${PORTAL_ROLE}: bypasses row-level security`);
  const tables = rows<{ table: string; rls: boolean; owned: boolean } & Record<TCommand, boolean>>(
    await db.execute(sql`
      select c.relname as "table", c.relrowsecurity as rls, pg_has_role(${PORTAL_ROLE}, c.relowner, 'MEMBER') as owned,
        has_any_column_privilege(${PORTAL_ROLE}, c.oid, 'SELECT') as "SELECT",
        has_any_column_privilege(${PORTAL_ROLE}, c.oid, 'INSERT') as "INSERT",
        has_any_column_privilege(${PORTAL_ROLE}, c.oid, 'UPDATE') as "UPDATE",
        has_table_privilege(${PORTAL_ROLE}, c.oid, 'DELETE') as "DELETE"
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'p', 'v', 'm')
      order by c.relname`),
  );
  const policies = rows<{ table: string; cmd: TCommand | "ALL"; qual: string | null; withCheck: string | null }>(
    await db.execute(sql`
      select tablename as "table", cmd, qual, with_check as "withCheck" from pg_policies
      where schemaname = current_schema() and permissive = 'PERMISSIVE'
        and (${PORTAL_ROLE} = any(roles) or 'public' = any(roles))`),
  );
  const clientScoped = Object.keys(expected).filter((t) => expected[t].escopo === "cliente");
  for (const t of tables) {
    if (t.owned) problems.push(`${t.table}: owned by ${PORTAL_ROLE}`);
    const granted = COMMANDS.filter((c) => t[c]);
    const want = expected[t.table]?.commands ?? [];
    if (granted.join() !== COMMANDS.filter((c) => want.includes(c)).join()) {
      problems.push(
        `${t.table}: ${PORTAL_ROLE} is granted ${granted.join(", ") || "nothing"}, expected ${want.join(", ") || "nothing"}`,
      );
    }
    if (granted.length > 0 && !t.rls) problems.push(`${t.table}: row-level security is not enabled`);
    for (const cmd of granted) {
      const own = policies.filter((p) => p.table === t.table && (p.cmd === cmd || p.cmd === "ALL"));
      if (own.length === 0) problems.push(`${t.table}: no ${cmd} policy for ${PORTAL_ROLE}`);
      for (const p of own) {
        const expr = cmd === "INSERT" ? p.withCheck : p.qual;
        if (!expr || !SAME_COMPANY.test(expr))
          problems.push(`${t.table}: ${cmd} policy does not start from the company: ${expr}`);
        const scopedByClient =
          expr !== null &&
          (expr.includes("app_cliente_id()") ||
            clientScoped.some((parent) => parent !== t.table && new RegExp(`FROM ${parent}\\b`).test(expr)));
        if (expected[t.table]?.escopo === "cliente" && !scopedByClient)
          problems.push(`${t.table}: ${cmd} policy names neither the client nor a client-scoped parent: ${expr}`);
      }
    }
  }
  return problems;
}
