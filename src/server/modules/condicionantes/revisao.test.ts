import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { alertaDestinatarios, alertas } from "../../db/schema";
import { createMailer } from "../../mail/mailer";
import { APP_URL, Client, lastMailTo } from "../../test/test-app";
import { expectError, getJson, postJson } from "../../test/expect";
import { todayIn } from "../../../shared/rules/datas";
import type { TAlertas } from "../../../shared/schemas/alertas";
import type { TComprovacao, TComprovacaoRevisada, TCondicionante } from "../../../shared/schemas/condicionantes";
import type { THistoricoItem } from "../../../shared/schemas/historico";
import type { TPortalScope } from "../../db/tenant";
import { sendResumos } from "../prazos/resumos";
import {
  COMPROVACAO_NOT_FOUND,
  NO_COMPANY,
  NO_SESSION,
  NOW,
  TODAY,
  UNKNOWN_ID,
  comprovacaoRow,
  condicionanteRow,
  detalhe,
  docRow,
  novaCondicionante,
  setupAnexos,
  type TAnexosFixture,
} from "./anexos.fixture";
import { colegaDaEquipe, empresaDe, provaDoPortal, usuarioDoPortal } from "./revisao.fixture";

let f: TAnexosFixture;
let portal: TPortalScope; // a user of the licence's client (Cerâmica São José), in Alfa
let caio: Awaited<ReturnType<typeof colegaDaEquipe>>; // Alfa's team, a plain user

beforeAll(async () => {
  f = await setupAnexos();
  const alfa = await empresaDe(f.t, f.ana.userId);
  portal = await usuarioDoPortal(f.t, alfa, f.licenca.cliente.id, "rita@ceramica.example.com", "Rita Cerâmica");
  caio = await colegaDaEquipe(f.t, alfa, "caio@alfa.example.com", "Caio Alfa");
});
afterAll(() => f.t.close());

const aprovar = (id: string, client = f.ana.client) => client.post(`/api/comprovacoes/${id}/aprovar`, {});
const rejeitar = (id: string, body: unknown, client = f.ana.client) =>
  client.post(`/api/comprovacoes/${id}/rejeitar`, body);
const agendar = (condicionanteId: string, dataEntrega: string) =>
  postJson<TComprovacao>(f.ana.client, `/api/condicionantes/${condicionanteId}/comprovacoes`, {
    dataEntrega,
    statusComprovacao: "agendada",
  });

describe("a proof sent from the portal, as the team sees it", () => {
  it("is listed on its condition with its origin, its sender and no review yet", async () => {
    const cond = await novaCondicionante(f.ana.client, f.licenca.id, "Laudo de ruído");
    const prova = await provaDoPortal(f.t, portal, cond.id, { dataEntrega: TODAY });
    const d = await detalhe(f.ana.client, cond.id);
    expect(d.comprovacoes).toEqual([
      expect.objectContaining({
        id: prova.id,
        statusComprovacao: "em_analise",
        origem: "portal",
        enviadaPor: "Rita Cerâmica",
        motivoRejeicao: null,
        analisadaEm: null,
        documentos: [expect.objectContaining({ id: prova.documentos[0], condicionanteCumprida: false })],
      }),
    ]);
  });
});

describe("approving a proof sent from the portal", () => {
  it("approves it, flags its documents 'cumprida' and concludes the condition with today's delivery date", async () => {
    const cond = await novaCondicionante(f.ana.client, f.licenca.id, "Relatório anual");
    const prova = await provaDoPortal(f.t, portal, cond.id, { dataEntrega: TODAY, arquivos: 2 });

    const res = await aprovar(prova.id);
    expect(res.status, await res.clone().text()).toBe(200);
    const body = (await res.json()) as TComprovacaoRevisada;
    expect(body.comprovacao).toMatchObject({ statusComprovacao: "aprovada", analisadaEm: NOW, motivoRejeicao: null });
    expect(body.comprovacao.documentos.every((d) => d.condicionanteCumprida)).toBe(true);
    expect(body.condicionante).toMatchObject({ status: "concluida", dataEntrega: TODAY });

    expect(await comprovacaoRow(f.t, prova.id)).toMatchObject({
      statusComprovacao: "aprovada",
      analisadaPor: f.ana.userId,
      analisadaEm: new Date(NOW),
    });
    for (const id of prova.documentos) expect((await docRow(f.t, id)).condicionanteCumprida).toBe(true);
    expect(await condicionanteRow(f.t, cond.id)).toMatchObject({ status: "concluida", dataEntrega: TODAY });
  });

  it("makes the scheduled delivery it answers, leaving the condition under way while others remain", async () => {
    const cond = await novaCondicionante(f.ana.client, f.licenca.id, "Monitoramento trimestral");
    const primeira = await agendar(cond.id, "2026-02-01");
    const segunda = await agendar(cond.id, "2026-03-01");
    const prova = await provaDoPortal(f.t, portal, cond.id, { dataEntrega: TODAY, entregaId: primeira.id });

    const body = (await (await aprovar(prova.id)).json()) as TComprovacaoRevisada;
    expect((await comprovacaoRow(f.t, primeira.id)).statusComprovacao).toBe("aprovada");
    expect((await comprovacaoRow(f.t, segunda.id)).statusComprovacao).toBe("agendada");
    expect(body.condicionante).toMatchObject({
      status: "em_andamento",
      dataEntrega: null,
      entregasAgendadas: 1,
      proximaEntrega: "2026-03-01",
    });

    // The last delivery, approved too, concludes it.
    const ultima = await provaDoPortal(f.t, portal, cond.id, { dataEntrega: TODAY, entregaId: segunda.id });
    const fim = (await (await aprovar(ultima.id)).json()) as TComprovacaoRevisada;
    expect((await comprovacaoRow(f.t, segunda.id)).statusComprovacao).toBe("aprovada");
    expect(fim.condicionante).toMatchObject({ status: "concluida", dataEntrega: TODAY, entregasAgendadas: 0 });
  });

  it("answers a second review of the same proof with 409 and changes nothing", async () => {
    const cond = await novaCondicionante(f.ana.client, f.licenca.id, "Duas vezes");
    const prova = await provaDoPortal(f.t, portal, cond.id, { dataEntrega: TODAY });
    expect((await aprovar(prova.id)).status).toBe(200);
    const antes = await comprovacaoRow(f.t, prova.id);
    await expectError(await aprovar(prova.id), 409, "Esta comprovação já foi aprovada.");
    await expectError(await rejeitar(prova.id, { motivo: "Ilegível" }), 409, "Esta comprovação já foi aprovada.");
    expect(await comprovacaoRow(f.t, prova.id)).toEqual(antes);
  });

  it("refuses with 409 a proof the team recorded itself, even 'em_analise'", async () => {
    const cond = await novaCondicionante(f.ana.client, f.licenca.id, "Da equipe");
    const prova = await postJson<TComprovacao>(f.ana.client, `/api/condicionantes/${cond.id}/comprovacoes`, {
      dataEntrega: TODAY,
      statusComprovacao: "em_analise",
    });
    const message = "Só uma comprovação enviada pelo portal e ainda em análise pode ser aprovada ou rejeitada.";
    await expectError(await aprovar(prova.id), 409, message);
    await expectError(await rejeitar(prova.id, { motivo: "Não" }), 409, message);
    expect((await comprovacaoRow(f.t, prova.id)).statusComprovacao).toBe("em_analise");
  });

  it.each([
    ["another company's proof", (id: string) => ({ id, client: () => f.bia.client })],
    ["an unknown proof", () => ({ id: UNKNOWN_ID, client: () => f.ana.client })],
    ["a malformed proof id", () => ({ id: "nao-e-um-uuid", client: () => f.ana.client })],
  ])("answers %s with 404, reviewing nothing", async (_case, alvo) => {
    const cond = await novaCondicionante(f.ana.client, f.licenca.id, "Alheia");
    const prova = await provaDoPortal(f.t, portal, cond.id, { dataEntrega: TODAY });
    const { id, client } = alvo(prova.id);
    await expectError(await aprovar(id, client()), 404, COMPROVACAO_NOT_FOUND);
    await expectError(await rejeitar(id, { motivo: "Ilegível" }, client()), 404, COMPROVACAO_NOT_FOUND);
    expect((await comprovacaoRow(f.t, prova.id)).statusComprovacao).toBe("em_analise");
  });

  it("answers without a session with 401 and for a pending user with 403", async () => {
    const cond = await novaCondicionante(f.ana.client, f.licenca.id, "Sem sessão");
    const prova = await provaDoPortal(f.t, portal, cond.id, { dataEntrega: TODAY });
    await expectError(await aprovar(prova.id, new Client(f.t.app)), 401, NO_SESSION);
    await expectError(await rejeitar(prova.id, { motivo: "x" }, f.pendente.client), 403, NO_COMPANY);
    expect((await comprovacaoRow(f.t, prova.id)).statusComprovacao).toBe("em_analise");
  });
});

describe("rejecting a proof sent from the portal", () => {
  it.each([
    ["no reason", {}, "Informe o motivo da rejeição"],
    ["a blank reason", { motivo: "   " }, "Informe o motivo da rejeição"],
    ["a reason over 1000 characters", { motivo: "a".repeat(1001) }, "Máximo de 1000 caracteres"],
  ])("refuses %s with 400 on motivo", async (_case, body, message) => {
    const cond = await novaCondicionante(f.ana.client, f.licenca.id, "Sem motivo");
    const prova = await provaDoPortal(f.t, portal, cond.id, { dataEntrega: TODAY });
    const error = await expectError(await rejeitar(prova.id, body), 400);
    expect(error.fields?.motivo).toBe(message);
    expect((await comprovacaoRow(f.t, prova.id)).statusComprovacao).toBe("em_analise");
  });

  it("rejects it with the reason and keeps the condition, its documents' flags and its delivery open", async () => {
    const cond = await novaCondicionante(f.ana.client, f.licenca.id, "Rejeitada");
    const entrega = await agendar(cond.id, "2026-03-05");
    const prova = await provaDoPortal(f.t, portal, cond.id, { dataEntrega: TODAY, entregaId: entrega.id });

    const res = await rejeitar(prova.id, { motivo: "  O laudo não tem a assinatura do responsável técnico.  " });
    expect(res.status).toBe(200);
    const body = (await res.json()) as TComprovacaoRevisada;
    expect(body.comprovacao).toMatchObject({
      statusComprovacao: "rejeitada",
      motivoRejeicao: "O laudo não tem a assinatura do responsável técnico.",
      analisadaEm: NOW,
    });
    expect(body.condicionante).toMatchObject({ status: "pendente", dataEntrega: null, entregasAgendadas: 1 });
    expect((await comprovacaoRow(f.t, prova.id)).analisadaPor).toBe(f.ana.userId);
    expect((await comprovacaoRow(f.t, entrega.id)).statusComprovacao).toBe("agendada");
    expect((await docRow(f.t, prova.documentos[0])).condicionanteCumprida).toBe(false);
    await expectError(await aprovar(prova.id), 409, "Esta comprovação já foi rejeitada.");
  });
});

describe("the review in the condition's history", () => {
  it("says the portal user sent the proof and who approved it", async () => {
    const cond = await novaCondicionante(f.ana.client, f.licenca.id, "Com histórico");
    const prova = await provaDoPortal(f.t, portal, cond.id, { dataEntrega: TODAY });
    await aprovar(prova.id);
    const { items } = await getJson<{ items: THistoricoItem[] }>(
      f.ana.client,
      `/api/historico?tabela=condicionantes&id=${cond.id}`,
    );
    const frases = items.map((i) => i.frase);
    expect(frases).toContain("Enviou pelo portal a comprovação de 09/03/2026");
    expect(frases).toContain("Aprovou a comprovação de 09/03/2026");
    const aprovacao = items.find((i) => i.frase.startsWith("Aprovou"))!;
    expect(aprovacao.alteracoes).toEqual(
      expect.arrayContaining([
        { campo: "Status", antes: "Em Análise", depois: "Aprovada" },
        { campo: "Analisada por", antes: null, depois: "Ana Alfa" },
      ]),
    );
  });
});

describe("the alert of a proof sent from the portal", () => {
  const alertasDe = (client: Client) => getJson<TAlertas>(client, "/api/alertas");

  it("reaches the condition's responsible person only, links to the proof and goes in their digest", async () => {
    const cond = await postJson<TCondicionante>(f.ana.client, `/api/licencas/${f.licenca.id}/condicionantes`, {
      nome: "Outorga de água",
      descricao: "Apresentar o relatório de captação",
      status: "pendente",
      dataPrazo: "2026-06-30",
      responsavelId: caio.userId,
    });
    const antesAna = (await alertasDe(f.ana.client)).total;
    const prova = await provaDoPortal(f.t, portal, cond.id, { dataEntrega: TODAY });

    const { items } = await alertasDe(caio.client);
    expect(items[0]).toMatchObject({
      itemTipo: "comprovacao",
      itemId: prova.id,
      titulo: "Outorga de água",
      contexto: "Cerâmica São José",
      urgencia: "analise",
      texto: "Enviada pelo cliente no portal; aguarda a sua análise",
      link: `/licencas?condicionantes=${f.licenca.id}&condicionante=${cond.id}&entrega=${prova.id}`,
      lida: false,
    });
    expect((await alertasDe(f.ana.client)).total).toBe(antesAna);

    const mailer = createMailer({ from: "alertas@example.com", outboxDir: f.t.outboxDir });
    expect(await sendResumos({ db: f.t.database.db, mailer, appUrl: APP_URL }, todayIn(new Date()))).toBeGreaterThan(0);
    const mail = await lastMailTo(f.t.outboxDir, "caio@alfa.example.com");
    expect(mail).toContain("COMPROVAÇÕES PARA ANALISAR");
    // A received proof is no deadline: the opening counts it as what it is.
    expect(mail).toMatch(/\b1 comprovação pede sua atenção hoje/);
    expect(mail).toContain("Comprovação recebida pelo portal: Outorga de água (Cerâmica São José).");
    expect(mail).toContain(`${APP_URL}/licencas?condicionantes=${f.licenca.id}&condicionante=${cond.id}`);
  });

  it("reaches the company's admins when the condition has no responsible person", async () => {
    const cond = await novaCondicionante(f.ana.client, f.licenca.id, "Sem responsável");
    const prova = await provaDoPortal(f.t, portal, cond.id, { dataEntrega: TODAY });
    const destinatarios = await f.t.database.db
      .select({ userId: alertaDestinatarios.userId })
      .from(alertaDestinatarios)
      .innerJoin(alertas, eq(alertas.id, alertaDestinatarios.alertaId))
      .where(eq(alertas.itemId, prova.id));
    expect(destinatarios).toEqual([{ userId: f.ana.userId }]);
    expect((await alertasDe(f.ana.client)).items[0]).toMatchObject({ itemTipo: "comprovacao", itemId: prova.id });
  });
});
