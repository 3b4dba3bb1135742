import fs from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { condicionantes } from "../../db/schema";
import { withTenant } from "../../db/tenant";
import { actorDeTeste } from "../../test/actor-de-teste";
import { barrier, onServerDatabase, waitingForALock } from "../../test/concurrency";
import { deleteCondicionante } from "./condicionantes.service";
import { Client } from "../../test/test-app";
import { expectError, getJson, postJson } from "../../test/expect";
import { bigPdfBytes, docxBytes, exeBytes, pdfBytes, pngBytes, zipBytes } from "../../test/files";
import type { TComprovacao, TCondicionante } from "../../../shared/schemas/condicionantes";
import {
  COMPROVACAO_NOT_FOUND,
  CONDICIONANTE_NOT_FOUND,
  DOC_NOT_FOUND,
  NO_COMPANY,
  NO_SESSION,
  TODAY,
  UNKNOWN_ID,
  allFiles,
  condicionanteRow,
  detalhe,
  docRow,
  novaCondicionante,
  onDisk,
  setupAnexos,
  snapshot,
  uploadOk,
  uploadTo,
  type TAnexosFixture,
  type TDocumentoResposta,
} from "./anexos.fixture";

const WRONG_TYPE = "Tipo de arquivo não permitido. Envie PDF, DOC, DOCX, JPG, JPEG ou PNG.";
const TOO_LARGE = "O arquivo excede o limite de 10 MB.";
const MB = 1024 * 1024;
const GENERATED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z]+$/;

let f: TAnexosFixture;
let cond: TCondicionante; // Alfa's condition most tests attach to
let outra: TCondicionante; // another condition of Alfa
let provaDaOutra: TComprovacao;

beforeAll(async () => {
  f = await setupAnexos();
  cond = await novaCondicionante(f.ana.client, f.licenca.id);
  outra = await novaCondicionante(f.ana.client, f.licenca.id, "Outra condicionante");
  provaDaOutra = await postJson<TComprovacao>(f.ana.client, `/api/condicionantes/${outra.id}/comprovacoes`, {
    dataEntrega: "2026-01-15",
  });
});
afterAll(() => f.t.close());

const nova = (nome: string) => novaCondicionante(f.ana.client, f.licenca.id, nome);
const prova = (condicionanteId: string) =>
  postJson<TComprovacao>(f.ana.client, `/api/condicionantes/${condicionanteId}/comprovacoes`, {
    dataEntrega: "2026-02-01",
  });
const patchDoc = (id: string, body: unknown, client = f.ana.client) => client.patch(`/api/documentos/${id}`, body);
async function patchOk(id: string, body: unknown) {
  const res = await patchDoc(id, body);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as TDocumentoResposta;
}
/** Puts a condition in a status directly, as if someone had chosen it in the panel. */
const forceStatus = (id: string, status: string, dataEntrega: string | null = null) =>
  f.t.database.db.update(condicionantes).set({ status, dataEntrega }).where(eq(condicionantes.id, id));
const linkOf = (id: string, client = f.ana.client) =>
  getJson<{ url: string; expiresAt: string }>(client, `/api/documentos/${id}/link`);

describe("uploading a document to a condition", () => {
  it("stores it under the condition's folder with a generated name and answers it with the condition", async () => {
    const alvo = await nova("Laudo de emissões");
    const data = pdfBytes("laudo");
    const { documento, condicionante } = await uploadOk(f.ana.client, alvo.id, "Laudo Março.pdf", data);
    expect(documento).toEqual({
      id: expect.any(String),
      nome: "Laudo Março.pdf",
      contentType: "application/pdf",
      fileSize: data.byteLength,
      comprovacaoId: null,
      observacoesDocumento: null,
      condicionanteCumprida: false,
      createdAt: expect.any(String),
    });
    expect(condicionante).toMatchObject({ id: alvo.id, documentosCount: 1, status: "pendente", dataEntrega: null });

    const row = await docRow(f.t, documento.id);
    expect(row).toMatchObject({ relacionadoA: "condicionante", relacionadoId: alvo.id, createdBy: f.ana.userId });
    const [folder, condFolder, fileName] = row.storagePath.split("/");
    expect([folder, condFolder]).toEqual(["condicionantes", alvo.id]);
    expect(fileName).toMatch(GENERATED_NAME);
    expect(new Uint8Array(await onDisk(f.t, row.storagePath))).toEqual(data);
    expect((await detalhe(f.ana.client, alvo.id)).documentos).toEqual([documento]);
  });

  it("attaches files to one of the condition's proofs, with their observations", async () => {
    const alvo = await nova("Com comprovação");
    const p = await prova(alvo.id);
    const fields = { comprovacaoId: p.id, observacoes: "  Protocolo SEI 42  " };
    const a = (await uploadOk(f.ana.client, alvo.id, "protocolo.pdf", pdfBytes(), fields)).documento;
    const b = (await uploadOk(f.ana.client, alvo.id, "foto.png", pngBytes(), { comprovacaoId: p.id })).documento;
    expect(a).toMatchObject({ comprovacaoId: p.id, observacoesDocumento: "Protocolo SEI 42" });
    const d = await detalhe(f.ana.client, alvo.id);
    expect(d.comprovacoes).toEqual([{ ...p, documentos: [a, b] }]);
    expect(d.documentos).toEqual([]);
    expect(d.documentosCount).toBe(2);
  });

  it.each([
    ["a proof of another condition of the company", () => provaDaOutra.id],
    ["another company's proof", () => f.provaDaBeta.id],
    ["an unknown proof", () => UNKNOWN_ID],
    ["a malformed proof id", () => "nao-e-um-uuid"],
  ])("refuses %s (400 on comprovacaoId), storing nothing", async (_case, id) => {
    const before = await snapshot(f.t);
    const res = await uploadTo(f.ana.client, cond.id, "a.pdf", pdfBytes(), { comprovacaoId: id() });
    const error = await expectError(res, 400, COMPROVACAO_NOT_FOUND);
    expect(error.fields?.comprovacaoId).toBe(COMPROVACAO_NOT_FOUND);
    expect(await snapshot(f.t)).toEqual(before);
  });

  it.each([
    ["a flag other than 'true' or 'false'", { condicionanteCumprida: "sim" }, "condicionanteCumprida"],
    ["observations over 2000 characters", { observacoes: "x".repeat(2001) }, "observacoes"],
  ])("refuses %s with 400, storing nothing", async (_case, fields, field) => {
    const before = await snapshot(f.t);
    const error = await expectError(await uploadTo(f.ana.client, cond.id, "a.pdf", pdfBytes(), fields), 400);
    expect(error.fields?.[field]).toBeDefined();
    expect(await snapshot(f.t)).toEqual(before);
  });

  it.each([
    ["an executable renamed to .pdf", "relatorio.pdf", exeBytes],
    ["a PNG named .pdf", "laudo.pdf", pngBytes],
    ["a ZIP renamed to .docx", "pacote.docx", () => zipBytes({ "leia-me.txt": "não é Word" })],
    ["an executable", "instalador.exe", exeBytes],
    ["an empty file", "vazio.pdf", () => new Uint8Array(0)],
  ])("refuses %s by its content (400), storing nothing", async (_case, name, bytes) => {
    const before = await snapshot(f.t);
    const error = await expectError(await uploadTo(f.ana.client, cond.id, name, bytes()), 400, WRONG_TYPE);
    expect(error.code).toBe("FILE_TYPE");
    expect(await snapshot(f.t)).toEqual(before);
  });

  it("accepts a real DOCX and a file of exactly 10 MB, and refuses one byte more (413)", async () => {
    const docx = (await uploadOk(f.ana.client, outra.id, "parecer.docx", docxBytes())).documento;
    expect(docx.contentType).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect((await uploadOk(f.ana.client, outra.id, "limite.pdf", bigPdfBytes(10 * MB))).documento.fileSize).toBe(
      10 * MB,
    );
    const before = await snapshot(f.t);
    await expectError(await uploadTo(f.ana.client, outra.id, "grande.pdf", bigPdfBytes(10 * MB + 1)), 413, TOO_LARGE);
    await expectError(await uploadTo(f.ana.client, outra.id, "enorme.pdf", bigPdfBytes(11 * MB)), 413, TOO_LARGE);
    expect(await snapshot(f.t)).toEqual(before);
  });

  it("asks for the file when the form has none", async () => {
    const before = await snapshot(f.t);
    const res = await f.ana.client.postFile(`/api/condicionantes/${cond.id}/documentos`, "file", "a.pdf", pdfBytes());
    expect((await expectError(res, 400)).fields?.arquivo).toBe("Arquivo é obrigatório");
    expect(await snapshot(f.t)).toEqual(before);
  });

  it.each([
    ["another company's condition", () => f.daBeta.id],
    ["an unknown condition", () => UNKNOWN_ID],
    ["a malformed condition id", () => "nao-e-um-uuid"],
  ])("answers %s with 404, storing nothing", async (_case, id) => {
    const before = await snapshot(f.t);
    await expectError(await uploadTo(f.ana.client, id(), "intruso.pdf", pdfBytes()), 404, CONDICIONANTE_NOT_FOUND);
    expect(await snapshot(f.t)).toEqual(before);
  });

  it("answers without a session with 401 and for a pending user with 403", async () => {
    const before = await snapshot(f.t);
    await expectError(await uploadTo(new Client(f.t.app), cond.id, "a.pdf", pdfBytes()), 401, NO_SESSION);
    await expectError(await uploadTo(f.pendente.client, cond.id, "a.pdf", pdfBytes()), 403, NO_COMPANY);
    expect(await snapshot(f.t)).toEqual(before);
  });

  // The condition's delete holds its row while the upload starts on another connection: the
  // upload waits for it, then finds no condition. Without the upload's lock it would insert a row
  // for a condition that is gone, and only the owner trigger's refusal (a vague 409) would stop it.
  it.runIf(onServerDatabase)(
    "answers 404 to an upload racing its condition's delete, leaving no row or file",
    async () => {
      const alvo = await nova("Apagada durante o envio");
      const ctx = actorDeTeste({
        companyId: (await condicionanteRow(f.t, alvo.id)).companyId,
        userId: f.ana.userId,
        now: f.clock.clock(),
      });
      const before = await snapshot(f.t);
      const deleted = barrier();
      const mayCommit = barrier();
      const deleting = withTenant(f.t.database.db, ctx, async (tx) => {
        await deleteCondicionante(tx, ctx, alvo.id);
        deleted.open();
        await mayCommit.opened;
      });
      await deleted.opened;
      const upload = uploadTo(f.ana.client, alvo.id, "a.pdf", pdfBytes());
      await Promise.race([upload, waitingForALock(f.t.database.db)]);
      mayCommit.open();
      await deleting;
      await expectError(await upload, 404, CONDICIONANTE_NOT_FOUND);
      expect(await snapshot(f.t)).toEqual(before);
    },
  );

  it("removes the stored file when its row cannot be saved", async () => {
    const { db } = f.t.database;
    await db.execute(
      sql.raw(`create function recusa_documento() returns trigger language plpgsql as $$
        begin if new.nome = 'falha-no-banco.pdf' then raise exception 'falha simulada'; end if; return new; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger recusa_documento before insert on documentos
        for each row execute function recusa_documento()`),
    );
    try {
      const before = await snapshot(f.t);
      const res = await uploadTo(f.ana.client, cond.id, "falha-no-banco.pdf", pdfBytes(), {
        condicionanteCumprida: "true",
      });
      expect(res.status).toBe(500);
      expect(await snapshot(f.t)).toEqual(before);
      expect((await condicionanteRow(f.t, cond.id)).status).toBe("pendente");
    } finally {
      await db.execute(sql.raw("drop trigger recusa_documento on documentos"));
      await db.execute(sql.raw("drop function recusa_documento()"));
    }
  });
});

describe("the document flag drives the condition's status", () => {
  it("concludes the condition, delivered today in São Paulo, after an upload with the flag ticked", async () => {
    const alvo = await nova("Marcada no envio");
    const { documento, condicionante } = await uploadOk(f.ana.client, alvo.id, "ok.pdf", pdfBytes(), {
      condicionanteCumprida: "true",
    });
    expect(documento.condicionanteCumprida).toBe(true);
    expect(condicionante).toMatchObject({ status: "concluida", dataEntrega: TODAY });
    expect(await condicionanteRow(f.t, alvo.id)).toMatchObject({ status: "concluida", dataEntrega: TODAY });
  });

  it("leaves the status alone after an upload without the flag", async () => {
    const alvo = await nova("Em andamento");
    await forceStatus(alvo.id, "em_andamento");
    const { condicionante } = await uploadOk(f.ana.client, alvo.id, "parcial.pdf", pdfBytes(), {
      condicionanteCumprida: "false",
    });
    expect(condicionante.status).toBe("em_andamento");
  });

  it("concludes on flagging any document, a proof's included, and returns to 'pendente' when none is left", async () => {
    const alvo = await nova("Flag");
    const p = await prova(alvo.id);
    const avulso = (await uploadOk(f.ana.client, alvo.id, "avulso.pdf", pdfBytes())).documento;
    const daProva = (await uploadOk(f.ana.client, alvo.id, "prova.pdf", pdfBytes(), { comprovacaoId: p.id })).documento;

    const marcado = await patchOk(daProva.id, { condicionanteCumprida: true });
    expect(marcado.documento).toEqual({ ...daProva, condicionanteCumprida: true });
    expect(marcado.condicionante).toMatchObject({ id: alvo.id, status: "concluida", dataEntrega: TODAY });

    await patchOk(avulso.id, { condicionanteCumprida: true });
    const umDesmarcado = await patchOk(daProva.id, { condicionanteCumprida: false });
    expect(umDesmarcado.condicionante).toMatchObject({ status: "concluida", dataEntrega: TODAY });

    const nenhum = await patchOk(avulso.id, { condicionanteCumprida: false });
    expect(nenhum.condicionante).toMatchObject({ status: "pendente", dataEntrega: null });
    expect(await condicionanteRow(f.t, alvo.id)).toMatchObject({ status: "pendente", dataEntrega: null });
  });

  it("saves a document's observations without touching the status, an emptied field as none", async () => {
    const alvo = await nova("Observações");
    await forceStatus(alvo.id, "em_andamento");
    const { documento } = await uploadOk(f.ana.client, alvo.id, "obs.pdf", pdfBytes());
    const salvo = await patchOk(documento.id, { observacoesDocumento: "  Enviado ao órgão  " });
    expect(salvo.documento).toEqual({ ...documento, observacoesDocumento: "Enviado ao órgão" });
    expect(salvo.condicionante.status).toBe("em_andamento");
    expect((await patchOk(documento.id, { observacoesDocumento: "" })).documento.observacoesDocumento).toBeNull();
  });

  it.each([
    ["nothing to change", {}, "Nada a atualizar"],
    ["a flag that is not a boolean", { condicionanteCumprida: "sim" }, undefined],
    ["observations over 2000 characters", { observacoesDocumento: "x".repeat(2001) }, "Máximo de 2000 caracteres"],
  ])("refuses %s with 400", async (_case, body, message) => {
    const { documento } = await uploadOk(f.ana.client, cond.id, "valida.pdf", pdfBytes());
    await expectError(await patchDoc(documento.id, body), 400, message);
    expect(await docRow(f.t, documento.id)).toMatchObject({ condicionanteCumprida: false, observacoesDocumento: null });
  });

  it.each([
    ["another company's document", () => f.docDaBeta.id],
    ["an unknown document", () => UNKNOWN_ID],
    ["a malformed document id", () => "nao-e-um-uuid"],
  ])("answers %s with 404, changing nothing", async (_case, id) => {
    await expectError(
      await patchDoc(id(), { condicionanteCumprida: true, observacoesDocumento: "x" }),
      404,
      DOC_NOT_FOUND,
    );
    expect(await docRow(f.t, f.docDaBeta.id)).toMatchObject({
      condicionanteCumprida: false,
      observacoesDocumento: null,
    });
    expect(await condicionanteRow(f.t, f.daBeta.id)).toMatchObject({ status: "pendente", dataEntrega: null });
  });

  it("answers without a session with 401 and for a pending user with 403", async () => {
    const { documento } = await uploadOk(f.ana.client, cond.id, "protegido.pdf", pdfBytes());
    const body = { condicionanteCumprida: true };
    await expectError(await patchDoc(documento.id, body, new Client(f.t.app)), 401, NO_SESSION);
    await expectError(await patchDoc(documento.id, body, f.pendente.client), 403, NO_COMPANY);
    expect((await docRow(f.t, documento.id)).condicionanteCumprida).toBe(false);
  });

  it("re-evaluates on 'Reavaliar Status', and at once when the only flagged document is deleted", async () => {
    const alvo = await nova("Reavaliar");
    const { documento } = await uploadOk(f.ana.client, alvo.id, "ok.pdf", pdfBytes(), {
      condicionanteCumprida: "true",
    });
    await forceStatus(alvo.id, "em_andamento");
    const reavaliarOk = async () => {
      const res = await f.ana.client.post(`/api/condicionantes/${alvo.id}/reavaliar`);
      expect(res.status, await res.clone().text()).toBe(200);
      return (await res.json()) as TCondicionante;
    };
    expect(await reavaliarOk()).toMatchObject({ status: "concluida", dataEntrega: TODAY });

    expect((await f.ana.client.delete(`/api/documentos/${documento.id}`)).status).toBe(200);
    expect(await condicionanteRow(f.t, alvo.id)).toMatchObject({ status: "pendente", dataEntrega: null });
    expect(await reavaliarOk()).toMatchObject({ status: "pendente", dataEntrega: null });
  });

  it("refuses to re-evaluate another company's condition (404), changing nothing", async () => {
    await forceStatus(f.daBeta.id, "em_andamento");
    const res = await f.ana.client.post(`/api/condicionantes/${f.daBeta.id}/reavaliar`);
    await expectError(res, 404, CONDICIONANTE_NOT_FOUND);
    expect((await condicionanteRow(f.t, f.daBeta.id)).status).toBe("em_andamento");
    await forceStatus(f.daBeta.id, "pendente");
  });
});

describe("viewing a condition document through a signed link", () => {
  it("gives a link valid for 3600 s that serves the file to anyone holding it", async () => {
    const bytes = pngBytes();
    const { documento } = await uploadOk(f.ana.client, cond.id, "Mapa da área.png", bytes);
    const link = await linkOf(documento.id);
    expect(Date.parse(link.expiresAt)).toBe(f.clock.clock().getTime() + 3600 * 1000);
    expect(link.url).toMatch(/^\/api\/arquivos\/[\w-]+\?expires=\d+&signature=[\w-]+$/);

    const res = await new Client(f.t.app).get(link.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-disposition")).toBe(
      `inline; filename*=UTF-8''${encodeURIComponent("Mapa da área.png")}`,
    );
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
  });

  it("gives no link to another company, nor for an unknown or malformed id (404)", async () => {
    const { documento } = await uploadOk(f.ana.client, cond.id, "sigiloso.pdf", pdfBytes());
    await expectError(await f.bia.client.get(`/api/documentos/${documento.id}/link`), 404, DOC_NOT_FOUND);
    await expectError(await f.ana.client.get(`/api/documentos/${f.docDaBeta.id}/link`), 404, DOC_NOT_FOUND);
    await expectError(await f.ana.client.get(`/api/documentos/${UNKNOWN_ID}/link`), 404, DOC_NOT_FOUND);
    await expectError(await f.ana.client.get(`/api/documentos/nao-e-um-uuid/link`), 404, DOC_NOT_FOUND);
  });

  it("gives no link without a session (401) or to a pending user (403)", async () => {
    const { documento } = await uploadOk(f.ana.client, cond.id, "link.pdf", pdfBytes());
    await expectError(await new Client(f.t.app).get(`/api/documentos/${documento.id}/link`), 401, NO_SESSION);
    await expectError(await f.pendente.client.get(`/api/documentos/${documento.id}/link`), 403, NO_COMPANY);
  });
});

describe("deleting a condition document", () => {
  it("removes the row and then the file, and its old link stops working", async () => {
    const { documento } = await uploadOk(f.ana.client, cond.id, "descartar.pdf", pdfBytes());
    const { storagePath } = await docRow(f.t, documento.id);
    const { url } = await linkOf(documento.id);
    const res = await f.ana.client.delete(`/api/documentos/${documento.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, arquivoRemovido: true });
    expect(await docRow(f.t, documento.id)).toBeUndefined();
    await expect(onDisk(f.t, storagePath)).rejects.toThrow();
    await expectError(await new Client(f.t.app).get(url), 404, DOC_NOT_FOUND);
  });

  it("still deletes the row when the file is already gone, saying the file was not removed", async () => {
    const { documento } = await uploadOk(f.ana.client, cond.id, "sumiu.pdf", pdfBytes());
    await fs.rm(path.join(f.t.uploadsDir, (await docRow(f.t, documento.id)).storagePath));
    const res = await f.ana.client.delete(`/api/documentos/${documento.id}`);
    expect(await res.json()).toEqual({ ok: true, arquivoRemovido: false });
    expect(await docRow(f.t, documento.id)).toBeUndefined();
  });

  it.each([
    ["another company's document", () => f.docDaBeta.id],
    ["an unknown document", () => UNKNOWN_ID],
    ["a malformed document id", () => "nao-e-um-uuid"],
  ])("answers %s with 404, and every row and file stays", async (_case, id) => {
    const before = await snapshot(f.t);
    await expectError(await f.ana.client.delete(`/api/documentos/${id()}`), 404, DOC_NOT_FOUND);
    expect(await snapshot(f.t)).toEqual(before);
  });

  it("refuses without a session (401) and a pending user (403), keeping the document", async () => {
    const { documento } = await uploadOk(f.ana.client, cond.id, "fica.pdf", pdfBytes());
    await expectError(await new Client(f.t.app).delete(`/api/documentos/${documento.id}`), 401, NO_SESSION);
    await expectError(await f.pendente.client.delete(`/api/documentos/${documento.id}`), 403, NO_COMPANY);
    expect(await docRow(f.t, documento.id)).toBeDefined();
    expect(await allFiles(f.t)).toContain((await docRow(f.t, documento.id)).storagePath);
  });
});
