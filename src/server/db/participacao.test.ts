// The tables' declarations (db/participacao.ts, decision 054) against the migrated database and
// the code that reads them, on PGlite and, with TEST_DATABASE_URL, on PostgreSQL: a table with a
// `company_id` that declares nothing, a history trigger, a bin mark or an export the declaration
// does not name, and a deadline source some place does not account for, each fail here.
import { getTableName, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { LIXEIRA_TIPOS } from "../../shared/schemas/lixeira";
import { HISTORICO_TABELAS } from "../../shared/rules/historico";
import { FONTES_DE_PRAZO, PARTICIPACOES, participacaoDe, type TMostraPrazos } from "./participacoes";
import { PRAZOS_NA_VARREDURA } from "../modules/prazos/candidatos";
import { PRAZOS_NO_CALENDARIO } from "../modules/calendario/calendario-fontes";
import { PRAZOS_NO_FEED } from "../modules/calendario/feed-eventos";
import { PRAZOS_NAS_PENDENCIAS } from "../modules/dashboard/minhas-pendencias";
import { nivelNaArvore, TABELAS_NA_LIXEIRA } from "../modules/lixeira/escopo";

let t: TestApp;
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

const tabelasCom = async (coluna: string) =>
  (
    await rows<{ name: string }>(
      sql`select table_name as name from information_schema.columns
        where table_schema = current_schema() and column_name = ${coluna} order by 1`,
    )
  ).map((r) => r.name);

describe("every table's declaration", () => {
  it("exists for every table with a company_id, and names a table that exists", async () => {
    const declaradas = PARTICIPACOES.map((d) => d.tabela);
    const comEmpresa = await tabelasCom("company_id");
    expect(comEmpresa.filter((name) => !declaradas.includes(name))).toEqual([]);
    const existentes = (
      await rows<{ name: string }>(sql`select tablename as name from pg_tables where schemaname = current_schema()`)
    ).map((r) => r.name);
    expect(declaradas.filter((name) => !existentes.includes(name))).toEqual([]);
    expect(new Set(declaradas).size).toBe(declaradas.length);
  });

  it("names the history's trigger of exactly the tables that have one, each with its parent column", async () => {
    const gatilhos = await rows<{ tabela: string; args: string }>(
      sql`select c.relname as tabela, encode(t.tgargs, 'escape') as args from pg_trigger t
        join pg_class c on c.oid = t.tgrelid where t.tgname = 'historico' order by 1`,
    );
    // tgargs holds each argument followed by a zero byte, escaped as \\000.
    const noBanco = gatilhos.map((g) => [g.tabela, g.args.split("\\000")[0] || null]);
    const declarados = PARTICIPACOES.flatMap((d) => (d.historico ? [[d.tabela, d.historico.pai]] : []));
    expect(noBanco).toEqual(declarados.sort((a, b) => String(a[0]).localeCompare(String(b[0]))));
    // The 'Histórico' tabs read only declared tables.
    for (const tabela of HISTORICO_TABELAS) expect(participacaoDe(tabela)).toHaveProperty("historico");
  });

  it("puts in the bin exactly the tables that carry its mark, each kind of deletion once, under a declared parent", async () => {
    const naLixeira = PARTICIPACOES.flatMap((d) => (d.lixeira ? [{ ...d, lixeira: d.lixeira }] : []));
    expect(naLixeira.map((d) => d.tabela).sort()).toEqual(await tabelasCom("lixeira_id"));
    const tipos = naLixeira.flatMap((d) => (d.lixeira.tipo ? [d.lixeira.tipo] : []));
    expect([...tipos].sort()).toEqual([...LIXEIRA_TIPOS].sort());
    for (const d of naLixeira)
      for (const pai of [d.lixeira.pai ?? []].flat())
        expect(participacaoDe(pai), `${d.tabela} → ${pai}`).toHaveProperty("lixeira");
  });

  it("gives the bin's tree each kind's depth by following the declared parents", () => {
    expect(
      Object.fromEntries(
        ["cliente", "empreendimento", "licenca", "condicionante", "atividade", "obrigacao"].map((t) => [
          t,
          nivelNaArvore(t as never),
        ]),
      ),
    ).toEqual({ cliente: 0, empreendimento: 1, licenca: 2, condicionante: 3, atividade: 2, obrigacao: 2 });
  });

  it("has the bin's restore clear the mark of exactly the tables declared in the bin", () => {
    const declaradas = PARTICIPACOES.flatMap((d) => (d.lixeira ? [d.tabela] : []));
    expect(TABELAS_NA_LIXEIRA.map((t) => getTableName(t)).sort()).toEqual(declaradas.sort());
  });

  it("names, for each table it exports, a download route that exists, and every download is some table's", () => {
    const downloads = t.app.routes
      .filter((r) => r.method === "GET" && r.path.endsWith("/exportar"))
      .map((r) => r.path.replace(/^\/api\//, "").replace(/\/exportar$/, ""));
    const declarados = PARTICIPACOES.flatMap((d) => d.exportar ?? []);
    expect([...new Set(downloads)].sort()).toEqual([...declarados].sort());
  });
});

describe("every declared deadline source", () => {
  const lugares: Record<string, TMostraPrazos<string>> = {
    "the daily sweep": PRAZOS_NA_VARREDURA,
    "the calendar": PRAZOS_NO_CALENDARIO,
    "the iCal feed": PRAZOS_NO_FEED,
    "'Minhas pendências'": PRAZOS_NAS_PENDENCIAS,
  };

  it.each(Object.entries(lugares))(
    "is accounted for by %s: shown as some kind of item, or left out with why",
    (_, mostra) => {
      expect(Object.keys(mostra).sort()).toEqual([...FONTES_DE_PRAZO].sort());
      for (const [fonte, como] of Object.entries(mostra)) {
        if ("naoMostra" in como) expect(como.naoMostra.length, fonte).toBeGreaterThan(20);
        else expect(como.length, fonte).toBeGreaterThan(0);
      }
    },
  );

  it("is a table in the history", () => {
    for (const d of PARTICIPACOES.filter((d) => d.prazos)) expect(d, d.tabela).toHaveProperty("historico");
  });

  // A deadline is deleted by mistake like any record (DESIGN.md rule 13): it goes to the bin with
  // what it hangs from and comes back; and the sweep, which runs around the wall, tells a deleted
  // one by its mark.
  it("is a table in the bin", () => {
    for (const d of PARTICIPACOES.filter((d) => d.prazos)) expect(d, d.tabela).toHaveProperty("lixeira");
  });
});
