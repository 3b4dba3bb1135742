// Obligations that belong to no licence (issue 32) through the API, on PGlite and
// (TEST_DATABASE_URL) PostgreSQL: creating one from its rule with Brazilian business days,
// meeting an instance (the next one appears once), moving one instance's date, the list's
// filters, the legal calendar from a client's profile, another company's ids and bad input.
import { eq } from "drizzle-orm";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../../db/tenant";
import { alertas, obrigacaoInstancias } from "../../db/schema";
import { actorDeTeste } from "../../test/actor-de-teste";
import { APP_URL, createTestApp, testClock, type TestApp } from "../../test/test-app";
import { expectError, getJson, postJson } from "../../test/expect";
import { barrier, onServerDatabase, waitingForALock } from "../../test/concurrency";
import { UNKNOWN_ID, duasEmpresas, type TSignedIn } from "../../test/duas-empresas";
import type { TPage } from "../../../shared/schemas/paging";
import type { TCalendarioLegal, TObrigacaoDetalhe, TObrigacaoItem } from "../../../shared/schemas/obrigacoes";
import { completeInstancia } from "./obrigacoes.service";
import { sweepPeriodo } from "../prazos/varredura";

// 12:00 in São Paulo on 10 March 2026.
const clock = testClock("2026-03-10T15:00:00.000Z");
const RAPP = { tipo: "anual", mes: 3, dia: 31 };
const TCFA = { tipo: "apos_periodo", periodo: "trimestral", contagem: "dia_util", n: 5 };

let t: TestApp;
let ana: TSignedIn; // Alfa Ambiental
let bia: TSignedIn; // Beta Consultoria
let alfaId: string;
let ceramica: { id: string };
let forno: { id: string }; // in Limeira, SP
let daBeta: TObrigacaoDetalhe;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  ({ ana, alfaId, bia } = await duasEmpresas(t));
  ceramica = await postJson(ana.client, "/api/clientes", { nome: "Cerâmica São José" });
  forno = await postJson(ana.client, "/api/empreendimentos", {
    ...{ nome: "Forno Túnel", clienteId: ceramica.id, municipio: "Limeira", estado: "SP" },
  });
  const mineradora = await postJson<{ id: string }>(bia.client, "/api/clientes", { nome: "Mineração da Beta" });
  daBeta = await criar(bia, { clienteId: mineradora.id, titulo: "RAPP da Beta", orgao: "IBAMA", recorrencia: RAPP });
});
afterAll(() => t.close());

const criar = (who: TSignedIn, body: object) => postJson<TObrigacaoDetalhe>(who.client, "/api/obrigacoes", body);
async function ok(res: Response) {
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as TObrigacaoDetalhe;
}
const cumprir = (who: TSignedIn, instanciaId: string, body: object = {}) =>
  who.client.post(`/api/obrigacoes/instancias/${instanciaId}/cumprir`, body);
const datas = (o: TObrigacaoDetalhe) => o.instancias.map((i) => [i.dataVencimento, i.status]);

describe("an obligation", () => {
  it("starts at its rule's first due date from today and lists it with the rule in words", async () => {
    const rapp = await criar(ana, { clienteId: ceramica.id, titulo: "RAPP", orgao: "IBAMA", recorrencia: RAPP });
    expect(rapp.recorrenciaTexto).toBe("Anual, até 31/03");
    expect(datas(rapp)).toEqual([["2026-03-31", "pendente"]]);
    const lista = await getJson<TPage<TObrigacaoItem>>(ana.client, `/api/obrigacoes?cliente=${ceramica.id}`);
    expect(lista.items.map((i) => [i.titulo, i.dataVencimento, i.status, i.recorrencia])).toContainEqual([
      "RAPP",
      "2026-03-31",
      "pendente",
      "Anual, até 31/03",
    ]);
  });

  it("counts business days where its project is: the TCFA after the first quarter of 2026 is due on 8 April (Good Friday closes the 3rd)", async () => {
    const tcfa = await criar(ana, {
      ...{ clienteId: ceramica.id, empreendimentoId: forno.id, titulo: "TCFA", orgao: "IBAMA", recorrencia: TCFA },
    });
    expect(datas(tcfa)).toEqual([["2026-04-08", "pendente"]]);
    expect(tcfa.recorrenciaTexto).toBe("Até o 5º dia útil do mês seguinte ao trimestre");
  });

  it("once met, shows the next instance, and meeting the same instance again is refused", async () => {
    const rapp = await criar(ana, { clienteId: ceramica.id, titulo: "RAPP 2", orgao: "IBAMA", recorrencia: RAPP });
    const depois = await ok(await cumprir(ana, rapp.instancias[0].id, { cumpridaEm: "09/03/2026" }));
    expect(depois.instancias.map((i) => [i.dataVencimento, i.status, i.cumpridaEm])).toEqual([
      ["2027-03-31", "pendente", null],
      ["2026-03-31", "cumprida", "2026-03-09"],
    ]);
    await expectError(await cumprir(ana, rapp.instancias[0].id), 409, "Este vencimento já foi cumprido.");
    await expectError(
      await cumprir(ana, depois.instancias[0].id, { cumpridaEm: "2026-03-11" }),
      400,
      "A data de cumprimento não pode ser futura.",
    );
  });

  it("met once and for all creates nothing after it", async () => {
    const unica = await criar(ana, {
      ...{ clienteId: ceramica.id, titulo: "Protocolo do inventário", orgao: "CETESB", recorrencia: { tipo: "unica" } },
      primeiroVencimento: "30/04/2026",
    });
    const depois = await ok(await cumprir(ana, unica.instancias[0].id));
    expect(datas(depois)).toEqual([["2026-04-30", "cumprida"]]);
  });

  it("moved to another date by an extension keeps its rule: the next one counts from the rule's date", async () => {
    const tcfa = await criar(ana, {
      ...{ clienteId: ceramica.id, empreendimentoId: forno.id, titulo: "TCFA 2", orgao: "IBAMA", recorrencia: TCFA },
    });
    const movida = await ok(
      await ana.client.patch(`/api/obrigacoes/instancias/${tcfa.instancias[0].id}`, { dataVencimento: "31/05/2026" }),
    );
    expect(movida.instancias.map((i) => [i.dataRegra, i.dataVencimento])).toEqual([["2026-04-08", "2026-05-31"]]);
    const depois = await ok(await cumprir(ana, tcfa.instancias[0].id));
    // After the second quarter: July 2026's 5th business day.
    expect(depois.instancias[0].dataVencimento).toBe("2026-07-07");
  });

  it("past its due date and not met is 'atrasada', and the list filters it so", async () => {
    const atrasada = await criar(ana, {
      ...{
        clienteId: ceramica.id,
        titulo: "Relatório atrasado",
        orgao: "CETESB",
        recorrencia: { tipo: "meses", intervalo: 6 },
      },
      primeiroVencimento: "2026-03-01",
    });
    expect(datas(atrasada)).toEqual([["2026-03-01", "atrasada"]]);
    const lista = await getJson<TPage<TObrigacaoItem>>(ana.client, "/api/obrigacoes?status=atrasada");
    expect(lista.items.map((i) => i.titulo)).toEqual(["Relatório atrasado"]);
    expect(lista.total).toBe(1);
    const cetesb = await getJson<TPage<TObrigacaoItem>>(ana.client, "/api/obrigacoes?orgao=CETESB&status=todas");
    expect(cetesb.items.map((i) => i.orgao)).toEqual(["CETESB", "CETESB"]);
  });

  it("refuses a form without a title or with a rule it cannot read, in Portuguese, and saves nothing", async () => {
    const antes = (await getJson<TPage<TObrigacaoItem>>(ana.client, "/api/obrigacoes?status=todas")).total;
    const semTitulo = await expectError(
      await ana.client.post("/api/obrigacoes", {
        clienteId: ceramica.id,
        titulo: " ",
        orgao: "IBAMA",
        recorrencia: RAPP,
      }),
      400,
    );
    expect(JSON.stringify(semTitulo)).toContain("Título é obrigatório");
    const regra = await expectError(
      await ana.client.post("/api/obrigacoes", {
        ...{ clienteId: ceramica.id, titulo: "X", orgao: "IBAMA", recorrencia: { tipo: "anual", mes: 13, dia: 1 } },
      }),
      400,
    );
    expect(JSON.stringify(regra)).toContain("Mês inválido");
    expect((await getJson<TPage<TObrigacaoItem>>(ana.client, "/api/obrigacoes?status=todas")).total).toBe(antes);
  });
});

describe("the export", () => {
  it("downloads the due dates the list's filters select, nearest first, with their status in words", async () => {
    const res = await ana.client.get(`/api/obrigacoes/exportar?formato=csv&orgao=CETESB&status=todas`);
    expect(res.status).toBe(200);
    const texto = new TextDecoder().decode(await res.arrayBuffer());
    const records = parse(texto, { delimiter: ";", bom: true, record_delimiter: "\r\n" }) as string[][];
    expect(records[0].slice(0, 6)).toEqual([
      "Título",
      "Órgão",
      "Empreendedor",
      "Empreendimento",
      "Vencimento",
      "Status",
    ]);
    expect(records.slice(1).map((r) => [r[0], r[4], r[5], r[8]])).toEqual([
      ["Relatório atrasado", "01/03/2026", "Atrasada", "A cada 6 meses"],
      ["Protocolo do inventário", "30/04/2026", "Cumprida", "Única"],
    ]);
    const daBia = await bia.client.get("/api/obrigacoes/exportar?formato=csv");
    expect(new TextDecoder().decode(await daBia.arrayBuffer())).not.toContain("Relatório atrasado");
  });
});

describe("another company", () => {
  it("cannot read, meet or move Beta's obligation, nor see it in its list", async () => {
    await expectError(await ana.client.get(`/api/obrigacoes/${daBeta.id}`), 404, "Obrigação não encontrada.");
    const instancia = daBeta.instancias[0].id;
    await expectError(await cumprir(ana, instancia), 404, "Vencimento da obrigação não encontrado.");
    await expectError(
      await ana.client.patch(`/api/obrigacoes/instancias/${instancia}`, { status: "em_andamento" }),
      404,
      "Vencimento da obrigação não encontrado.",
    );
    const lista = await getJson<TPage<TObrigacaoItem>>(ana.client, "/api/obrigacoes?status=todas&pageSize=100");
    expect(lista.items.map((i) => i.obrigacaoId)).not.toContain(daBeta.id);
    await expectError(await ana.client.get(`/api/obrigacoes/${UNKNOWN_ID}`), 404, "Obrigação não encontrada.");
  });

  it("cannot give its own obligation Beta's client", async () => {
    await expectError(
      await ana.client.post("/api/obrigacoes", {
        ...{ clienteId: daBeta.cliente.id, titulo: "Intrusa", orgao: "IBAMA", recorrencia: RAPP },
      }),
      400,
      "Empreendedor não encontrado.",
    );
  });
});

describe("the legal calendar", () => {
  it("proposes, from the client's CTF/APP and its mining site in MG, each obligation with why, and creates the ticked ones once", async () => {
    const cliente = await postJson<{ id: string }>(ana.client, "/api/clientes", { nome: "Mineradora Serra Azul" });
    const mina = await postJson<{ id: string }>(ana.client, "/api/empreendimentos", {
      ...{ nome: "Mina do Pico", clienteId: cliente.id, municipio: "Itabira", estado: "MG" },
    });
    const vazio = await getJson<TCalendarioLegal>(ana.client, `/api/clientes/${cliente.id}/calendario-legal`);
    expect(vazio.propostas).toEqual([]);

    const res = await ana.client.request("PUT", `/api/clientes/${cliente.id}/perfil-legal`, {
      ...{ ctfNumero: "1234567", ctfCategorias: ["1-2"], mineracao: [mina.id] },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const perfil = (await res.json()) as TCalendarioLegal;
    expect(perfil.perfil.empreendimentos.map((e) => [e.nome, e.mineracao])).toEqual([["Mina do Pico", true]]);
    const porCodigo = Object.fromEntries(perfil.propostas.map((p) => [p.codigo, p]));
    expect(porCodigo["ibama-rapp"].motivos).toEqual(["CTF/APP ativo"]);
    expect(porCodigo["ibama-rapp"].empreendimento).toBeNull();
    expect(porCodigo["anm-ral"]).toMatchObject({
      empreendimento: { id: mina.id },
      motivos: ["Empreendimento de mineração"],
    });
    expect(porCodigo["mg-tfamg"].motivos).toContain("UF = MG");
    expect(porCodigo["cetesb-inventario-gee"]).toBeUndefined();

    const itens = perfil.propostas.map((p) => ({ codigo: p.codigo, empreendimentoId: p.empreendimento?.id ?? null }));
    const criadas = await postJson<{ criadas: number }>(ana.client, `/api/clientes/${cliente.id}/calendario-legal`, {
      itens,
    });
    expect(criadas.criadas).toBe(itens.length);
    const deNovo = await postJson<{ criadas: number }>(ana.client, `/api/clientes/${cliente.id}/calendario-legal`, {
      itens,
    });
    expect(deNovo.criadas).toBe(0);
    const depois = await getJson<TCalendarioLegal>(ana.client, `/api/clientes/${cliente.id}/calendario-legal`);
    expect(depois.propostas.every((p) => p.criada)).toBe(true);
    const lista = await getJson<TPage<TObrigacaoItem>>(ana.client, `/api/obrigacoes?cliente=${cliente.id}`);
    expect(lista.items.find((i) => i.titulo.includes("RAPP"))?.dataVencimento).toBe("2026-03-31");
  });

  it("refuses an obligation that does not apply to the profile, and another company's client", async () => {
    await expectError(
      await ana.client.post(`/api/clientes/${ceramica.id}/calendario-legal`, {
        itens: [{ codigo: "ibama-rapp", empreendimentoId: null }],
      }),
      400,
      "A obrigação ibama-rapp não se aplica ao perfil deste empreendedor.",
    );
    await expectError(
      await ana.client.get(`/api/clientes/${daBeta.cliente.id}/calendario-legal`),
      404,
      "Empreendedor não encontrado.",
    );
  });
});

describe("the daily sweep", () => {
  it("alerts each due date once per lead time, then weekly while overdue, and never after it is met", async () => {
    const rapp = await criar(ana, {
      ...{ clienteId: ceramica.id, titulo: "RAPP varrida", orgao: "IBAMA", recorrencia: RAPP },
      responsavelId: ana.userId,
    });
    const instancia = rapp.instancias[0].id;
    const deps = { db: t.database.db, mailer: { send: async () => undefined }, appUrl: APP_URL };
    await sweepPeriodo(deps, "2026-02-25", "2026-04-01");
    // Met on 2 April, before that day's sweep: the next year's instance appears and this one is quiet.
    const ctx = actorDeTeste({ companyId: alfaId, userId: ana.userId, now: new Date("2026-04-02T12:00:00Z") });
    const depois = await withTenant(t.database.db, ctx, (tx) => completeInstancia(tx, ctx, instancia, null));
    await sweepPeriodo(deps, "2026-04-02", "2026-04-30");
    const disparos = await t.database.db
      .select({ marco: alertas.marco, dia: alertas.dia, tipo: alertas.itemTipo, link: alertas.paiId })
      .from(alertas)
      .where(eq(alertas.itemId, instancia))
      .orderBy(alertas.dia);
    expect(disparos.map((d) => `${d.marco}@${d.dia}`)).toEqual([
      "30@2026-03-01",
      "7@2026-03-24",
      "1@2026-03-30",
      "0@2026-03-31",
      "-1@2026-04-01",
    ]);
    expect(new Set(disparos.map((d) => `${d.tipo} ${d.link}`))).toEqual(new Set([`obrigacao ${rapp.id}`]));
    expect(depois.instancias.map((i) => i.dataVencimento)).toEqual(["2027-03-31", "2026-03-31"]);
  });
});

// Two transactions on two connections, the second started while the first holds the met
// instance uncommitted. PGlite has one connection, so its transactions never overlap.
describe.runIf(onServerDatabase)("two requests meeting one instance at the same moment", () => {
  it("create the next instance once: the second is told it was met already", async () => {
    const rapp = await criar(ana, {
      clienteId: ceramica.id,
      titulo: "RAPP corrida",
      orgao: "IBAMA",
      recorrencia: RAPP,
    });
    const id = rapp.instancias[0].id;
    const ctx = actorDeTeste({ companyId: alfaId, userId: ana.userId, now: clock.clock() });
    const met = barrier();
    const mayCommit = barrier();
    const first = withTenant(t.database.db, ctx, async (tx) => {
      await completeInstancia(tx, ctx, id, null);
      met.open();
      await mayCommit.opened;
    });
    await met.opened;
    const second = withTenant(t.database.db, ctx, (tx) => completeInstancia(tx, ctx, id, null));
    await Promise.race([second.catch(() => undefined), waitingForALock(t.database.db)]);
    mayCommit.open();
    const results = await Promise.allSettled([first, second]);
    expect(results.map((r) => (r.status === "fulfilled" ? "ok" : (r.reason as Error).message))).toEqual([
      "ok",
      "Este vencimento já foi cumprido.",
    ]);
    const instancias = await t.database.db
      .select({ dataRegra: obrigacaoInstancias.dataRegra })
      .from(obrigacaoInstancias)
      .where(eq(obrigacaoInstancias.obrigacaoId, rapp.id));
    expect(instancias.map((i) => i.dataRegra).sort()).toEqual(["2026-03-31", "2027-03-31"]);
  });
});
