import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { alertaDestinatarios, alertas, condicionanteComprovacoes, condicionantes, historico } from "../../db/schema";
import { expectError, getJson } from "../../test/expect";
import { exeBytes, pdfBytes, pngBytes } from "../../test/files";
import { UNKNOWN_ID } from "../../test/duas-empresas";
import { Client } from "../../test/test-app";
import type {
  TPortalComprovacao,
  TPortalEmpreendimentoDetalhe,
  TPortalInicio,
  TPortalLicencaDetalhe,
  TPortalPendencias,
} from "../../../shared/schemas/portal";
import { allFiles, snapshot } from "../condicionantes/anexos.fixture";
import { CLIENTE_DA_VISTA } from "../../http/tenant";
import { desligarPortalDoCliente, setupPortal, TODAY, type TPortalFixture } from "./portal.fixture";
import { JA_EM_ANALISE, OBRIGACAO_CONCLUIDA } from "./comprovacoes.service";

let f: TPortalFixture;
beforeAll(async () => {
  f = await setupPortal();
});
afterAll(() => f.t.close());

const enviar = (client: TPortalFixture["x"]["pessoa"]["client"], condicionanteId: string, fields = {}) =>
  client.postFiles(
    `/api/portal/condicionantes/${condicionanteId}/comprovacoes`,
    "arquivos",
    [
      { name: "laudo.pdf", bytes: pdfBytes("Laudo de ruído") },
      { name: "foto-do-poço.png", bytes: pngBytes() },
    ],
    { observacoes: "Laudo do 1º semestre", ...fields },
  );

describe("what a portal user sees", () => {
  it("opens on the consultancy, their own client and only that client's projects and counts", async () => {
    const inicio = await getJson<TPortalInicio>(f.x.pessoa.client, "/api/portal");
    expect(inicio.empresa).toEqual({ nome: "Alfa Ambiental", logoUrl: null });
    expect(inicio.cliente).toEqual({ id: f.x.clienteId, nome: "Cerâmica Xavier" });
    expect(inicio.empreendimentos.items).toEqual([
      expect.objectContaining({ nome: "Unidade Cerâmica Xavier", licencas: 1, licencasAtencao: 0 }),
    ]);
    expect(inicio.empreendimentos.total).toBe(1);
    // One open condition, due on 20 March: within 30 days of 9 March.
    expect(inicio.resumo).toEqual({ atrasadas: 0, vencendo: 1, emAnalise: 0, licencas: 1 });
  });

  it("lists the client's open obligations, never the concluded ones nor another client's", async () => {
    const pendencias = await getJson<TPortalPendencias>(f.x.pessoa.client, "/api/portal/pendencias");
    expect(pendencias.items.map((o) => o.titulo)).toEqual(["Laudo de ruído Cerâmica Xavier"]);
    expect(pendencias.items[0]).toMatchObject({ podeEnviar: true, dataPrazo: "2026-03-20", comprovacoes: [] });
  });

  it("counts a long list of obligations up to 100 and says 'more than' past it, still paging 20 at a time", async () => {
    const { db } = f.t.database;
    const novas = await db
      .insert(condicionantes)
      .values(
        Array.from({ length: 101 }, (_, i) => ({
          companyId: f.alfaId,
          licencaId: f.y.licenca.id,
          nome: `Relatório mensal ${i + 1}`,
          descricao: "Relatório mensal de monitoramento",
          dataPrazo: "2026-09-01",
        })),
      )
      .returning({ id: condicionantes.id });
    const pagina = await getJson<TPortalPendencias>(f.y.pessoa.client, "/api/portal/pendencias");
    await db.delete(condicionantes).where(
      inArray(
        condicionantes.id,
        novas.map((n) => n.id),
      ),
    );
    expect(pagina.total).toEqual({ maisDe: 100 });
    expect(pagina.items).toHaveLength(20);
    // The most urgent first: the client's own open condition, due 20 March, before September's.
    expect(pagina.items[0].condicionanteId).toBe(f.y.aberta.id);
  });

  it("shows a licence with its status, the documents marked for the portal only, and its obligations by section", async () => {
    const d = await getJson<TPortalLicencaDetalhe>(f.x.pessoa.client, `/api/portal/licencas/${f.x.licenca.id}`);
    expect(d.licenca).toMatchObject({ numero: "LO-X-1", orgao: "IMA", status: "vigente", validadeProrrogada: false });
    expect(d.documentos.map((doc) => doc.nome)).toEqual(["licenca.pdf"]);
    expect(d.secoes.vencendo.map((o) => o.condicionanteId)).toEqual([f.x.aberta.id]);
    expect(d.secoes.concluidas.map((o) => o.condicionanteId)).toEqual([f.x.concluida.id]);
    expect(d.secoes.concluidas[0].podeEnviar).toBe(false);
  });

  it("answers 404 for another client's project, licence or document, of the same company or another", async () => {
    const c = f.x.pessoa.client;
    for (const outro of [f.y, f.z]) {
      await expectError(await c.get(`/api/portal/empreendimentos/${outro.empreendimentoId}`), 404);
      await expectError(await c.get(`/api/portal/licencas/${outro.licenca.id}`), 404, "Licença não encontrada.");
      await expectError(await c.get(`/api/portal/licenca-documentos/${outro.visivel.id}/link`), 404);
    }
    // Its own licence's document not marked for the portal is as unknown as another client's.
    await expectError(await c.get(`/api/portal/licenca-documentos/${f.x.oculto.id}/link`), 404);
    const link = await getJson<{ url: string }>(c, `/api/portal/licenca-documentos/${f.x.visivel.id}/link`);
    expect((await c.get(link.url)).status).toBe(200);
  });

  it("ignores a client named in the address: a portal user always sees their own", async () => {
    const inicio = await getJson<TPortalInicio>(f.x.pessoa.client, `/api/portal?cliente=${f.y.clienteId}`);
    expect(inicio.cliente.id).toBe(f.x.clienteId);
  });

  it("refuses every screen of the company's app to a portal user", async () => {
    for (const url of [
      "/api/clientes",
      "/api/licencas",
      "/api/dashboard",
      "/api/condicionantes/secoes",
      "/api/historico",
    ]) {
      await expectError(await f.x.pessoa.client.get(url), 403);
    }
  });
});

describe("'Enviar comprovação'", () => {
  it("stores the proof 'em_analise' with its files, writes it to the history as the person, and alerts the responsible", async () => {
    const res = await enviar(f.y.pessoa.client, f.y.aberta.id);
    expect(res.status, await res.clone().text()).toBe(201);
    const prova = (await res.json()) as TPortalComprovacao;
    expect(prova).toMatchObject({ status: "em_analise", origem: "portal", observacoes: "Laudo do 1º semestre" });
    expect(prova.documentos.map((d) => d.nome)).toEqual(["laudo.pdf", "foto-do-poço.png"]);
    const [row] = await f.t.database.db
      .select()
      .from(condicionanteComprovacoes)
      .where(eq(condicionanteComprovacoes.id, prova.id));
    expect(row).toMatchObject({ dataEntrega: TODAY, createdBy: f.y.pessoa.userId, origem: "portal" });
    const [trilha] = await f.t.database.db
      .select()
      .from(historico)
      .where(and(eq(historico.registroId, prova.id), eq(historico.acao, "insert")));
    expect(trilha.usuarioId).toBe(f.y.pessoa.userId);
    // No responsible person on the condition: Alfa's admin, Ana, is told.
    const [alerta] = await f.t.database.db.select().from(alertas).where(eq(alertas.itemId, prova.id));
    expect(alerta).toMatchObject({ itemTipo: "comprovacao", paiId: f.y.licenca.id, contexto: "Mineração Ypê" });
    const para = await f.t.database.db
      .select({ userId: alertaDestinatarios.userId })
      .from(alertaDestinatarios)
      .where(eq(alertaDestinatarios.alertaId, alerta.id));
    expect(para).toEqual([{ userId: f.ana.userId }]);
    // The portal now shows it awaiting review, and offers no second one meanwhile.
    const d = await getJson<TPortalLicencaDetalhe>(f.y.pessoa.client, `/api/portal/licencas/${f.y.licenca.id}`);
    expect(d.secoes.vencendo[0]).toMatchObject({
      podeEnviar: false,
      comprovacoes: [{ id: prova.id, status: "em_analise" }],
    });
    const doc = prova.documentos[0];
    const link = await getJson<{ url: string }>(f.y.pessoa.client, `/api/portal/documentos/${doc.id}/link`);
    expect((await f.y.pessoa.client.get(link.url)).status).toBe(200);
    await expectError(await f.x.pessoa.client.get(`/api/portal/documentos/${doc.id}/link`), 404);
  });

  it("refuses a second proof while one awaits review, even when both are sent at once", async () => {
    const [a, b] = await Promise.all([
      enviar(f.x.pessoa.client, f.x.aberta.id),
      enviar(f.x.pessoa.client, f.x.aberta.id),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const recusada = a.status === 409 ? a : b;
    await expectError(recusada, 409, JA_EM_ANALISE);
  });

  it("writes nothing, and keeps no file, for another client's condition, a concluded one, or a bad file", async () => {
    const antes = await snapshot(f.t);
    await expectError(await enviar(f.x.pessoa.client, f.y.aberta.id), 404);
    await expectError(await enviar(f.x.pessoa.client, f.z.aberta.id), 404);
    await expectError(await enviar(f.x.pessoa.client, UNKNOWN_ID), 404);
    await expectError(await enviar(f.z.pessoa.client, f.z.concluida.id), 409, OBRIGACAO_CONCLUIDA);
    const texto = await f.z.pessoa.client.postFiles(
      `/api/portal/condicionantes/${f.z.aberta.id}/comprovacoes`,
      "arquivos",
      [
        { name: "laudo.pdf", bytes: pdfBytes("ok") },
        { name: "virus.exe", bytes: exeBytes() },
      ],
    );
    await expectError(texto, 400);
    const semArquivo = await f.z.pessoa.client.postFiles(
      `/api/portal/condicionantes/${f.z.aberta.id}/comprovacoes`,
      "arquivos",
      [],
    );
    await expectError(semArquivo, 400);
    expect(await snapshot(f.t)).toEqual(antes);
    expect(await allFiles(f.t)).toEqual(antes.files);
  });

  it("is refused to the company's people, who only preview the portal", async () => {
    await expectError(await enviar(f.ana.client, f.x.aberta.id), 403);
  });
});

describe("'Ver como cliente'", () => {
  it("shows a company user exactly what the client sees, and nothing of another company's client", async () => {
    const inicio = await getJson<TPortalInicio>(f.ana.client, `/api/portal?cliente=${f.y.clienteId}`);
    expect(inicio.cliente.nome).toBe("Mineração Ypê");
    await expectError(await f.bia.client.get(`/api/portal?cliente=${f.y.clienteId}`), 404);
    const e = await getJson<TPortalEmpreendimentoDetalhe>(
      f.ana.client,
      `/api/portal/empreendimentos/${f.y.empreendimentoId}?cliente=${f.y.clienteId}`,
    );
    expect(e.licencas.items.map((l) => l.numero)).toEqual(["LO-Y-1"]);
    await expectError(await f.ana.client.get("/api/portal"), 400, CLIENTE_DA_VISTA);
  });
});

describe("'Acesso ao portal' turned off for the client", () => {
  it("ends its users' sessions at once: the next request is 401", async () => {
    const z = f.z.pessoa.client;
    expect((await z.get("/api/portal")).status).toBe(200);
    await desligarPortalDoCliente(f.t, f.z.clienteId);
    await expectError(await z.get("/api/portal"), 401);
    await expectError(await z.get(`/api/portal/licencas/${f.z.licenca.id}`), 401);
  });
});

describe("the portal's downloads and calendar", () => {
  it("exports the client's own licences and conditions, without the consultancy's columns", async () => {
    const licencas = await f.x.pessoa.client.get("/api/portal/licencas/exportar?formato=csv");
    expect(licencas.status).toBe(200);
    const csv = await licencas.text();
    expect(csv).toContain("LO-X-1");
    expect(csv).not.toContain("LO-Y-1");
    expect(csv).not.toContain("Responsável");
    const condicoes = await (await f.x.pessoa.client.get("/api/portal/condicionantes/exportar?formato=csv")).text();
    expect(condicoes).toContain("Laudo de ruído Cerâmica Xavier");
    expect(condicoes).not.toContain("Ypê");
  });

  it("gives a calendar address with the client's deadlines only, linking into the portal", async () => {
    const res = await f.x.pessoa.client.post("/api/portal/calendario");
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    const ics = await (await new Client(f.t.app).get(url)).text();
    expect(ics).toContain("Laudo de ruído Cerâmica Xavier");
    expect(ics).not.toContain("Ypê");
    expect(ics.replace(/\r\n /g, "")).toContain(`/portal/licencas/${f.x.licenca.id}`);
    await expectError(await f.ana.client.post("/api/portal/calendario"), 403);
  });
});
