// Decision 048: every tally the database keeps is declared in `tallies` and kept by one mechanism.
// Whatever a consultant does, each must say what counting its source rows says, before and after
// the compaction job, on PGlite and (with TEST_DATABASE_URL) on PostgreSQL. The declarations are
// read from the database, so a new tally is checked here as soon as its migration declares it.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, testClock, type Client, type TestApp } from "../test/test-app";
import { duasEmpresas } from "../test/duas-empresas";
import { getJson, postJson } from "../test/expect";
import { foldTotaisPorDia } from "./por-dia";
import { tallies } from "./schema";
import type { Db } from "./client";
import type { TCliente } from "../../shared/schemas/clientes";
import type { TEmpreendimentoDetalhe } from "../../shared/schemas/empreendimentos";
import type { TLicencaDetalhe, TLicencaInput } from "../../shared/schemas/licencas";
import type { TComprovacao, TCondicionante } from "../../shared/schemas/condicionantes";
import type { TLixeiraItem } from "../../shared/schemas/lixeira";

type TDeclaration = typeof tallies.$inferSelect;
/** Per key (company and key columns, as JSON text), the total; keys that total 0 left out. */
type TTotals = Record<string, number>;

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp({ clock: testClock("2026-03-10T02:30:00Z").clock });
  db = t.database.db;
}, 120_000);
afterAll(() => t.close());

const rowsOf = async (query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: { key: string; n: number }[] }).rows;

function sum(rows: { key: string; n: number }[]): TTotals {
  const totals: TTotals = {};
  for (const { key, n } of rows) totals[key] = (totals[key] ?? 0) + Number(n);
  return Object.fromEntries(Object.entries(totals).filter(([, n]) => n !== 0));
}

/** What one declaration counts, straight from its source table. */
const counted = async (d: TDeclaration) =>
  sum(
    await rowsOf(sql`select json_build_array(company_id, ${sql.raw(d.keys.join(", "))})::text as key,
      count(*)::int as n from ${sql.identifier(d.source)} where ${sql.raw(d.counts)} group by 1`),
  );

/** What a tally holds, its folded rows and its appended ones alike, as reads sum them. */
async function kept(d: TDeclaration): Promise<TTotals> {
  const key = sql.raw(`json_build_array(company_id, ${d.columns.map((c) => `"${c}"`).join(", ")})::text`);
  const tables = d.appends ? [d.tally, `${d.tally}_novas`] : [d.tally];
  const rows = await Promise.all(
    tables.map((table) => rowsOf(sql`select ${key} as key, total as n from ${sql.identifier(table)}`)),
  );
  return sum(rows.flat());
}

/** Each tally against the count of its sources, before and after the compaction job folds it. */
async function expectTalliesRight(step: string) {
  const declarations = await db.select().from(tallies).orderBy(tallies.tally, tallies.source);
  const byTally = new Map<string, TDeclaration[]>();
  for (const d of declarations) byTally.set(d.tally, [...(byTally.get(d.tally) ?? []), d]);
  const expected = new Map<string, TTotals>();
  for (const [tally, ds] of byTally) {
    const perSource = await Promise.all(ds.map(counted));
    expected.set(tally, sum(perSource.flatMap((c) => Object.entries(c).map(([key, n]) => ({ key, n })))));
    expect(await kept(ds[0]), `${tally} after ${step}`).toEqual(expected.get(tally));
  }
  await foldTotaisPorDia(db);
  for (const [tally, ds] of byTally) {
    expect(await kept(ds[0]), `${tally} after ${step} and the compaction`).toEqual(expected.get(tally));
  }
  return declarations;
}

async function ok(res: Response) {
  expect(res.status, await res.clone().text()).toBe(200);
}

/** A company's client, project and licences, as a consultant makes them through the API. */
async function carteira(client: Client, nome: string) {
  const cliente = await postJson<TCliente>(client, "/api/clientes", { nome });
  const projeto = await postJson<TEmpreendimentoDetalhe>(client, "/api/empreendimentos", {
    nome: `${nome}: unidade`,
    clienteId: cliente.id,
  });
  const licenca = (numero: string, extra: Partial<TLicencaInput> = {}) =>
    postJson<TLicencaDetalhe>(client, "/api/licencas", {
      clienteId: cliente.id,
      empreendimentoId: projeto.id,
      tipo: "LO",
      numero,
      orgao: "IMA",
      ...extra,
    });
  const condicao = (licencaId: string, nome: string, status: string, dataPrazo?: string, dataEntrega?: string) =>
    postJson<TCondicionante>(client, `/api/licencas/${licencaId}/condicionantes`, {
      nome,
      descricao: `${nome}: descrição`,
      status,
      dataPrazo,
      dataEntrega,
    });
  return { cliente, projeto, licenca, condicao };
}

async function restore(client: Client, titulo: string) {
  const { items } = await getJson<{ items: TLixeiraItem[] }>(client, "/api/lixeira");
  await ok(await client.post(`/api/lixeira/${items.find((i) => i.titulo === titulo)!.id}/restaurar`));
}

it("keeps every declared tally equal to counting its rows, through inserts, updates, the bin, restores, purges and compaction", async () => {
  const { ana, bia } = await duasEmpresas(t);

  // Inserts, one row at a time and several in one statement (a condition's scheduled deliveries).
  const alfa = await carteira(ana.client, "Cerâmica São José");
  const vencida = await alfa.licenca("LO-1", { validadeDate: "2026-02-01" });
  const alerta = await alfa.licenca("LO-2", { validadeDate: "2026-04-20" });
  await alfa.licenca("LO-3", { validadeDate: "2026-01-31", emRenovacao: true, protocoloRenovacaoData: "2025-09-01" });
  await alfa.licenca("LO-4");
  const comPrazo = await alfa.condicao(alerta.id, "Plano de resíduos", "pendente", "2026-03-04");
  const semPrazo = await alfa.condicao(alerta.id, "Educação ambiental", "em_andamento");
  await alfa.condicao(vencida.id, "Relatório de ruído", "concluida", "2026-03-01", "2026-02-27");
  const periodica = await alfa.condicao(vencida.id, "Relatório mensal", "pendente", "2026-12-31");
  await ok(
    await ana.client.request("PUT", `/api/condicionantes/${periodica.id}/periodicidade`, {
      tipo: "mensal",
      intervalo: 1,
      dataInicio: "2026-02-15",
      dataFim: "2026-06-15",
      gerarAutomaticamente: true,
    }),
  );
  const beta = await carteira(bia.client, "Mineração da Beta");
  const daBeta = await beta.licenca("LO-B1", { validadeDate: "2026-05-01" });
  const condicaoDaBeta = await beta.condicao(daBeta.id, "Monitoramento", "pendente", "2026-03-20");
  const prova = await postJson<TComprovacao>(bia.client, `/api/condicionantes/${condicaoDaBeta.id}/comprovacoes`, {
    dataEntrega: "2026-03-05",
    statusComprovacao: "agendada",
  });
  const vazio = await carteira(bia.client, "Cliente sem licenças");
  const declarations = await expectTalliesRight("inserts");
  // Every declaration must count something here, or the steps below would not exercise it.
  for (const d of declarations) {
    expect(Object.keys(await counted(d)), `${d.tally} from ${d.source}: extend this test`).not.toHaveLength(0);
  }

  // Updates that move rows from one key to another.
  await ok(
    await ana.client.patch(`/api/licencas/${alerta.id}`, {
      clienteId: alfa.cliente.id,
      empreendimentoId: alfa.projeto.id,
      tipo: "LO",
      numero: alerta.numero,
      orgao: "IMA",
      validadeDate: "2026-03-01",
    }),
  );
  await ok(await ana.client.patch(`/api/licencas/${vencida.id}/renovacao`, { emRenovacao: true }));
  await ok(
    await ana.client.patch(`/api/condicionantes/${semPrazo.id}`, {
      nome: semPrazo.nome,
      descricao: semPrazo.descricao,
      status: "pendente",
      dataPrazo: "2026-03-20",
    }),
  );
  await ok(
    await ana.client.patch(`/api/condicionantes/${comPrazo.id}/status`, {
      status: "concluida",
      dataEntrega: "2026-03-09",
    }),
  );
  await ok(await bia.client.patch(`/api/comprovacoes/${prova.id}`, { statusComprovacao: "em_analise" }));
  await expectTalliesRight("updates");

  // Moves to the bin: a licence with its conditions and deliveries, a condition, a project, a client.
  await ok(await ana.client.delete(`/api/licencas/${vencida.id}`));
  await ok(await ana.client.delete(`/api/condicionantes/${semPrazo.id}`));
  await ok(await bia.client.delete(`/api/empreendimentos/${vazio.projeto.id}`));
  await ok(await bia.client.delete(`/api/clientes/${vazio.cliente.id}`));
  await expectTalliesRight("moves to the bin");

  await restore(ana.client, vencida.numero);
  await restore(bia.client, vazio.cliente.nome);
  await restore(bia.client, vazio.projeto.nome);
  await expectTalliesRight("restores");

  // Rows deleted for good: a proof, and a licence purged from the bin with everything under it.
  await ok(await bia.client.delete(`/api/comprovacoes/${prova.id}`));
  await ok(await ana.client.delete(`/api/licencas/${vencida.id}`));
  const { items } = await getJson<{ items: TLixeiraItem[] }>(ana.client, "/api/lixeira");
  await ok(await ana.client.delete(`/api/lixeira/${items.find((i) => i.titulo === vencida.numero)!.id}`));
  await expectTalliesRight("deletes");

  // The recount for loads made with triggers off gives the same tallies.
  await db.execute(sql`select app_recount_tallies()`);
  await expectTalliesRight("a recount");
}, 120_000);
