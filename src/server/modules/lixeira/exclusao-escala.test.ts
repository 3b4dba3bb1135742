// A large client's deletion preview after a company's worth of writes (decision 069). On the
// embedded database the planner had no statistics for the day's rows and drove each count from
// the whole company's licences and conditions, one nested probe per row (26.8 s for a client of
// 30 projects). Measured in scans, not time: the transaction's own table counters count every
// index probe and sequential scan, and the cause showed as one probe per row of the company.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveDirectly, createTestApp, signUpAndConfirm, type TestApp } from "../../test/test-app";
import { withTenant } from "../../db/tenant";
import { countAlcance } from "./escopo";

let t: TestApp;
let companyId: string;
let userId: string;
const ALVO = "00000000-0000-4000-8000-00000000c11e";

/** Rows of `n` generated ids of `kind`, as uuids the children can name by arithmetic. */
const id = (kind: string, n: string) => `md5('${kind}:' || ${n})::uuid`;

beforeAll(async () => {
  t = await createTestApp();
  const ana = await signUpAndConfirm(t, "ana@alfa.example.com", "Ana Alfa");
  companyId = (await approveDirectly(t, ana.userId, "admin", "Alfa Ambiental")).id;
  userId = ana.userId;
  const c = `'${companyId}'::uuid`;
  // 40 other clients with 400 projects, 1,500 licences and 6,000 conditions, and the client of
  // the issue: 30 projects, 34 licences, 42 conditions, 26 activities. Generated consistent, so
  // without the triggers (as a bulk import would be, and much faster).
  await t.database.db.transaction(async (tx) => {
    for (const statement of [
      "set local session_replication_role = replica",
      `insert into clientes (id, company_id, nome, tipo_pessoa, situacao)
       select ${id("cli", "i")}, ${c}, 'Cliente ' || i, 'juridica', 'ativo' from generate_series(1, 40) i
       union all select '${ALVO}'::uuid, ${c}, 'Cliente grande', 'juridica', 'ativo'`,
      `insert into empreendimentos (id, company_id, nome, cliente_id)
       select ${id("emp", "j")}, ${c}, 'Projeto ' || j, ${id("cli", "1 + j % 40")} from generate_series(1, 400) j
       union all select ${id("alvo-emp", "j")}, ${c}, 'Projeto grande ' || j, '${ALVO}'::uuid from generate_series(1, 30) j`,
      `insert into licencas (id, company_id, empreendimento_id, tipo, numero, orgao)
       select ${id("lic", "k")}, ${c}, ${id("emp", "1 + k % 400")}, 'LO', 'LO ' || k, 'CETESB' from generate_series(1, 1500) k
       union all select ${id("alvo-lic", "k")}, ${c}, ${id("alvo-emp", "1 + k % 30")}, 'LO', 'LG ' || k, 'CETESB'
       from generate_series(1, 34) k`,
      `insert into condicionantes (id, company_id, licenca_id, nome, descricao, status)
       select ${id("cond", "m")}, ${c}, ${id("lic", "1 + m % 1500")}, 'C ' || m, 'D', 'pendente' from generate_series(1, 6000) m
       union all select ${id("alvo-cond", "m")}, ${c}, ${id("alvo-lic", "1 + m % 34")}, 'CG ' || m, 'D', 'pendente'
       from generate_series(1, 42) m`,
      `insert into atividades_cronograma (id, company_id, empreendimento_id, titulo)
       select ${id("ativ", "a")}, ${c}, ${id("emp", "1 + a % 400")}, 'A ' || a from generate_series(1, 800) a
       union all select ${id("alvo-ativ", "a")}, ${c}, ${id("alvo-emp", "1 + a % 30")}, 'AG ' || a from generate_series(1, 26) a`,
    ]) {
      await tx.execute(sql.raw(statement));
    }
  });
  // A server's autovacuum analyses within its next round (a minute); the test does not wait for it.
  if (t.database.kind === "server") await t.database.db.execute(sql`analyze`);
});

afterAll(async () => {
  await t?.close();
});

/** The preview's counts and how many scans its statements made of the tree's tables, in one tenant transaction. */
async function preview(tipo: "cliente" | "empreendimento", alvo: string) {
  return withTenant(t.database.db, { companyId, userId }, async (tx) => {
    const itens = await countAlcance(tx, companyId, tipo, alvo);
    const [{ sondagens }] = (
      await tx.execute(sql`select sum(seq_scan + coalesce(idx_scan, 0))::int as sondagens
        from pg_stat_xact_user_tables
        where relname in ('clientes', 'empreendimentos', 'licencas', 'condicionantes', 'atividades_cronograma')`)
    ).rows as Array<{ sondagens: number }>;
    return { itens, sondagens };
  });
}

describe("a large client's deletion preview after a company's worth of writes", () => {
  it("counts what goes along by visiting the client's own rows, not every row of the company", async () => {
    const { itens, sondagens } = await preview("cliente", ALVO);
    expect(itens).toMatchObject({ empreendimentos: 30, licencas: 34, condicionantes: 42, atividades: 26 });
    // Its own tree is 132 rows (measured: about 200 scans). Driven from the company's 1,534
    // licences and 826 activities, a probe per row (the cause): about 5,400.
    expect(sondagens).toBeLessThan(600);
  });
});
