// The tenant wall (decision 007) read back from the migrated database's catalogue, on PGlite and,
// with TEST_DATABASE_URL, on PostgreSQL: a migration that forgets a table's policies, grants or
// row-level security fails here, before any request could notice.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import {
  exposedWithoutRowSecurity,
  tenantWallProblems,
  TENANT_ROLE,
  type TNarrowerGrant,
} from "../test/tenant-wall-catalogue";
import type { Db } from "./client";
import { portalWallProblems, type TPortalTable } from "../test/portal-wall-catalogue";
import { PARTICIPACOES } from "./participacoes";

/**
 * What the portal's role reaches (decision 044), and how, and the tables whose tenant role is
 * granted fewer than the four commands: each table's declaration says (db/participacao.ts). Every
 * other table with a `company_id` must grant all four, each covered by a policy that admits only
 * the company's rows. A command left out is refused by the missing grant before any policy is asked.
 */
const PORTAL_TABLES: Record<string, TPortalTable> = Object.fromEntries(
  PARTICIPACOES.flatMap((d) =>
    d.portal ? [[d.tabela, { commands: d.portal.comandos, escopo: d.portal.escopo }]] : [],
  ),
);
const NARROWER_GRANTS: Record<string, TNarrowerGrant> = Object.fromEntries(
  PARTICIPACOES.flatMap((d) =>
    typeof d.muro === "object" ? [[d.tabela, { commands: d.muro.comandos, why: d.muro.porque }]] : [],
  ),
);

// FORCE ROW LEVEL SECURITY is deliberately not required. It only binds a table's owner, and the
// owner is the system path (db/tenant.ts asSystem), which must cross companies; the tenant role
// owns nothing, so the policies always bind it. The check asserts that instead (see "owned by").

let t: TestApp;
let db: Db;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
}, 120_000);
afterAll(() => t.close());

describe("the migrated database's catalogue", () => {
  it("lets the portal's role reach only its tables, each kept to one client or to the consultancy's own rows", async () => {
    expect(await portalWallProblems(db, PORTAL_TABLES)).toEqual([]);
  });

  it("has every table with a company_id behind the wall for select, insert, update and delete", async () => {
    expect(await tenantWallProblems(db, NARROWER_GRANTS)).toEqual([]);
  });

  it("knows every table the narrower grants name", async () => {
    const { rows } = (await db.execute(
      sql`select table_name as name from information_schema.columns
        where table_schema = current_schema() and column_name = 'company_id'`,
    )) as unknown as { rows: { name: string }[] };
    const tables = rows.map((r) => r.name);
    expect(Object.keys(NARROWER_GRANTS).filter((name) => !tables.includes(name))).toEqual([]);
  });

  it("exposes no table to the tenant role without row-level security", async () => {
    expect(await exposedWithoutRowSecurity(db)).toEqual([]);
  });
});

/** Runs `work` on scratch tables created in a transaction that is always rolled back. */
async function withScratch<T>(ddl: string, work: (tx: Db) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await db
    .transaction(async (tx) => {
      // One statement per call: the embedded database takes no more.
      for (const statement of ddl.split(";").filter((s) => s.trim())) await tx.execute(sql.raw(statement));
      result = await work(tx as unknown as Db);
      throw new Rollback();
    })
    .catch((err) => {
      if (!(err instanceof Rollback)) throw err;
    });
  return result as T;
}
class Rollback extends Error {}

const SAME = "company_id = app_company_id()";
const fourPolicies = (table: string, select = SAME) => `
  create policy tenant_select on ${table} for select to ${TENANT_ROLE} using (${select});
  create policy tenant_insert on ${table} for insert to ${TENANT_ROLE} with check (${SAME});
  create policy tenant_update on ${table} for update to ${TENANT_ROLE} using (${SAME}) with check (${SAME});
  create policy tenant_delete on ${table} for delete to ${TENANT_ROLE} using (${SAME});`;
const scratchTable = (table: string) => `
  create table ${table} (id int primary key, company_id uuid not null);
  grant select, insert, update, delete on ${table} to ${TENANT_ROLE};`;

describe("the catalogue check reports a scratch table", () => {
  it("with the whole wall as nothing wrong", async () => {
    const ddl = `${scratchTable("scratch_ok")} alter table scratch_ok enable row level security;
      ${fourPolicies("scratch_ok", `${SAME} and id > 0`)}`;
    expect(await withScratch(ddl, (tx) => tenantWallProblems(tx, {}, ["scratch_ok"]))).toEqual([]);
  });

  it("without row-level security", async () => {
    const ddl = `${scratchTable("scratch_off")} ${fourPolicies("scratch_off")}`;
    const problems = await withScratch(ddl, async (tx) => ({
      wall: await tenantWallProblems(tx, {}, ["scratch_off"]),
      exposed: await exposedWithoutRowSecurity(tx),
    }));
    expect(problems).toEqual({
      wall: ["scratch_off: row-level security is not enabled"],
      exposed: ["scratch_off"],
    });
  });

  it("without a delete policy", async () => {
    const ddl = `${scratchTable("scratch_sem_delete")} alter table scratch_sem_delete enable row level security;
      ${fourPolicies("scratch_sem_delete")} drop policy tenant_delete on scratch_sem_delete;`;
    expect(await withScratch(ddl, (tx) => tenantWallProblems(tx, {}, ["scratch_sem_delete"]))).toEqual([
      `scratch_sem_delete: no policy for ${TENANT_ROLE} covers DELETE`,
    ]);
  });

  it("whose select policy admits other companies' rows too", async () => {
    const ddl = `${scratchTable("scratch_aberta")} alter table scratch_aberta enable row level security;
      ${fourPolicies("scratch_aberta", `${SAME} or id > 0`)}`;
    expect(await withScratch(ddl, (tx) => tenantWallProblems(tx, {}, ["scratch_aberta"]))).toEqual([
      "scratch_aberta: policy tenant_select (SELECT USING) admits more than the company's rows: " +
        "((company_id = app_company_id()) OR (id > 0))",
    ]);
  });

  it("with an extra policy for everyone that opens every row", async () => {
    const ddl = `${scratchTable("scratch_publica")} alter table scratch_publica enable row level security;
      ${fourPolicies("scratch_publica")} create policy todos on scratch_publica for all to public using (true);`;
    const problems = await withScratch(ddl, (tx) => tenantWallProblems(tx, {}, ["scratch_publica"]));
    expect(problems).toContain(
      "scratch_publica: policy todos (SELECT USING) admits more than the company's rows: true",
    );
    expect(problems).toContain(
      "scratch_publica: policy todos (INSERT WITH CHECK) admits more than the company's rows: true",
    );
  });

  it("owned by the tenant role", async () => {
    const ddl = `${scratchTable("scratch_dono")} alter table scratch_dono enable row level security;
      ${fourPolicies("scratch_dono")} alter table scratch_dono owner to ${TENANT_ROLE};`;
    expect(await withScratch(ddl, (tx) => tenantWallProblems(tx, {}, ["scratch_dono"]))).toEqual([
      `scratch_dono: owned by ${TENANT_ROLE}, whose own policies do not bind it`,
    ]);
  });

  it("granted a command its narrower grant leaves out", async () => {
    const ddl = `${scratchTable("scratch_leitura")} alter table scratch_leitura enable row level security;
      ${fourPolicies("scratch_leitura")}`;
    const narrower = { scratch_leitura: { commands: ["SELECT" as const], why: "read only" } };
    expect(await withScratch(ddl, (tx) => tenantWallProblems(tx, narrower, ["scratch_leitura"]))).toEqual([
      `scratch_leitura: ${TENANT_ROLE} is granted SELECT, INSERT, UPDATE, DELETE, expected SELECT`,
    ]);
  });
});

describe("the client wall's check reports", () => {
  const portalTable = (table: string, using: string) => `
    create table ${table} (id int primary key, company_id uuid not null, cliente_id uuid);
    alter table ${table} enable row level security;
    grant select on ${table} to portal_user;
    create policy portal_select on ${table} for select to portal_user using (${using});`;
  const comScratch = (table: string) => ({
    ...PORTAL_TABLES,
    [table]: { commands: ["SELECT" as const], escopo: "cliente" as const },
  });

  it("nothing for a scratch table kept to the client", async () => {
    const ddl = portalTable("scratch_do_cliente", `${SAME} and cliente_id = app_cliente_id()`);
    expect(await withScratch(ddl, (tx) => portalWallProblems(tx, comScratch("scratch_do_cliente")))).toEqual([]);
  });

  it("a scratch table whose portal policy forgets the client", async () => {
    const ddl = portalTable("scratch_da_empresa", SAME);
    expect(await withScratch(ddl, (tx) => portalWallProblems(tx, comScratch("scratch_da_empresa")))).toEqual([
      "scratch_da_empresa: SELECT policy names neither the client nor a client-scoped parent: (company_id = app_company_id())",
    ]);
  });

  it("a grant to the portal's role on a table it is not meant to reach", async () => {
    const ddl = portalTable("scratch_sem_lista", `${SAME} and cliente_id = app_cliente_id()`);
    expect(await withScratch(ddl, (tx) => portalWallProblems(tx, PORTAL_TABLES))).toEqual([
      "scratch_sem_lista: portal_user is granted SELECT, expected nothing",
    ]);
  });
});
