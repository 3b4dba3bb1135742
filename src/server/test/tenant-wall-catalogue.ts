// The tenant wall as the migrated database's catalogue describes it (decision 007), read back so a
// test can fail when a migration forgets part of it. Reads pg_class, pg_policies and
// information_schema.columns of the current schema; returns what is wrong in plain words.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/** The role tenant transactions switch to (db/tenant.ts, migration 0005). */
export const TENANT_ROLE = "app_user";

export const COMMANDS = ["SELECT", "INSERT", "UPDATE", "DELETE"] as const;
export type TCommand = (typeof COMMANDS)[number];

/** A table whose tenant role is granted fewer than the four commands, and why. */
export interface TNarrowerGrant {
  commands: TCommand[];
  why: string;
}

interface TCompanyTable {
  table: string;
  rls: boolean;
  ownedByTenantRole: boolean;
  granted: Record<TCommand, boolean>;
}

interface TPolicy {
  table: string;
  name: string;
  cmd: TCommand | "ALL";
  qual: string | null;
  withCheck: string | null;
}

const rows = <R>(result: unknown) => (result as { rows: R[] }).rows;

/** Tables of the current schema with a `company_id` column, and what the tenant role may do there. */
async function companyTables(db: Db): Promise<TCompanyTable[]> {
  const found = rows<Omit<TCompanyTable, "granted"> & Record<TCommand, boolean>>(
    await db.execute(sql`
      select c.relname as "table", c.relrowsecurity as rls,
        pg_has_role(${TENANT_ROLE}, c.relowner, 'MEMBER') as "ownedByTenantRole",
        has_any_column_privilege(${TENANT_ROLE}, c.oid, 'SELECT') as "SELECT",
        has_any_column_privilege(${TENANT_ROLE}, c.oid, 'INSERT') as "INSERT",
        has_any_column_privilege(${TENANT_ROLE}, c.oid, 'UPDATE') as "UPDATE",
        has_table_privilege(${TENANT_ROLE}, c.oid, 'DELETE') as "DELETE"
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'p')
        and exists (select 1 from information_schema.columns col where col.table_schema = n.nspname
          and col.table_name = c.relname and col.column_name = 'company_id')
      order by c.relname`),
  );
  return found.map((r) => ({
    table: r.table,
    rls: r.rls,
    ownedByTenantRole: r.ownedByTenantRole,
    granted: { SELECT: r.SELECT, INSERT: r.INSERT, UPDATE: r.UPDATE, DELETE: r.DELETE },
  }));
}

/**
 * The permissive policies that apply to the tenant role (named, or PUBLIC). Permissive policies
 * are OR-ed, so any one of them that admits more than the company's rows widens the wall;
 * restrictive ones only narrow it and cannot open anything.
 */
async function tenantPolicies(db: Db): Promise<TPolicy[]> {
  return rows<TPolicy>(
    await db.execute(sql`
      select tablename as "table", policyname as name, cmd, qual, with_check as "withCheck"
      from pg_policies
      where schemaname = current_schema() and permissive = 'PERMISSIVE'
        and (${TENANT_ROLE} = any(roles) or 'public' = any(roles))`),
  );
}

const SAME_COMPANY = "(company_id = app_company_id())";

/**
 * Whether a policy expression, as PostgreSQL prints it back, admits only the current company's
 * rows: the company test alone, or first among terms AND-ed at the top level. The printer
 * parenthesises every nested AND/OR, so `a and b or c` comes back as `(((a) AND b) OR c)` and is
 * refused, while `a and (b or c)` comes back as `((a) AND (b OR c))` and is accepted.
 */
export const admitsOnlyTheCompany = (expr: string | null) =>
  expr !== null && (expr === SAME_COMPANY || expr.startsWith(`(${SAME_COMPANY} AND `));

/** The expressions that decide which rows a policy admits for a command. */
function expressionsFor(cmd: TPolicy["cmd"], p: TPolicy): Array<[string, string | null]> {
  const using: [string, string | null] = ["USING", p.qual];
  // Without WITH CHECK, an ALL or UPDATE policy checks new rows with its USING expression.
  const check: [string, string | null] = ["WITH CHECK", p.withCheck ?? p.qual];
  if (cmd === "SELECT" || cmd === "DELETE") return [using];
  if (cmd === "INSERT") return [check];
  return [using, check];
}

/**
 * Everything wrong with the wall on the tables with a `company_id` column (`only` narrows them):
 * row-level security off; the tenant role owning the table (an owner skips its policies unless
 * FORCE is set); grants other than the four commands or the listed narrower ones; a granted
 * command no policy for the tenant role covers; a policy for it that admits more than the
 * company's rows.
 */
export async function tenantWallProblems(
  db: Db,
  narrower: Record<string, TNarrowerGrant>,
  only?: string[],
): Promise<string[]> {
  const tables = (await companyTables(db)).filter((t) => !only || only.includes(t.table));
  const policies = await tenantPolicies(db);
  const problems: string[] = [];
  for (const t of tables) {
    if (!t.rls) problems.push(`${t.table}: row-level security is not enabled`);
    if (t.ownedByTenantRole) problems.push(`${t.table}: owned by ${TENANT_ROLE}, whose own policies do not bind it`);
    const expected = narrower[t.table]?.commands ?? COMMANDS;
    const granted = COMMANDS.filter((c) => t.granted[c]);
    if (granted.join() !== COMMANDS.filter((c) => expected.includes(c)).join()) {
      problems.push(
        `${t.table}: ${TENANT_ROLE} is granted ${granted.join(", ") || "nothing"}, expected ${expected.join(", ")}`,
      );
    }
    const own = policies.filter((p) => p.table === t.table);
    for (const command of granted) {
      if (!own.some((p) => p.cmd === command || p.cmd === "ALL")) {
        problems.push(`${t.table}: no policy for ${TENANT_ROLE} covers ${command}`);
      }
    }
    for (const p of own) {
      const commands = p.cmd === "ALL" ? COMMANDS : [p.cmd];
      for (const command of commands) {
        for (const [clause, expr] of expressionsFor(command, p)) {
          if (!admitsOnlyTheCompany(expr)) {
            problems.push(
              `${t.table}: policy ${p.name} (${command} ${clause}) admits more than the company's rows: ${expr}`,
            );
          }
        }
      }
    }
  }
  return [...new Set(problems)];
}

/** Tables of the current schema the tenant role may read or write at all, without row-level security. */
export async function exposedWithoutRowSecurity(db: Db): Promise<string[]> {
  const found = rows<{ table: string }>(
    await db.execute(sql`
      select c.relname as "table" from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'p', 'v', 'm', 'f') and not c.relrowsecurity
        and (has_any_column_privilege(${TENANT_ROLE}, c.oid, 'SELECT, INSERT, UPDATE')
          or has_table_privilege(${TENANT_ROLE}, c.oid, 'DELETE, TRUNCATE'))
      order by c.relname`),
  );
  return found.map((r) => r.table);
}
