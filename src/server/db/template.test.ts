// A new embedded data folder starts as a copy of a migrated template (decision 032): it must hold
// exactly what the migrations give, nothing of another installation, and be copied only once.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { sql } from "drizzle-orm";
import { migrationsFolder, openDatabase, type Database } from "./client";
import { ensureTemplate, startFromTemplate, templateFor } from "./template";
import { appSettings, users } from "./schema";
import { loadAuthSecret } from "../bootstrap";

let root: string;
let templates: string;
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "modelo-"));
  templates = path.join(root, "modelos");
  await ensureTemplate(templates);
}, 120_000);
afterAll(() => fs.rm(root, { recursive: true, force: true }));

async function withDatabase<T>(dataDir: string | null, work: (d: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** Every object the migrations make, one line each: tables, columns, indexes, rules, code, grants. */
const schemaOf = (database: Database) =>
  database.db
    .execute<{ line: string }>(
      sql`
      with user_ns as (
        select oid from pg_namespace
        where nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
      )
      select line from (
        select format('coluna %s.%s.%s %s %s %s', table_schema, table_name, column_name, data_type,
                      is_nullable, column_default) as line
          from information_schema.columns where table_schema not in ('pg_catalog', 'information_schema')
        union all select format('índice %s', indexdef) from pg_indexes where schemaname <> 'pg_catalog'
        union all select format('restrição %s %s %s', conrelid::regclass, conname, pg_get_constraintdef(oid))
          from pg_constraint where connamespace in (select oid from user_ns)
        union all select format('função %s %s', p.oid::regprocedure, md5(pg_get_functiondef(p.oid)))
          from pg_proc p where p.pronamespace in (select oid from user_ns) and p.prokind in ('f', 'p')
        union all select format('gatilho %s', pg_get_triggerdef(oid)) from pg_trigger where not tgisinternal
        union all select format('política %s.%s %s %s %s', schemaname, tablename, policyname, qual, with_check)
          from pg_policies
        union all select format('rls %s %s %s', oid::regclass, relrowsecurity, relforcerowsecurity)
          from pg_class where relkind = 'r' and relnamespace in (select oid from user_ns)
        union all select format('tipo %s %s', t.typname, e.enumlabel)
          from pg_enum e join pg_type t on t.oid = e.enumtypid
        union all select format('visão %s.%s %s', schemaname, viewname, md5(definition))
          from pg_views where schemaname not in ('pg_catalog', 'information_schema')
        union all select format('extensão %s %s', extname, extversion) from pg_extension
        union all select format('papel %s', rolname) from pg_roles where rolname not like 'pg\\_%'
        union all select format('permissão %s %s.%s %s', grantee, table_schema, table_name, privilege_type)
          from information_schema.role_table_grants where table_schema not in ('pg_catalog', 'information_schema')
        union all select format('migração %s', hash) from drizzle.__drizzle_migrations
      ) lines order by line`,
    )
    .then((r) => r.rows.map((row) => row.line));

test("a new data folder started from the template has exactly the schema the migrations give", async () => {
  const dataDir = path.join(root, "nova", "db");
  expect(await startFromTemplate(dataDir, templates)).toBe(true);
  const copied = await withDatabase(dataDir, schemaOf);
  const migrated = await withDatabase(null, schemaOf);

  expect(copied).toContainEqual(expect.stringMatching(/^coluna public\.licencas\.numero /));
  const journal = JSON.parse(await fs.readFile(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"));
  expect(copied.filter((line) => line.startsWith("migração "))).toHaveLength(journal.entries.length);
  expect(copied).toEqual(migrated);
}, 120_000);

test("each installation started from the template has no users and makes its own auth secret", async () => {
  const secrets: string[] = [];
  for (const name of ["primeira", "segunda"]) {
    const dataDir = path.join(root, name, "db");
    expect(await startFromTemplate(dataDir, templates)).toBe(true);
    await withDatabase(dataDir, async ({ db }) => {
      expect(await db.select().from(users)).toEqual([]);
      expect(await db.select().from(appSettings)).toEqual([]);
      secrets.push(await loadAuthSecret(db));
    });
  }
  expect(secrets[0]).not.toBe(secrets[1]);
}, 120_000);

test("a second start reopens the data folder and keeps its data instead of copying the template again", async () => {
  const dataDir = path.join(root, "reaberta", "db");
  expect(await startFromTemplate(dataDir, templates)).toBe(true);
  await withDatabase(dataDir, ({ db }) => db.insert(appSettings).values({ key: "marca", value: "Verde Vivo" }));

  expect(await startFromTemplate(dataDir, templates)).toBe(false);
  const settings = await withDatabase(dataDir, ({ db }) => db.select().from(appSettings));
  expect(settings).toEqual([{ key: "marca", value: "Verde Vivo" }]);
}, 120_000);

test("a template of other migrations is never copied, and building the current one removes it", async () => {
  const otherTemplates = path.join(root, "antigos");
  const stale = path.join(otherTemplates, "migrated-000000000000");
  await fs.cp(await templateFor(templates), stale, { recursive: true });

  const dataDir = path.join(root, "sem-modelo", "db");
  expect(await startFromTemplate(dataDir, otherTemplates)).toBe(false);
  await expect(fs.stat(dataDir)).rejects.toThrow();

  const built = await ensureTemplate(otherTemplates);
  expect(built.built).toBe(true);
  expect(await fs.readdir(otherTemplates)).toEqual([path.basename(built.dir)]);
  expect(await ensureTemplate(otherTemplates)).toEqual({ dir: built.dir, built: false });
}, 180_000);
