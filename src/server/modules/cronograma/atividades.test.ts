// The activity schedule: create, edit, status, documents and the bin. PGlite, and PostgreSQL
// when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../../db/tenant";
import { actorDeTeste } from "../../test/actor-de-teste";
import { barrier, onServerDatabase, waitingForALock } from "../../test/concurrency";
import { Client } from "../../test/test-app";
import { deleteAtividade } from "./atividades.service";
import { expectError, getJson } from "../../test/expect";
import { bigPdfBytes, exeBytes, pdfBytes, xlsBytes, xlsxBytes } from "../../test/files";
import { allFiles, onDisk } from "../condicionantes/anexos.fixture";
import type { TDocumento } from "../../../shared/schemas/condicionantes";
import type { TAtividade, TRelatorio } from "../../../shared/schemas/cronograma";
import type { TEmpreendimentoDetalhe } from "../../../shared/schemas/empreendimentos";
import type { TExclusao, TLixeiraItem } from "../../../shared/schemas/lixeira";
import type { TPage } from "../../../shared/schemas/paging";
import {
  ATIVIDADE_NOT_FOUND,
  NO_COMPANY,
  NO_SESSION,
  PROJETO_NOT_FOUND,
  TODAY,
  UNKNOWN_ID,
  atividadeRow,
  novaAtividade,
  setupCronograma,
  snapshot,
  uploadOk,
  uploadTo,
  type TCronogramaFixture,
} from "./cronograma.fixture";

const TITULO = "Título é obrigatório";
const BAD_DATE = "Data inválida. Use dd/mm/aaaa.";
const WRONG_TYPE = "Tipo de arquivo não permitido. Envie PDF, DOC, DOCX, JPG, JPEG, PNG, XLS ou XLSX.";
const TOO_LARGE = "O arquivo excede o limite de 10 MB.";
const MB = 1024 * 1024;

let f: TCronogramaFixture;
let projeto: TEmpreendimentoDetalhe; // Alfa's project most tests schedule in
let atividade: TAtividade; // an activity of it

beforeAll(async () => {
  f = await setupCronograma();
  projeto = await f.novoProjeto("Forno Túnel");
  atividade = await novaAtividade(f.ana.client, projeto.id, { titulo: "Coleta de efluentes" });
});
afterAll(() => f.t.close());

const nova = (titulo: string, extra: Record<string, string> = {}) =>
  novaAtividade(f.ana.client, projeto.id, { titulo, ...extra });
const patch = (id: string, body: unknown, client = f.ana.client) =>
  client.patch(`/api/cronograma/atividades/${id}`, body);
const patchStatus = (id: string, body: unknown, client = f.ana.client) =>
  client.patch(`/api/cronograma/atividades/${id}/status`, body);
async function statusOk(id: string, body: unknown) {
  const res = await patchStatus(id, body);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as TAtividade;
}
const relatorio = (projetoId = projeto.id) =>
  getJson<TRelatorio>(f.ana.client, `/api/relatorios/empreendimentos/${projetoId}`);

describe("creating an activity", () => {
  it("creates it pending in the project, by the signed-in user, with the deadline typed as dd/mm/aaaa", async () => {
    const res = await f.ana.client.post(`/api/empreendimentos/${projeto.id}/atividades`, {
      titulo: "  Protocolo do RIMA  ",
      descricao: "Entregar no órgão",
      dataPrazo: "15/04/2026",
    });
    expect(res.status).toBe(201);
    const criada = (await res.json()) as TAtividade;
    expect(criada).toEqual({
      id: expect.any(String),
      titulo: "Protocolo do RIMA",
      descricao: "Entregar no órgão",
      dataPrazo: "2026-04-15",
      dataConclusao: null,
      observacoes: null,
      status: "pendente",
      statusExibido: "pendente",
      responsavel: null,
      documentosCount: 0,
      createdAt: expect.any(String),
    });
    const row = await atividadeRow(f.t, criada.id);
    expect(row).toMatchObject({ empreendimentoId: projeto.id, createdBy: f.ana.userId });
    expect((await relatorio()).atividades.map((a) => a.id)).toContain(criada.id);
  });

  it.each([
    ["a blank title", { titulo: "   " }, "titulo", TITULO],
    ["no title", {}, "titulo", TITULO],
    ["a date that does not exist", { titulo: "X", dataPrazo: "31/02/2026" }, "dataPrazo", BAD_DATE],
    ["a date in another format", { titulo: "X", dataPrazo: "2026/04/15" }, "dataPrazo", BAD_DATE],
    ["a title over 300 characters", { titulo: "x".repeat(301) }, "titulo", "Máximo de 300 caracteres"],
  ])("refuses %s with 400 and the field's message, creating nothing", async (_case, body, field, message) => {
    const before = await snapshot(f.t);
    const res = await f.ana.client.post(`/api/empreendimentos/${projeto.id}/atividades`, body);
    const error = await expectError(res, 400, message);
    expect(error.fields?.[field]).toBe(message);
    expect(await snapshot(f.t)).toEqual(before);
  });

  it.each([
    ["another company's project", () => f.daBeta.projeto.id],
    ["an unknown project", () => UNKNOWN_ID],
    ["a malformed project id", () => "nao-e-um-uuid"],
  ])("answers %s with 404, creating nothing", async (_case, id) => {
    const before = await snapshot(f.t);
    const res = await f.ana.client.post(`/api/empreendimentos/${id()}/atividades`, { titulo: "Intrusa" });
    await expectError(res, 404, PROJETO_NOT_FOUND);
    expect(await snapshot(f.t)).toEqual(before);
  });

  it("answers without a session with 401 and for a pending user with 403", async () => {
    const before = await snapshot(f.t);
    const body = { titulo: "Sem acesso" };
    await expectError(
      await new Client(f.t.app).post(`/api/empreendimentos/${projeto.id}/atividades`, body),
      401,
      NO_SESSION,
    );
    await expectError(
      await f.pendente.client.post(`/api/empreendimentos/${projeto.id}/atividades`, body),
      403,
      NO_COMPANY,
    );
    expect(await snapshot(f.t)).toEqual(before);
  });
});

describe("editing an activity", () => {
  it("changes title, description and deadline, and an emptied field is cleared", async () => {
    const alvo = await nova("Rascunho", { descricao: "antiga", dataPrazo: "2026-05-01" });
    const res = await patch(alvo.id, { titulo: "Vistoria técnica", descricao: "", dataPrazo: "2026-03-01" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      titulo: "Vistoria técnica",
      descricao: null,
      dataPrazo: "2026-03-01",
      status: "pendente",
      statusExibido: "atrasada",
    });
  });

  it("refuses a blank title with 400, changing nothing", async () => {
    const before = await snapshot(f.t);
    const error = await expectError(await patch(atividade.id, { titulo: " " }), 400, TITULO);
    expect(error.fields?.titulo).toBe(TITULO);
    expect(await snapshot(f.t)).toEqual(before);
  });

  it.each([
    ["another company's activity", () => f.daBeta.atividade.id],
    ["an unknown activity", () => UNKNOWN_ID],
    ["a malformed activity id", () => "nao-e-um-uuid"],
  ])("answers %s with 404, changing nothing", async (_case, id) => {
    const before = await snapshot(f.t);
    await expectError(await patch(id(), { titulo: "Tomada" }), 404, ATIVIDADE_NOT_FOUND);
    await expectError(await patchStatus(id(), { status: "concluida" }), 404, ATIVIDADE_NOT_FOUND);
    await expectError(await f.ana.client.delete(`/api/cronograma/atividades/${id()}`), 404, ATIVIDADE_NOT_FOUND);
    await expectError(await f.ana.client.get(`/api/cronograma/atividades/${id()}/exclusao`), 404, ATIVIDADE_NOT_FOUND);
    await expectError(
      await f.ana.client.get(`/api/cronograma/atividades/${id()}/documentos`),
      404,
      ATIVIDADE_NOT_FOUND,
    );
    expect(await snapshot(f.t)).toEqual(before);
  });
});

describe("changing an activity's status", () => {
  it("records today in São Paulo as the completion date when concluded, with the observation", async () => {
    const alvo = await nova("Relatório semestral", { dataPrazo: "2026-03-01" });
    expect(alvo.statusExibido).toBe("atrasada");
    // The clock says 02:30 UTC on 10 March: still the 9th in São Paulo.
    const concluida = await statusOk(alvo.id, { status: "concluida", observacao: "  Protocolado no SEI  " });
    expect(concluida).toMatchObject({
      status: "concluida",
      statusExibido: "concluida",
      dataConclusao: TODAY,
      observacoes: "Protocolado no SEI",
    });
  });

  it("keeps the completion date when a concluded activity is saved again, and clears it on reopening", async () => {
    const alvo = await nova("Relatório anual");
    await statusOk(alvo.id, { status: "concluida" });
    f.clock.set("2026-03-20T15:00:00Z");
    try {
      expect(await statusOk(alvo.id, { status: "concluida", observacao: "Corrigida" })).toMatchObject({
        dataConclusao: TODAY,
        observacoes: "Corrigida",
      });
      expect(await statusOk(alvo.id, { status: "em_andamento" })).toMatchObject({
        status: "em_andamento",
        dataConclusao: null,
        observacoes: null,
      });
      expect((await statusOk(alvo.id, { status: "concluida" })).dataConclusao).toBe("2026-03-20");
    } finally {
      f.clock.set("2026-03-10T02:30:00.000Z");
    }
  });

  it.each([
    ["a status the dialog does not offer", { status: "atrasada" }, "status"],
    ["no status", {}, "status"],
    ["an observation over 2000 characters", { status: "pendente", observacao: "x".repeat(2001) }, "observacao"],
  ])("refuses %s with 400, changing nothing", async (_case, body, field) => {
    const before = await snapshot(f.t);
    const error = await expectError(await patchStatus(atividade.id, body), 400);
    expect(error.fields?.[field]).toBeDefined();
    if (field === "status") expect(error.message).toBe("Status é obrigatório");
    expect(await snapshot(f.t)).toEqual(before);
  });

  it("answers without a session with 401", async () => {
    await expectError(await patchStatus(atividade.id, { status: "concluida" }, new Client(f.t.app)), 401, NO_SESSION);
    expect((await atividadeRow(f.t, atividade.id)).status).toBe("pendente");
  });
});

describe("an activity's documents", () => {
  it("stores a PDF under the activity with a generated name, lists it and gives a link that opens it", async () => {
    const alvo = await nova("Laudo de ruído");
    const data = pdfBytes("laudo");
    const doc = await uploadOk(f.ana.client, alvo.id, "Laudo Março.pdf", data);
    expect(doc).toMatchObject({ nome: "Laudo Março.pdf", contentType: "application/pdf", fileSize: data.byteLength });
    expect(await getJson<TDocumento[]>(f.ana.client, `/api/cronograma/atividades/${alvo.id}/documentos`)).toEqual([
      doc,
    ]);
    expect((await relatorio()).atividades.find((a) => a.id === alvo.id)?.documentosCount).toBe(1);

    const files = await allFiles(f.t);
    const stored = files.find((p) => p.startsWith(`atividades/${alvo.id}/`));
    expect(stored).toMatch(/\/[0-9a-f-]{36}\.pdf$/);
    expect(new Uint8Array(await onDisk(f.t, stored!))).toEqual(data);

    const { url } = await getJson<{ url: string }>(f.ana.client, `/api/documentos/${doc.id}/link`);
    const file = await new Client(f.t.app).get(url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(data);
  });

  it("takes spreadsheets, XLS and XLSX, checked by their content", async () => {
    const alvo = await nova("Planilhas de medição");
    expect((await uploadOk(f.ana.client, alvo.id, "medicoes.xls", xlsBytes())).contentType).toBe(
      "application/vnd.ms-excel",
    );
    expect((await uploadOk(f.ana.client, alvo.id, "medicoes.xlsx", xlsxBytes())).contentType).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
  });

  it.each([
    ["an executable renamed to .pdf", "relatorio.pdf", exeBytes],
    ["a text file renamed to .png", "foto.png", () => new Uint8Array(Buffer.from("apenas texto"))],
    ["an executable", "instalador.exe", exeBytes],
  ])("refuses %s by its content (400), storing nothing", async (_case, name, bytes) => {
    const before = await snapshot(f.t);
    const error = await expectError(await uploadTo(f.ana.client, atividade.id, name, bytes()), 400, WRONG_TYPE);
    expect(error.code).toBe("FILE_TYPE");
    expect(await snapshot(f.t)).toEqual(before);
  });

  it("refuses a file of 11 MB (413), storing nothing", async () => {
    const before = await snapshot(f.t);
    await expectError(await uploadTo(f.ana.client, atividade.id, "grande.pdf", bigPdfBytes(11 * MB)), 413, TOO_LARGE);
    expect(await snapshot(f.t)).toEqual(before);
  });

  it.each([
    ["another company's activity", () => f.daBeta.atividade.id],
    ["an unknown activity", () => UNKNOWN_ID],
    ["a malformed activity id", () => "nao-e-um-uuid"],
  ])("answers an upload to %s with 404, storing nothing", async (_case, id) => {
    const before = await snapshot(f.t);
    await expectError(await uploadTo(f.ana.client, id(), "intruso.pdf", pdfBytes()), 404, ATIVIDADE_NOT_FOUND);
    expect(await snapshot(f.t)).toEqual(before);
  });

  it("gives no link to or delete of another company's document (404)", async () => {
    const before = await snapshot(f.t);
    await expectError(await f.ana.client.get(`/api/documentos/${f.daBeta.documento.id}/link`), 404);
    await expectError(await f.ana.client.delete(`/api/documentos/${f.daBeta.documento.id}`), 404);
    expect(await snapshot(f.t)).toEqual(before);
  });

  // The activity's delete holds its row while the upload starts on another connection: the upload
  // waits for it, then finds no activity. Without the upload's lock it would insert a row for an
  // activity in the bin, and only the owner trigger's refusal (a vague 409) would stop it.
  it.runIf(onServerDatabase)(
    "answers 404 to an upload racing its activity's delete, leaving no row or file",
    async () => {
      const alvo = await nova("Apagada durante o envio");
      const row = await atividadeRow(f.t, alvo.id);
      const ctx = actorDeTeste({ companyId: row.companyId, userId: f.ana.userId, now: f.clock.clock() });
      const before = await snapshot(f.t);
      const deleted = barrier();
      const mayCommit = barrier();
      const deleting = withTenant(f.t.database.db, ctx, async (tx) => {
        await deleteAtividade(tx, ctx, alvo.id);
        deleted.open();
        await mayCommit.opened;
      });
      await deleted.opened;
      const upload = uploadTo(f.ana.client, alvo.id, "a.pdf", pdfBytes());
      await Promise.race([upload, waitingForALock(f.t.database.db)]);
      mayCommit.open();
      await deleting;
      await expectError(await upload, 404, ATIVIDADE_NOT_FOUND);
      const after = await snapshot(f.t);
      expect({ docs: after.docs, files: after.files }).toEqual({ docs: before.docs, files: before.files });
    },
  );

  it("answers an upload without a session with 401 and for a pending user with 403", async () => {
    const before = await snapshot(f.t);
    await expectError(await uploadTo(new Client(f.t.app), atividade.id, "a.pdf", pdfBytes()), 401, NO_SESSION);
    await expectError(await uploadTo(f.pendente.client, atividade.id, "a.pdf", pdfBytes()), 403, NO_COMPANY);
    expect(await snapshot(f.t)).toEqual(before);
  });
});

describe("deleting activities into the bin", () => {
  const lixeira = () => getJson<TPage<TLixeiraItem>>(f.ana.client, "/api/lixeira?pageSize=100");
  const entrada = async (titulo: string) => (await lixeira()).items.find((e) => e.titulo === titulo)!;

  it("puts an activity in the bin with its documents, and restores both", async () => {
    const alvo = await nova("Vai para a Lixeira");
    const doc = await uploadOk(f.ana.client, alvo.id, "anexo.pdf", pdfBytes());
    expect(await getJson<TExclusao>(f.ana.client, `/api/cronograma/atividades/${alvo.id}/exclusao`)).toEqual({
      itens: expect.objectContaining({ documentos: 1, atividades: 0 }),
      bloqueio: null,
    });
    const files = await allFiles(f.t);

    expect((await f.ana.client.delete(`/api/cronograma/atividades/${alvo.id}`)).status).toBe(200);
    expect((await relatorio()).atividades.map((a) => a.id)).not.toContain(alvo.id);
    await expectError(await f.ana.client.get(`/api/documentos/${doc.id}/link`), 404);
    const e = await entrada("Vai para a Lixeira");
    expect(e).toMatchObject({ tipo: "atividade", contexto: "Forno Túnel" });
    expect(e.itens.documentos).toBe(1);
    expect(await allFiles(f.t)).toEqual(files); // nothing leaves the disk until the purge

    expect((await f.ana.client.post(`/api/lixeira/${e.id}/restaurar`)).status).toBe(200);
    expect((await relatorio()).atividades.find((a) => a.id === alvo.id)?.documentosCount).toBe(1);
  });

  it("takes a project's activities and their documents along with it, and brings them back on restore", async () => {
    const obra = await f.novoProjeto("Galpão Novo");
    const a1 = await novaAtividade(f.ana.client, obra.id, { titulo: "Sondagem" });
    await novaAtividade(f.ana.client, obra.id, { titulo: "Terraplenagem" });
    await uploadOk(f.ana.client, a1.id, "sondagem.pdf", pdfBytes());
    const { itens } = await getJson<TExclusao>(f.ana.client, `/api/empreendimentos/${obra.id}/exclusao`);
    expect(itens).toMatchObject({ atividades: 2, documentos: 1 });
    const antes = await relatorio(obra.id);

    expect((await f.ana.client.delete(`/api/empreendimentos/${obra.id}`)).status).toBe(200);
    await expectError(await f.ana.client.get(`/api/relatorios/empreendimentos/${obra.id}`), 404, PROJETO_NOT_FOUND);
    await expectError(await patch(a1.id, { titulo: "Durante" }), 404, ATIVIDADE_NOT_FOUND);
    await expectError(await uploadTo(f.ana.client, a1.id, "tarde.pdf", pdfBytes()), 404, ATIVIDADE_NOT_FOUND);
    const e = await entrada("Galpão Novo");
    expect(e.itens).toMatchObject({ atividades: 2, documentos: 1 });

    expect((await f.ana.client.post(`/api/lixeira/${e.id}/restaurar`)).status).toBe(200);
    expect(await relatorio(obra.id)).toEqual(antes);
  });

  it("purges a binned activity with its document's file", async () => {
    const alvo = await nova("Excluir de vez");
    await uploadOk(f.ana.client, alvo.id, "de-vez.pdf", pdfBytes());
    const before = (await allFiles(f.t)).length;
    expect((await f.ana.client.delete(`/api/cronograma/atividades/${alvo.id}`)).status).toBe(200);
    expect((await f.ana.client.delete(`/api/lixeira/${(await entrada("Excluir de vez")).id}`)).status).toBe(200);
    expect(await atividadeRow(f.t, alvo.id)).toBeUndefined();
    expect((await allFiles(f.t)).length).toBe(before - 1);
  });
});
