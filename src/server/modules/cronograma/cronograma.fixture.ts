// The setup the schedule's and the report's integration tests share: two companies, each with a
// client and projects, a licence with conditions for Alfa, an activity with a document for Beta.
import { count, eq } from "drizzle-orm";
import { expect } from "vitest";
import { atividadesCronograma, documentos } from "../../db/schema";
import { Client, createTestApp, signUpAndConfirm, testClock, type TestApp } from "../../test/test-app";
import { postJson } from "../../test/expect";
import { pdfBytes } from "../../test/files";
import { allFiles } from "../condicionantes/anexos.fixture";
import type { TCliente } from "../../../shared/schemas/clientes";
import type { TEmpreendimentoDetalhe } from "../../../shared/schemas/empreendimentos";
import type { TDocumento } from "../../../shared/schemas/condicionantes";
import type { TAtividade, TAtividadeInput } from "../../../shared/schemas/cronograma";
import { duasEmpresas } from "../../test/duas-empresas";

export const ATIVIDADE_NOT_FOUND = "Atividade não encontrada.";
export const PROJETO_NOT_FOUND = "Empreendimento não encontrado.";
export { NO_COMPANY, NO_SESSION, UNKNOWN_ID } from "../../test/duas-empresas";

// 02:30 UTC on 10 March is still 9 March in São Paulo (UTC-3): "today" is 2026-03-09.
export const NOW = "2026-03-10T02:30:00.000Z";
export const TODAY = "2026-03-09";

type TSignedIn = Awaited<ReturnType<typeof signUpAndConfirm>>;

export interface TCronogramaFixture {
  t: TestApp;
  clock: ReturnType<typeof testClock>;
  ana: TSignedIn; // Alfa Ambiental
  bia: TSignedIn; // Beta Consultoria
  pendente: TSignedIn; // signed up, not approved
  cliente: TCliente; // Alfa's
  novoProjeto: (nome: string) => Promise<TEmpreendimentoDetalhe>; // Alfa's, of `cliente`
  daBeta: { projeto: TEmpreendimentoDetalhe; atividade: TAtividade; documento: TDocumento };
}

export async function setupCronograma(): Promise<TCronogramaFixture> {
  const clock = testClock(NOW);
  const t = await createTestApp({ clock: clock.clock });
  const { ana, bia, pendente } = await duasEmpresas(t);

  const cliente = await postJson<TCliente>(ana.client, "/api/clientes", {
    nome: "Cerâmica São José",
    cnpj: "11.222.333/0001-81",
  });
  const novoProjeto = (nome: string) =>
    postJson<TEmpreendimentoDetalhe>(ana.client, "/api/empreendimentos", { nome, clienteId: cliente.id });

  const clienteBeta = await postJson<TCliente>(bia.client, "/api/clientes", { nome: "Mineração da Beta" });
  const projeto = await postJson<TEmpreendimentoDetalhe>(bia.client, "/api/empreendimentos", {
    nome: "Lavra Norte",
    clienteId: clienteBeta.id,
  });
  const atividade = await novaAtividade(bia.client, projeto.id, { titulo: "Da Beta", dataPrazo: "2026-04-01" });
  const documento = await uploadOk(bia.client, atividade.id, "beta.pdf", pdfBytes("Beta"));
  return { t, clock, ana, bia, pendente, cliente, novoProjeto, daBeta: { projeto, atividade, documento } };
}

export const novaAtividade = (client: Client, projetoId: string, body: TAtividadeInput) =>
  postJson<TAtividade>(client, `/api/empreendimentos/${projetoId}/atividades`, body);

export const uploadTo = (client: Client, atividadeId: string, name: string, bytes: Uint8Array) =>
  client.postFile(`/api/cronograma/atividades/${atividadeId}/documentos`, "arquivo", name, bytes);

export async function uploadOk(client: Client, atividadeId: string, name: string, bytes: Uint8Array) {
  const res = await uploadTo(client, atividadeId, name, bytes);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as TDocumento;
}

export async function atividadeRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(atividadesCronograma).where(eq(atividadesCronograma.id, id));
  return row;
}

/** Every activity and document row, and every stored file: what "nothing changed" compares. */
export async function snapshot(t: TestApp) {
  const { db } = t.database;
  return {
    atividades: await db.select().from(atividadesCronograma).orderBy(atividadesCronograma.id),
    docs: (await db.select({ n: count() }).from(documentos))[0].n,
    files: await allFiles(t),
  };
}
