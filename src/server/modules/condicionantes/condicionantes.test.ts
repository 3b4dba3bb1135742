import fs from "node:fs/promises";
import path from "node:path";
import { and, asc, count, eq, inArray, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  condicionanteComprovacoes,
  condicionantes,
  documentos,
  licencaDocumentos,
  licencas as licencasTable,
} from "../../db/schema";
import { newKey } from "../../storage/storage";
import { withTenant } from "../../db/tenant";
import { databaseRefusal } from "../../http/errors";
import { barrier, onServerDatabase, waitingForALock } from "../../test/concurrency";
import { actorDeTeste } from "../../test/actor-de-teste";
import { Client, createTestApp, testClock, type TestApp } from "../../test/test-app";
import { expectError, getJson, postJson } from "../../test/expect";
import { pdfBytes } from "../../test/files";
import type { TLicencaDetalhe, TLicencaDocumento } from "../../../shared/schemas/licencas";
import type {
  TCondicionante,
  TCondicionanteDetalhe,
  TCondicionanteInput,
  TCondicionantesDaLicenca,
  TLicencaOpcao,
  TPeriodicidadeInput,
} from "../../../shared/schemas/condicionantes";
import { ZPeriodicidadeSchema } from "../../../shared/schemas/condicionantes";
import { MUITAS_ENTREGAS, setPeriodicidade } from "./periodicidade.service";
import { ENTREGA_JA_AGENDADA } from "./messages";
import { novaLicenca } from "./anexos.fixture";
import {
  duasEmpresas,
  itRefusesOutsiders,
  NO_COMPANY,
  NO_SESSION,
  type TGateRoute,
  type TSignedIn,
  UNKNOWN_ID,
} from "../../test/duas-empresas";

const NOT_FOUND = "Condicionante não encontrada.";
const LICENCA_NOT_FOUND = "Licença não encontrada.";
const ENTREGA_OBRIGATORIA = "Data de entrega é obrigatória para status Concluída";
const ENTREGA_FUTURA = "A data de entrega não pode ser futura.";
const BAD_DATE = "Data inválida. Use dd/mm/aaaa.";

// 02:30 UTC on 10 March is still 9 March in São Paulo (UTC-3): "today" is 2026-03-09.
const NOW = "2026-03-10T02:30:00.000Z";
const clock = testClock(NOW);
const TODAY = "2026-03-09";

let t: TestApp;
let ana: TSignedIn; // Alfa Ambiental
let bia: TSignedIn; // Beta Consultoria
let pendente: TSignedIn;
let licenca: TLicencaDetalhe; // Alfa's
let outraLicenca: TLicencaDetalhe; // Alfa's, for the choices and the licence delete
let daBeta: TLicencaDetalhe;
let condDaBeta: TCondicionante;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  ({ ana, bia, pendente } = await duasEmpresas(t));

  licenca = await novaLicenca(ana.client, "Cerâmica São José", "Forno Túnel", "LO-4521/2026");
  outraLicenca = await novaLicenca(ana.client, "Agropecuária Vale Verde", "Granja Boa Esperança", "LI-77/2025");
  daBeta = await novaLicenca(bia.client, "Mineração da Beta", "Lavra Norte", "LO-BETA-1");
  condDaBeta = await criar(bia.client, daBeta.id, valid({ nome: "Da Beta", dataPrazo: "2026-04-01" }));
});
afterAll(() => t.close());

// ---------- helpers ----------

const valid = (overrides: Partial<TCondicionanteInput> = {}): TCondicionanteInput => ({
  nome: "Monitoramento de efluentes",
  descricao: "Apresentar laudo semestral de efluentes",
  status: "pendente",
  aprovada: false,
  dataPrazo: "",
  dataEntrega: "",
  ...overrides,
});

const criar = (client: Client, licencaId: string, body: TCondicionanteInput) =>
  postJson<TCondicionante>(client, `/api/licencas/${licencaId}/condicionantes`, body);

async function row(id: string) {
  const [r] = await t.database.db.select().from(condicionantes).where(eq(condicionantes.id, id));
  return r;
}

async function condicionanteCount() {
  const [{ n }] = await t.database.db.select({ n: count() }).from(condicionantes);
  return n;
}

async function comprovacoesDe(id: string) {
  return t.database.db
    .select()
    .from(condicionanteComprovacoes)
    .where(eq(condicionanteComprovacoes.condicionanteId, id))
    .orderBy(asc(condicionanteComprovacoes.dataEntrega));
}

/** A proof straight into the database: these tests are about the condition, not the proof routes. */
async function comprovacao(condicionanteId: string, dataEntrega: string, companyId: string) {
  const [r] = await t.database.db
    .insert(condicionanteComprovacoes)
    .values({ condicionanteId, companyId, dataEntrega, statusComprovacao: "pendente" })
    .returning();
  return r;
}

/** A stored file and its documentos row, as an upload leaves them. */
async function documento(
  condicionanteId: string,
  companyId: string,
  opts: { comprovacaoId?: string; cumprida?: boolean } = {},
) {
  const key = newKey(`condicionantes/${condicionanteId}`, "pdf");
  await t.storage.put(key, pdfBytes("Laudo"));
  const [r] = await t.database.db
    .insert(documentos)
    .values({
      companyId,
      relacionadoA: "condicionante",
      relacionadoId: condicionanteId,
      comprovacaoId: opts.comprovacaoId ?? null,
      nome: "laudo.pdf",
      storagePath: key,
      contentType: "application/pdf",
      fileSize: 100,
      condicionanteCumprida: opts.cumprida ?? false,
    })
    .returning();
  return r;
}

const fileExists = (key: string) =>
  fs.access(path.join(t.uploadsDir, key)).then(
    () => true,
    () => false,
  );

async function companyOf(id: string) {
  return (await row(id)).companyId;
}

// ---------- the licence's panel ----------

describe("the licence's conditions (GET /licencas/{id}/condicionantes)", () => {
  it("answers the licence's header lines and its conditions newest first, with their counts", async () => {
    const lic = await novaLicenca(ana.client, "Cliente do Painel", "Projeto do Painel", "LP-PAINEL");
    const primeira = await criar(ana.client, lic.id, valid({ nome: "Primeira" }));
    // Creation instants come from the test clock: move it as a real one would between the two.
    clock.advance(1);
    const segunda = await criar(ana.client, lic.id, valid({ nome: "Segunda" })).finally(() => clock.set(NOW));
    const proof = await comprovacao(segunda.id, "2026-03-01", await companyOf(segunda.id));
    await documento(segunda.id, await companyOf(segunda.id), { comprovacaoId: proof.id });
    await documento(segunda.id, await companyOf(segunda.id));

    const painel = await getJson<TCondicionantesDaLicenca>(ana.client, `/api/licencas/${lic.id}/condicionantes`);
    expect(painel.licenca).toEqual({
      id: lic.id,
      numero: "LP-PAINEL",
      empresa: "Cliente do Painel",
      empreendimento: "Projeto do Painel",
      // Typed without an emission date: 'Importar do PDF' then asks for the base date.
      dataEmissao: null,
    });
    expect(painel.items.map((c) => c.nome)).toEqual(["Segunda", "Primeira"]);
    expect(painel.items[0]).toMatchObject({ id: segunda.id, documentosCount: 2, comprovacoesCount: 1 });
    expect(painel.items[1]).toMatchObject({ id: primeira.id, documentosCount: 0, comprovacoesCount: 0 });
  });

  it("answers an empty list for a licence without conditions", async () => {
    const painel = await getJson<TCondicionantesDaLicenca>(
      ana.client,
      `/api/licencas/${outraLicenca.id}/condicionantes`,
    );
    expect(painel).toMatchObject({ licenca: { numero: "LI-77/2025", empresa: "Agropecuária Vale Verde" }, items: [] });
  });

  it.each([
    ["another company's licence", () => daBeta.id],
    ["an unknown licence", () => UNKNOWN_ID],
    ["a malformed id", () => "nao-e-um-uuid"],
  ])("answers 404 for %s", async (_case, id) => {
    await expectError(await ana.client.get(`/api/licencas/${id()}/condicionantes`), 404, LICENCA_NOT_FOUND);
  });
});

describe("creating a condition in the licence's panel", () => {
  it("creates it pending, trimmed, with the deadline typed as dd/MM/yyyy", async () => {
    const created = await criar(
      ana.client,
      licenca.id,
      valid({ nome: "  Outorga  ", descricao: " Renovar a outorga de captação ", dataPrazo: "30/06/2026" }),
    );
    expect(created).toMatchObject({
      licencaId: licenca.id,
      nome: "Outorga",
      descricao: "Renovar a outorga de captação",
      status: "pendente",
      aprovada: false,
      dataPrazo: "2026-06-30",
      dataEntrega: null,
      dataAprovacao: null,
      periodicidade: null,
      documentosCount: 0,
      comprovacoesCount: 0,
    });
    expect(await row(created.id)).toMatchObject({ nome: "Outorga", dataPrazo: "2026-06-30", status: "pendente" });
  });

  it("stores a concluded one with its delivery date, today included", async () => {
    const created = await criar(ana.client, licenca.id, valid({ status: "concluida", dataEntrega: "09/03/2026" }));
    expect(created).toMatchObject({ status: "concluida", dataEntrega: TODAY });
  });

  it("drops the delivery date of a condition that is not concluded", async () => {
    const created = await criar(ana.client, licenca.id, valid({ status: "em_andamento", dataEntrega: "2026-03-01" }));
    expect(created).toMatchObject({ status: "em_andamento", dataEntrega: null });
    expect((await row(created.id)).dataEntrega).toBeNull();
  });

  it("records the approval instant of one created approved", async () => {
    const created = await criar(ana.client, licenca.id, valid({ aprovada: true }));
    expect(created).toMatchObject({ aprovada: true, dataAprovacao: NOW });
  });

  it.each([
    ["without a name", { nome: "" }, "nome", "Nome da condicionante é obrigatório"],
    ["without a description", { descricao: "  " }, "descricao", "Descrição é obrigatória"],
    ["without a status", { status: undefined }, "status", "Status é obrigatório"],
    ["with an unknown status", { status: "aprovada" as never }, "status", "Status é obrigatório"],
    ["with a deadline on 31/02/2026", { dataPrazo: "31/02/2026" }, "dataPrazo", BAD_DATE],
    // parseDate already rejects years before 1900, so the shared schema never reaches DATA_ANTIGA.
    ["with a deadline before 1900", { dataPrazo: "31/12/1899" }, "dataPrazo", BAD_DATE],
    ["concluded without a delivery date", { status: "concluida" as const }, "dataEntrega", ENTREGA_OBRIGATORIA],
    [
      "concluded delivered tomorrow",
      { status: "concluida" as const, dataEntrega: "2026-03-10" },
      "dataEntrega",
      ENTREGA_FUTURA,
    ],
    [
      "concluded delivered before 1900",
      { status: "concluida" as const, dataEntrega: "1899-12-31" },
      "dataEntrega",
      BAD_DATE,
    ],
  ])("is refused %s, naming the field, and nothing is stored", async (_case, overrides, field, message) => {
    const before = await condicionanteCount();
    const res = await ana.client.post(`/api/licencas/${licenca.id}/condicionantes`, valid(overrides));
    const error = await expectError(res, 400, message);
    expect(error.fields?.[field]).toBe(message);
    expect(await condicionanteCount()).toBe(before);
  });

  it.each([
    ["another company's licence", () => daBeta.id],
    ["an unknown licence", () => UNKNOWN_ID],
  ])("answers 404 for %s and stores nothing", async (_case, id) => {
    const before = await condicionanteCount();
    await expectError(await ana.client.post(`/api/licencas/${id()}/condicionantes`, valid()), 404, LICENCA_NOT_FOUND);
    expect(await condicionanteCount()).toBe(before);
  });
});

describe("creating a condition from the conditions screen (POST /condicionantes)", () => {
  it("creates it without a name, on the chosen licence", async () => {
    const created = await postJson<TCondicionante>(ana.client, "/api/condicionantes", {
      licencaId: licenca.id,
      descricao: "Enviar relatório anual",
      status: "pendente",
      dataPrazo: "15/12/2026",
    });
    expect(created).toMatchObject({
      licencaId: licenca.id,
      nome: null,
      descricao: "Enviar relatório anual",
      status: "pendente",
      dataPrazo: "2026-12-15",
      dataEntrega: null,
      aprovada: false,
    });
  });

  it("stores today as the delivery date of one created concluded", async () => {
    const created = await postJson<TCondicionante>(ana.client, "/api/condicionantes", {
      licencaId: licenca.id,
      descricao: "Já entregue",
      status: "concluida",
    });
    expect(created).toMatchObject({ status: "concluida", dataEntrega: TODAY, dataPrazo: null });
  });

  it("names every missing field", async () => {
    const error = await expectError(await ana.client.post("/api/condicionantes", {}), 400, "Licença é obrigatória");
    expect(error.fields).toEqual({
      licencaId: "Licença é obrigatória",
      descricao: "Descrição é obrigatória",
      status: "Status é obrigatório",
    });
  });

  it.each([
    ["another company's licence", () => daBeta.id],
    ["an unknown licence", () => UNKNOWN_ID],
    ["a malformed licence id", () => "nao-e-um-uuid"],
  ])("refuses %s with 400 on licencaId and stores nothing", async (_case, licencaId) => {
    const before = await condicionanteCount();
    const res = await ana.client.post("/api/condicionantes", {
      licencaId: licencaId(),
      descricao: "X",
      status: "pendente",
    });
    const error = await expectError(res, 400, LICENCA_NOT_FOUND);
    expect(error.fields).toEqual({ licencaId: LICENCA_NOT_FOUND });
    expect(await condicionanteCount()).toBe(before);
  });
});

describe("a condition's details (GET /condicionantes/{id})", () => {
  it("answers the condition with its proofs by delivery date and the documents outside any proof", async () => {
    const created = await criar(ana.client, licenca.id, valid({ nome: "Com anexos" }));
    const companyId = await companyOf(created.id);
    const later = await comprovacao(created.id, "2026-02-01", companyId);
    const earlier = await comprovacao(created.id, "2026-01-01", companyId);
    const deProva = await documento(created.id, companyId, { comprovacaoId: later.id });
    const solto = await documento(created.id, companyId);

    const detalhe = await getJson<TCondicionanteDetalhe>(ana.client, `/api/condicionantes/${created.id}`);
    expect(detalhe).toMatchObject({ id: created.id, nome: "Com anexos", documentosCount: 2, comprovacoesCount: 2 });
    expect(detalhe.comprovacoes.map((c) => c.id)).toEqual([earlier.id, later.id]);
    expect(detalhe.comprovacoes[1].documentos.map((d) => d.id)).toEqual([deProva.id]);
    expect(detalhe.documentos.map((d) => d.id)).toEqual([solto.id]);
  });

  it.each([
    ["another company's condition", () => condDaBeta.id],
    ["an unknown condition", () => UNKNOWN_ID],
    ["a malformed id", () => "nao-e-um-uuid"],
  ])("answers 404 for %s", async (_case, id) => {
    await expectError(await ana.client.get(`/api/condicionantes/${id()}`), 404, NOT_FOUND);
  });
});

// ---------- changing one ----------

describe("editing a condition (PATCH /condicionantes/{id})", () => {
  it("saves every field of the inline edit, the delivery date with 'concluida'", async () => {
    const created = await criar(ana.client, licenca.id, valid({ dataPrazo: "2026-05-01" }));
    const res = await ana.client.patch(
      `/api/condicionantes/${created.id}`,
      valid({
        nome: "Novo nome",
        descricao: "Nova descrição",
        status: "concluida",
        dataPrazo: "01/04/2026",
        dataEntrega: "05/03/2026",
      }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      nome: "Novo nome",
      descricao: "Nova descrição",
      status: "concluida",
      dataPrazo: "2026-04-01",
      dataEntrega: "2026-03-05",
    });
    expect(await row(created.id)).toMatchObject({ nome: "Novo nome", status: "concluida", dataEntrega: "2026-03-05" });
  });

  it("clears the delivery date when the status leaves 'concluida'", async () => {
    const created = await criar(ana.client, licenca.id, valid({ status: "concluida", dataEntrega: "2026-03-01" }));
    const res = await ana.client.patch(
      `/api/condicionantes/${created.id}`,
      valid({ status: "pendente", dataEntrega: "2026-03-01" }),
    );
    expect(await res.json()).toMatchObject({ status: "pendente", dataEntrega: null });
  });

  it("keeps the approval instant while it stays approved, and clears it when unapproved", async () => {
    const created = await criar(ana.client, licenca.id, valid({ aprovada: true }));
    clock.advance(3600);
    try {
      const kept = await ana.client.patch(
        `/api/condicionantes/${created.id}`,
        valid({ aprovada: true, nome: "Editada" }),
      );
      expect(await kept.json()).toMatchObject({ aprovada: true, dataAprovacao: NOW, nome: "Editada" });
      const cleared = await ana.client.patch(`/api/condicionantes/${created.id}`, valid({ aprovada: false }));
      expect(await cleared.json()).toMatchObject({ aprovada: false, dataAprovacao: null });
    } finally {
      clock.set(NOW);
    }
  });

  it.each([
    ["concluded without a delivery date", { status: "concluida" as const }, ENTREGA_OBRIGATORIA],
    ["concluded in the future", { status: "concluida" as const, dataEntrega: "10/03/2026" }, ENTREGA_FUTURA],
  ])("is refused %s, leaving it as it was", async (_case, overrides, message) => {
    const created = await criar(ana.client, licenca.id, valid({ nome: "Intacta" }));
    const res = await ana.client.patch(`/api/condicionantes/${created.id}`, valid({ nome: "Mudou", ...overrides }));
    expect((await expectError(res, 400, message)).fields?.dataEntrega).toBe(message);
    expect(await row(created.id)).toMatchObject({ nome: "Intacta", status: "pendente" });
  });

  it("answers 404 for another company's condition and changes nothing", async () => {
    await expectError(
      await ana.client.patch(`/api/condicionantes/${condDaBeta.id}`, valid({ nome: "Invadida" })),
      404,
      NOT_FOUND,
    );
    expect((await row(condDaBeta.id)).nome).toBe("Da Beta");
  });
});

describe("changing the status from the list (PATCH /condicionantes/{id}/status)", () => {
  it("saves 'concluida' with its delivery date, and any other status clears it", async () => {
    const created = await criar(ana.client, licenca.id, valid());
    const url = `/api/condicionantes/${created.id}/status`;
    const concluded = await ana.client.patch(url, { status: "concluida", dataEntrega: "08/03/2026" });
    expect(await concluded.json()).toMatchObject({ status: "concluida", dataEntrega: "2026-03-08" });
    const reopened = await ana.client.patch(url, { status: "em_andamento", dataEntrega: "2026-03-08" });
    expect(await reopened.json()).toMatchObject({ status: "em_andamento", dataEntrega: null });
    expect(await row(created.id)).toMatchObject({ status: "em_andamento", dataEntrega: null });
  });

  it.each([
    ["'concluida' without a date", { status: "concluida" }, "dataEntrega", ENTREGA_OBRIGATORIA],
    [
      "'concluida' delivered tomorrow",
      { status: "concluida", dataEntrega: "2026-03-10" },
      "dataEntrega",
      ENTREGA_FUTURA,
    ],
    ["'concluida' delivered in 1899", { status: "concluida", dataEntrega: "1899-01-01" }, "dataEntrega", BAD_DATE],
    ["an unknown status", { status: "feita" }, "status", "Status é obrigatório"],
  ])("refuses %s", async (_case, body, field, message) => {
    const created = await criar(ana.client, licenca.id, valid());
    const error = await expectError(
      await ana.client.patch(`/api/condicionantes/${created.id}/status`, body),
      400,
      message,
    );
    expect(error.fields?.[field]).toBe(message);
    expect((await row(created.id)).status).toBe("pendente");
  });

  it("answers 404 for another company's condition and changes nothing", async () => {
    const res = await ana.client.patch(`/api/condicionantes/${condDaBeta.id}/status`, { status: "atrasada" });
    await expectError(res, 404, NOT_FOUND);
    expect((await row(condDaBeta.id)).status).toBe("pendente");
  });
});

describe("approving (PATCH /condicionantes/{id}/aprovacao)", () => {
  it("sets the flag with the instant, and removing it clears both", async () => {
    const created = await criar(ana.client, licenca.id, valid());
    const url = `/api/condicionantes/${created.id}/aprovacao`;
    expect(await (await ana.client.patch(url, { aprovada: true })).json()).toMatchObject({
      aprovada: true,
      dataAprovacao: NOW,
    });
    expect((await row(created.id)).dataAprovacao?.toISOString()).toBe(NOW);
    expect(await (await ana.client.patch(url, { aprovada: false })).json()).toMatchObject({
      aprovada: false,
      dataAprovacao: null,
    });
    expect(await row(created.id)).toMatchObject({ aprovada: false, dataAprovacao: null });
  });

  it("asks for the flag", async () => {
    const created = await criar(ana.client, licenca.id, valid());
    const res = await ana.client.patch(`/api/condicionantes/${created.id}/aprovacao`, { aprovada: "sim" });
    expect((await expectError(res, 400, "Informe se está aprovada")).fields?.aprovada).toBe("Informe se está aprovada");
  });

  it("answers 404 for another company's condition and changes nothing", async () => {
    const res = await ana.client.patch(`/api/condicionantes/${condDaBeta.id}/aprovacao`, { aprovada: true });
    await expectError(res, 404, NOT_FOUND);
    expect((await row(condDaBeta.id)).aprovada).toBe(false);
  });
});

describe("copying (POST /condicionantes/{id}/copia)", () => {
  it("creates a pending, unapproved copy without delivery date, same deadline and ' (Cópia)' appended", async () => {
    const original = await criar(
      ana.client,
      licenca.id,
      valid({
        nome: "Original",
        descricao: "Texto",
        status: "concluida",
        dataEntrega: "2026-03-01",
        dataPrazo: "2026-08-01",
        aprovada: true,
      }),
    );
    await comprovacao(original.id, "2026-03-01", await companyOf(original.id));
    const copy = await postJson<TCondicionante>(ana.client, `/api/condicionantes/${original.id}/copia`, {});
    expect(copy).toMatchObject({
      licencaId: licenca.id,
      nome: "Original (Cópia)",
      descricao: "Texto (Cópia)",
      status: "pendente",
      aprovada: false,
      dataAprovacao: null,
      dataEntrega: null,
      dataPrazo: "2026-08-01",
      comprovacoesCount: 0,
      documentosCount: 0,
    });
    expect(copy.id).not.toBe(original.id);
    expect(await row(original.id)).toMatchObject({ nome: "Original", status: "concluida", aprovada: true });
  });

  it("keeps a missing name missing", async () => {
    const semNome = await postJson<TCondicionante>(ana.client, "/api/condicionantes", {
      licencaId: licenca.id,
      descricao: "Só descrição",
      status: "pendente",
    });
    const copy = await postJson<TCondicionante>(ana.client, `/api/condicionantes/${semNome.id}/copia`, {});
    expect(copy).toMatchObject({ nome: null, descricao: "Só descrição (Cópia)" });
  });

  it("answers 404 for another company's condition and copies nothing", async () => {
    const before = await condicionanteCount();
    await expectError(await ana.client.post(`/api/condicionantes/${condDaBeta.id}/copia`), 404, NOT_FOUND);
    expect(await condicionanteCount()).toBe(before);
  });
});

describe("deleting (DELETE /condicionantes/{id})", () => {
  it("puts the condition in the bin with its proofs and documents, keeping their files", async () => {
    const created = await criar(ana.client, licenca.id, valid({ nome: "A excluir" }));
    const companyId = await companyOf(created.id);
    const proof = await comprovacao(created.id, "2026-01-10", companyId);
    const docs = [
      await documento(created.id, companyId, { comprovacaoId: proof.id }),
      await documento(created.id, companyId),
    ];

    const res = await ana.client.delete(`/api/condicionantes/${created.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    const entrada = (await row(created.id)).lixeiraId;
    expect(entrada).not.toBeNull();
    expect((await comprovacoesDe(created.id)).map((p) => p.lixeiraId)).toEqual([entrada]);
    const marcados = await t.database.db
      .select({ lixeiraId: documentos.lixeiraId })
      .from(documentos)
      .where(
        inArray(
          documentos.id,
          docs.map((d) => d.id),
        ),
      );
    expect(marcados).toEqual([{ lixeiraId: entrada }, { lixeiraId: entrada }]);
    for (const d of docs) expect(await fileExists(d.storagePath)).toBe(true);
    await expectError(await ana.client.get(`/api/condicionantes/${created.id}`), 404, NOT_FOUND);
    const painel = await getJson<TCondicionantesDaLicenca>(ana.client, `/api/licencas/${licenca.id}/condicionantes`);
    expect(painel.items.map((c) => c.id)).not.toContain(created.id);
  });

  it("answers 404 for another company's condition and deletes nothing", async () => {
    const doc = await documento(condDaBeta.id, await companyOf(condDaBeta.id));
    await expectError(await ana.client.delete(`/api/condicionantes/${condDaBeta.id}`), 404, NOT_FOUND);
    expect((await row(condDaBeta.id)).lixeiraId).toBeNull();
    const [kept] = await t.database.db.select().from(documentos).where(eq(documentos.id, doc.id));
    expect(kept.lixeiraId).toBeNull();
    expect(await fileExists(doc.storagePath)).toBe(true);
  });
});

// ---------- periodicity ----------

describe("periodicity (PUT /condicionantes/{id}/periodicidade)", () => {
  const put = (id: string, body: Partial<TPeriodicidadeInput>) =>
    ana.client.request("PUT", `/api/condicionantes/${id}/periodicidade`, body);
  const bimestral: TPeriodicidadeInput = {
    tipo: "bimestral",
    intervalo: 2,
    dataInicio: "01/01/2026",
    dataFim: "31/12/2026",
    gerarAutomaticamente: true,
  };

  it("saves the fields and schedules six bimonthly deliveries over a year; saving again adds none", async () => {
    const created = await criar(ana.client, licenca.id, valid());
    const first = await put(created.id, bimestral);
    expect(first.status).toBe(200);
    const body = (await first.json()) as { condicionante: TCondicionante; criadas: number };
    expect(body.criadas).toBe(6);
    expect(body.condicionante).toMatchObject({
      comprovacoesCount: 6,
      periodicidade: {
        tipo: "bimestral",
        intervalo: 2,
        dataInicio: "2026-01-01",
        dataFim: "2026-12-31",
        gerarAutomaticamente: true,
      },
    });
    const proofs = await comprovacoesDe(created.id);
    expect(proofs.map((p) => p.dataEntrega)).toEqual([
      "2026-01-01",
      "2026-03-01",
      "2026-05-01",
      "2026-07-01",
      "2026-09-01",
      "2026-11-01",
    ]);
    for (const p of proofs) expect(p).toMatchObject({ statusComprovacao: "agendada", createdBy: ana.userId });

    const again = (await (await put(created.id, bimestral)).json()) as { criadas: number };
    expect(again.criadas).toBe(0);
    expect(await comprovacoesDe(created.id)).toHaveLength(6);
  });

  it("adds only the dates that have no proof yet, whatever that proof's status", async () => {
    const created = await criar(ana.client, licenca.id, valid());
    await comprovacao(created.id, "2026-03-01", await companyOf(created.id));
    const body = (await (await put(created.id, bimestral)).json()) as { criadas: number };
    expect(body.criadas).toBe(5);
    expect((await comprovacoesDe(created.id)).map((p) => p.dataEntrega)).toHaveLength(6);
  });

  // Two transactions on two of the pool's connections, the second started while the first still
  // holds its new rows uncommitted. PGlite has one connection, so its transactions never overlap
  // (issue 12): there the next test proves the unique index that backs the lock.
  it.runIf(onServerDatabase)("two saves at the same moment create each date once", async () => {
    const created = await criar(ana.client, licenca.id, valid());
    const ctx = actorDeTeste({ companyId: await companyOf(created.id), userId: ana.userId, now: clock.clock() });
    const data = ZPeriodicidadeSchema.parse(bimestral);
    const save = (tx: typeof t.database.db) => setPeriodicidade(tx, ctx, created.id, data);
    const firstSaved = barrier();
    const firstMayCommit = barrier();
    const first = withTenant(t.database.db, ctx, async (tx) => {
      const answer = await save(tx);
      firstSaved.open();
      await firstMayCommit.opened;
      return answer;
    });
    await firstSaved.opened;
    const second = withTenant(t.database.db, ctx, save);
    // The second runs until it waits for the first (its lock, or the index's uncommitted rows) or ends.
    await Promise.race([second.catch(() => undefined), waitingForALock(t.database.db)]);
    firstMayCommit.open();
    const criadas = (await Promise.allSettled([first, second])).map((r) =>
      r.status === "fulfilled" ? r.value.criadas : `refused: ${String((r.reason as Error).cause ?? r.reason)}`,
    );
    expect(criadas).toEqual([6, 0]);
    expect(await comprovacoesDe(created.id)).toHaveLength(6);
  });

  it("keeps one scheduled delivery per date in the database, while other proofs of that date may repeat", async () => {
    const created = await criar(ana.client, licenca.id, valid());
    await put(created.id, bimestral);
    const agendada = {
      condicionanteId: created.id,
      companyId: await companyOf(created.id),
      dataEntrega: "2026-03-01",
      statusComprovacao: "agendada",
    };
    const refused = await t.database.db
      .insert(condicionanteComprovacoes)
      .values(agendada)
      .catch((e) => e);
    expect(databaseRefusal(refused)?.sqlState).toBe("23505");
    await t.database.db.insert(condicionanteComprovacoes).values({ ...agendada, statusComprovacao: "pendente" });
    await t.database.db.insert(condicionanteComprovacoes).values({ ...agendada, statusComprovacao: "pendente" });
    const doDia = (await comprovacoesDe(created.id)).filter((p) => p.dataEntrega === "2026-03-01");
    expect(doDia.map((p) => p.statusComprovacao).sort()).toEqual(["agendada", "pendente", "pendente"]);
  });

  it("refuses a second scheduled delivery on a date typed by hand or chosen in the status select (409)", async () => {
    const created = await criar(ana.client, licenca.id, valid());
    await put(created.id, bimestral);
    const url = `/api/condicionantes/${created.id}/comprovacoes`;
    const porMao = await ana.client.post(url, { dataEntrega: "2026-03-01", statusComprovacao: "agendada" });
    await expectError(porMao, 409, ENTREGA_JA_AGENDADA);
    const pendente = await postJson<{ id: string }>(ana.client, url, { dataEntrega: "2026-03-01" });
    const mudada = await ana.client.patch(`/api/comprovacoes/${pendente.id}`, { statusComprovacao: "agendada" });
    await expectError(mudada, 409, ENTREGA_JA_AGENDADA);
    const doDia = (await comprovacoesDe(created.id)).filter((p) => p.dataEntrega === "2026-03-01");
    expect(doDia.map((p) => p.statusComprovacao).sort()).toEqual(["agendada", "pendente"]);
  });

  it("replaces the future scheduled deliveries when the periodicity changes, keeping past, delivered and documented ones", async () => {
    const created = await criar(ana.client, licenca.id, valid());
    const companyId = await companyOf(created.id);
    await put(created.id, bimestral); // 01/01, 01/03, 01/05, 01/07, 01/09, 01/11 of 2026; today is 09/03
    const porData = async () => new Map((await comprovacoesDe(created.id)).map((p) => [p.dataEntrega, p]));
    const antes = await porData();
    await ana.client.patch(`/api/comprovacoes/${antes.get("2026-05-01")!.id}`, { statusComprovacao: "aprovada" });
    await documento(created.id, companyId, { comprovacaoId: antes.get("2026-09-01")!.id });

    const res = await put(created.id, { ...bimestral, tipo: "trimestral", intervalo: 3 }); // 01/01, 01/04, 01/07, 01/10
    expect(await res.json()).toMatchObject({ criadas: 2, removidas: 1 });
    const depois = await porData();
    expect([...depois.keys()]).toEqual([
      "2026-01-01", // past
      "2026-03-01", // past
      "2026-04-01", // new
      "2026-05-01", // delivered ('aprovada')
      "2026-07-01", // in both schedules: the same row
      "2026-09-01", // has a document
      "2026-10-01", // new
    ]);
    expect(depois.get("2026-07-01")!.id).toBe(antes.get("2026-07-01")!.id);
    expect(depois.get("2026-05-01")!.statusComprovacao).toBe("aprovada");
  });

  it("leaves the scheduled deliveries alone when generation is turned off", async () => {
    const created = await criar(ana.client, licenca.id, valid());
    await put(created.id, bimestral);
    const res = await put(created.id, { ...bimestral, tipo: "anual", gerarAutomaticamente: false });
    expect(await res.json()).toMatchObject({ criadas: 0, removidas: 0 });
    expect(await comprovacoesDe(created.id)).toHaveLength(6);
  });

  it("steps a month from 31 January to the end of February, then back to 31 March", async () => {
    const created = await criar(ana.client, licenca.id, valid());
    await put(created.id, {
      ...bimestral,
      tipo: "mensal",
      intervalo: 1,
      dataInicio: "2026-01-31",
      dataFim: "2026-04-30",
    });
    expect((await comprovacoesDe(created.id)).map((p) => p.dataEntrega)).toEqual([
      "2026-01-31",
      "2026-02-28",
      "2026-03-31",
      "2026-04-30",
    ]);
    const leap = await criar(ana.client, licenca.id, valid());
    await put(leap.id, { ...bimestral, tipo: "mensal", intervalo: 1, dataInicio: "2028-01-31", dataFim: "2028-03-31" });
    expect((await comprovacoesDe(leap.id)).map((p) => p.dataEntrega)).toEqual([
      "2028-01-31",
      "2028-02-29",
      "2028-03-31",
    ]);
  });

  it("steps a named type by its own months and a custom one by the typed interval", async () => {
    const anual = await criar(ana.client, licenca.id, valid());
    const res = await put(anual.id, { ...bimestral, tipo: "anual", intervalo: 5, dataFim: "2028-06-30" });
    expect(((await res.json()) as { condicionante: TCondicionante }).condicionante.periodicidade?.intervalo).toBe(12);
    expect((await comprovacoesDe(anual.id)).map((p) => p.dataEntrega)).toEqual([
      "2026-01-01",
      "2027-01-01",
      "2028-01-01",
    ]);

    const custom = await criar(ana.client, licenca.id, valid());
    await put(custom.id, { ...bimestral, tipo: "personalizada", intervalo: 5 });
    expect((await comprovacoesDe(custom.id)).map((p) => p.dataEntrega)).toEqual([
      "2026-01-01",
      "2026-06-01",
      "2026-11-01",
    ]);
  });

  it("only saves the fields when generation is off", async () => {
    const created = await criar(ana.client, licenca.id, valid());
    const body = (await (await put(created.id, { ...bimestral, gerarAutomaticamente: false })).json()) as {
      condicionante: TCondicionante;
      criadas: number;
    };
    expect(body.criadas).toBe(0);
    expect(body.condicionante.periodicidade).toMatchObject({ gerarAutomaticamente: false, tipo: "bimestral" });
    expect(await comprovacoesDe(created.id)).toEqual([]);
  });

  it("refuses a period with more than 600 deliveries and saves nothing", async () => {
    const created = await criar(ana.client, licenca.id, valid());
    const res = await put(created.id, { ...bimestral, tipo: "personalizada", intervalo: 1, dataInicio: "1950-01-01" });
    expect((await expectError(res, 400, MUITAS_ENTREGAS)).fields?.dataFim).toBe(MUITAS_ENTREGAS);
    expect(await row(created.id)).toMatchObject({ periodicidadeTipo: null });
    expect(await comprovacoesDe(created.id)).toEqual([]);
  });

  it.each([
    ["an interval of 0", { intervalo: 0 }, "intervalo", "O intervalo mínimo é 1 mês"],
    ["an unknown type", { tipo: "quinzenal" as never }, "tipo", "Tipo de periodicidade é obrigatório"],
    ["no start date", { dataInicio: "" }, "dataInicio", "Data de início é obrigatória"],
    ["no end date", { dataFim: undefined }, "dataFim", "Data de fim é obrigatória"],
    [
      "an end before the start",
      { dataFim: "31/12/2025" },
      "dataFim",
      "A data de fim deve ser igual ou posterior ao início",
    ],
  ])("is refused with %s", async (_case, overrides, field, message) => {
    const created = await criar(ana.client, licenca.id, valid());
    const error = await expectError(await put(created.id, { ...bimestral, ...overrides }), 400, message);
    expect(error.fields?.[field]).toBe(message);
    expect(await comprovacoesDe(created.id)).toEqual([]);
  });

  it("answers 404 for another company's condition and creates nothing", async () => {
    await expectError(await put(condDaBeta.id, bimestral), 404, NOT_FOUND);
    expect(await row(condDaBeta.id)).toMatchObject({ periodicidadeTipo: null });
    expect(await comprovacoesDe(condDaBeta.id)).toEqual([]);
  });
});

describe("re-evaluating the status (POST /condicionantes/{id}/reavaliar)", () => {
  it("concludes it today when a document is flagged, and reopens it when none is", async () => {
    const created = await criar(ana.client, licenca.id, valid());
    const doc = await documento(created.id, await companyOf(created.id), { cumprida: true });
    const concluded = await ana.client.post(`/api/condicionantes/${created.id}/reavaliar`);
    expect(concluded.status).toBe(200);
    expect(await concluded.json()).toMatchObject({ id: created.id, status: "concluida", dataEntrega: TODAY });

    await t.database.db.update(documentos).set({ condicionanteCumprida: false }).where(eq(documentos.id, doc.id));
    const reopened = await ana.client.post(`/api/condicionantes/${created.id}/reavaliar`);
    expect(await reopened.json()).toMatchObject({ status: "pendente", dataEntrega: null });
  });

  it("answers 404 for another company's condition and changes nothing", async () => {
    await documento(condDaBeta.id, await companyOf(condDaBeta.id), { cumprida: true });
    await expectError(await ana.client.post(`/api/condicionantes/${condDaBeta.id}/reavaliar`), 404, NOT_FOUND);
    expect(await row(condDaBeta.id)).toMatchObject({ status: "pendente", dataEntrega: null });
  });
});

// ---------- licences ----------

describe("deleting a licence", () => {
  it("takes its conditions, their proofs and documents to the bin with it, files kept", async () => {
    const lic = await novaLicenca(ana.client, "Cliente a Excluir", "Projeto a Excluir", "LO-EXCLUIR");
    const licDoc = (await (
      await ana.client.postFile(`/api/licencas/${lic.id}/documentos`, "arquivo", "licenca.pdf", pdfBytes())
    ).json()) as TLicencaDocumento;
    const a = await criar(ana.client, lic.id, valid({ nome: "A" }));
    const b = await criar(ana.client, lic.id, valid({ nome: "B" }));
    const companyId = await companyOf(a.id);
    const proof = await comprovacao(a.id, "2026-02-02", companyId);
    const docs = [
      await documento(a.id, companyId, { comprovacaoId: proof.id }),
      await documento(a.id, companyId),
      await documento(b.id, companyId),
    ];
    const [licDocRow] = await t.database.db.select().from(licencaDocumentos).where(eq(licencaDocumentos.id, licDoc.id));

    expect((await ana.client.delete(`/api/licencas/${lic.id}`)).status).toBe(200);
    const [licRow] = await t.database.db.select().from(licencasTable).where(eq(licencasTable.id, lic.id));
    const entrada = licRow.lixeiraId;
    expect(entrada).not.toBeNull();
    const conds = await t.database.db.select().from(condicionantes).where(eq(condicionantes.licencaId, lic.id));
    expect(conds.map((c) => c.lixeiraId)).toEqual([entrada, entrada]);
    expect((await comprovacoesDe(a.id)).map((p) => p.lixeiraId)).toEqual([entrada]);
    const marcados = await t.database.db
      .select({ lixeiraId: documentos.lixeiraId })
      .from(documentos)
      .where(and(eq(documentos.relacionadoA, "condicionante"), inArray(documentos.relacionadoId, [a.id, b.id])));
    expect(marcados).toEqual(docs.map(() => ({ lixeiraId: entrada })));
    for (const d of docs) expect(await fileExists(d.storagePath)).toBe(true);
    expect(await fileExists(licDocRow.storagePath)).toBe(true);
    for (const c of [a, b]) await expectError(await ana.client.get(`/api/condicionantes/${c.id}`), 404, NOT_FOUND);
  });
});

describe("the licence choices of the conditions screen (GET /licencas/opcoes)", () => {
  const opcoes = (client: Client, q = "") =>
    getJson<TLicencaOpcao[]>(client, `/api/licencas/opcoes?${new URLSearchParams({ q }).toString()}`);

  it("lists the company's licences by number with their project", async () => {
    const items = await opcoes(ana.client);
    const position = (numero: string) => items.findIndex((l) => l.numero === numero);
    expect(position("LI-77/2025")).toBeGreaterThanOrEqual(0);
    expect(position("LI-77/2025")).toBeLessThan(position("LO-4521/2026"));
    expect(position("LO-4521/2026")).toBeLessThan(position("LP-PAINEL"));
    expect(items).toContainEqual({
      id: licenca.id,
      numero: "LO-4521/2026",
      tipo: "LO",
      tipoNome: "Licença de Operação",
      empreendimento: "Forno Túnel",
    });
    expect(items.map((l) => l.id)).not.toContain(daBeta.id);
  });

  it("filters by number, project or client, ignoring accents and case", async () => {
    expect((await opcoes(ana.client, "forno tunel")).map((l) => l.id)).toEqual([licenca.id]);
    expect((await opcoes(ana.client, "li-77")).map((l) => l.id)).toEqual([outraLicenca.id]);
    expect((await opcoes(ana.client, "AGROPECUARIA")).map((l) => l.id)).toEqual([outraLicenca.id]);
    expect(await opcoes(ana.client, "lavra")).toEqual([]);
  });

  it("answers at most 50", async () => {
    const lic = await novaLicenca(ana.client, "Cliente Volumoso", "Projeto Volumoso", "VOL-00");
    const [{ companyId, empreendimentoId }] = await t.database.db
      .select({ companyId: licencasTable.companyId, empreendimentoId: licencasTable.empreendimentoId })
      .from(licencasTable)
      .where(eq(licencasTable.id, lic.id));
    await t.database.db.insert(licencasTable).values(
      Array.from({ length: 60 }, (_, i) => ({
        companyId,
        empreendimentoId,
        tipo: "LO",
        numero: `VOL-${String(i + 1).padStart(2, "0")}`,
        orgao: "IMA",
      })),
    );
    const items = await opcoes(ana.client, "vol-");
    expect(items).toHaveLength(50);
    expect(items[0].numero).toBe("VOL-00");
    expect(items[49].numero).toBe("VOL-49");
  });
});

// ---------- the gate ----------

describe("the approval gate on the conditions API", () => {
  let alvo: TCondicionante;
  beforeAll(async () => {
    alvo = await criar(ana.client, licenca.id, valid({ nome: "Alvo do portão" }));
  });

  const routes: TGateRoute[] = [
    ["GET", "licence's list", () => `/api/licencas/${licenca.id}/condicionantes`],
    [
      "POST",
      "create in the panel",
      () => `/api/licencas/${licenca.id}/condicionantes`,
      () => valid({ nome: "SEM-PERMISSAO" }),
    ],
    [
      "POST",
      "create on the screen",
      () => "/api/condicionantes",
      () => ({ licencaId: licenca.id, descricao: "SEM-PERMISSAO", status: "pendente" }),
    ],
    ["GET", "sections", () => "/api/condicionantes/secoes"],
    ["GET", "detail", () => `/api/condicionantes/${alvo.id}`],
    ["PATCH", "edit", () => `/api/condicionantes/${alvo.id}`, () => valid({ nome: "SEM-PERMISSAO" })],
    ["PATCH", "status", () => `/api/condicionantes/${alvo.id}/status`, () => ({ status: "atrasada" })],
    ["PATCH", "approval", () => `/api/condicionantes/${alvo.id}/aprovacao`, () => ({ aprovada: true })],
    ["POST", "copy", () => `/api/condicionantes/${alvo.id}/copia`],
    ["DELETE", "delete", () => `/api/condicionantes/${alvo.id}`],
    [
      "PUT",
      "periodicity",
      () => `/api/condicionantes/${alvo.id}/periodicidade`,
      () => ({ tipo: "mensal", intervalo: 1, dataInicio: "2026-01-01", dataFim: "2026-02-01" }),
    ],
    ["POST", "re-evaluate", () => `/api/condicionantes/${alvo.id}/reavaliar`],
    ["GET", "licence choices", () => "/api/licencas/opcoes"],
  ];

  itRefusesOutsiders(routes, () => ({ t, pendente }));

  it("answers before looking at the payload", async () => {
    await expectError(await new Client(t.app).post("/api/condicionantes", {}), 401, NO_SESSION);
    await expectError(await pendente.client.post(`/api/licencas/${licenca.id}/condicionantes`, {}), 403, NO_COMPANY);
  });

  it("leaves the data as it was after the refused calls", async () => {
    expect(await row(alvo.id)).toMatchObject({
      nome: "Alvo do portão",
      status: "pendente",
      aprovada: false,
      periodicidadeTipo: null,
    });
    const [{ n }] = await t.database.db
      .select({ n: count() })
      .from(condicionantes)
      .where(or(eq(condicionantes.nome, "SEM-PERMISSAO"), eq(condicionantes.descricao, "SEM-PERMISSAO")));
    expect(n).toBe(0);
    expect(await comprovacoesDe(alvo.id)).toEqual([]);
  });
});
