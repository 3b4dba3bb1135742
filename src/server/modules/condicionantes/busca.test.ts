import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, desc, eq } from "drizzle-orm";
import { condicionanteComprovacoes, condicionantes, historico, profiles, userRoles, users } from "../../db/schema";
import { approveDirectly, createTestApp, signUpAndConfirm, testClock, type TestApp } from "../../test/test-app";
import { getJson, postJson } from "../../test/expect";
import { addDays } from "../../../shared/rules/datas";
import { BUSCA_TOTAL_TETO } from "../../../shared/schemas/paging";
import type { TLicencaDetalhe } from "../../../shared/schemas/licencas";
import type { TCondicionante, TSecoes } from "../../../shared/schemas/condicionantes";
import { novaLicenca } from "./anexos.fixture";

// The conditions screen's search and person filters past their cap (decision 066): Gama has
// 1,100 overdue conditions on a 'Cerâmica' licence (more than the screen counts exactly) and 10
// on a farm's; Alfa, next door, has conditions named like Gama's.

const TODAY = "2026-03-09";
const clock = testClock("2026-03-09T15:00:00Z");
const MUITAS = 1100;
const POUCAS = 10;

type TSignedIn = Awaited<ReturnType<typeof signUpAndConfirm>>;
let t: TestApp;
let gil: TSignedIn;
let ana: TSignedIn;
let gamaId: string;
let ceramica: TLicencaDetalhe;
let granja: TLicencaDetalhe;

async function inserir(companyId: string, licencaId: string, n: number, nome: string, responsavelId?: string) {
  const rows = Array.from({ length: n }, (_, i) => ({
    companyId,
    licencaId,
    nome: `${nome} ${i + 1}`,
    descricao: "Apresentar laudo semestral",
    status: "pendente",
    // Overdue, two a day, so the section's order (deadline, then id) is tested across days.
    dataPrazo: addDays(TODAY, -1 - Math.floor(i / 2)),
    responsavelId,
  }));
  for (let i = 0; i < rows.length; i += 500) await t.database.db.insert(condicionantes).values(rows.slice(i, i + 500));
}

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  gil = await signUpAndConfirm(t, "gil@gama.example.com", "Gil Gama");
  gamaId = (await approveDirectly(t, gil.userId, "admin", "Gama Licenciamento")).id;
  ana = await signUpAndConfirm(t, "ana@alfa.example.com", "Ana Alfa");
  const alfa = await approveDirectly(t, ana.userId, "admin", "Alfa Ambiental");

  ceramica = await novaLicenca(gil.client, "Cerâmica São José", "Forno Túnel", "LO-GAMA-A");
  granja = await novaLicenca(gil.client, "Agropecuária Vale Verde", "Granja Boa Esperança", "LI-GAMA-B");
  await inserir(gamaId, ceramica.id, MUITAS, "Monitoramento de ruído", gil.userId);
  await inserir(gamaId, granja.id, POUCAS, "Plano de gerenciamento de resíduos");
  const vizinha = await novaLicenca(ana.client, "Cerâmica São José", "Forno Túnel", "LO-GAMA-A");
  await inserir(alfa.id, vizinha.id, 5, "Monitoramento de ruído", ana.userId);
}, 120_000);
afterAll(() => t.close());

const secoes = (who: TSignedIn, params: Record<string, string | number>) =>
  getJson<TSecoes>(
    who.client,
    `/api/condicionantes/secoes?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`,
  );

/** Gama's overdue conditions of a licence in the section's order: deadline, then id. */
async function emOrdem(licencaId: string) {
  const rows = await t.database.db
    .select({ id: condicionantes.id })
    .from(condicionantes)
    .where(and(eq(condicionantes.companyId, gamaId), eq(condicionantes.licencaId, licencaId)))
    .orderBy(asc(condicionantes.dataPrazo), asc(condicionantes.id));
  return rows.map((r) => r.id);
}

/** A monthly condition of Gil's with deliveries from 15 February to 15 May (one overdue, one due soon, two later). */
async function mensal(licencaId: string, nome: string, responsavelId?: string) {
  const c = await postJson<TCondicionante>(gil.client, `/api/licencas/${licencaId}/condicionantes`, {
    nome,
    descricao: "Enviar ao órgão",
    status: "pendente",
    dataPrazo: "2026-12-31",
    responsavelId,
  });
  const res = await gil.client.request("PUT", `/api/condicionantes/${c.id}/periodicidade`, {
    tipo: "mensal",
    intervalo: 1,
    dataInicio: "2026-02-15",
    dataFim: "2026-05-15",
    gerarAutomaticamente: true,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return c;
}

describe("the conditions screen's text search past its cap", () => {
  it("says 'more than 1,000' for a common term and pages through every match in deadline order", async () => {
    const first = await secoes(gil, { q: "CERAMICA sao jose", pageSize: 100 });
    expect(first.vencidas.total).toEqual({ maisDe: BUSCA_TOTAL_TETO });
    const ids: string[] = first.vencidas.items.map((c) => c.id);
    for (let page = 2; page <= 11; page++) {
      const s = await secoes(gil, { q: "CERAMICA sao jose", pageSize: 100, vencidas: page });
      ids.push(...s.vencidas.items.map((c) => c.id));
      // The last page counts to its own end: past the cap, the total is exact again.
      if (page === 11) expect(s.vencidas.total).toBe(MUITAS);
    }
    expect(ids).toEqual(await emOrdem(ceramica.id));
    expect(first.vencendo.total).toBe(0);
  });

  it("counts a rare term exactly, by the condition's name, its licence's number, project or client", async () => {
    for (const q of ["plano de gerenciamento", "li-gama-b", "GRANJA boa", "agropecuaria vale"]) {
      const s = await secoes(gil, { q });
      expect(s.vencidas.total, q).toBe(POUCAS);
      expect(s.vencidas.items.map((c) => c.licenca.id)).toEqual(Array(POUCAS).fill(granja.id));
    }
    expect((await secoes(gil, { q: "monitoramento de ruido 1099" })).vencidas.items.map((c) => c.nome)).toEqual([
      "Monitoramento de ruído 1099",
    ]);
  });

  it("shows another company none of them", async () => {
    const s = await secoes(ana, { q: "ceramica" });
    expect(s.vencidas.total).toBe(5);
    expect(await secoes(ana, { q: "granja" })).toMatchObject({ vencidas: { total: 0, items: [] } });
  });

  it("pages a common term's concluded conditions latest delivery first, leaving out those it does not find", async () => {
    const concluida = (licencaId: string, nome: string, i: number) => ({
      companyId: gamaId,
      licencaId,
      nome: `${nome} ${i}`,
      descricao: "Entregue",
      status: "concluida",
      // Two a day, so the order's later keys (update, then id) are tested within a day.
      dataEntrega: addDays(TODAY, -10 - Math.floor(i / 2)),
    });
    await t.database.db.insert(condicionantes).values([
      ...Array.from({ length: 12 }, (_, i) => concluida(ceramica.id, "Laudo de emissões", i)),
      // Delivered later than any of them: first in the section if the term were not asked.
      ...Array.from({ length: 5 }, (_, i) => ({ ...concluida(granja.id, "Laudo da granja", i), dataEntrega: TODAY })),
    ]);
    const esperadas = await t.database.db
      .select({ id: condicionantes.id })
      .from(condicionantes)
      .where(and(eq(condicionantes.licencaId, ceramica.id), eq(condicionantes.status, "concluida")))
      .orderBy(desc(condicionantes.dataEntrega), desc(condicionantes.updatedAt), desc(condicionantes.id));
    const vistas: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const s = await secoes(gil, { q: "CERAMICA sao jose", pageSize: 5, concluidas: page });
      expect(s.vencidas.total).toEqual({ maisDe: BUSCA_TOTAL_TETO });
      expect(s.concluidas.total).toBe(12);
      vistas.push(...s.concluidas.items.map((c) => c.id));
    }
    expect(vistas).toEqual(esperadas.map((r) => r.id));
  });

  it("finds a common term's scheduled deliveries each in its own section, by its client's name as it is now", async () => {
    const doForno = await mensal(ceramica.id, "Relatório mensal do forno");
    const laticinio = await novaLicenca(gil.client, "Laticínios Serra Azul", "Usina de Leite", "LO-GAMA-C");
    await mensal(laticinio.id, "Relatório mensal da usina");
    const entregas = (s: TSecoes) =>
      (["vencendo", "a_vencer"] as const).map((g) => s[g].items.map((c) => [c.id, c.entrega?.data]));
    const doFornoPorSecao = [
      [[doForno.id, "2026-03-15"]],
      [
        [doForno.id, "2026-04-15"],
        [doForno.id, "2026-05-15"],
      ],
    ];

    const s = await secoes(gil, { q: "CERAMICA sao jose" });
    expect(s.vencidas.total).toEqual({ maisDe: BUSCA_TOTAL_TETO });
    expect(entregas(s)).toEqual(doFornoPorSecao);
    expect([s.vencendo.total, s.a_vencer.total]).toEqual([1, 2]);

    // Renamed, the client's new name finds the deliveries (a common term again: every condition of
    // the licence), and the old one no longer does.
    const renomear = async (nome: string) => {
      const res = await gil.client.request("PATCH", `/api/clientes/${ceramica.cliente.id}`, { nome });
      expect(res.status, await res.clone().text()).toBe(200);
    };
    expect(entregas(await secoes(gil, { q: "jose ltda" }))).toEqual([[], []]);
    await renomear("Cerâmica Irmãos José Ltda");
    const renomeada = await secoes(gil, { q: "jose ltda" });
    expect(renomeada.vencidas.total).toEqual({ maisDe: BUSCA_TOTAL_TETO });
    expect(entregas(renomeada)).toEqual(doFornoPorSecao);
    expect(entregas(await secoes(gil, { q: "ceramica sao jose" }))).toEqual([[], []]);
    await renomear("Cerâmica São José");
  });

  it("finds a condition by its parents' new names once they are renamed or moved, and not by the old ones", async () => {
    const r = async (method: string, url: string, body: unknown) => {
      const res = await gil.client.request(method, url, body);
      expect(res.status, await res.clone().text()).toBe(200);
    };
    await r("PATCH", `/api/clientes/${granja.cliente.id}`, { nome: "Avícola Serra Azul" });
    await r("PATCH", `/api/empreendimentos/${granja.empreendimento.id}`, {
      nome: "Aviário Norte",
      clienteId: granja.cliente.id,
    });
    await r("PATCH", `/api/licencas/${granja.id}`, {
      clienteId: granja.cliente.id,
      empreendimentoId: granja.empreendimento.id,
      tipo: "LI",
      numero: "LI-NOVA-9",
      orgao: "IMA",
    });
    for (const q of ["avicola serra", "aviario norte", "li-nova-9"])
      expect((await secoes(gil, { q })).vencidas.total, q).toBe(POUCAS);
    for (const q of ["agropecuaria", "granja boa", "li-gama-b"])
      expect((await secoes(gil, { q })).vencidas.total, q).toBe(0);

    // The licence moved to the Cerâmica's project: its conditions now carry that project and client.
    await r("PATCH", `/api/licencas/${granja.id}`, {
      clienteId: ceramica.cliente.id,
      empreendimentoId: ceramica.empreendimento.id,
      tipo: "LI",
      numero: "LI-NOVA-9",
      orgao: "IMA",
    });
    expect((await secoes(gil, { q: "avicola serra" })).vencidas.total).toBe(0);
    expect((await secoes(gil, { q: "plano de gerenciamento", pageSize: 1 })).vencidas.items[0].cliente.nome).toBe(
      "Cerâmica São José",
    );
  });
});

describe("the conditions screen's person filters past their cap", () => {
  it("counts a person's obligations up to 1,000 and lists them soonest first", async () => {
    const own = await emOrdem(ceramica.id);
    for (const filtro of [{ responsavel: gil.userId }, { minhas: "1" }] as Record<string, string>[]) {
      const s = await secoes(gil, { ...filtro, pageSize: 20 });
      expect(s.vencidas.total).toEqual({ maisDe: BUSCA_TOTAL_TETO });
      expect(s.vencidas.items.map((c) => c.id)).toEqual(own.slice(0, 20));
    }
    expect((await secoes(gil, { minhas: "1" })).concluidas).toEqual({ items: [], total: 0 });
    // A page past the section's end is empty and still says the section's total.
    const alem = await secoes(gil, { responsavel: gil.userId, pageSize: 20, vencidas: 100 });
    expect(alem.vencidas).toEqual({ items: [], total: MUITAS });
  });

  it("places a person's scheduled deliveries each in the section of its own date", async () => {
    const periodica = await mensal(granja.id, "Relatório mensal de efluentes", gil.userId);
    const entregas = (s: TSecoes, g: "vencidas" | "vencendo" | "a_vencer") =>
      s[g].items.filter((c) => c.id === periodica.id).map((c) => c.entrega?.data);
    const filtros: Record<string, string>[] = [
      { responsavel: gil.userId },
      { minhas: "1" },
      { q: "efluentes" },
      { responsavel: gil.userId, q: "efluentes" },
      { minhas: "1", q: "efluentes" },
    ];
    for (const filtro of filtros) {
      const s = await secoes(gil, { ...filtro, pageSize: 100, vencidas: 11 });
      expect(entregas(s, "vencendo"), JSON.stringify(filtro)).toEqual(["2026-03-15"]);
      expect(entregas(s, "a_vencer")).toEqual(["2026-04-15", "2026-05-15"]);
    }
    expect(entregas(await secoes(gil, { responsavel: gil.userId, q: "ruido" }), "a_vencer")).toEqual([]);
    // Approved, it leaves 'Minhas pendências' and stays the person's.
    await t.database.db.update(condicionantes).set({ aprovada: true }).where(eq(condicionantes.id, periodica.id));
    expect(entregas(await secoes(gil, { minhas: "1", pageSize: 100 }), "a_vencer")).toEqual([]);
    expect(entregas(await secoes(gil, { responsavel: gil.userId, pageSize: 100 }), "a_vencer")).toEqual([
      "2026-04-15",
      "2026-05-15",
    ]);
    await t.database.db.update(condicionantes).set({ aprovada: false }).where(eq(condicionantes.id, periodica.id));
    const deAna = await secoes(ana, { responsavel: gil.userId });
    expect(deAna.vencendo.items).toEqual([]);
    expect((await secoes(gil, { responsavel: gil.userId })).concluidas.total).toBe(0);
  });

  it("moves a condition's deliveries to its new responsible person, and to nobody when that person's account goes", async () => {
    const bia = await signUpAndConfirm(t, "bia@gama.example.com", "Bia Gama");
    await t.database.db.update(profiles).set({ companyId: gamaId }).where(eq(profiles.id, bia.userId));
    await t.database.db.insert(userRoles).values({ userId: bia.userId, role: "user" });
    const campos = {
      nome: "Relatório trimestral de emissões",
      descricao: "Enviar ao órgão",
      status: "pendente",
      dataPrazo: "2026-12-31",
    };
    const c = await postJson<TCondicionante>(gil.client, `/api/licencas/${granja.id}/condicionantes`, {
      ...campos,
      responsavelId: gil.userId,
    });
    const periodicidade = (dataFim: string) =>
      gil.client.request("PUT", `/api/condicionantes/${c.id}/periodicidade`, {
        tipo: "mensal",
        intervalo: 1,
        dataInicio: "2026-03-20",
        dataFim,
        gerarAutomaticamente: true,
      });
    expect((await periodicidade("2026-05-20")).status).toBe(200);
    /** The condition's deliveries the 'Responsável' filter shows for `responsavel`, by date. */
    const entregasDe = async (responsavel: string) => {
      const s = await secoes(gil, { responsavel, pageSize: 100 });
      return (["vencendo", "a_vencer"] as const).flatMap((g) =>
        s[g].items.filter((i) => i.id === c.id).map((i) => i.entrega?.data),
      );
    };
    expect(await entregasDe(gil.userId)).toEqual(["2026-03-20", "2026-04-20", "2026-05-20"]);

    const res = await gil.client.request("PATCH", `/api/condicionantes/${c.id}`, {
      ...campos,
      responsavelId: bia.userId,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await entregasDe(gil.userId)).toEqual([]);
    expect(await entregasDe(bia.userId)).toEqual(["2026-03-20", "2026-04-20", "2026-05-20"]);
    // A delivery scheduled afterwards is hers too.
    expect((await periodicidade("2026-06-20")).status).toBe(200);
    expect(await entregasDe(bia.userId)).toEqual(["2026-03-20", "2026-04-20", "2026-05-20", "2026-06-20"]);

    // Her account goes: the condition has nobody, and its deliveries are nobody's either.
    await t.database.db.delete(users).where(eq(users.id, bia.userId));
    expect(await entregasDe(bia.userId)).toEqual([]);
    const carregados = await t.database.db
      .selectDistinct({ responsavelId: condicionanteComprovacoes.responsavelId })
      .from(condicionanteComprovacoes)
      .where(eq(condicionanteComprovacoes.condicionanteId, c.id));
    expect(carregados).toEqual([{ responsavelId: null }]);
    // Carried by the database, the person (and the text, the approval) is no change anyone made to
    // a delivery.
    const mudancas = await t.database.db
      .select({ alteracoes: historico.alteracoes })
      .from(historico)
      .where(and(eq(historico.tabela, "condicionante_comprovacoes"), eq(historico.donoId, c.id)));
    expect(mudancas.length).toBeGreaterThan(0);
    const carregadas = ["responsavel_id", "busca", "condicionante_aprovada"];
    expect(mudancas.filter((m) => carregadas.some((k) => k in (m.alteracoes as object)))).toEqual([]);
  });
});
