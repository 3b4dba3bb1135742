import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checklists, clientes, condicionantes, empreendimentos, licencas } from "../../db/schema";
import { Client, approveDirectly, createTestApp, signUpAndConfirm, testClock, type TestApp } from "../../test/test-app";
import { expectError, getJson } from "../../test/expect";
import { addDays } from "../../../shared/rules/datas";
import type { TCalendario } from "../../../shared/schemas/calendario";

const NO_SESSION = "Usuário não autenticado";
const NO_COMPANY = "Usuário não possui empresa associada";
const BAD_DATE = "Data inválida. Use aaaa-mm-dd.";
const INVERTED = "A data final deve ser igual ou posterior à data inicial.";
const TOO_LONG = "O período pode ter no máximo 62 dias.";
const BAD_LIMIT = "Limite deve ser um número entre 1 e 100.";

// 02:30 UTC on 10 March is still 9 March in São Paulo (UTC-3): "today" is 2026-03-09.
const clock = testClock("2026-03-10T02:30:00Z");
const TODAY = "2026-03-09";
const day = (n: number) => addDays(TODAY, n);

type TSignedIn = Awaited<ReturnType<typeof signUpAndConfirm>>;
let t: TestApp;
let gil: TSignedIn; // Gama Licenciamento: the seeded calendar
let bia: TSignedIn; // Beta Consultoria: events on the same days, never in Gama's answer
let pendente: TSignedIn;
let gamaId: string;
let forno: string; // Gama's project
const ids: Record<string, string> = {};

const db = () => t.database.db;

async function licenca(
  companyId: string,
  empreendimentoId: string,
  tipo: string,
  numero: string,
  validade: string | null,
) {
  const [row] = await db()
    .insert(licencas)
    .values({ companyId, empreendimentoId, tipo, numero, orgao: "IMA", validadeDate: validade })
    .returning();
  return row.id;
}
async function condicionante(
  companyId: string,
  licencaId: string,
  nome: string | null,
  status: string,
  dataPrazo: string | null,
  descricao = `Descrição de ${nome}`,
) {
  const [row] = await db()
    .insert(condicionantes)
    .values({ companyId, licencaId, nome, descricao, status, dataPrazo })
    .returning();
  return row.id;
}
async function checklist(
  companyId: string,
  titulo: string,
  createdAt: string,
  empreendimentoId?: string,
  status = "aberto",
) {
  const [row] = await db()
    .insert(checklists)
    .values({ companyId, titulo, status, empreendimentoId, createdAt: new Date(createdAt) })
    .returning();
  return row.id;
}

const calendario = (client: Client, query = "") => getJson<TCalendario>(client, `/api/calendario${query}`);
const eventIds = (c: TCalendario) => c.eventos.map((e) => e.id);

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  gil = await signUpAndConfirm(t, "gil@gama.example.com", "Gil Gama");
  gamaId = (await approveDirectly(t, gil.userId, "admin", "Gama Licenciamento")).id;
  bia = await signUpAndConfirm(t, "bia@beta.example.com", "Bia Beta");
  const betaId = (await approveDirectly(t, bia.userId, "admin", "Beta Consultoria")).id;
  pendente = await signUpAndConfirm(t, "pendente@example.com", "Paulo Pendente");

  const [ceramica] = await db()
    .insert(clientes)
    .values({ companyId: gamaId, nome: "Cerâmica São José", tipoPessoa: "juridica" })
    .returning();
  [{ id: forno }] = await db()
    .insert(empreendimentos)
    .values({ companyId: gamaId, clienteId: ceramica.id, nome: "Forno Túnel" })
    .returning();

  // Licence expiries: today and day 60 in; yesterday, day 61 and no expiry out.
  ids.hoje = await licenca(gamaId, forno, "LO", "100/2024", TODAY);
  ids.ontem = await licenca(gamaId, forno, "LI", "200/2023", day(-1));
  ids.dia60 = await licenca(gamaId, forno, "LP", "300/2025", day(60));
  ids.dia61 = await licenca(gamaId, forno, "LAU", "400/2025", day(61));
  ids.semValidade = await licenca(gamaId, forno, "DISPENSA_LICENCA", "500", null);

  // Conditions: open ones (not 'concluida') with a deadline up to day 60; yesterday's is overdue.
  ids.longa = await condicionante(
    gamaId,
    ids.hoje,
    null, // unnamed: its description is the title, cut to 30 characters
    "pendente",
    day(10),
    "Apresentar relatório semestral de monitoramento da qualidade do ar",
  );
  ids.outorga = await condicionante(gamaId, ids.dia60, "Outorga", "pendente", day(60));
  ids.prazoHoje = await condicionante(gamaId, ids.hoje, "Relatório de ruído", "pendente", TODAY);
  ids.cond61 = await condicionante(gamaId, ids.hoje, "Dia 61", "pendente", day(61));
  ids.condOntem = await condicionante(gamaId, ids.hoje, "Vencida ontem", "pendente", day(-1));
  ids.concluida = await condicionante(gamaId, ids.hoje, "Concluída", "concluida", day(5));
  ids.andamento = await condicionante(gamaId, ids.hoje, "Em andamento", "em_andamento", day(5));
  ids.atrasada = await condicionante(gamaId, ids.hoje, "Atrasada", "atrasada", day(5));
  ids.semPrazo = await condicionante(gamaId, ids.hoje, "Sem prazo", "pendente", null);

  // Checklists: date = creation day in São Paulo + 7.
  // 02:59:59 UTC on 9 March is 23:59:59 on 8 March in São Paulo → 15 March.
  ids.chkVistoria = await checklist(gamaId, "Vistoria do forno", "2026-03-09T02:59:59Z", forno);
  // Midnight of 2 March in São Paulo → 9 March, today: in. One second earlier → 8 March: out.
  ids.chkHoje = await checklist(gamaId, "Checklist sem projeto", "2026-03-02T03:00:00Z");
  ids.chkOntem = await checklist(gamaId, "Checklist de ontem", "2026-03-02T02:59:59Z");
  ids.chkConcluido = await checklist(gamaId, "Concluído", "2026-03-05T12:00:00Z", forno, "concluido");

  // Beta: the same kinds of events on the same days.
  const [mineracao] = await db()
    .insert(clientes)
    .values({ companyId: betaId, nome: "Mineração", tipoPessoa: "juridica" })
    .returning();
  const [lavra] = await db()
    .insert(empreendimentos)
    .values({ companyId: betaId, clienteId: mineracao.id, nome: "Lavra Norte" })
    .returning();
  const daBeta = await licenca(betaId, lavra.id, "LO", "BETA-1", TODAY);
  await condicionante(betaId, daBeta, "Condicionante da Beta", "pendente", day(1));
  await checklist(betaId, "Checklist da Beta", "2026-03-05T12:00:00Z", lavra.id);
}, 120_000);
afterAll(() => t.close());

describe("GET /api/calendario — access", () => {
  it("answers 401 without a session", async () => {
    await expectError(await new Client(t.app).get("/api/calendario"), 401, NO_SESSION);
  });

  it("answers 403 with the gate's message to a user without a company, before reading the range", async () => {
    await expectError(await pendente.client.get("/api/calendario"), 403, NO_COMPANY);
    await expectError(await pendente.client.get("/api/calendario?de=x"), 403, NO_COMPANY);
  });
});

describe("GET /api/calendario — the default range (today up to day 60)", () => {
  it("lists expiries, open conditions' deadlines and open checklists from today by date, and only counts the overdue", async () => {
    const c = await calendario(gil.client);
    expect(c.de).toBe(TODAY);
    expect(c.ate).toBe(day(60));
    // Yesterday's open deadline is overdue: counted for the popover's link, not listed.
    expect(c.atrasadas).toBe(1);
    expect(c.eventos).toEqual([
      {
        id: `vencimento:${ids.hoje}`,
        tipo: "vencimento",
        titulo: "Vencimento Licença de Operação 100/2024",
        tituloCompleto: null,
        data: TODAY,
        empreendimento: "Forno Túnel",
        licenca: "Licença de Operação 100/2024",
        licencaSigla: "LO 100/2024",
        licencaId: ids.hoje,
        condicionanteId: null,
        checklistId: null,
        comprovacaoId: null,
        obrigacaoId: null,
        atrasado: false,
      },
      {
        id: `condicionante:${ids.prazoHoje}`,
        tipo: "condicionante",
        titulo: "Relatório de ruído",
        tituloCompleto: null,
        data: TODAY,
        empreendimento: "Forno Túnel",
        licenca: "Licença de Operação 100/2024",
        licencaSigla: "LO 100/2024",
        licencaId: ids.hoje,
        condicionanteId: ids.prazoHoje,
        checklistId: null,
        comprovacaoId: null,
        obrigacaoId: null,
        atrasado: false,
      },
      {
        id: `checklist:${ids.chkHoje}`,
        tipo: "checklist",
        titulo: "Checklist sem projeto",
        tituloCompleto: null,
        data: TODAY,
        empreendimento: null,
        licenca: null,
        licencaSigla: null,
        licencaId: null,
        condicionanteId: null,
        checklistId: ids.chkHoje,
        comprovacaoId: null,
        obrigacaoId: null,
        atrasado: false,
      },
      {
        id: `condicionante:${ids.atrasada}`,
        tipo: "condicionante",
        titulo: "Atrasada",
        tituloCompleto: null,
        data: day(5),
        empreendimento: "Forno Túnel",
        licenca: "Licença de Operação 100/2024",
        licencaSigla: "LO 100/2024",
        licencaId: ids.hoje,
        condicionanteId: ids.atrasada,
        checklistId: null,
        comprovacaoId: null,
        obrigacaoId: null,
        atrasado: false,
      },
      {
        id: `condicionante:${ids.andamento}`,
        tipo: "condicionante",
        titulo: "Em andamento",
        tituloCompleto: null,
        data: day(5),
        empreendimento: "Forno Túnel",
        licenca: "Licença de Operação 100/2024",
        licencaSigla: "LO 100/2024",
        licencaId: ids.hoje,
        condicionanteId: ids.andamento,
        checklistId: null,
        comprovacaoId: null,
        obrigacaoId: null,
        atrasado: false,
      },
      {
        id: `checklist:${ids.chkVistoria}`,
        tipo: "checklist",
        titulo: "Vistoria do forno",
        tituloCompleto: null,
        data: "2026-03-15",
        empreendimento: "Forno Túnel",
        licenca: null,
        licencaSigla: null,
        licencaId: null,
        condicionanteId: null,
        checklistId: ids.chkVistoria,
        comprovacaoId: null,
        obrigacaoId: null,
        atrasado: false,
      },
      {
        id: `condicionante:${ids.longa}`,
        tipo: "condicionante",
        titulo: "Apresentar relatório semestral...",
        tituloCompleto: "Apresentar relatório semestral de monitoramento da qualidade do ar",
        data: day(10),
        empreendimento: "Forno Túnel",
        licenca: "Licença de Operação 100/2024",
        licencaSigla: "LO 100/2024",
        licencaId: ids.hoje,
        condicionanteId: ids.longa,
        checklistId: null,
        comprovacaoId: null,
        obrigacaoId: null,
        atrasado: false,
      },
      {
        id: `vencimento:${ids.dia60}`,
        tipo: "vencimento",
        titulo: "Vencimento Licença Prévia 300/2025",
        tituloCompleto: null,
        data: day(60),
        empreendimento: "Forno Túnel",
        licenca: "Licença Prévia 300/2025",
        licencaSigla: "LP 300/2025",
        licencaId: ids.dia60,
        condicionanteId: null,
        checklistId: null,
        comprovacaoId: null,
        obrigacaoId: null,
        atrasado: false,
      },
      {
        id: `condicionante:${ids.outorga}`,
        tipo: "condicionante",
        titulo: "Outorga",
        tituloCompleto: null,
        data: day(60),
        empreendimento: "Forno Túnel",
        licenca: "Licença Prévia 300/2025",
        licencaSigla: "LP 300/2025",
        licencaId: ids.dia60,
        condicionanteId: ids.outorga,
        checklistId: null,
        comprovacaoId: null,
        obrigacaoId: null,
        atrasado: false,
      },
    ]);
  });

  it("keeps the whole title of a condition it cuts to 30 characters, for the day's dialog", async () => {
    const c = await calendario(gil.client, `?de=${day(10)}&ate=${day(10)}`);
    expect(c.eventos.map((e) => [e.titulo, e.tituloCompleto])).toEqual([
      ["Apresentar relatório semestral...", "Apresentar relatório semestral de monitoramento da qualidade do ar"],
    ]);
  });

  it("never lists another company's events", async () => {
    const c = await calendario(bia.client);
    expect(c.eventos.map((e) => e.titulo)).toEqual([
      "Vencimento Licença de Operação BETA-1",
      "Condicionante da Beta",
      "Checklist da Beta",
    ]);
  });

  it("keeps the first N upcoming events with ?limite= (the popover's 3), the overdue ones only counted", async () => {
    const c = await calendario(gil.client, "?limite=3");
    expect(eventIds(c)).toEqual([
      `vencimento:${ids.hoje}`,
      `condicionante:${ids.prazoHoje}`,
      `checklist:${ids.chkHoje}`,
    ]);
    expect(c.atrasadas).toBe(1);
  });

  it("still lists the upcoming events when more obligations are overdue than the popover shows", async () => {
    const atrasadas = [];
    for (const n of [2, 3, 4])
      atrasadas.push(await condicionante(gamaId, ids.hoje, `Atrasada ${n}`, "pendente", day(-n)));
    try {
      const c = await calendario(gil.client, "?limite=3");
      expect(c.atrasadas).toBe(4);
      expect(eventIds(c)).toEqual([
        `vencimento:${ids.hoje}`,
        `condicionante:${ids.prazoHoje}`,
        `checklist:${ids.chkHoje}`,
      ]);
    } finally {
      for (const id of atrasadas) await db().delete(condicionantes).where(eq(condicionantes.id, id));
    }
  });

  it("moves with the clock: the next day, today's events are gone and day 61 comes in", async () => {
    clock.set("2026-03-10T12:00:00Z");
    try {
      const c = await calendario(gil.client);
      expect(c.de).toBe(day(1));
      expect(eventIds(c)).not.toContain(`vencimento:${ids.hoje}`);
      expect(eventIds(c)).not.toContain(`checklist:${ids.chkHoje}`);
      // Yesterday's deadline is an overdue obligation now: counted, no longer listed.
      expect(eventIds(c)).not.toContain(`condicionante:${ids.prazoHoje}`);
      expect(c.atrasadas).toBe(2);
      expect(eventIds(c)).toContain(`vencimento:${ids.dia61}`);
      expect(eventIds(c)).toContain(`condicionante:${ids.cond61}`);
    } finally {
      clock.set("2026-03-10T02:30:00Z");
    }
  });
});

describe("GET /api/calendario — a chosen range (the month view)", () => {
  it("lists past events of the range too (overdue ones marked), open conditions only and open checklists", async () => {
    const c = await calendario(gil.client, "?de=2026-03-01&ate=2026-03-31");
    expect(c).toMatchObject({ de: "2026-03-01", ate: "2026-03-31" });
    expect(eventIds(c)).toEqual([
      `vencimento:${ids.ontem}`,
      `condicionante:${ids.condOntem}`,
      `checklist:${ids.chkOntem}`,
      `vencimento:${ids.hoje}`,
      `condicionante:${ids.prazoHoje}`,
      `checklist:${ids.chkHoje}`,
      `condicionante:${ids.atrasada}`,
      `condicionante:${ids.andamento}`,
      `checklist:${ids.chkVistoria}`,
      `condicionante:${ids.longa}`,
    ]);
    // Only an obligation is ever overdue: yesterday's expiry and checklist are facts of that day.
    expect(c.eventos.filter((e) => e.atrasado).map((e) => e.id)).toEqual([`condicionante:${ids.condOntem}`]);
  });

  it("places a checklist by its São Paulo creation day: 15 March, not 16", async () => {
    const on15 = await calendario(gil.client, "?de=2026-03-15&ate=2026-03-15");
    expect(eventIds(on15)).toEqual([`checklist:${ids.chkVistoria}`]);
    const on16 = await calendario(gil.client, "?de=2026-03-16&ate=2026-03-16");
    expect(eventIds(on16)).toEqual([]);
  });

  it("defaults the end to the start + 60 days", async () => {
    const c = await calendario(gil.client, `?de=${day(1)}`);
    expect(c).toMatchObject({ de: day(1), ate: day(61) });
    expect(eventIds(c)).toContain(`vencimento:${ids.dia61}`);
  });

  it("accepts a 6-week month grid and up to 62 days", async () => {
    expect((await calendario(gil.client, "?de=2026-03-01&ate=2026-04-11")).eventos.length).toBeGreaterThan(0);
    expect((await calendario(gil.client, "?de=2026-03-01&ate=2026-05-01")).ate).toBe("2026-05-01");
  });

  it("refuses a range over 62 days, an inverted range and invalid dates with 400", async () => {
    const tooLong = await expectError(
      await gil.client.get("/api/calendario?de=2026-03-01&ate=2026-05-02"),
      400,
      TOO_LONG,
    );
    expect(tooLong.fields).toEqual({ ate: TOO_LONG });
    await expectError(await gil.client.get("/api/calendario?de=2026-03-10&ate=2026-03-09"), 400, INVERTED);
    // Only the end given, before today (the default start).
    await expectError(await gil.client.get(`/api/calendario?ate=${day(-1)}`), 400, INVERTED);
    const badDate = await expectError(await gil.client.get("/api/calendario?de=2026-02-30"), 400, BAD_DATE);
    expect(badDate.fields).toEqual({ de: BAD_DATE });
    await expectError(await gil.client.get("/api/calendario?ate=amanha"), 400, BAD_DATE);
    await expectError(await gil.client.get("/api/calendario?limite=0"), 400, BAD_LIMIT);
    await expectError(await gil.client.get("/api/calendario?limite=abc"), 400, BAD_LIMIT);
  });
});

describe("GET /api/calendario — open checklists", () => {
  it("lists at most 5, the newest, of those whose date falls in the range", async () => {
    const novos: string[] = [];
    for (const d of ["03", "04", "05", "06", "07"]) {
      novos.push(await checklist(gamaId, `Checklist ${d}`, `2026-03-${d}T12:00:00Z`, forno));
    }
    const c = await calendario(gil.client);
    const doCalendario = c.eventos.filter((e) => e.tipo === "checklist");
    // Newest created: Vistoria (8 March), then 7, 6, 5, 4 March; 3 March and chkHoje left out.
    expect(doCalendario.map((e) => [e.titulo, e.data])).toEqual([
      ["Checklist 04", "2026-03-11"],
      ["Checklist 05", "2026-03-12"],
      ["Checklist 06", "2026-03-13"],
      ["Checklist 07", "2026-03-14"],
      ["Vistoria do forno", "2026-03-15"],
    ]);
    // The limit applies within the range: a range of 3 March's date alone still finds it.
    const on10 = await calendario(gil.client, "?de=2026-03-10&ate=2026-03-10");
    expect(eventIds(on10)).toEqual([`checklist:${novos[0]}`]);
  });
});

describe("GET /api/calendario — the legal renewal deadline (decision 023)", () => {
  let dani: TSignedIn;
  const lic: Record<string, string> = {};

  beforeAll(async () => {
    dani = await signUpAndConfirm(t, "dani@delta.example.com", "Dani Delta");
    const deltaId = (await approveDirectly(t, dani.userId, "admin", "Delta Ambiental")).id;
    const [cli] = await db()
      .insert(clientes)
      .values({ companyId: deltaId, nome: "Cliente Delta", tipoPessoa: "juridica" })
      .returning();
    const [projeto] = await db()
      .insert(empreendimentos)
      .values({ companyId: deltaId, clienteId: cli.id, nome: "Galpão Delta" })
      .returning();
    const renovando = async (id: string, protocolo: string | null) =>
      db().update(licencas).set({ emRenovacao: true, protocoloRenovacaoData: protocolo }).where(eq(licencas.id, id));
    // Legal deadline = validade − 120: today, day 10, day 60 in; yesterday and day 61 out.
    lic.hoje = await licenca(deltaId, projeto.id, "LO", "PL-HOJE", day(120));
    lic.dia10 = await licenca(deltaId, projeto.id, "LO", "PL-10", day(130));
    lic.dia60 = await licenca(deltaId, projeto.id, "LI", "PL-60", day(180));
    lic.ontem = await licenca(deltaId, projeto.id, "LO", "PL-ONTEM", day(119));
    lic.dia61 = await licenca(deltaId, projeto.id, "LO", "PL-61", day(181));
    // Deadline on day 20, already filed in time (on or before it): no event; filed late: the event stays.
    lic.noPrazo = await licenca(deltaId, projeto.id, "LO", "PL-NO-PRAZO", day(140));
    await renovando(lic.noPrazo, TODAY);
    lic.atrasado = await licenca(deltaId, projeto.id, "LO", "PL-ATRASADO", day(25));
    await renovando(lic.atrasado, TODAY); // its deadline was day −95: out of range anyway
    lic.semData = await licenca(deltaId, projeto.id, "LO", "PL-SEM-DATA", day(150));
    await renovando(lic.semData, null); // flagged without a date: taken at its word, no event
  });

  const prazos = (c: TCalendario) => c.eventos.filter((e) => e.tipo === "prazo_renovacao");

  it("shows each licence's legal renewal deadline in the range as its own event, linked to the licence", async () => {
    const c = await calendario(dani.client);
    expect(prazos(c)).toEqual([
      {
        id: `prazo_renovacao:${lic.hoje}`,
        tipo: "prazo_renovacao",
        titulo: "Prazo legal de renovação — Licença de Operação PL-HOJE",
        tituloCompleto: null,
        data: TODAY,
        empreendimento: "Galpão Delta",
        licenca: "Licença de Operação PL-HOJE",
        licencaSigla: "LO PL-HOJE",
        licencaId: lic.hoje,
        condicionanteId: null,
        checklistId: null,
        comprovacaoId: null,
        obrigacaoId: null,
        atrasado: false,
      },
      expect.objectContaining({ id: `prazo_renovacao:${lic.dia10}`, data: day(10) }),
      expect.objectContaining({ id: `prazo_renovacao:${lic.dia60}`, data: day(60) }),
    ]);
  });

  it("does not show it once the renewal was filed in time, nor for an old record flagged without a date", async () => {
    const c = await calendario(dani.client, `?de=${day(15)}&ate=${day(30)}`);
    expect(eventIds(c)).not.toContain(`prazo_renovacao:${lic.noPrazo}`);
    expect(eventIds(c)).not.toContain(`prazo_renovacao:${lic.semData}`);
  });

  it("keeps it for a renewal filed after the deadline, in a past month too", async () => {
    const c = await calendario(dani.client, `?de=${day(-100)}&ate=${day(-90)}`);
    expect(prazos(c).map((e) => [e.id, e.data])).toEqual([[`prazo_renovacao:${lic.atrasado}`, day(-95)]]);
  });

  it("dates it 120 days before the expiry: a licence expiring today had its deadline on day −120", async () => {
    const c = await calendario(gil.client, `?de=${day(-120)}&ate=${day(-120)}`);
    expect(c.eventos.map((e) => e.tipo)).toEqual(["prazo_renovacao"]);
    expect(c.eventos[0]).toMatchObject({ licencaId: ids.hoje });
  });
});

describe("GET /api/calendario — an expiry after a renewal filed in time is no deadline", () => {
  let eva: TSignedIn;
  const lic: Record<string, string> = {};

  beforeAll(async () => {
    eva = await signUpAndConfirm(t, "eva@epsilon.example.com", "Eva Épsilon");
    const epsilonId = (await approveDirectly(t, eva.userId, "admin", "Épsilon Ambiental")).id;
    const [cli] = await db()
      .insert(clientes)
      .values({ companyId: epsilonId, nome: "Cliente Épsilon", tipoPessoa: "juridica" })
      .returning();
    const [projeto] = await db()
      .insert(empreendimentos)
      .values({ companyId: epsilonId, clienteId: cli.id, nome: "Curtume Épsilon" })
      .returning();
    const renovando = async (id: string, protocolo: string | null) =>
      db().update(licencas).set({ emRenovacao: true, protocoloRenovacaoData: protocolo }).where(eq(licencas.id, id));
    // Expired 3 days ago, filed 150 days before: 'Em Renovação — validade prorrogada' (the demo's RLO).
    lic.prorrogada = await licenca(epsilonId, projeto.id, "RLO", "1133/2026", day(-3));
    await renovando(lic.prorrogada, day(-153));
    // Another licence not in renewal, expired the same day: a real expiry.
    lic.vencida = await licenca(epsilonId, projeto.id, "LO", "900/2020", day(-3));
    // Expiring in 5 days, filed in time: 'Em Renovação' now, extended on its expiry.
    lic.noPrazo = await licenca(epsilonId, projeto.id, "LO", "NO-PRAZO", day(5));
    await renovando(lic.noPrazo, day(-120));
    // Expiring in 6 days, filed late; in 7 days, flagged without a date: both may still lapse.
    lic.tarde = await licenca(epsilonId, projeto.id, "LO", "TARDE", day(6));
    await renovando(lic.tarde, day(-100));
    lic.semData = await licenca(epsilonId, projeto.id, "LO", "SEM-DATA", day(7));
    await renovando(lic.semData, null);
  });

  it("shows it in the month as 'Validade prorrogada — aguardando decisão do órgão', not as a Vencimento", async () => {
    const c = await calendario(eva.client, `?de=${day(-3)}&ate=${day(-3)}`);
    expect(c.eventos).toEqual([
      expect.objectContaining({ id: `vencimento:${lic.vencida}`, tipo: "vencimento" }),
      {
        id: `validade_prorrogada:${lic.prorrogada}`,
        tipo: "validade_prorrogada",
        titulo: "Validade prorrogada — aguardando decisão do órgão",
        tituloCompleto: null,
        data: day(-3),
        empreendimento: "Curtume Épsilon",
        licenca: "Renovação de Licença de Operação 1133/2026",
        licencaSigla: "RLO 1133/2026",
        licencaId: lic.prorrogada,
        condicionanteId: null,
        checklistId: null,
        comprovacaoId: null,
        obrigacaoId: null,
        atrasado: false,
      },
    ]);
  });

  it("keeps the real expiries of renewals filed late or without a date as Vencimento", async () => {
    const c = await calendario(eva.client, `?de=${day(5)}&ate=${day(7)}`);
    expect(c.eventos.map((e) => e.id)).toEqual([
      `validade_prorrogada:${lic.noPrazo}`,
      `vencimento:${lic.tarde}`,
      `vencimento:${lic.semData}`,
    ]);
  });

  it("leaves it out of the popover's upcoming deadlines", async () => {
    const c = await calendario(eva.client, "?limite=3");
    expect(eventIds(c)).toEqual([`vencimento:${lic.tarde}`, `vencimento:${lic.semData}`]);
  });

  it("puts it after the day's real expiries in a cell and counts it in the day's total", async () => {
    const c = await calendario(eva.client, `?de=${day(-3)}&ate=${day(-3)}&porDia=1`);
    expect(eventIds(c)).toEqual([`vencimento:${lic.vencida}`]);
    expect(c.dias).toEqual({ [day(-3)]: 2 });
    const dia = await calendario(eva.client, `?de=${day(-3)}&ate=${day(-3)}&porDia=100`);
    expect(eventIds(dia)).toEqual([`vencimento:${lic.vencida}`, `validade_prorrogada:${lic.prorrogada}`]);
    expect(dia.dias).toEqual({ [day(-3)]: dia.eventos.length });
  });
});

describe("the OpenAPI document", () => {
  it("describes both routes of this issue, the calendar's query included", async () => {
    const doc = (await (await t.app.request("/api/openapi.json")).json()) as {
      paths: Record<string, { get?: { parameters?: { name: string }[] } }>;
    };
    expect(doc.paths["/api/dashboard"]?.get).toBeDefined();
    expect(doc.paths["/api/calendario"]?.get?.parameters?.map((p) => p.name)).toEqual([
      "de",
      "ate",
      "limite",
      "porDia",
    ]);
  });
});
