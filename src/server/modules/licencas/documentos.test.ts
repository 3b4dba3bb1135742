import fs from "node:fs/promises";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { licencaDocumentos } from "../../db/schema";
import { Client, approveDirectly, createTestApp, signUpAndConfirm, testClock, type TestApp } from "../../test/test-app";
import { bigPdfBytes, docBytes, docxBytes, exeBytes, jpgBytes, pdfBytes, pngBytes, zipBytes } from "../../test/files";
import type { TCliente } from "../../../shared/schemas/clientes";
import type { TEmpreendimentoDetalhe } from "../../../shared/schemas/empreendimentos";
import type { TLicencaDetalhe, TLicencaDocumento } from "../../../shared/schemas/licencas";
import { expectError, postJson, getJson } from "../../test/expect";

const NO_SESSION = "Usuário não autenticado";
const NO_COMPANY = "Usuário não possui empresa associada";
const LICENCA_NOT_FOUND = "Licença não encontrada.";
const DOC_NOT_FOUND = "Documento não encontrado.";
const WRONG_TYPE = "Tipo de arquivo não permitido. Envie PDF, DOC, DOCX, JPG, JPEG ou PNG.";
const TOO_LARGE = "O arquivo excede o limite de 10 MB.";
const LINK_INVALID = "Link de visualização inválido ou expirado.";
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const MB = 1024 * 1024;
const GENERATED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z]+$/;

type TSignedIn = Awaited<ReturnType<typeof signUpAndConfirm>>;

const clock = testClock("2026-03-10T15:00:00Z");
let t: TestApp;
let ana: TSignedIn; // Alfa Ambiental
let bia: TSignedIn; // Beta Consultoria
let pendente: TSignedIn; // signed up, not approved
let alfaId: string;
let betaId: string;
let licenca: TLicencaDetalhe; // Alfa's licence most tests upload to
let outra: TLicencaDetalhe; // another licence of Alfa
let daBeta: TLicencaDetalhe; // Beta's licence
let docDaBeta: TLicencaDocumento;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  ana = await signUpAndConfirm(t, "ana@alfa.example.com", "Ana Alfa");
  alfaId = (await approveDirectly(t, ana.userId, "admin", "Alfa Ambiental")).id;
  bia = await signUpAndConfirm(t, "bia@beta.example.com", "Bia Beta");
  betaId = (await approveDirectly(t, bia.userId, "admin", "Beta Consultoria")).id;
  pendente = await signUpAndConfirm(t, "pendente@example.com", "Paulo Pendente");

  const ceramica = await postJson<TCliente>(ana.client, "/api/clientes", { nome: "Cerâmica São José" });
  const forno = await postJson<TEmpreendimentoDetalhe>(ana.client, "/api/empreendimentos", {
    nome: "Forno Túnel",
    clienteId: ceramica.id,
  });
  licenca = await createLicenca(ana.client, ceramica.id, forno.id, "LO-100/2026");
  outra = await createLicenca(ana.client, ceramica.id, forno.id, "LI-200/2026");

  const mineracao = await postJson<TCliente>(bia.client, "/api/clientes", { nome: "Mineração da Beta" });
  const lavra = await postJson<TEmpreendimentoDetalhe>(bia.client, "/api/empreendimentos", {
    nome: "Lavra Norte",
    clienteId: mineracao.id,
  });
  daBeta = await createLicenca(bia.client, mineracao.id, lavra.id, "LO-900/2026");
  docDaBeta = await upload(bia.client, daBeta.id, "licenca-beta.pdf", pdfBytes("Beta"));
});
afterAll(() => t.close());

// ---------- small helpers ----------

const createLicenca = (client: Client, clienteId: string, empreendimentoId: string, numero: string) =>
  postJson<TLicencaDetalhe>(client, "/api/licencas", {
    clienteId,
    empreendimentoId,
    tipo: "LO",
    numero,
    orgao: "IMA",
    validadeDate: "2027-01-31",
  });

const uploadTo = (client: Client, licencaId: string, name: string, bytes: Uint8Array) =>
  client.postFile(`/api/licencas/${licencaId}/documentos`, "arquivo", name, bytes);

async function upload(client: Client, licencaId: string, name: string, bytes: Uint8Array) {
  const res = await uploadTo(client, licencaId, name, bytes);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as TLicencaDocumento;
}

async function linkOf(client: Client, licencaId: string, docId: string) {
  return getJson<{ url: string; expiresAt: string }>(client, `/api/licencas/${licencaId}/documentos/${docId}/link`);
}

async function docRow(id: string) {
  const [row] = await t.database.db.select().from(licencaDocumentos).where(eq(licencaDocumentos.id, id));
  return row;
}

async function docCount() {
  const [{ n }] = await t.database.db.select({ n: count() }).from(licencaDocumentos);
  return n;
}

/** The files stored for a licence, by name; none when its folder does not exist. */
async function filesOf(licencaId: string): Promise<string[]> {
  return fs.readdir(path.join(t.uploadsDir, "licencas", licencaId)).catch(() => []);
}

/** Every file under the uploads folder, as paths relative to it. */
async function allFiles(): Promise<string[]> {
  const entries = await fs.readdir(t.uploadsDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(t.uploadsDir, path.join(e.parentPath, e.name)))
    .sort();
}

const onDisk = (storagePath: string) => fs.readFile(path.join(t.uploadsDir, storagePath));

/** The same URL with one query parameter replaced. */
function withParam(url: string, name: string, value: string) {
  const u = new URL(url, "http://localhost");
  u.searchParams.set(name, value);
  return `${u.pathname}?${u.searchParams.toString()}`;
}

// ---------- uploading ----------

describe("uploading a document", () => {
  it.each([
    ["a PDF", "Licença de Operação.pdf", pdfBytes, "application/pdf", "pdf"],
    ["a PNG", "mapa.png", pngBytes, "image/png", "png"],
    ["a JPG", "foto.jpg", jpgBytes, "image/jpeg", "jpg"],
    ["a JPEG in capitals", "FOTO AÉREA.JPEG", jpgBytes, "image/jpeg", "jpeg"],
    ["a DOC", "parecer.doc", docBytes, "application/msword", "doc"],
    [
      "a DOCX",
      "parecer técnico.docx",
      docxBytes,
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "docx",
    ],
  ])("accepts %s by its content and stores it under a generated name", async (_case, name, bytes, mime, ext) => {
    const data = bytes();
    const doc = await upload(ana.client, licenca.id, name, data);
    expect(doc).toEqual({
      id: expect.any(String),
      nome: name,
      contentType: mime,
      fileSize: data.byteLength,
      visivelPortal: false,
      createdAt: expect.any(String),
    });

    const row = await docRow(doc.id);
    expect(row).toMatchObject({
      licencaId: licenca.id,
      companyId: alfaId,
      nome: name,
      contentType: mime,
      fileSize: data.byteLength,
      createdBy: ana.userId,
    });
    const [folder, licencaFolder, fileName] = row.storagePath.split("/");
    expect([folder, licencaFolder]).toEqual(["licencas", licenca.id]);
    expect(fileName).toMatch(GENERATED_NAME);
    expect(fileName.endsWith(`.${ext}`)).toBe(true);
    expect(fileName).not.toContain(name.split(".")[0]);
    expect(await filesOf(licenca.id)).toContain(fileName);
    expect(new Uint8Array(await onDisk(row.storagePath))).toEqual(data);
  });

  it("gives two uploads of the same name two files", async () => {
    const a = await upload(ana.client, outra.id, "mesmo-nome.pdf", pdfBytes("um"));
    const b = await upload(ana.client, outra.id, "mesmo-nome.pdf", pdfBytes("dois"));
    const [rowA, rowB] = [await docRow(a.id), await docRow(b.id)];
    expect(rowA.storagePath).not.toBe(rowB.storagePath);
    expect((await onDisk(rowA.storagePath)).toString("latin1")).toContain("um");
    expect((await onDisk(rowB.storagePath)).toString("latin1")).toContain("dois");
  });

  it("never builds the stored path from the user's file name", async () => {
    const before = await allFiles();
    const doc = await upload(ana.client, outra.id, "../../../fora-da-pasta.pdf", pdfBytes());
    const row = await docRow(doc.id);
    expect(row.storagePath.startsWith(`licencas/${outra.id}/`)).toBe(true);
    const added = (await allFiles()).filter((f) => !before.includes(f));
    expect(added).toEqual([row.storagePath]);
  });

  it.each([
    ["a PDF name over PNG content", "laudo.pdf", pngBytes],
    ["a PDF name over plain text", "x.pdf", () => new Uint8Array(Buffer.from("apenas texto, não é um PDF"))],
    ["a PNG name over PDF content", "planta.png", pdfBytes],
    ["a JPG name over PNG content", "foto.jpg", pngBytes],
    ["an executable", "instalador.exe", exeBytes],
    ["an executable renamed to .pdf", "relatorio.pdf", exeBytes],
    ["an executable renamed to .doc", "oficio.doc", exeBytes],
    ["a ZIP renamed to .docx", "pacote.docx", () => zipBytes({ "leia-me.txt": "não é Word" })],
    ["an allowed content with a forbidden extension", "script.js", pdfBytes],
    ["a name without extension", "documento", pdfBytes],
    ["an empty PDF", "vazio.pdf", () => new Uint8Array(0)],
  ])("refuses %s with 400, storing nothing", async (_case, name, bytes) => {
    const [rows, files] = [await docCount(), await allFiles()];
    const error = await expectError(await uploadTo(ana.client, licenca.id, name, bytes()), 400, WRONG_TYPE);
    expect(error.code).toBe("FILE_TYPE");
    expect(await docCount()).toBe(rows);
    expect(await allFiles()).toEqual(files);
  });

  it("refuses an 11 MB file with 413, storing nothing", async () => {
    const [rows, files] = [await docCount(), await allFiles()];
    const res = await uploadTo(ana.client, licenca.id, "grande.pdf", bigPdfBytes(11 * MB));
    await expectError(res, 413, TOO_LARGE);
    expect(await docCount()).toBe(rows);
    expect(await allFiles()).toEqual(files);
  });

  it("refuses a file one byte over 10 MB, and accepts one of exactly 10 MB", async () => {
    const rows = await docCount();
    await expectError(await uploadTo(ana.client, outra.id, "quase.pdf", bigPdfBytes(10 * MB + 1)), 413, TOO_LARGE);
    expect(await docCount()).toBe(rows);

    const doc = await upload(ana.client, outra.id, "no-limite.pdf", bigPdfBytes(10 * MB));
    expect(doc.fileSize).toBe(10 * MB);
    expect((await onDisk((await docRow(doc.id)).storagePath)).byteLength).toBe(10 * MB);
  });

  it("asks for the file when the form has none", async () => {
    const rows = await docCount();
    const error = await expectError(await ana.client.post(`/api/licencas/${licenca.id}/documentos`, {}), 400);
    expect(error.fields?.arquivo).toBe("Arquivo é obrigatório");
    const wrongField = await ana.client.postFile(`/api/licencas/${licenca.id}/documentos`, "file", "a.pdf", pdfBytes());
    expect((await expectError(wrongField, 400)).fields?.arquivo).toBe("Arquivo é obrigatório");
    expect(await docCount()).toBe(rows);
  });

  it.each([
    ["another company's licence", () => daBeta.id],
    ["an unknown licence", () => UNKNOWN_ID],
    ["a malformed licence id", () => "nao-e-um-uuid"],
  ])("answers %s with 404, storing nothing", async (_case, id) => {
    const [rows, files] = [await docCount(), await allFiles()];
    await expectError(await uploadTo(ana.client, id(), "intruso.pdf", pdfBytes()), 404, LICENCA_NOT_FOUND);
    expect(await docCount()).toBe(rows);
    expect(await allFiles()).toEqual(files);
  });

  it("answers without a session with 401 and for a pending user with 403", async () => {
    const rows = await docCount();
    const url = `/api/licencas/${licenca.id}/documentos`;
    await expectError(await new Client(t.app).postFile(url, "arquivo", "a.pdf", pdfBytes()), 401, NO_SESSION);
    await expectError(await pendente.client.postFile(url, "arquivo", "a.pdf", pdfBytes()), 403, NO_COMPANY);
    expect(await docCount()).toBe(rows);
  });

  it("lists the uploaded documents in the licence's detail, oldest first", async () => {
    const fresh = await createLicenca(ana.client, licenca.cliente.id, licenca.empreendimento.id, "LP-300/2026");
    const first = await upload(ana.client, fresh.id, "primeiro.pdf", pdfBytes());
    const second = await upload(ana.client, fresh.id, "segundo.png", pngBytes());
    const detail = await getJson<TLicencaDetalhe>(ana.client, `/api/licencas/${fresh.id}`);
    expect(detail.documentos).toEqual([first, second]);
  });
});

// ---------- signed links ----------

describe("viewing a document through a signed link", () => {
  let doc: TLicencaDocumento;
  const bytes = pdfBytes("conteúdo da licença");
  beforeAll(async () => {
    doc = await upload(ana.client, licenca.id, "Licença LO 100.pdf", bytes);
  });

  it("gives a link valid for 3600 s that serves the file's bytes to anyone holding it", async () => {
    const link = await linkOf(ana.client, licenca.id, doc.id);
    expect(Date.parse(link.expiresAt)).toBe(clock.clock().getTime() + 3600 * 1000);
    expect(link.url).toMatch(/^\/api\/arquivos\/[\w-]+\?expires=\d+&signature=[\w-]+$/);
    expect(link.url).not.toContain("Licen");

    // A new tab: no session cookie at all.
    const res = await new Client(t.app).get(link.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      `inline; filename*=UTF-8''${encodeURIComponent("Licença LO 100.pdf")}`,
    );
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
  });

  it("serves each kind with its own content type", async () => {
    const png = await upload(ana.client, licenca.id, "mapa.png", pngBytes());
    const res = await new Client(t.app).get((await linkOf(ana.client, licenca.id, png.id)).url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(pngBytes());
  });

  it("refuses a link whose signature was tampered with", async () => {
    const { url } = await linkOf(ana.client, licenca.id, doc.id);
    const signature = new URL(url, "http://localhost").searchParams.get("signature")!;
    const flipped = (signature[0] === "A" ? "B" : "A") + signature.slice(1);
    await expectError(await new Client(t.app).get(withParam(url, "signature", flipped)), 403, LINK_INVALID);
    await expectError(await new Client(t.app).get(withParam(url, "signature", "")), 403, LINK_INVALID);
    await expectError(await new Client(t.app).get(url.replace(/&signature=.*/, "")), 403, LINK_INVALID);
  });

  it("refuses a link whose expiry was pushed forward", async () => {
    const { url } = await linkOf(ana.client, licenca.id, doc.id);
    const expires = Number(new URL(url, "http://localhost").searchParams.get("expires"));
    await expectError(await new Client(t.app).get(withParam(url, "expires", String(expires + 86_400))), 403);
  });

  it("refuses one document's signature on another document's path", async () => {
    const other = await upload(ana.client, licenca.id, "outro.pdf", pdfBytes("outro"));
    const mine = await linkOf(ana.client, licenca.id, doc.id);
    const theirs = await linkOf(ana.client, licenca.id, other.id);
    const otherToken = theirs.url.split("?")[0];
    const forged = `${otherToken}?${mine.url.split("?")[1]}`;
    await expectError(await new Client(t.app).get(forged), 403, LINK_INVALID);
  });

  it("refuses a link once 3600 s have passed, and serves it one second before", async () => {
    const start = clock.clock();
    const { url } = await linkOf(ana.client, licenca.id, doc.id);
    try {
      clock.advance(3599);
      expect((await new Client(t.app).get(url)).status).toBe(200);
      clock.set(start);
      clock.advance(3601);
      await expectError(await new Client(t.app).get(url), 403, LINK_INVALID);
    } finally {
      clock.set(start);
    }
  });

  it("answers 404 for a link whose document row was deleted, even with the file still on disk", async () => {
    const gone = await upload(ana.client, licenca.id, "apagado.pdf", pdfBytes());
    const { url } = await linkOf(ana.client, licenca.id, gone.id);
    const { storagePath } = await docRow(gone.id);
    await t.database.db.delete(licencaDocumentos).where(eq(licencaDocumentos.id, gone.id));
    expect((await onDisk(storagePath)).byteLength).toBeGreaterThan(0);
    await expectError(await new Client(t.app).get(url), 404, DOC_NOT_FOUND);
  });

  it("answers 404 for a link whose file is missing from disk", async () => {
    const lost = await upload(ana.client, licenca.id, "perdido.pdf", pdfBytes());
    const { url } = await linkOf(ana.client, licenca.id, lost.id);
    await fs.rm(path.join(t.uploadsDir, (await docRow(lost.id)).storagePath));
    await expectError(await new Client(t.app).get(url), 404, DOC_NOT_FOUND);
  });

  it.each([
    ["another company's licence and document", () => [daBeta.id, docDaBeta.id]],
    ["the caller's licence with another company's document", () => [licenca.id, docDaBeta.id]],
    ["another company's licence with the caller's document", () => [daBeta.id, doc.id]],
    ["the document under another licence of the company", () => [outra.id, doc.id]],
    ["an unknown document", () => [licenca.id, UNKNOWN_ID]],
    ["a malformed document id", () => [licenca.id, "nao-e-um-uuid"]],
    ["a malformed licence id", () => ["nao-e-um-uuid", doc.id]],
  ])("gives no link for %s (404)", async (_case, ids) => {
    const [licencaId, docId] = ids();
    await expectError(await ana.client.get(`/api/licencas/${licencaId}/documentos/${docId}/link`), 404, DOC_NOT_FOUND);
  });

  it("gives no link without a session (401) or to a pending user (403)", async () => {
    const url = `/api/licencas/${licenca.id}/documentos/${doc.id}/link`;
    await expectError(await new Client(t.app).get(url), 401, NO_SESSION);
    await expectError(await pendente.client.get(url), 403, NO_COMPANY);
  });
});

// ---------- deleting ----------

describe("deleting a document", () => {
  it("removes the row and then the file, and its old link stops working", async () => {
    const doc = await upload(ana.client, licenca.id, "descartar.pdf", pdfBytes());
    const { storagePath } = await docRow(doc.id);
    const { url } = await linkOf(ana.client, licenca.id, doc.id);

    const res = await ana.client.delete(`/api/licencas/${licenca.id}/documentos/${doc.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, arquivoRemovido: true });
    expect(await docRow(doc.id)).toBeUndefined();
    await expect(onDisk(storagePath)).rejects.toThrow();
    const detail = await getJson<TLicencaDetalhe>(ana.client, `/api/licencas/${licenca.id}`);
    expect(detail.documentos.map((d) => d.id)).not.toContain(doc.id);
    expect((await new Client(t.app).get(url)).status).toBe(404);
  });

  it("still deletes the row when the file is already gone, saying the file was not removed", async () => {
    const doc = await upload(ana.client, licenca.id, "ja-sumiu.pdf", pdfBytes());
    await fs.rm(path.join(t.uploadsDir, (await docRow(doc.id)).storagePath));

    const res = await ana.client.delete(`/api/licencas/${licenca.id}/documentos/${doc.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, arquivoRemovido: false });
    expect(await docRow(doc.id)).toBeUndefined();
  });

  it("leaves the licence's other documents alone", async () => {
    const keep = await upload(ana.client, outra.id, "fica.pdf", pdfBytes());
    const drop = await upload(ana.client, outra.id, "sai.pdf", pdfBytes());
    expect((await ana.client.delete(`/api/licencas/${outra.id}/documentos/${drop.id}`)).status).toBe(200);
    const kept = await docRow(keep.id);
    expect(kept).toBeDefined();
    expect((await onDisk(kept.storagePath)).byteLength).toBeGreaterThan(0);
  });

  it.each([
    ["another company's licence and document", () => [daBeta.id, docDaBeta.id]],
    ["the caller's licence with another company's document", () => [licenca.id, docDaBeta.id]],
    ["the document under another licence of the company", () => [outra.id, "own"]],
    ["an unknown document", () => [licenca.id, UNKNOWN_ID]],
    ["a malformed document id", () => [licenca.id, "nao-e-um-uuid"]],
  ])("answers %s with 404, and the row and file stay", async (_case, ids) => {
    const own = await upload(ana.client, licenca.id, "permanece.pdf", pdfBytes());
    const [licencaId, docId] = ids().map((id) => (id === "own" ? own.id : id));
    const rows = await docCount();
    const files = await allFiles();

    await expectError(await ana.client.delete(`/api/licencas/${licencaId}/documentos/${docId}`), 404, DOC_NOT_FOUND);
    expect(await docCount()).toBe(rows);
    expect(await allFiles()).toEqual(files);
    expect(await docRow(docDaBeta.id)).toMatchObject({ companyId: betaId, licencaId: daBeta.id });
  });

  it("refuses without a session (401) and a pending user (403), keeping the document", async () => {
    const doc = await upload(ana.client, licenca.id, "protegido.pdf", pdfBytes());
    const url = `/api/licencas/${licenca.id}/documentos/${doc.id}`;
    await expectError(await new Client(t.app).delete(url), 401, NO_SESSION);
    await expectError(await pendente.client.delete(url), 403, NO_COMPANY);
    expect(await docRow(doc.id)).toBeDefined();
  });
});

describe("'Visível no portal' on a document", () => {
  const patch = (client: Client, licencaId: string, docId: string, body: unknown) =>
    client.patch(`/api/licencas/${licencaId}/documentos/${docId}`, body);

  it("starts off, is switched on and off, and the licence's details say so", async () => {
    const doc = await upload(ana.client, licenca.id, "condicoes-gerais.pdf", pdfBytes("portal"));
    expect(doc.visivelPortal).toBe(false);
    const ligar = await patch(ana.client, licenca.id, doc.id, { visivelPortal: true });
    expect(ligar.status).toBe(200);
    expect(await ligar.json()).toEqual({ ...doc, visivelPortal: true });
    expect((await docRow(doc.id)).visivelPortal).toBe(true);
    const detalhe = await getJson<TLicencaDetalhe>(ana.client, `/api/licencas/${licenca.id}`);
    expect(detalhe.documentos.find((d) => d.id === doc.id)?.visivelPortal).toBe(true);
    expect(await (await patch(ana.client, licenca.id, doc.id, { visivelPortal: false })).json()).toMatchObject({
      visivelPortal: false,
    });
    expect((await docRow(doc.id)).visivelPortal).toBe(false);
  });

  it.each([
    ["no value", {}],
    ["a value that is not true or false", { visivelPortal: "sim" }],
  ])("refuses %s with 400, changing nothing", async (_case, body) => {
    const doc = await upload(ana.client, licenca.id, "valor.pdf", pdfBytes("valor"));
    const error = await expectError(await patch(ana.client, licenca.id, doc.id, body), 400);
    expect(error.fields?.visivelPortal).toBe("Informe se o documento fica visível no portal.");
    expect((await docRow(doc.id)).visivelPortal).toBe(false);
  });

  it.each([
    ["another company's document", () => [daBeta.id, docDaBeta.id]],
    ["another company's document under one's own licence", () => [licenca.id, docDaBeta.id]],
    ["a document of another licence", () => [outra.id, docDaBeta.id]],
    ["an unknown document", () => [licenca.id, UNKNOWN_ID]],
    ["a malformed id", () => [licenca.id, "nao-e-um-uuid"]],
  ])("answers %s with 404, changing nothing", async (_case, ids) => {
    const [licencaId, docId] = ids();
    await expectError(await patch(ana.client, licencaId, docId, { visivelPortal: true }), 404, DOC_NOT_FOUND);
    expect((await docRow(docDaBeta.id)).visivelPortal).toBe(false);
  });

  it("refuses without a session (401) and a pending user (403)", async () => {
    const doc = await upload(ana.client, licenca.id, "sessao.pdf", pdfBytes("sessao"));
    await expectError(await patch(new Client(t.app), licenca.id, doc.id, { visivelPortal: true }), 401, NO_SESSION);
    await expectError(await patch(pendente.client, licenca.id, doc.id, { visivelPortal: true }), 403, NO_COMPANY);
    expect((await docRow(doc.id)).visivelPortal).toBe(false);
  });
});
