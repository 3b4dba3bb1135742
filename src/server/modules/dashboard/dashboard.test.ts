import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientes, condicionantes, empreendimentos, licencas, obrigacaoInstancias, obrigacoes } from "../../db/schema";
import { Client, approveDirectly, createTestApp, signUpAndConfirm, testClock, type TestApp } from "../../test/test-app";
import { expectError, getJson } from "../../test/expect";
import { addDays } from "../../../shared/rules/datas";
import { conformidade, licencaValida, renovacaoProxima } from "../../../shared/rules/dashboard";
import type { TDashboard } from "../../../shared/schemas/dashboard";

const NO_SESSION = "Usuário não autenticado";
const NO_COMPANY = "Usuário não possui empresa associada";

// 02:30 UTC on 10 March is still 9 March in São Paulo (UTC-3): "today" is 2026-03-09.
const clock = testClock("2026-03-10T02:30:00Z");
const TODAY = "2026-03-09";
const day = (n: number) => addDays(TODAY, n);
const semRenovacao = (validade: string | null) => ({ validade, emRenovacao: false, protocolo: null });

type TSignedIn = Awaited<ReturnType<typeof signUpAndConfirm>>;
let t: TestApp;
let ana: TSignedIn; // Alfa Ambiental: the seeded week
let bia: TSignedIn; // Beta Consultoria: newer, sooner data that must never show in Alfa's
let eva: TSignedIn; // Empresa Vazia: nothing yet
let gil: TSignedIn; // Gama Licenciamento: 1,500 licences
let pendente: TSignedIn;
let alfaId: string;
let vaziaId: string;
const ids: Record<string, string> = {};

const db = () => t.database.db;

async function cliente(companyId: string, nome: string) {
  const [row] = await db().insert(clientes).values({ companyId, nome, tipoPessoa: "juridica" }).returning();
  return row.id;
}
async function projeto(companyId: string, clienteId: string, nome: string) {
  const [row] = await db().insert(empreendimentos).values({ companyId, clienteId, nome }).returning();
  return row.id;
}
async function licenca(
  companyId: string,
  empreendimentoId: string,
  tipo: string,
  numero: string,
  validadeDate: string | null,
  createdAt: string,
) {
  const [row] = await db()
    .insert(licencas)
    .values({ companyId, empreendimentoId, tipo, numero, orgao: "IMA", validadeDate, createdAt: new Date(createdAt) })
    .returning();
  return row.id;
}
async function condicionante(
  companyId: string,
  licencaId: string,
  values: { nome: string | null; descricao?: string; status: string; dataPrazo: string | null; updatedAt: string },
) {
  const [row] = await db()
    .insert(condicionantes)
    .values({
      companyId,
      licencaId,
      nome: values.nome,
      descricao: values.descricao ?? `Descrição de ${values.nome}`,
      status: values.status,
      dataPrazo: values.dataPrazo,
      updatedAt: new Date(values.updatedAt),
    })
    .returning();
  return row.id;
}

const dashboard = (client: Client) => getJson<TDashboard>(client, "/api/dashboard");

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  ana = await signUpAndConfirm(t, "ana@alfa.example.com", "Ana Alfa");
  alfaId = (await approveDirectly(t, ana.userId, "admin", "Alfa Ambiental")).id;
  bia = await signUpAndConfirm(t, "bia@beta.example.com", "Bia Beta");
  const betaId = (await approveDirectly(t, bia.userId, "admin", "Beta Consultoria")).id;
  eva = await signUpAndConfirm(t, "eva@vazia.example.com", "Eva Vazia");
  vaziaId = (await approveDirectly(t, eva.userId, "user", "Empresa Vazia")).id;
  gil = await signUpAndConfirm(t, "gil@gama.example.com", "Gil Gama");
  const gamaId = (await approveDirectly(t, gil.userId, "user", "Gama Licenciamento")).id;
  pendente = await signUpAndConfirm(t, "pendente@example.com", "Paulo Pendente");

  // Alfa: 2 clients, 3 projects, 7 licences, 6 conditions.
  const ceramica = await cliente(alfaId, "Cerâmica São José");
  const agro = await cliente(alfaId, "Agropecuária Vale Verde");
  const forno = await projeto(alfaId, ceramica, "Forno Túnel");
  const patio = await projeto(alfaId, ceramica, "Pátio de Argila");
  const granja = await projeto(alfaId, agro, "Granja Boa Esperança");
  // With an expiry: 31 days, 30 days, today, 2027 valid; yesterday and 2025 expired → 4 of 6.
  ids.lo31 = await licenca(alfaId, forno, "LO", "LO-31", day(31), "2026-02-01T12:00:00Z");
  ids.li30 = await licenca(alfaId, patio, "LI", "LI-30", day(30), "2026-03-08T12:00:00Z");
  ids.lpHoje = await licenca(alfaId, granja, "LP", "LP-HOJE", TODAY, "2026-02-02T12:00:00Z");
  ids.lauOntem = await licenca(alfaId, forno, "LAU", "LAU-ONTEM", day(-1), "2026-02-03T12:00:00Z");
  ids.loSem = await licenca(alfaId, granja, "LO", "LO-SEM", null, "2026-03-09T10:00:00Z");
  ids.rlo = await licenca(alfaId, patio, "RLO", "RLO-2027", "2027-06-30", "2026-03-09T20:00:00Z");
  ids.loVelha = await licenca(alfaId, forno, "LO", "LO-2025", "2025-01-01", "2025-01-01T12:00:00Z");
  ids.concluida = await condicionante(alfaId, ids.lo31, {
    nome: "Relatório de ruído",
    status: "concluida",
    dataPrazo: day(-3),
    updatedAt: "2026-03-09T22:00:00Z",
  });
  ids.vencida = await condicionante(alfaId, ids.lo31, {
    nome: null, // the conditions screen's form asks only for the description
    descricao: "Plano de gerenciamento de resíduos sólidos",
    status: "pendente",
    dataPrazo: day(-1),
    updatedAt: "2026-03-09T15:00:00Z",
  });
  ids.vencendo = await condicionante(alfaId, ids.li30, {
    nome: "Outorga de captação",
    status: "pendente",
    dataPrazo: day(7),
    updatedAt: "2026-03-08T18:00:00Z",
  });
  ids.oitoDias = await condicionante(alfaId, ids.li30, {
    nome: "Monitoramento de efluentes",
    status: "pendente",
    dataPrazo: day(8),
    updatedAt: "2026-03-01T12:00:00Z",
  });
  await condicionante(alfaId, ids.rlo, {
    nome: "Inventário florestal",
    status: "em_andamento",
    dataPrazo: day(3),
    updatedAt: "2026-02-01T12:00:00Z",
  });
  await condicionante(alfaId, ids.rlo, {
    nome: "PRAD",
    status: "atrasada",
    dataPrazo: day(-30),
    updatedAt: "2026-02-01T12:00:00Z",
  });

  // Beta: everything newer and sooner than Alfa's, so a leak would show at the top.
  const mineracao = await cliente(betaId, "Mineração da Beta");
  const lavra = await projeto(betaId, mineracao, "Lavra Norte");
  const daBeta = await licenca(betaId, lavra, "LO", "LO-BETA", day(5), "2026-03-10T02:00:00Z");
  await licenca(betaId, lavra, "LP", "LP-BETA", day(-5), "2026-03-10T02:10:00Z");
  await condicionante(betaId, daBeta, {
    nome: "Condicionante da Beta",
    status: "pendente",
    dataPrazo: day(2),
    updatedAt: "2026-03-10T02:20:00Z",
  });

  // Gama: 1,500 licences, one per day from 500 days ago, every fourth without an expiry.
  const gamaCliente = await cliente(gamaId, "Cliente Gama");
  const gamaProjeto = await projeto(gamaId, gamaCliente, "Projeto Gama");
  const rows = Array.from({ length: 1500 }, (_, i) => ({
    companyId: gamaId,
    empreendimentoId: gamaProjeto,
    tipo: "LO",
    numero: `G-${i}`,
    orgao: "IMA",
    validadeDate: i % 4 === 3 ? null : day(i - 500),
  }));
  for (let i = 0; i < rows.length; i += 500)
    await db()
      .insert(licencas)
      .values(rows.slice(i, i + 500));
}, 120_000);
afterAll(() => t.close());

describe("GET /api/dashboard — access", () => {
  it("answers 401 without a session", async () => {
    await expectError(await new Client(t.app).get("/api/dashboard"), 401, NO_SESSION);
  });

  it("answers 403 with the gate's message to a user without a company", async () => {
    await expectError(await pendente.client.get("/api/dashboard"), 403, NO_COMPANY);
  });
});

describe("GET /api/dashboard — counters", () => {
  it("counts the company's clients, projects, licences and open conditions; registros = clients + projects", async () => {
    const d = await dashboard(ana.client);
    expect(d.empresa).toBe("Alfa Ambiental");
    expect(d.contadores).toEqual({
      clientes: 2,
      empreendimentos: 3,
      licencas: 7,
      condicionantesPendentes: 5, // every one but the concluded: pendente, em_andamento and atrasada are owed
      registros: 5,
    });
    // Yesterday's and the 'atrasada' one 30 days ago; due in 3, 7 and 8 days.
    expect(d.prazos).toEqual({ atrasadas: 2, vencendo: 3 });
  });

  it("answers zeros, no activities and 100% conformance to a company with nothing yet", async () => {
    expect(await dashboard(eva.client)).toEqual({
      empresa: "Empresa Vazia",
      contadores: { clientes: 0, empreendimentos: 0, licencas: 0, condicionantesPendentes: 0, registros: 0 },
      prazos: { atrasadas: 0, vencendo: 0 },
      obrigacoesLegais: { atrasadas: 0, vencendo: 0 },
      atividades: [],
      conformidade: { taxa: 100, licencasComValidade: 0, licencasValidas: 0, renovacoesProximas: 0 },
      minhasPendencias: { items: [], total: 0 },
    });
  });

  it("counts the open due dates of the obligations outside licences: late, and due within 30 days", async () => {
    const c = await cliente(vaziaId, "Cliente com RAPP");
    const [o] = await db()
      .insert(obrigacoes)
      .values({ companyId: vaziaId, clienteId: c, titulo: "RAPP", orgao: "IBAMA", recorrencia: { tipo: "unica" } })
      .returning();
    const instancia = (data: string, cumprida = false) => ({
      ...{ companyId: vaziaId, obrigacaoId: o.id, dataRegra: data, dataVencimento: data },
      ...(cumprida ? { status: "cumprida", cumpridaEm: data } : {}),
    });
    await db()
      .insert(obrigacaoInstancias)
      .values([
        instancia(day(-5)),
        instancia(day(-40), true),
        instancia(day(0)),
        instancia(day(30)),
        instancia(day(31)),
      ]);
    expect((await dashboard(eva.client)).obrigacoesLegais).toEqual({ atrasadas: 1, vencendo: 2 });
    await db().delete(obrigacoes).where(eq(obrigacoes.id, o.id));
    await db().delete(clientes).where(eq(clientes.id, c));
  });

  it("keeps 100% when the company's licences have no expiry", async () => {
    const c = await cliente(vaziaId, "Cliente Único");
    const p = await projeto(vaziaId, c, "Projeto Único");
    await licenca(vaziaId, p, "DISPENSA_LICENCA", "D-1", null, "2026-03-09T12:00:00Z");
    const d = await dashboard(eva.client);
    expect(d.contadores).toMatchObject({ clientes: 1, empreendimentos: 1, licencas: 1, registros: 2 });
    expect(d.conformidade).toEqual({ taxa: 100, licencasComValidade: 0, licencasValidas: 0, renovacoesProximas: 0 });
    expect(d.atividades).toMatchObject([
      { classe: "success", texto: "Nova Dispensa de Licenciamento - Projeto Único" },
    ]);
  });
});

describe("GET /api/dashboard — conformance and renewals", () => {
  it("rates 4 valid of 6 with an expiry as 67% (expiring today counts as valid)", async () => {
    const { conformidade } = await dashboard(ana.client);
    expect(conformidade).toMatchObject({ taxa: 67, licencasComValidade: 6, licencasValidas: 4 });
  });

  it("counts renewals from today to day 30: today and day 30 in; day 31 and yesterday out", async () => {
    expect((await dashboard(ana.client)).conformidade.renovacoesProximas).toBe(2);
  });

  it("follows the clock: a day later, the licence that expired 'today' is no longer valid", async () => {
    clock.set("2026-03-10T12:00:00Z");
    try {
      const { conformidade } = await dashboard(ana.client);
      // Valid: LO-31, LI-30 and 2027 → 3 of 6 = 50%. Renewals: LI-30 (29 days) and LO-31, now
      // exactly 30 days away; LP-HOJE expired yesterday.
      expect(conformidade).toEqual({ taxa: 50, licencasComValidade: 6, licencasValidas: 3, renovacoesProximas: 2 });
    } finally {
      clock.set("2026-03-10T02:30:00Z");
    }
  });

  it("agrees with the shared rules over 1,500 licences", async () => {
    const expiries = Array.from({ length: 1500 }, (_, i) => (i % 4 === 3 ? null : day(i - 500)));
    const withExpiry = expiries.filter((v): v is string => v !== null);
    const valid = withExpiry.filter((v) => licencaValida(semRenovacao(v), TODAY)).length;
    const d = await dashboard(gil.client);
    expect(d.contadores.licencas).toBe(1500);
    expect(d.conformidade).toEqual({
      taxa: conformidade(valid, withExpiry.length),
      licencasComValidade: withExpiry.length,
      licencasValidas: valid,
      renovacoesProximas: expiries.filter((v) => renovacaoProxima(semRenovacao(v), TODAY)).length,
    });
    expect(d.conformidade.taxa).toBe(67); // 750 of 1,125
    expect(d.conformidade.renovacoesProximas).toBe(24); // days 0..30, every fourth without expiry
  });
});

describe("GET /api/dashboard — the legal renewal rule (decision 023)", () => {
  it("counts a licence kept valid by a timely filing as valid, one filed late as expired, and no renewal to do for the timely one", async () => {
    const dani = await signUpAndConfirm(t, "dani@delta.example.com", "Dani Delta");
    const deltaId = (await approveDirectly(t, dani.userId, "user", "Delta Ambiental")).id;
    const p = await projeto(deltaId, await cliente(deltaId, "Cliente Delta"), "Projeto Delta");
    const renovando = async (numero: string, validade: string, protocolo: string) => {
      const id = await licenca(deltaId, p, "LO", numero, validade, "2026-03-01T12:00:00Z");
      await db()
        .update(licencas)
        .set({ emRenovacao: true, protocoloRenovacaoData: protocolo })
        .where(eq(licencas.id, id));
    };
    // Expired yesterday: filed on day −120 (valid, prorrogada) and on day −119 (lapsed).
    await renovando("PRORROGADA", day(-1), addDays(day(-1), -120));
    await renovando("ATRASADA", day(-1), addDays(day(-1), -119));
    // Expiring in 10 days: filed in time (nothing to do) and late (still a renewal to watch).
    await renovando("NO-PRAZO", day(10), addDays(day(10), -120));
    await renovando("FORA-DO-PRAZO", day(10), addDays(day(10), -119));
    // Flagged without a filing date, expired: an old record, taken at its word.
    const antiga = await licenca(deltaId, p, "LO", "ANTIGA", day(-5), "2026-03-01T12:00:00Z");
    await db().update(licencas).set({ emRenovacao: true }).where(eq(licencas.id, antiga));

    const { conformidade } = await dashboard(dani.client);
    expect(conformidade).toEqual({ taxa: 80, licencasComValidade: 5, licencasValidas: 4, renovacoesProximas: 1 });
  });
});

describe("GET /api/dashboard — recent activities", () => {
  it("merges the 3 newest licences and the 3 latest-updated conditions, newest first, top 5", async () => {
    const { atividades } = await dashboard(ana.client);
    expect(atividades).toEqual([
      {
        id: `condicionante:${ids.concluida}`,
        classe: "success",
        texto: "Condicionante concluída - Relatório de ruído",
        data: "2026-03-09T22:00:00.000Z",
      },
      {
        id: `licenca:${ids.rlo}`,
        classe: "success",
        texto: "Nova Renovação de Licença de Operação (RLO) - Pátio de Argila",
        data: "2026-03-09T20:00:00.000Z",
      },
      {
        id: `condicionante:${ids.vencida}`,
        classe: "alert",
        texto: "Condicionante vencida - Plano de gerenciamento de resíduos sólidos",
        data: "2026-03-09T15:00:00.000Z",
      },
      {
        id: `licenca:${ids.loSem}`,
        classe: "success",
        texto: "Nova Licença de Operação (LO) - Granja Boa Esperança",
        data: "2026-03-09T10:00:00.000Z",
      },
      {
        id: `condicionante:${ids.vencendo}`,
        classe: "warning",
        texto: "Condicionante vencendo - Outorga de captação",
        data: "2026-03-08T18:00:00.000Z",
      },
      // The third licence (LI-30, 8 March 12:00) is the sixth: left out.
    ]);
  });

  it("classes a condition due in 8 days as 'atualizada' once it is among the latest updated", async () => {
    await db()
      .update(condicionantes)
      .set({ updatedAt: new Date("2026-03-09T23:00:00Z") })
      .where(eq(condicionantes.id, ids.oitoDias));
    const { atividades } = await dashboard(ana.client);
    expect(atividades.map((a) => a.id)).toEqual([
      `condicionante:${ids.oitoDias}`,
      `condicionante:${ids.concluida}`,
      `licenca:${ids.rlo}`,
      `condicionante:${ids.vencida}`,
      `licenca:${ids.loSem}`,
    ]);
    expect(atividades[0]).toMatchObject({
      classe: "info",
      texto: "Condicionante atualizada - Monitoramento de efluentes",
    });
  });

  it("never shows another company's licences or conditions", async () => {
    const d = await dashboard(ana.client);
    expect(d.atividades.map((a) => a.texto).join(" ")).not.toMatch(/Beta|Lavra/);
    const beta = await dashboard(bia.client);
    expect(beta.empresa).toBe("Beta Consultoria");
    expect(beta.contadores).toEqual({
      clientes: 1,
      empreendimentos: 1,
      licencas: 2,
      condicionantesPendentes: 1,
      registros: 2,
    });
    expect(beta.conformidade).toEqual({ taxa: 50, licencasComValidade: 2, licencasValidas: 1, renovacoesProximas: 1 });
    expect(beta.atividades.map((a) => a.texto)).toEqual([
      "Condicionante vencendo - Condicionante da Beta",
      "Nova Licença Prévia (LP) - Lavra Norte",
      "Nova Licença de Operação (LO) - Lavra Norte",
    ]);
  });
});
