import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getJson, postJson } from "../../test/expect";
import type { TCondicionante, TSecoes } from "../../../shared/schemas/condicionantes";
import type { TDashboard } from "../../../shared/schemas/dashboard";
import type { TLixeiraItem } from "../../../shared/schemas/lixeira";
import { condicionantes } from "../../db/schema";
import { withTenant } from "../../db/tenant";
import type { TTenantContext } from "../../http/context";
import { barrier, onServerDatabase, waitingForALock } from "../../test/concurrency";
import { novaLicenca, setupAnexos, TODAY, type TAnexosFixture } from "./anexos.fixture";
import { totaisDasObrigacoes, type TTotaisObrigacoes } from "./obrigacoes-por-dia";
import { foldTotaisPorDia } from "../../db/por-dia";

// Decision 035: the obligations' per-day tally is kept by triggers as people work, and must say
// at every moment what counting the obligations themselves says (decision 013) — the conditions
// screen's totals and the dashboard's deadlines read it. "Today" is 9 March 2026.

let f: TAnexosFixture;
let companyId: string;

/** The obligations counted one by one, on the system path: what the tally must agree with. */
async function contadas(): Promise<TTotaisObrigacoes> {
  const { rows } = (await f.t.database.db.execute(sql`
    with abertas as (
      select c.data_prazo as data from condicionantes c
        where c.company_id = ${companyId} and c.lixeira_id is null and c.status <> 'concluida'
          and not exists (select 1 from condicionante_comprovacoes e where e.condicionante_id = c.id
            and e.status_comprovacao = 'agendada' and e.lixeira_id is null)
      union all
      select e.data_entrega from condicionante_comprovacoes e
        where e.company_id = ${companyId} and e.lixeira_id is null and e.status_comprovacao = 'agendada')
    select
      (select count(*) from abertas)::int as abertas,
      (select count(*) from abertas where data < ${TODAY})::int as vencidas,
      (select count(*) from abertas where data >= ${TODAY} and data <= (${TODAY}::date + 30))::int as vencendo,
      (select count(*) from abertas where data > (${TODAY}::date + 30))::int as a_vencer,
      (select count(*) from abertas where data is null)::int as "semPrazo",
      (select count(*) from condicionantes c where c.company_id = ${companyId} and c.lixeira_id is null
        and c.status = 'concluida' and not exists (select 1 from condicionante_comprovacoes e
          where e.condicionante_id = c.id and e.status_comprovacao = 'agendada' and e.lixeira_id is null))::int
        as concluidas`)) as unknown as { rows: TTotaisObrigacoes[] };
  return rows[0];
}

/** The tally agrees with the count before the compaction job runs, and after it. */
async function expectTallyRight() {
  const esperado = await contadas();
  expect(await totaisDasObrigacoes(f.t.database.db, companyId, TODAY)).toEqual(esperado);
  await foldTotaisPorDia(f.t.database.db);
  expect(await totaisDasObrigacoes(f.t.database.db, companyId, TODAY)).toEqual(esperado);
  return esperado;
}

const condicao = (nome: string, status: string, dataPrazo?: string, dataEntrega?: string) =>
  postJson<TCondicionante>(f.ana.client, `/api/licencas/${f.licenca.id}/condicionantes`, {
    nome,
    descricao: `${nome}: descrição`,
    status,
    dataPrazo,
    dataEntrega,
  });

async function periodicidade(id: string, dataInicio: string, dataFim: string) {
  const res = await f.ana.client.request("PUT", `/api/condicionantes/${id}/periodicidade`, {
    tipo: "mensal",
    intervalo: 1,
    dataInicio,
    dataFim,
    gerarAutomaticamente: true,
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

const entregasDe = async (id: string) =>
  (
    await getJson<{ comprovacoes: { id: string; dataEntrega: string; statusComprovacao: string }[] }>(
      f.ana.client,
      `/api/condicionantes/${id}`,
    )
  ).comprovacoes;

async function patchJson(url: string, body: unknown) {
  const res = await f.ana.client.request("PATCH", url, body);
  expect(res.status, await res.clone().text()).toBe(200);
}

let periodica: TCondicionante;
let semPrazo: TCondicionante;

beforeAll(async () => {
  f = await setupAnexos();
  const { rows } = (await f.t.database.db.execute(
    sql`select company_id as id from licencas where id = ${f.licenca.id}`,
  )) as unknown as { rows: { id: string }[] };
  companyId = rows[0].id;
}, 120_000);
afterAll(() => f.t.close());

describe("the obligations' tally follows every change a consultant makes", () => {
  it("counts new conditions by their deadline, without one, and concluded", async () => {
    await condicao("Plano de resíduos", "pendente", "2026-03-04");
    await condicao("Inventário florestal", "em_andamento", "2026-03-19");
    await condicao("Outorga de água", "pendente", "2026-09-01");
    semPrazo = await condicao("Programa de educação ambiental", "pendente");
    await condicao("Relatório de ruído", "concluida", "2026-03-01", "2026-02-27");
    expect(await expectTallyRight()).toEqual({
      abertas: 4,
      vencidas: 1,
      vencendo: 1,
      a_vencer: 1,
      semPrazo: 1,
      concluidas: 1,
    });
  });

  it("replaces a condition by its scheduled deliveries, each on its date", async () => {
    periodica = await condicao("Relatório mensal", "pendente", "2026-12-31");
    await periodicidade(periodica.id, "2026-02-15", "2026-07-15");
    const t = await expectTallyRight();
    expect(t.abertas).toBe(4 + 6);
    expect(t.vencidas).toBe(1 + 1); // 15 Feb
    expect(t.vencendo).toBe(1 + 1); // 15 Mar
  });

  it("drops a delivery once handed in, and takes it back when scheduled again", async () => {
    const [primeira] = await entregasDe(periodica.id);
    await patchJson(`/api/comprovacoes/${primeira.id}`, { statusComprovacao: "em_analise" });
    expect((await expectTallyRight()).vencidas).toBe(1);
    await patchJson(`/api/comprovacoes/${primeira.id}`, { statusComprovacao: "agendada" });
    expect((await expectTallyRight()).vencidas).toBe(2);
  });

  it("moves a condition when its deadline moves, and out when concluded", async () => {
    await patchJson(`/api/condicionantes/${semPrazo.id}`, {
      nome: semPrazo.nome,
      descricao: semPrazo.descricao,
      status: "pendente",
      dataPrazo: "2026-03-20",
    });
    expect((await expectTallyRight()).semPrazo).toBe(0);
    await patchJson(`/api/condicionantes/${semPrazo.id}/status`, {
      status: "concluida",
      dataEntrega: "2026-03-09",
    });
    expect((await expectTallyRight()).concluidas).toBe(2);
  });

  it("leaves the count of open deliveries out of the audit trail", async () => {
    const outra = await condicao("Monitoramento de fauna", "pendente", "2026-05-01");
    await periodicidade(outra.id, "2026-04-01", "2026-05-01");
    const { rows } = (await f.t.database.db.execute(sql`
      select count(*)::int as n from historico where registro_id = ${outra.id} and alteracoes ? 'entregas_abertas'`)) as unknown as {
      rows: { n: number }[];
    };
    expect(rows[0].n).toBe(0);
  });

  it("takes a licence's obligations away in the bin, gives them back on restore, and forgets them when purged", async () => {
    const antes = await contadas();
    const res = await f.ana.client.request("DELETE", `/api/licencas/${f.licenca.id}`);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await expectTallyRight()).toEqual({
      abertas: 0,
      vencidas: 0,
      vencendo: 0,
      a_vencer: 0,
      semPrazo: 0,
      concluidas: 0,
    });
    const { items } = await getJson<{ items: TLixeiraItem[] }>(f.ana.client, "/api/lixeira");
    const restaurada = await f.ana.client.request("POST", `/api/lixeira/${items[0].id}/restaurar`);
    expect(restaurada.status, await restaurada.clone().text()).toBe(200);
    expect(await expectTallyRight()).toEqual(antes);
    await f.ana.client.request("DELETE", `/api/licencas/${f.licenca.id}`);
    const again = await getJson<{ items: TLixeiraItem[] }>(f.ana.client, "/api/lixeira");
    const purge = await f.ana.client.request("DELETE", `/api/lixeira/${again.items[0].id}`);
    expect(purge.status, await purge.clone().text()).toBe(200);
    expect((await expectTallyRight()).abertas).toBe(0);
  });

  it("counts each company apart: Beta's obligations are not Alfa's", async () => {
    const s = await getJson<TSecoes>(f.bia.client, "/api/condicionantes/secoes");
    const d = await getJson<TDashboard>(f.bia.client, "/api/dashboard");
    expect([s.vencidas.total, s.vencendo.total, s.a_vencer.total, s.semPrazo].map(Number).reduce((a, b) => a + b)).toBe(
      1,
    );
    expect(d.contadores.condicionantesPendentes).toBe(1);
  });
});

describe.runIf(onServerDatabase)("two consultants writing obligations of one company at once", () => {
  it("lets a condition be saved on a day another open transaction is also counting, without waiting", async () => {
    const licenca = await novaLicenca(f.ana.client, "Cliente Paralelo", "Projeto Paralelo", "LO-PARALELA");
    const ctx = { companyId, userId: f.ana.userId } as TTenantContext;
    const counted = barrier();
    const mayCommit = barrier();
    const first = withTenant(f.t.database.db, ctx, async (tx) => {
      await tx
        .insert(condicionantes)
        .values({ companyId, licencaId: licenca.id, descricao: "Primeira", dataPrazo: "2026-04-01" });
      counted.open();
      await mayCommit.opened;
    });
    await counted.opened;
    // With one shared counter row per day, this insert would wait for the first transaction's lock.
    const second = postJson<TCondicionante>(f.ana.client, `/api/licencas/${licenca.id}/condicionantes`, {
      nome: "Segunda",
      descricao: "Segunda: descrição",
      status: "pendente",
      dataPrazo: "2026-04-01",
    });
    const outcome = await Promise.race([
      second.then(() => "saved"),
      waitingForALock(f.t.database.db).then(() => "waited"),
    ]);
    mayCommit.open();
    await Promise.all([first, second]);
    expect(outcome).toBe("saved");
    await expectTallyRight();
  });
});
