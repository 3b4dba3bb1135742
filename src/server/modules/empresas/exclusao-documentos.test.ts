// The 'Gerais' switch 'Apenas administradores podem excluir documentos', obeyed by every route
// that deletes one document: a licence's, a condition's, a proof's and an activity's.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentos, licencaDocumentos } from "../../db/schema";
import type { Client } from "../../test/test-app";
import { expectError, getJson, postJson } from "../../test/expect";
import { pdfBytes } from "../../test/files";
import {
  allFiles,
  novaCondicionante,
  novaLicenca,
  setupAnexos,
  uploadOk,
  type TAnexosFixture,
} from "../condicionantes/anexos.fixture";
import { novaAtividade, uploadOk as uploadNaAtividade } from "../cronograma/cronograma.fixture";
import type { TComprovacao } from "../../../shared/schemas/condicionantes";
import type { TLicencaDocumento } from "../../../shared/schemas/licencas";
import type { TMe } from "../../../shared/rules/gate";
import { joinCompany } from "./empresas.fixture";

const APENAS_ADMIN = "Apenas administradores podem excluir documentos.";

let f: TAnexosFixture;
let gil: Client; // manager of Alfa
let ugo: Client; // plain user of Alfa

type TKind = "licença" | "condicionante" | "comprovação" | "atividade";
const KINDS: TKind[] = ["licença", "condicionante", "comprovação", "atividade"];

/** A fresh document of `kind`, uploaded by `client`, and how to delete it. */
async function novoDocumento(
  client: Client,
  kind: TKind,
): Promise<{ url: string; table: "licenca" | "generico"; id: string }> {
  const { licenca } = f;
  if (kind === "licença") {
    const res = await client.postFile(`/api/licencas/${licenca.id}/documentos`, "arquivo", "lo.pdf", pdfBytes());
    expect(res.status).toBe(201);
    const doc = (await res.json()) as TLicencaDocumento;
    return { url: `/api/licencas/${licenca.id}/documentos/${doc.id}`, table: "licenca", id: doc.id };
  }
  if (kind === "atividade") {
    const atividade = await novaAtividade(client, licenca.empreendimento.id, {
      titulo: "Vistoria",
      dataPrazo: "2026-05-01",
    });
    const doc = await uploadNaAtividade(client, atividade.id, "vistoria.pdf", pdfBytes());
    return { url: `/api/documentos/${doc.id}`, table: "generico", id: doc.id };
  }
  const condicionante = await novaCondicionante(client, licenca.id);
  const fields: Record<string, string> = {};
  if (kind === "comprovação") {
    const prova = await postJson<TComprovacao>(client, `/api/condicionantes/${condicionante.id}/comprovacoes`, {
      dataEntrega: "2026-02-01",
    });
    fields.comprovacaoId = prova.id;
  }
  const { documento } = await uploadOk(client, condicionante.id, "laudo.pdf", pdfBytes(), fields);
  return { url: `/api/documentos/${documento.id}`, table: "generico", id: documento.id };
}

async function exists(doc: { table: "licenca" | "generico"; id: string }) {
  const table = doc.table === "licenca" ? licencaDocumentos : documentos;
  const [{ n }] = await f.t.database.db.select({ n: count() }).from(table).where(eq(table.id, doc.id));
  return n === 1;
}

const setSwitch = async (value: boolean) => {
  const res = await f.ana.client.patch("/api/empresa/configuracoes", { apenasAdminExcluiDocumentos: value });
  expect(res.status).toBe(200);
};

beforeAll(async () => {
  f = await setupAnexos();
  const { profile } = await getJson<TMe>(f.ana.client, "/api/me");
  gil = (await joinCompany(f.t, "gil@alfa.example.com", profile!.companyId!, "manager")).client;
  ugo = (await joinCompany(f.t, "ugo@alfa.example.com", profile!.companyId!, "user")).client;
});
afterAll(() => f.t.close());

describe("with the switch on (the default)", () => {
  it.each(KINDS)(
    "refuses a plain user and a manager the delete of a %s document with 403, keeping row and file",
    async (kind) => {
      const doc = await novoDocumento(ugo, kind);
      const files = await allFiles(f.t);
      for (const client of [ugo, gil]) await expectError(await client.delete(doc.url), 403, APENAS_ADMIN);
      expect(await exists(doc)).toBe(true);
      expect(await allFiles(f.t)).toEqual(files);
    },
  );

  it.each(KINDS)("lets the company's admin delete a %s document", async (kind) => {
    const doc = await novoDocumento(ugo, kind);
    const res = await f.ana.client.delete(doc.url);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await exists(doc)).toBe(false);
  });

  it("still lets a plain user delete a whole licence: its documents go to the bin, recoverable", async () => {
    const licenca = await novaLicenca(ugo, "Olaria Sul", "Forno Intermitente", "LO-77/2026");
    const up = await ugo.postFile(`/api/licencas/${licenca.id}/documentos`, "arquivo", "lo.pdf", pdfBytes());
    const doc = (await up.json()) as TLicencaDocumento;
    const res = await ugo.delete(`/api/licencas/${licenca.id}`);
    expect(res.status, await res.clone().text()).toBe(200);
    const [row] = await f.t.database.db.select().from(licencaDocumentos).where(eq(licencaDocumentos.id, doc.id));
    expect(row.lixeiraId).not.toBeNull();
  });
});

describe("with the switch off", () => {
  beforeAll(() => setSwitch(false));
  afterAll(() => setSwitch(true));

  it.each(KINDS)("lets a plain user delete a %s document", async (kind) => {
    const doc = await novoDocumento(ugo, kind);
    const res = await ugo.delete(doc.url);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await exists(doc)).toBe(false);
  });

  it("is the caller's company's switch only: Beta's admin cannot turn Alfa's back on", async () => {
    await f.bia.client.patch("/api/empresa/configuracoes", { apenasAdminExcluiDocumentos: true });
    const doc = await novoDocumento(ugo, "licença");
    expect((await ugo.delete(doc.url)).status).toBe(200);
  });

  it("leaves other companies' documents out of reach: Beta's document is 404, not deleted", async () => {
    await expectError(await ugo.delete(`/api/documentos/${f.docDaBeta.id}`), 404, "Documento não encontrado.");
    expect(await exists({ table: "generico", id: f.docDaBeta.id })).toBe(true);
  });
});
