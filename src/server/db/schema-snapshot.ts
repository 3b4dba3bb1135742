// The database as the migrations leave it, written as one readable SQL file (docs/schema.sql)
// from the catalog of a migrated embedded database: every table with its columns, constraints,
// row-level security, grants, indexes and triggers in one place, and every function in full.
// Deterministic: sorted by name under the C collation, no OIDs, no owner, nothing that depends
// on the run (the connecting superuser's role memberships are left out for that reason).
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "./client";
import { ROOT } from "../paths";

export const SNAPSHOT_FILE = path.join(ROOT, "docs/schema.sql");

type Row = Record<string, any>;
type Query = (text: string) => Promise<Row[]>;

/** Runs catalog queries through the app's handle, on either driver. */
export const catalogQuery =
  (db: Db): Query =>
  (text) =>
    db.execute(sql.raw(text)).then((r) => r.rows as Row[]);

// What the migrations made: every schema but the system's and drizzle's own bookkeeping.
const OWN_NAMESPACES = `(select oid from pg_namespace where nspname not in ('pg_catalog', 'information_schema',
  'drizzle') and nspname not like 'pg\\_%')`;
const TABLES = `(select oid from pg_class where relkind in ('r', 'p') and relnamespace in ${OWN_NAMESPACES})`;
/** Objects an extension brings (pg_trgm's functions) are its own, not the migrations'. */
const notFromExtension = (catalog: string, oid: string) =>
  `not exists (select 1 from pg_depend d where d.classid = '${catalog}'::regclass and d.objid = ${oid}
   and d.deptype = 'e')`;
// The roles the migrations create (app_user, portal_user): grants to anyone else are the
// installation's (the owner, PUBLIC's defaults), not the schema's.
const APP_ROLES = `(select oid from pg_roles where not rolsuper and rolname not like 'pg\\_%')`;
const C = `collate "C"`;
/** Privileges in the order GRANT is usually written, not alphabetically. */
const PRIVILEGE_RANK = `array_position(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES',
  'TRIGGER', 'MAINTAIN'], kind)`;

const HEADER = `-- The database as the migrations in src/server/db/migrations leave it: GENERATED, do not edit.
-- Regenerate with \`npm run db:snapshot\` (scripts/db-snapshot.ts) after adding or changing a
-- migration; src/server/db/schema-snapshot.test.ts fails while this file and the migrations
-- disagree. Read from the catalog of a freshly migrated embedded database (PGlite), so no
-- pg_dump is needed. In docs/ rather than beside the migrations: it is read, never run, and it
-- repeats them by nature, which src/ would count as repeated code.
-- One section per table: columns, constraints, row-level security and its policies, grants,
-- indexes, triggers, and the functions that only that table's triggers run. Functions that
-- several tables' triggers share, and those that queries, policies and jobs call, follow in
-- sections of their own. Triggers are in name order, the order PostgreSQL fires those of one
-- event and timing. Not shown: owners, and which login roles are members of app_user and
-- portal_user (the installation's, not the migrations').
`;

export async function schemaSnapshot(query: Query): Promise<string> {
  const [tables, columns, constraints, policies, grants, indexes, triggers, functions, roles, extensions] =
    await Promise.all([
      query(`select c.oid::regclass::text as name, c.relrowsecurity as rls, c.relforcerowsecurity as forced
        from pg_class c where c.oid in ${TABLES} order by c.oid::regclass::text ${C}`),
      query(`select a.attrelid::regclass::text as tbl, quote_ident(a.attname) as name,
          format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as not_null,
          a.attgenerated as generated, a.attidentity as identity, pg_get_expr(d.adbin, d.adrelid) as expr
        from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where a.attrelid in ${TABLES} and a.attnum > 0 and not a.attisdropped order by a.attnum`),
      query(`select conrelid::regclass::text as tbl, quote_ident(conname) as name, pg_get_constraintdef(oid) as def
        from pg_constraint where conrelid in ${TABLES} and contype <> 'n'
        order by contype <> 'p', conname ${C}`),
      query(`select format('%I.%I', schemaname, tablename)::regclass::text as tbl, quote_ident(policyname) as name, permissive,
          cmd, array_to_string(roles, ', ') as roles, qual, with_check
        from pg_policies order by policyname ${C}, cmd ${C}`),
      query(`select tbl, grantee, string_agg(privilege, ', ' order by ${PRIVILEGE_RANK}, privilege ${C}) as privileges
        from (
          select c.oid::regclass::text as tbl, x.grantee::regrole::text as grantee, x.privilege_type as privilege,
              x.privilege_type as kind
            from pg_class c, aclexplode(c.relacl) x where c.oid in ${TABLES} and x.grantee in ${APP_ROLES}
          union all
          select a.attrelid::regclass::text, x.grantee::regrole::text,
              x.privilege_type || ' (' || string_agg(quote_ident(a.attname), ', ' order by a.attnum) || ')',
              x.privilege_type
            from pg_attribute a, aclexplode(a.attacl) x
            where a.attrelid in ${TABLES} and x.grantee in ${APP_ROLES}
            group by a.attrelid, x.grantee, x.privilege_type
        ) g group by tbl, grantee order by grantee ${C}`),
      query(`select i.indrelid::regclass::text as tbl, pg_get_indexdef(i.indexrelid) as def
        from pg_index i join pg_class c on c.oid = i.indexrelid
        where i.indrelid in ${TABLES} and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
        order by c.relname ${C}`),
      query(`select tgrelid::regclass::text as tbl, tgfoid::regproc::text as fn, pg_get_triggerdef(oid, true) as def
        from pg_trigger where tgrelid in ${TABLES} and not tgisinternal order by tgname ${C}`),
      query(`select p.oid::regprocedure::text as signature, pg_get_functiondef(p.oid) as def,
          p.proacl is not null and not exists (select 1 from aclexplode(p.proacl) x where x.grantee = 0)
            as revoked_from_public,
          (select string_agg(x.grantee::regrole::text, ', ' order by x.grantee::regrole::text ${C})
            from aclexplode(p.proacl) x where x.grantee in ${APP_ROLES}) as granted_to
        from pg_proc p where p.pronamespace in ${OWN_NAMESPACES} and ${notFromExtension("pg_proc", "p.oid")}
        order by p.oid::regprocedure::text ${C}`),
      query(`select r.rolname as name, r.rolcanlogin as login, r.rolinherit as inherit, r.rolbypassrls as bypassrls,
          (select string_agg(format('GRANT %s ON SCHEMA %I TO %I;', x.privilege_type, n.nspname, r.rolname),
                             E'\\n' order by n.nspname ${C}, x.privilege_type ${C})
             from pg_namespace n, aclexplode(n.nspacl) x where x.grantee = r.oid) as schema_grants
        from pg_roles r where r.oid in ${APP_ROLES} order by r.rolname ${C}`),
      query(`select extname as name, extversion as version from pg_extension where extname <> 'plpgsql'
        order by extname ${C}`),
    ]);
  const [views, types] = await Promise.all([
    query(`select c.oid::regclass::text as name, c.relkind as kind, pg_get_viewdef(c.oid, true) as def
      from pg_class c where c.relkind in ('v', 'm') and c.relnamespace in ${OWN_NAMESPACES}
        and ${notFromExtension("pg_class", "c.oid")} order by c.oid::regclass::text ${C}`),
    query(`select t.oid::regtype::text as name, t.typtype as kind, pg_catalog.format_type(t.typbasetype, t.typtypmod) as base,
        (select string_agg(quote_literal(e.enumlabel), ', ' order by e.enumsortorder) from pg_enum e
          where e.enumtypid = t.oid) as labels
      from pg_type t where t.typnamespace in ${OWN_NAMESPACES} and t.typtype in ('e', 'd')
        and ${notFromExtension("pg_type", "t.oid")} order by t.oid::regtype::text ${C}`),
  ]);

  const byTable = (rows: Row[]) => (tbl: string) => rows.filter((r) => r.tbl === tbl);
  const tablesOf = new Map<string, Set<string>>();
  for (const t of triggers) tablesOf.set(t.fn, (tablesOf.get(t.fn) ?? new Set()).add(t.tbl));
  const nameOf = (f: Row) => (f.signature as string).replace(/\(.*$/s, "");
  const ownTable = (f: Row) => {
    const users = tablesOf.get(nameOf(f));
    return users?.size === 1 ? [...users][0] : undefined;
  };
  const shared = functions.filter((f) => (tablesOf.get(nameOf(f))?.size ?? 0) > 1);
  const called = functions.filter((f) => !tablesOf.has(nameOf(f)));

  const out: string[] = [HEADER.trimEnd()];
  out.push(section("Extensions and roles"));
  for (const e of extensions) out.push(`CREATE EXTENSION ${e.name}; -- version ${e.version}`);
  for (const r of roles) {
    const attrs = [
      r.login ? "LOGIN" : "NOLOGIN",
      r.inherit ? "INHERIT" : "NOINHERIT",
      r.bypassrls ? "BYPASSRLS" : "NOBYPASSRLS",
    ];
    out.push(`CREATE ROLE ${r.name} ${attrs.join(" ")};`);
    if (r.schema_grants) out.push(r.schema_grants);
  }
  for (const t of types) {
    out.push(t.kind === "e" ? `CREATE TYPE ${t.name} AS ENUM (${t.labels});` : `CREATE DOMAIN ${t.name} AS ${t.base};`);
  }

  for (const table of tables) {
    out.push(section(`Table ${table.name}`));
    out.push(createTable(table.name, byTable(columns)(table.name), byTable(constraints)(table.name)));
    if (table.rls) out.push(`ALTER TABLE ${table.name} ENABLE ROW LEVEL SECURITY;`);
    if (table.forced) out.push(`ALTER TABLE ${table.name} FORCE ROW LEVEL SECURITY;`);
    for (const p of byTable(policies)(table.name)) out.push(createPolicy(table.name, p));
    for (const g of byTable(grants)(table.name)) out.push(`GRANT ${g.privileges} ON ${table.name} TO ${g.grantee};`);
    for (const i of byTable(indexes)(table.name)) out.push(`${i.def};`);
    const tableTriggers = byTable(triggers)(table.name);
    for (const t of tableTriggers) out.push(`${t.def};`);
    const elsewhere = [...new Set(tableTriggers.map((t) => t.fn as string))].filter((fn) => tablesOf.get(fn)!.size > 1);
    if (elsewhere.length) out.push(`-- Shared trigger functions (see below): ${elsewhere.sort().join(", ")}.`);
    for (const f of functions.filter((f) => ownTable(f) === table.name)) out.push(functionDef(f));
  }

  out.push(section("Trigger functions shared by several tables"));
  for (const f of shared) {
    out.push(`\n-- Run by triggers on: ${[...tablesOf.get(nameOf(f))!].sort().join(", ")}.${functionDef(f)}`);
  }
  out.push(section("Functions called by queries, policies, generated columns and jobs"));
  for (const f of called) out.push(functionDef(f));
  if (views.length) out.push(section("Views"));
  for (const v of views) {
    out.push(`CREATE ${v.kind === "m" ? "MATERIALIZED VIEW" : "VIEW"} ${v.name} AS\n${v.def}`);
  }
  return out.join("\n") + "\n";
}

const section = (title: string) => `\n-- ${"=".repeat(96)}\n-- ${title}\n-- ${"=".repeat(96)}`;

function createTable(name: string, columns: Row[], constraints: Row[]) {
  const lines = columns.map((c) => {
    let line = `  ${c.name} ${c.type}`;
    if (c.generated === "s") line += ` GENERATED ALWAYS AS (${c.expr}) STORED`;
    else if (c.identity) line += ` GENERATED ${c.identity === "a" ? "ALWAYS" : "BY DEFAULT"} AS IDENTITY`;
    else if (c.expr !== null) line += ` DEFAULT ${c.expr}`;
    if (c.not_null) line += " NOT NULL";
    return line;
  });
  for (const k of constraints) lines.push(`  CONSTRAINT ${k.name} ${k.def}`);
  return `CREATE TABLE ${name} (\n${lines.join(",\n")}\n);`;
}

function createPolicy(table: string, p: Row) {
  let text = `CREATE POLICY ${p.name} ON ${table} AS ${p.permissive} FOR ${p.cmd} TO ${p.roles}`;
  if (p.qual !== null) text += `\n  USING (${p.qual})`;
  if (p.with_check !== null) text += `\n  WITH CHECK (${p.with_check})`;
  return `${text};`;
}

function functionDef(f: Row) {
  let text = `\n${(f.def as string).trimEnd()};`;
  if (f.revoked_from_public) text += `\nREVOKE EXECUTE ON FUNCTION ${f.signature} FROM PUBLIC;`;
  if (f.granted_to) text += `\nGRANT EXECUTE ON FUNCTION ${f.signature} TO ${f.granted_to};`;
  return text;
}
