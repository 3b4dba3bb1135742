// The setup that the proofs' and the documents' integration tests share: two companies, each
// with a licence and a condition, a pending user, and helpers to upload and inspect files.
import fs from "node:fs/promises";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { expect } from "vitest";
import { condicionanteComprovacoes, condicionantes, documentos } from "../../db/schema";
import { Client, createTestApp, signUpAndConfirm, testClock, type TestApp } from "../../test/test-app";
import { getJson, postJson } from "../../test/expect";
import { pdfBytes } from "../../test/files";
import type { TCliente } from "../../../shared/schemas/clientes";
import type { TEmpreendimentoDetalhe } from "../../../shared/schemas/empreendimentos";
import type { TLicencaDetalhe } from "../../../shared/schemas/licencas";
import type {
  TComprovacao,
  TCondicionante,
  TCondicionanteDetalhe,
  TDocumento,
} from "../../../shared/schemas/condicionantes";
import { duasEmpresas } from "../../test/duas-empresas";

export { NO_COMPANY, NO_SESSION, UNKNOWN_ID } from "../../test/duas-empresas";
export const CONDICIONANTE_NOT_FOUND = "Condicionante não encontrada.";
export const COMPROVACAO_NOT_FOUND = "Comprovação não encontrada.";
export const DOC_NOT_FOUND = "Documento não encontrado.";

// 02:30 UTC on 10 March is still 9 March in São Paulo (UTC-3): "today" is 2026-03-09.
export const NOW = "2026-03-10T02:30:00.000Z";
export const TODAY = "2026-03-09";
export const TOMORROW = "2026-03-10";

type TSignedIn = Awaited<ReturnType<typeof signUpAndConfirm>>;
export type TDocumentoResposta = { documento: TDocumento; condicionante: TCondicionante };

export interface TAnexosFixture {
  t: TestApp;
  clock: ReturnType<typeof testClock>;
  ana: TSignedIn; // Alfa Ambiental
  bia: TSignedIn; // Beta Consultoria
  pendente: TSignedIn; // signed up, not approved
  licenca: TLicencaDetalhe; // Alfa's
  daBeta: TCondicionante; // Beta's condition
  provaDaBeta: TComprovacao; // a proof of Beta's condition
  docDaBeta: TDocumento; // a document of Beta's condition
}

export async function setupAnexos(): Promise<TAnexosFixture> {
  const clock = testClock(NOW);
  const t = await createTestApp({ clock: clock.clock });
  const { ana, bia, pendente } = await duasEmpresas(t);

  const licenca = await novaLicenca(ana.client, "Cerâmica São José", "Forno Túnel", "LO-4521/2026");
  const licencaBeta = await novaLicenca(bia.client, "Mineração da Beta", "Lavra Norte", "LO-BETA-1");
  const daBeta = await novaCondicionante(bia.client, licencaBeta.id, "Da Beta");
  const provaDaBeta = await postJson<TComprovacao>(bia.client, `/api/condicionantes/${daBeta.id}/comprovacoes`, {
    dataEntrega: "2026-02-01",
  });
  const { documento: docDaBeta } = await uploadOk(bia.client, daBeta.id, "beta.pdf", pdfBytes("Beta"));
  return { t, clock, ana, bia, pendente, licenca, daBeta, provaDaBeta, docDaBeta };
}

/** A client, a project and an LO licence of the signed-in company, through the API. */
export async function novaLicenca(client: Client, cliente: string, projeto: string, numero: string) {
  const c = await postJson<TCliente>(client, "/api/clientes", { nome: cliente });
  const p = await postJson<TEmpreendimentoDetalhe>(client, "/api/empreendimentos", { nome: projeto, clienteId: c.id });
  return postJson<TLicencaDetalhe>(client, "/api/licencas", {
    clienteId: c.id,
    empreendimentoId: p.id,
    tipo: "LO",
    numero,
    orgao: "IMA",
  });
}

export const novaCondicionante = (client: Client, licencaId: string, nome = "Monitoramento de efluentes") =>
  postJson<TCondicionante>(client, `/api/licencas/${licencaId}/condicionantes`, {
    nome,
    descricao: `${nome}: apresentar laudo`,
    status: "pendente",
    dataPrazo: "2026-06-30",
  });

export const uploadTo = (
  client: Client,
  condicionanteId: string,
  name: string,
  bytes: Uint8Array,
  fields: Record<string, string> = {},
) => client.postFile(`/api/condicionantes/${condicionanteId}/documentos`, "arquivo", name, bytes, undefined, fields);

export async function uploadOk(
  client: Client,
  condicionanteId: string,
  name: string,
  bytes: Uint8Array,
  fields: Record<string, string> = {},
) {
  const res = await uploadTo(client, condicionanteId, name, bytes, fields);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as TDocumentoResposta;
}

export const detalhe = (client: Client, id: string) =>
  getJson<TCondicionanteDetalhe>(client, `/api/condicionantes/${id}`);

export async function condicionanteRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(condicionantes).where(eq(condicionantes.id, id));
  return row;
}

export async function comprovacaoRow(t: TestApp, id: string) {
  const [row] = await t.database.db
    .select()
    .from(condicionanteComprovacoes)
    .where(eq(condicionanteComprovacoes.id, id));
  return row;
}

export async function docRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(documentos).where(eq(documentos.id, id));
  return row;
}

/** Rows of documents and proofs, and every stored file: what "nothing changed" compares. */
export async function snapshot(t: TestApp) {
  const [{ docs }] = await t.database.db.select({ docs: count() }).from(documentos);
  const [{ provas }] = await t.database.db.select({ provas: count() }).from(condicionanteComprovacoes);
  return { docs, provas, files: await allFiles(t) };
}

/** Every file under the uploads folder, as paths relative to it. */
export async function allFiles(t: TestApp): Promise<string[]> {
  const entries = await fs.readdir(t.uploadsDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(t.uploadsDir, path.join(e.parentPath, e.name)))
    .sort();
}

export const onDisk = (t: TestApp, storagePath: string) => fs.readFile(path.join(t.uploadsDir, storagePath));
