import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, approveDirectly, createTestApp, signUpAndConfirm, testClock, type TestApp } from "../../test/test-app";
import { expectError, getJson } from "../../test/expect";
import { linhas } from "../../test/linhas";
import { addDays } from "../../../shared/rules/datas";
import { situacaoEmpreendimento } from "../../../shared/rules/consolidado";
import type { TConsolidado, TConsolidadoLinha } from "../../../shared/schemas/consolidado";
import { NO_COMPANY, NO_SESSION } from "../../test/duas-empresas";

const PAGE_SIZE = "Tamanho de página inválido (de 1 a 500).";

// 02:30 UTC on 10 March is still 9 March in São Paulo (UTC-3): "today" is 2026-03-09.
const clock = testClock("2026-03-10T02:30:00Z");
const TODAY = "2026-03-09";
const day = (n: number) => addDays(TODAY, n);

type TSignedIn = Awaited<ReturnType<typeof signUpAndConfirm>>;
let t: TestApp;
let ana: TSignedIn; // Alfa Ambiental: one project per case
let bia: TSignedIn; // Beta Consultoria: late everything, never in Alfa's counts
let eva: TSignedIn; // Empresa Vazia
let pendente: TSignedIn;
const ids: Record<string, string> = {};

const db = () => t.database.db;
const { cliente, licenca, condicionante, entrega, obrigacao, ...outras } = linhas(db);

/** A project whose id the cases find again by name. */
async function projeto(companyId: string, clienteId: string, nome: string) {
  ids[nome] = await outras.projeto(companyId, clienteId, nome);
  return ids[nome];
}

const consolidado = (client: Client, query = "") =>
  getJson<TConsolidado>(client, `/api/relatorios/consolidado${query}`);
const linha = (r: TConsolidado, nome: string) => r.items.find((i) => i.empreendimento.nome === nome);
const contagens = (l: TConsolidadoLinha) => ({
  licencas: l.licencas,
  condicionantes: l.condicionantes,
  obrigacoes: l.obrigacoes,
});

const semLicencas = { vigente: 0, alertaRenovacao: 0, vencida: 0, emRenovacao: 0 };
const semCondicionantes = { vencidas: 0, vencendo30: 0, aVencer: 0, concluidas: 0 };
const semObrigacoes = { atrasadas: 0, vencendo30: 0 };

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  ana = await signUpAndConfirm(t, "ana@alfa.example.com", "Ana Alfa");
  const alfa = (await approveDirectly(t, ana.userId, "admin", "Alfa Ambiental")).id;
  bia = await signUpAndConfirm(t, "bia@beta.example.com", "Bia Beta");
  const beta = (await approveDirectly(t, bia.userId, "user", "Beta Consultoria")).id;
  eva = await signUpAndConfirm(t, "eva@vazia.example.com", "Eva Vazia");
  await approveDirectly(t, eva.userId, "user", "Empresa Vazia");
  pendente = await signUpAndConfirm(t, "pendente@example.com", "Paulo Pendente");

  const ceramica = await cliente(alfa, "Cerâmica São José");
  const agro = await cliente(alfa, "Agropecuária Vale Verde");

  // Licences at the 120-day boundary: expired yesterday, expiring today and in 120 days (alert),
  // in 121 days and without expiry (valid), and one flagged for renewal though long expired.
  const forno = await projeto(alfa, ceramica, "Forno Túnel");
  for (const validade of [day(-1), TODAY, day(120), day(121), null]) await licenca(alfa, forno, validade);
  await licenca(alfa, forno, day(-400), true);

  // Conditions at the 30-day boundary: due today and in 30 days (due soon), in 31 days (later),
  // concluded with a past deadline (concluded only), open without a deadline (no group).
  const area = await projeto(alfa, agro, "Área de Lavra");
  const daArea = await licenca(alfa, area, day(121));
  await condicionante(alfa, daArea, "pendente", TODAY);
  await condicionante(alfa, daArea, "em_andamento", day(30));
  await condicionante(alfa, daArea, "pendente", day(31));
  await condicionante(alfa, daArea, "concluida", day(-10));
  await condicionante(alfa, daArea, "pendente", null);

  // Only late through a condition due yesterday; 'atrasada' past its deadline counts there too.
  const granja = await projeto(alfa, agro, "Granja Boa Esperança");
  const daGranja = await licenca(alfa, granja, null);
  ids.licencaDaGranja = daGranja;
  await condicionante(alfa, daGranja, "pendente", day(-1));
  await condicionante(alfa, daGranja, "atrasada", day(-30));

  // A periodic condition counts its open deliveries, each by its own date, not itself (due in
  // 200 days); a delivery already made (approved) counts for nothing.
  const patio = await projeto(alfa, ceramica, "Pátio de Argila");
  const daPatio = await licenca(alfa, patio, day(400));
  const periodica = await condicionante(alfa, daPatio, "em_andamento", day(200));
  await entrega(alfa, periodica, day(-20), "aprovada");
  await entrega(alfa, periodica, day(10), "agendada");
  await entrega(alfa, periodica, day(40), "agendada");

  // Renewing is being dealt with: an expired licence under renewal leaves the project green.
  const renovacao = await projeto(alfa, agro, "Estação de Tratamento");
  await licenca(alfa, renovacao, day(-5), true);
  await projeto(alfa, ceramica, "barragem Nova"); // nothing yet: zeros, green, sorted among the B's

  // Obligations outside licences, by their open due dates: the client's own (no project) binds
  // both its projects; one due yesterday makes its project critical; one met late and one due in
  // 31 days count for nothing. A client without projects is in the totals only.
  const mineradora = await cliente(alfa, "Mineradora Sul");
  const leste = await projeto(alfa, mineradora, "Cava Leste");
  const oeste = await projeto(alfa, mineradora, "Cava Oeste");
  await obrigacao(alfa, mineradora, null, day(30), "em_andamento");
  ids.obrigacaoDaCavaLeste = await obrigacao(alfa, mineradora, leste, day(-1));
  await obrigacao(alfa, mineradora, leste, day(-40), "cumprida");
  await obrigacao(alfa, mineradora, oeste, day(31));
  await obrigacao(alfa, await cliente(alfa, "Olaria Sem Projeto"), null, day(-3));

  // Beta: late licences and conditions on a project named like Alfa's.
  const daBetaCliente = await cliente(beta, "Mineração da Beta");
  const daBetaProjeto = await projeto(beta, daBetaCliente, "Lavra Beta");
  const daBeta = await licenca(beta, daBetaProjeto, day(-1));
  await condicionante(beta, daBeta, "pendente", day(-1));
  await obrigacao(beta, daBetaCliente, daBetaProjeto, day(-1));
}, 120_000);
afterAll(() => t.close());

describe("GET /api/relatorios/consolidado — access", () => {
  it("answers 401 without a session", async () => {
    await expectError(await new Client(t.app).get("/api/relatorios/consolidado"), 401, NO_SESSION);
  });

  it("answers 403 with the gate's message to a user without a company", async () => {
    await expectError(await pendente.client.get("/api/relatorios/consolidado"), 403, NO_COMPANY);
  });

  it.each(["?pageSize=501", "?pageSize=0", "?pageSize=dez"])("refuses %s with the page-size message", async (q) => {
    await expectError(await ana.client.get(`/api/relatorios/consolidado${q}`), 400, PAGE_SIZE);
  });

  it("refuses page 0 with the page message", async () => {
    await expectError(await ana.client.get("/api/relatorios/consolidado?page=0"), 400, "Página inválida.");
  });
});

describe("GET /api/relatorios/consolidado — counts per project", () => {
  it("counts licences by status at the 120-day boundary: expired yesterday, alert today and on day 120, valid on day 121", async () => {
    const r = await consolidado(ana.client, "?pageSize=50");
    expect(contagens(linha(r, "Forno Túnel")!)).toEqual({
      licencas: { vigente: 2, alertaRenovacao: 2, vencida: 1, emRenovacao: 1 },
      condicionantes: semCondicionantes,
      obrigacoes: semObrigacoes,
    });
  });

  it("groups conditions at the 30-day boundary: due today and on day 30 soon, day 31 later, concluded apart, undated in none", async () => {
    const r = await consolidado(ana.client, "?pageSize=50");
    expect(contagens(linha(r, "Área de Lavra")!)).toEqual({
      licencas: { ...semLicencas, vigente: 1 },
      condicionantes: { vencidas: 0, vencendo30: 2, aVencer: 1, concluidas: 1 },
      obrigacoes: semObrigacoes,
    });
  });

  it("counts a periodic condition's open deliveries by their own dates, as the conditions screen does", async () => {
    const r = await consolidado(ana.client, "?pageSize=50");
    expect(linha(r, "Pátio de Argila")!.condicionantes).toEqual({
      vencidas: 0,
      vencendo30: 1,
      aVencer: 1,
      concluidas: 0,
    });
  });

  it("counts the open due dates of a project's obligations and of its client's that name no project", async () => {
    const r = await consolidado(ana.client, "?pageSize=50");
    // Overdue since yesterday (its own) and due in 30 days (the client's); the one met late does not count.
    expect(linha(r, "Cava Leste")!.obrigacoes).toEqual({ atrasadas: 1, vencendo30: 1 });
    // The client's, due in 30 days; its own, due in 31 days, is in neither group.
    expect(linha(r, "Cava Oeste")!.obrigacoes).toEqual({ atrasadas: 0, vencendo30: 1 });
  });

  it("lists a project with nothing yet, with zeros", async () => {
    const r = await consolidado(ana.client, "?pageSize=50");
    expect(linha(r, "barragem Nova")).toEqual({
      empreendimento: { id: ids["barragem Nova"], nome: "barragem Nova" },
      cliente: { id: expect.any(String), nome: "Cerâmica São José" },
      licencas: semLicencas,
      condicionantes: semCondicionantes,
      obrigacoes: semObrigacoes,
      situacao: "em_dia",
    });
  });
});

describe("GET /api/relatorios/consolidado — traffic light and order", () => {
  it("puts the critical first, then those needing attention, then those up to date, each by name without regard to accents or case", async () => {
    const r = await consolidado(ana.client, "?pageSize=50");
    expect(r.items.map((i) => [i.empreendimento.nome, i.situacao])).toEqual([
      ["Cava Leste", "critico"], // only an obligation's due date overdue
      ["Forno Túnel", "critico"], // an expired licence
      ["Granja Boa Esperança", "critico"], // only a condition overdue
      ["Área de Lavra", "atencao"], // a condition due today, licences valid
      ["Cava Oeste", "atencao"], // only its client's obligation due in 30 days
      ["Pátio de Argila", "atencao"], // a delivery due in 10 days
      ["barragem Nova", "em_dia"],
      ["Estação de Tratamento", "em_dia"], // expired, but under renewal
    ]);
  });

  it("agrees with the shared rule for every row", async () => {
    const r = await consolidado(ana.client, "?pageSize=50");
    for (const i of r.items)
      expect(
        situacaoEmpreendimento({
          licencasVencidas: i.licencas.vencida,
          licencasEmAlerta: i.licencas.alertaRenovacao,
          condicionantesVencidas: i.condicionantes.vencidas,
          condicionantesVencendo: i.condicionantes.vencendo30,
          obrigacoesAtrasadas: i.obrigacoes.atrasadas,
          obrigacoesVencendo: i.obrigacoes.vencendo30,
        }),
      ).toBe(i.situacao);
  });

  it("follows the clock: at São Paulo midnight the licence expiring 'today' expires and day 31 comes within 30", async () => {
    clock.set("2026-03-10T03:00:00Z"); // 00:00 on 10 March in São Paulo
    try {
      const r = await consolidado(ana.client, "?pageSize=50");
      expect(linha(r, "Forno Túnel")!.licencas).toEqual({ vigente: 1, alertaRenovacao: 2, vencida: 2, emRenovacao: 1 });
      // Today's is now overdue, day 30 and day 31 both within the window.
      expect(linha(r, "Área de Lavra")!).toMatchObject({
        condicionantes: { vencidas: 1, vencendo30: 2, aVencer: 0, concluidas: 1 },
        situacao: "critico",
      });
    } finally {
      clock.set("2026-03-10T02:30:00Z");
    }
  });
});

describe("GET /api/relatorios/consolidado — company totals and pages", () => {
  const totais = {
    licencas: { vigente: 5, alertaRenovacao: 2, vencida: 1, emRenovacao: 2 },
    condicionantes: { vencidas: 2, vencendo30: 3, aVencer: 2, concluidas: 1 },
    // Each due date once: the client's due in 30 days binds two projects; the one of the client
    // without projects counts here only.
    obrigacoes: { atrasadas: 2, vencendo30: 1 },
    situacoes: { critico: 3, atencao: 3, em_dia: 2 },
  };

  it("sums the counts over the whole company, whatever the page", async () => {
    const first = await consolidado(ana.client, "?pageSize=2");
    expect(first.items.map((i) => i.empreendimento.nome)).toEqual(["Cava Leste", "Forno Túnel"]);
    expect(first).toMatchObject({ total: 8, totais });
    const last = await consolidado(ana.client, "?pageSize=2&page=4");
    expect(last.items.map((i) => i.empreendimento.nome)).toEqual(["barragem Nova", "Estação de Tratamento"]);
    expect(last).toMatchObject({ total: 8, totais });
  });

  it("still answers the totals on a page past the end", async () => {
    expect(await consolidado(ana.client, "?pageSize=2&page=9")).toEqual({
      items: [],
      total: 8,
      situacoesContadasEm: expect.any(String),
      totais,
    });
  });

  it("answers 10 rows by default", async () => {
    expect((await consolidado(ana.client)).items).toHaveLength(8);
  });

  it("answers zeros to a company without projects", async () => {
    expect(await consolidado(eva.client)).toEqual({
      items: [],
      total: 0,
      situacoesContadasEm: expect.any(String),
      totais: {
        licencas: semLicencas,
        condicionantes: semCondicionantes,
        obrigacoes: semObrigacoes,
        situacoes: { critico: 0, atencao: 0, em_dia: 0 },
      },
    });
  });
});

describe("GET /api/relatorios/consolidado — tenant wall and bin", () => {
  it("never counts nor lists another company's projects, licences, conditions or obligations", async () => {
    const alfa = await consolidado(ana.client, "?pageSize=50");
    expect(alfa.items.map((i) => i.empreendimento.nome)).not.toContain("Lavra Beta");
    const beta = await consolidado(bia.client, "?pageSize=50");
    expect(beta).toEqual({
      items: [
        {
          empreendimento: { id: ids["Lavra Beta"], nome: "Lavra Beta" },
          cliente: { id: expect.any(String), nome: "Mineração da Beta" },
          licencas: { ...semLicencas, vencida: 1 },
          condicionantes: { ...semCondicionantes, vencidas: 1 },
          obrigacoes: { ...semObrigacoes, atrasadas: 1 },
          situacao: "critico",
        },
      ],
      total: 1,
      situacoesContadasEm: expect.any(String),
      totais: {
        licencas: { ...semLicencas, vencida: 1 },
        condicionantes: { ...semCondicionantes, vencidas: 1 },
        obrigacoes: { ...semObrigacoes, atrasadas: 1 },
        situacoes: { critico: 1, atencao: 0, em_dia: 0 },
      },
    });
  });

  it("leaves out what is in the bin: a licence with its conditions, then its project", async () => {
    const semLicenca = await ana.client.delete(`/api/licencas/${ids.licencaDaGranja}`);
    expect(semLicenca.status, await semLicenca.clone().text()).toBe(200);
    const r = await consolidado(ana.client, "?pageSize=50");
    expect(linha(r, "Granja Boa Esperança")).toMatchObject({
      licencas: semLicencas,
      condicionantes: semCondicionantes,
      situacao: "em_dia",
    });
    expect(r.totais.licencas.vigente).toBe(4);
    expect(r.totais.condicionantes.vencidas).toBe(0);
    expect(r.totais.situacoes).toEqual({ critico: 2, atencao: 3, em_dia: 3 });

    const semProjeto = await ana.client.delete(`/api/empreendimentos/${ids["Granja Boa Esperança"]}`);
    expect(semProjeto.status, await semProjeto.clone().text()).toBe(200);
    const depois = await consolidado(ana.client, "?pageSize=50");
    expect(depois.items.map((i) => i.empreendimento.nome)).not.toContain("Granja Boa Esperança");
    expect(depois.total).toBe(7);
    expect(depois.totais.situacoes).toEqual({ critico: 2, atencao: 3, em_dia: 2 });
  });

  it("leaves out an obligation in the bin", async () => {
    const res = await ana.client.delete(`/api/obrigacoes/${ids.obrigacaoDaCavaLeste}`);
    expect(res.status, await res.clone().text()).toBe(200);
    const r = await consolidado(ana.client, "?pageSize=50");
    expect(linha(r, "Cava Leste")).toMatchObject({ obrigacoes: { atrasadas: 0, vencendo30: 1 }, situacao: "atencao" });
    expect(r.totais.obrigacoes).toEqual({ atrasadas: 1, vencendo30: 1 });
  });
});
