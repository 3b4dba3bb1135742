// The client's obligations outside licences in its portal (issue 32, decision 057): what a portal
// user reads of them, 'Enviar comprovação' of a due date, and the walls around both. On PGlite
// and, with TEST_DATABASE_URL, on PostgreSQL (where the race below runs).
import crypto from "node:crypto";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq, sql } from "drizzle-orm";
import {
  alertaDestinatarios,
  alertas,
  documentos,
  historico,
  obrigacaoComprovacoes,
  obrigacaoInstancias,
} from "../../db/schema";
import { withPortal } from "../../db/tenant";
import type { Db } from "../../db/client";
import { expectError, getJson, postJson } from "../../test/expect";
import { exeBytes, pdfBytes } from "../../test/files";
import { UNKNOWN_ID } from "../../test/duas-empresas";
import { barrier, onServerDatabase, waitingForALock } from "../../test/concurrency";
import { Client } from "../../test/test-app";
import { actorDeTeste } from "../../test/actor-de-teste";
import type { TObrigacaoDetalhe } from "../../../shared/schemas/obrigacoes";
import type { TPortalComprovacao, TPortalInicio } from "../../../shared/schemas/portal";
import type { TPortalObrigacoesLegais } from "../../../shared/schemas/portal-obrigacoes-legais";
import type { TAlertas } from "../../../shared/schemas/alertas";
import { allFiles } from "../condicionantes/anexos.fixture";
import { colegaDaEquipe } from "../condicionantes/revisao.fixture";
import type { TPortalCtx } from "./portal-ctx";
import { setupPortal, NOW, TODAY, type TClienteDoPortal, type TPortalFixture } from "./portal.fixture";
import {
  submitComprovacaoDeVencimento,
  VENCIMENTO_CUMPRIDO,
  VENCIMENTO_EM_ANALISE,
  VENCIMENTO_NOT_FOUND,
} from "./obrigacoes-legais-envio.service";

let f: TPortalFixture;
let caio: Awaited<ReturnType<typeof colegaDaEquipe>>; // Alfa's team, answers for X's TCFA
let rapp: TObrigacaoDetalhe; // X's, due 31 March: within 30 days of 9 March, nobody answers for it
let tcfa: TObrigacaoDetalhe; // X's, due 8 January: overdue
let ctf: TObrigacaoDetalhe; // X's, its one due date met already
let doY: TObrigacaoDetalhe; // Y's, of the same company
let doZ: TObrigacaoDetalhe; // Z's, of another company

const criar = (client: Client, body: object) => postJson<TObrigacaoDetalhe>(client, "/api/obrigacoes", body);

beforeAll(async () => {
  f = await setupPortal();
  caio = await colegaDaEquipe(f.t, f.alfaId, "caio@alfa.example.com", "Caio Alfa");
  const ana = f.ana.client;
  rapp = await criar(ana, {
    clienteId: f.x.clienteId,
    titulo: "RAPP — Relatório Anual de Atividades",
    orgao: "IBAMA",
    baseLegal: "IN IBAMA nº 22/2021, art. 5º",
    baseLegalUrl: "https://www.in.gov.br/en/web/dou/-/instrucao-normativa-n-22",
    recorrencia: { tipo: "anual", mes: 3, dia: 31 },
    primeiroVencimento: "2026-03-31",
  });
  tcfa = await criar(ana, {
    clienteId: f.x.clienteId,
    empreendimentoId: f.x.empreendimentoId,
    titulo: "TCFA do 4º trimestre",
    orgao: "IBAMA",
    responsavelId: caio.userId,
    recorrencia: { tipo: "apos_periodo", periodo: "trimestral", contagem: "dia_util", n: 5 },
    primeiroVencimento: "2026-01-08",
  });
  ctf = await criar(ana, {
    clienteId: f.x.clienteId,
    titulo: "Inscrição no CTF/APP",
    orgao: "IBAMA",
    recorrencia: { tipo: "unica" },
    primeiroVencimento: "2026-02-01",
  });
  const cumprir = await ana.post(`/api/obrigacoes/instancias/${ctf.instancias[0].id}/cumprir`, {});
  expect(cumprir.status, await cumprir.clone().text()).toBe(200);
  const relatorio = { titulo: "Relatório de automonitoramento", orgao: "CETESB", recorrencia: { tipo: "unica" } };
  doY = await criar(ana, { ...relatorio, clienteId: f.y.clienteId, primeiroVencimento: "2026-03-20" });
  doZ = await criar(f.bia.client, { ...relatorio, clienteId: f.z.clienteId, primeiroVencimento: "2026-03-20" });
});
afterAll(() => f.t.close());

const vencimento = (o: TObrigacaoDetalhe) => o.instancias[0].id;
const enviarPara = (
  c: TClienteDoPortal,
  instanciaId: string,
  arquivos = [{ name: "guia.pdf", bytes: pdfBytes("Guia") }],
) =>
  c.pessoa.client.postFiles(
    `/api/portal/obrigacoes-legais/vencimentos/${instanciaId}/comprovacoes`,
    "arquivos",
    arquivos,
    {
      observacoes: "Guia paga no banco",
    },
  );
const lista = (c: TClienteDoPortal) =>
  getJson<TPortalObrigacoesLegais>(c.pessoa.client, "/api/portal/obrigacoes-legais");
const daLista = async (c: TClienteDoPortal, id: string) => (await lista(c)).items.find((o) => o.id === id)!;

/** Proofs and documents of due dates, and every stored file: what "nothing was written" compares. */
async function retrato() {
  const { db } = f.t.database;
  const [{ provas }] = await db.select({ provas: count() }).from(obrigacaoComprovacoes);
  const [{ docs }] = await db.select({ docs: count() }).from(documentos);
  return { provas, docs, files: await allFiles(f.t) };
}

describe("what a portal user reads of the client's obligations", () => {
  it("lists only the client's own, the overdue first, each with its agency, legal basis and derived status", async () => {
    const { items, total } = await lista(f.x);
    expect(total).toBe(3);
    expect(items.map((o) => o.titulo)).toEqual([
      "TCFA do 4º trimestre",
      "RAPP — Relatório Anual de Atividades",
      // Nothing open: after every obligation with a due date still to meet.
      "Inscrição no CTF/APP",
    ]);
    const [primeira, segunda, terceira] = items;
    expect(primeira).toMatchObject({
      orgao: "IBAMA",
      empreendimento: { id: f.x.empreendimentoId, nome: "Unidade Cerâmica Xavier" },
      vencimentos: [{ dataVencimento: "2026-01-08", status: "atrasada", podeEnviar: true, comprovacoes: [] }],
    });
    expect(segunda).toMatchObject({
      baseLegal: "IN IBAMA nº 22/2021, art. 5º",
      baseLegalUrl: "https://www.in.gov.br/en/web/dou/-/instrucao-normativa-n-22",
      empreendimento: null,
      vencimentos: [{ dataVencimento: "2026-03-31", status: "pendente", podeEnviar: true }],
    });
    expect(segunda.recorrencia).toMatch(/31\/03/);
    // The one met stays in sight, and offers nothing to send.
    expect(terceira.vencimentos).toEqual([
      expect.objectContaining({ status: "cumprida", cumpridaEm: TODAY, podeEnviar: false }),
    ]);
  });

  it("counts their due dates on the home beside the conditions', and says how many are the obligations'", async () => {
    const inicio = await getJson<TPortalInicio>(f.x.pessoa.client, "/api/portal");
    // X's one open condition is due 20 March; the RAPP 31 March; the TCFA is overdue.
    expect(inicio.resumo).toMatchObject({ atrasadas: 1, vencendo: 2 });
    expect(inicio.obrigacoesLegais).toEqual({ total: 3, atrasadas: 1, vencendo: 1, emAnalise: 0 });
  });

  it("shows the company's people previewing the portal the same list, and nothing of another company's client", async () => {
    const vista = await getJson<TPortalObrigacoesLegais>(
      f.ana.client,
      `/api/portal/obrigacoes-legais?cliente=${f.y.clienteId}`,
    );
    expect(vista.items.map((o) => o.id)).toEqual([doY.id]);
    const alheia = await getJson<TPortalObrigacoesLegais>(
      f.bia.client,
      `/api/portal/obrigacoes-legais?cliente=${f.y.clienteId}`,
    );
    expect(alheia).toEqual({ items: [], total: 0 });
  });

  it("exports every due date of the client's own obligations, and no other client's nor company's", async () => {
    const baixar = async (client: Client, cliente: string) => {
      const res = await client.get(`/api/portal/obrigacoes-legais/exportar?formato=csv&cliente=${cliente}`);
      expect(res.status, await res.clone().text()).toBe(200);
      return parse(await res.text(), { delimiter: ";", bom: true }) as string[][];
    };
    // A client's user asking for another client's gets its own: the session's client is the one read.
    const [titulos, ...linhas] = await baixar(f.x.pessoa.client, f.y.clienteId);
    // Nobody's name, no date by the rule, no client repeated: the portal's page shows none of them.
    expect(titulos).toEqual([
      "Título",
      "Órgão",
      "Empreendimento",
      "Vencimento",
      "Status",
      "Cumprida em",
      "Recorrência",
      "Base legal",
    ]);
    expect(
      linhas.map(([titulo, , projeto, vence, status, cumprida]) => [titulo, projeto, vence, status, cumprida]),
    ).toEqual([
      ["TCFA do 4º trimestre", "Unidade Cerâmica Xavier", "08/01/2026", "Atrasada", ""],
      ["Inscrição no CTF/APP", "", "01/02/2026", "Cumprida", "09/03/2026"],
      ["RAPP — Relatório Anual de Atividades", "", "31/03/2026", "Pendente", ""],
    ]);
    expect(linhas.flat().join(";")).not.toMatch(/automonitoramento|Caio/);
    // Y's, previewed by its company; and nothing of it for another company's people, nor of Z's for Alfa's.
    expect((await baixar(f.ana.client, f.y.clienteId)).slice(1).map((l) => l[0])).toEqual([doY.titulo]);
    expect(await baixar(f.bia.client, f.y.clienteId)).toEqual([titulos]);
    expect(await baixar(f.ana.client, f.z.clienteId)).toEqual([titulos]);
  });

  it("puts the open due dates in the client's calendar feed, linking into the portal, and no other client's", async () => {
    const { url } = (await (await f.x.pessoa.client.post("/api/portal/calendario")).json()) as { url: string };
    const ics = (await (await new Client(f.t.app).get(url)).text()).replace(/\r\n /g, "");
    expect(ics).toContain("Obrigação — RAPP — Relatório Anual de Atividades");
    expect(ics).toContain("/portal/obrigacoes-legais");
    expect(ics).not.toContain("Inscrição no CTF/APP");
    expect(ics).not.toContain("automonitoramento");
  });
});

describe("'Enviar comprovação' of a due date", () => {
  it("stores the proof 'em_analise' with its files, as the person, and alerts the obligation's responsible", async () => {
    const res = await enviarPara(f.x, vencimento(tcfa));
    expect(res.status, await res.clone().text()).toBe(201);
    const prova = (await res.json()) as TPortalComprovacao;
    expect(prova).toMatchObject({ status: "em_analise", origem: "portal", observacoes: "Guia paga no banco" });
    expect(prova.documentos.map((d) => d.nome)).toEqual(["guia.pdf"]);
    const { db } = f.t.database;
    const [trilha] = await db
      .select()
      .from(historico)
      .where(and(eq(historico.registroId, prova.id), eq(historico.acao, "insert")));
    expect(trilha.usuarioId).toBe(f.x.pessoa.userId);
    const [alerta] = await db.select().from(alertas).where(eq(alertas.itemId, prova.id));
    expect(alerta).toMatchObject({
      itemTipo: "comprovacao",
      paiId: tcfa.id,
      prazo: "2026-01-08",
      contexto: "Cerâmica Xavier",
    });
    const para = await db
      .select({ userId: alertaDestinatarios.userId })
      .from(alertaDestinatarios)
      .where(eq(alertaDestinatarios.alertaId, alerta.id));
    expect(para).toEqual([{ userId: caio.userId }]);
    // Caio's bell opens the obligation's details.
    const bell = await getJson<TAlertas>(caio.client, "/api/alertas");
    expect(bell.items.find((a) => a.itemId === prova.id)).toMatchObject({
      urgencia: "analise",
      link: `/obrigacoes?detalhes=${tcfa.id}`,
    });

    // The portal shows it awaiting review, with its file, and offers no second one meanwhile.
    const [v] = (await daLista(f.x, tcfa.id)).vencimentos;
    expect(v).toMatchObject({ podeEnviar: false, comprovacoes: [{ id: prova.id, status: "em_analise" }] });
    const doc = v.comprovacoes[0].documentos[0];
    const link = await getJson<{ url: string }>(f.x.pessoa.client, `/api/portal/documentos/${doc.id}/link`);
    expect((await f.x.pessoa.client.get(link.url)).status).toBe(200);
    await expectError(await f.y.pessoa.client.get(`/api/portal/documentos/${doc.id}/link`), 404);
    expect((await getJson<TPortalInicio>(f.x.pessoa.client, "/api/portal")).obrigacoesLegais.emAnalise).toBe(1);
    await expectError(await enviarPara(f.x, vencimento(tcfa)), 409, VENCIMENTO_EM_ANALISE);
  });

  it("alerts the company's admins when nobody answers for the obligation", async () => {
    const prova = (await (await enviarPara(f.x, vencimento(rapp))).json()) as TPortalComprovacao;
    const para = await f.t.database.db
      .select({ userId: alertaDestinatarios.userId })
      .from(alertaDestinatarios)
      .innerJoin(alertas, eq(alertas.id, alertaDestinatarios.alertaId))
      .where(eq(alertas.itemId, prova.id));
    expect(para).toEqual([{ userId: f.ana.userId }]);
  });

  it("shows a rejection's reason and offers sending again", async () => {
    const [v] = (await daLista(f.x, rapp.id)).vencimentos;
    const motivo = "A guia anexada é do ano anterior.";
    await f.t.database.db
      .update(obrigacaoComprovacoes)
      .set({
        statusComprovacao: "rejeitada",
        motivoRejeicao: motivo,
        analisadaPor: f.ana.userId,
        analisadaEm: new Date(NOW),
      })
      .where(eq(obrigacaoComprovacoes.id, v.comprovacoes[0].id));
    const [depois] = (await daLista(f.x, rapp.id)).vencimentos;
    expect(depois).toMatchObject({ podeEnviar: true, comprovacoes: [{ status: "rejeitada", motivoRejeicao: motivo }] });
    expect((await enviarPara(f.x, vencimento(rapp))).status).toBe(201);
  });

  it("writes nothing, and keeps no file, for another client's due date, a met one, or a bad file", async () => {
    const antes = await retrato();
    await expectError(await enviarPara(f.x, vencimento(doY)), 404, VENCIMENTO_NOT_FOUND);
    await expectError(await enviarPara(f.x, vencimento(doZ)), 404, VENCIMENTO_NOT_FOUND);
    await expectError(await enviarPara(f.x, UNKNOWN_ID), 404, VENCIMENTO_NOT_FOUND);
    await expectError(await enviarPara(f.x, "nao-e-um-id"), 404, VENCIMENTO_NOT_FOUND);
    await expectError(await enviarPara(f.x, vencimento(ctf)), 409, VENCIMENTO_CUMPRIDO);
    const exe = [
      { name: "guia.pdf", bytes: pdfBytes("ok") },
      { name: "virus.exe", bytes: exeBytes() },
    ];
    await expectError(await enviarPara(f.y, vencimento(doY), exe), 400);
    await expectError(await enviarPara(f.y, vencimento(doY), []), 400);
    const seis = Array.from({ length: 6 }, (_, i) => ({ name: `guia-${i}.pdf`, bytes: pdfBytes(`${i}`) }));
    await expectError(await enviarPara(f.y, vencimento(doY), seis), 400, "Envie no máximo 5 arquivos.");
    expect(await retrato()).toEqual(antes);
  });

  it("is refused to the company's people, who only preview the portal", async () => {
    const res = await f.ana.client.postFiles(
      `/api/portal/obrigacoes-legais/vencimentos/${vencimento(doY)}/comprovacoes`,
      "arquivos",
      [{ name: "guia.pdf", bytes: pdfBytes("x") }],
    );
    await expectError(res, 403);
  });
});

describe("the client wall in the database", () => {
  const comoPortal = <T>(c: TClienteDoPortal, fn: (tx: Db) => Promise<T>) =>
    withPortal(f.t.database.db, { companyId: f.alfaId, userId: c.pessoa.userId, clienteId: c.clienteId }, fn);
  const recusa = (work: Promise<unknown>) =>
    work.then(
      () => "aceito",
      (err: Error & { cause?: Error }) => err.cause?.message ?? err.message,
    );
  const prova = (c: TClienteDoPortal, instanciaId: string) =>
    recusa(
      comoPortal(c, (tx) =>
        tx.insert(obrigacaoComprovacoes).values({
          companyId: f.alfaId,
          instanciaId,
          dataEntrega: TODAY,
          statusComprovacao: "em_analise",
          origem: "portal",
          createdBy: c.pessoa.userId,
        }),
      ),
    );

  it("reads, without any filter, only the client's obligations and due dates", async () => {
    const vistas = await comoPortal(f.y, async (tx) => ({
      obrigacoes: (await tx.execute(sql`select id::text from obrigacoes`)) as unknown as { rows: { id: string }[] },
      instancias: await tx.select({ id: obrigacaoInstancias.id }).from(obrigacaoInstancias),
    }));
    expect(vistas.obrigacoes.rows.map((r) => r.id)).toEqual([doY.id]);
    expect(vistas.instancias.map((r) => r.id)).toEqual([vencimento(doY)]);
  });

  it("refuses a proof of another client's due date, or of a met one, whatever the code asks", async () => {
    expect(await prova(f.x, vencimento(doY))).toMatch(/row-level security/);
    expect(await prova(f.x, vencimento(ctf))).toMatch(/row-level security/);
  });
});

// Two sends of one due date at the same moment, on two connections: the second starts while the
// first holds its proof uncommitted. PGlite has one connection, so its transactions never overlap.
describe.runIf(onServerDatabase)("two sends of one due date at the same moment", () => {
  it("land one proof: the second is told one awaits review", async () => {
    const instancia = vencimento(doY);
    const scope = { companyId: f.alfaId, userId: f.y.pessoa.userId, clienteId: f.y.clienteId };
    // The context portalRunner hands the service (it too widens the actor with the client).
    const actor = actorDeTeste({ companyId: f.alfaId, userId: f.y.pessoa.userId, now: new Date(NOW) });
    const ctx = { ...actor, clienteId: f.y.clienteId } as TPortalCtx;
    const guia = () => ({
      ...{ key: `obrigacoes/${instancia}/${crypto.randomUUID()}.pdf`, nome: "guia.pdf" },
      ...{ contentType: "application/pdf", fileSize: 9 },
    });
    const enviar = (tx: Db) =>
      submitComprovacaoDeVencimento(tx, ctx, instancia, { observacoes: null, arquivos: [guia()] });
    const sent = barrier();
    const mayCommit = barrier();
    const first = withPortal(f.t.database.db, scope, async (tx) => {
      await enviar(tx);
      sent.open();
      await mayCommit.opened;
    });
    await sent.opened;
    const second = withPortal(f.t.database.db, scope, (tx) => enviar(tx));
    await Promise.race([second.catch(() => undefined), waitingForALock(f.t.database.db)]);
    mayCommit.open();
    const results = await Promise.allSettled([first, second]);
    expect(results.map((r) => (r.status === "fulfilled" ? "ok" : (r.reason as Error).message))).toEqual([
      "ok",
      VENCIMENTO_EM_ANALISE,
    ]);
    const [{ n }] = await f.t.database.db
      .select({ n: count() })
      .from(obrigacaoComprovacoes)
      .where(eq(obrigacaoComprovacoes.instanciaId, instancia));
    expect(n).toBe(1);
  });
});
