// The setup the bin's integration tests share: two companies, a licence with everything that can
// hang from one, and helpers that read every row and file of a company as they are.
import fs from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { profiles, userRoles } from "../../db/schema";
import { expect } from "vitest";
import { asSystem } from "../../db/tenant";
import { Client, approveDirectly, createTestApp, signUpAndConfirm, testClock, type TestApp } from "../../test/test-app";
import { getJson, postJson } from "../../test/expect";
import { pdfBytes, pngBytes } from "../../test/files";
import { novaCondicionante, novaLicenca, uploadOk } from "../condicionantes/anexos.fixture";
import type { TPage } from "../../../shared/schemas/paging";
import type { TComprovacao } from "../../../shared/schemas/condicionantes";
import type { TLicencaDetalhe, TLicencaDocumento } from "../../../shared/schemas/licencas";
import type { TLixeiraItem } from "../../../shared/schemas/lixeira";

// 12:00 in São Paulo on 10 March 2026.
export const NOW = "2026-03-10T15:00:00.000Z";
export const DAY_S = 24 * 60 * 60;

type TSignedIn = Awaited<ReturnType<typeof signUpAndConfirm>>;

export interface TLixeiraFixture {
  t: TestApp;
  clock: ReturnType<typeof testClock>;
  ana: TSignedIn; // Alfa Ambiental's administrator
  beto: TSignedIn; // Alfa Ambiental, plain user
  bia: TSignedIn; // Beta Consultoria's administrator
  alfaId: string;
  betaId: string;
}

export async function setupLixeira(): Promise<TLixeiraFixture> {
  const clock = testClock(NOW);
  const t = await createTestApp({ clock: clock.clock });
  const ana = await signUpAndConfirm(t, "ana@alfa.example.com", "Ana Alfa");
  const alfa = await approveDirectly(t, ana.userId, "admin", "Alfa Ambiental");
  const beto = await signUpAndConfirm(t, "beto@alfa.example.com", "Beto Alfa");
  // A colleague of Ana's without the administrator's role.
  await t.database.db.update(profiles).set({ companyId: alfa.id }).where(eq(profiles.id, beto.userId));
  await t.database.db.insert(userRoles).values({ userId: beto.userId, role: "user" });
  const bia = await signUpAndConfirm(t, "bia@beta.example.com", "Bia Beta");
  const beta = await approveDirectly(t, bia.userId, "admin", "Beta Consultoria");
  return { t, clock, ana, beto, bia, alfaId: alfa.id, betaId: beta.id };
}

/**
 * A licence with everything that can hang from one: two documents of its own; a condition with a
 * monthly periodicity (3 scheduled deliveries) and a document; a condition with a proof and two
 * documents, one of them the proof's. 2 conditions, 3 deliveries, 1 proof, 5 documents.
 */
export async function licencaCompleta(client: Client, numero: string, prefixo = numero) {
  const licenca = await novaLicenca(client, `Cliente ${prefixo}`, `Projeto ${prefixo}`, numero);
  for (const [nome, bytes] of [
    ["licenca.pdf", pdfBytes()],
    ["mapa.png", pngBytes()],
  ] as const) {
    const res = await client.postFile(`/api/licencas/${licenca.id}/documentos`, "arquivo", nome, bytes);
    expect(res.status, await res.clone().text()).toBe(201);
    (await res.json()) as TLicencaDocumento;
  }
  const periodica = await novaCondicionante(client, licenca.id, "Relatório mensal");
  const res = await client.request("PUT", `/api/condicionantes/${periodica.id}/periodicidade`, {
    tipo: "mensal",
    intervalo: 1,
    dataInicio: "2026-04-01",
    dataFim: "2026-06-01",
    gerarAutomaticamente: true,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  await uploadOk(client, periodica.id, "relatorio.pdf", pdfBytes("Relatório"));
  const comProva = await novaCondicionante(client, licenca.id, "Laudo de ruído");
  const prova = await postJson<TComprovacao>(client, `/api/condicionantes/${comProva.id}/comprovacoes`, {
    dataEntrega: "2026-03-01",
  });
  await uploadOk(client, comProva.id, "laudo.pdf", pdfBytes("Laudo"));
  await uploadOk(client, comProva.id, "prova.pdf", pdfBytes("Prova"), { comprovacaoId: prova.id });
  const detalhe = await getJson<TLicencaDetalhe>(client, `/api/licencas/${licenca.id}`);
  return { licenca: detalhe, periodica, comProva, prova };
}

export const ITENS_DA_LICENCA = {
  empreendimentos: 0,
  licencas: 0,
  condicionantes: 2,
  entregas: 3,
  obrigacoes: 0,
  vencimentos: 0,
  comprovacoes: 1,
  atividades: 0,
  documentos: 5,
  checklistItens: 0,
};

const TABLES = [
  "clientes",
  "empreendimentos",
  "licencas",
  "licenca_documentos",
  "condicionantes",
  "condicionante_comprovacoes",
  "documentos",
  "atividades_cronograma",
  "obrigacoes",
  "obrigacao_instancias",
  "obrigacao_comprovacoes",
  "lixeira",
] as const;

/** Every row of the company, table by table, as text: what "exactly as before" compares. */
export async function companyRows(t: TestApp, companyId: string) {
  return asSystem(t.database.db, async (tx) => {
    const out: Record<string, string[]> = {};
    for (const table of TABLES) {
      const res = await tx.execute(
        sql`select t::text as row from ${sql.identifier(table)} t where t.company_id = ${companyId} order by t.id`,
      );
      out[table] = (res as unknown as { rows: { row: string }[] }).rows.map((r) => r.row);
    }
    return out;
  });
}

/** How many rows of the company each table holds, in the bin or not. */
export async function companyCounts(t: TestApp, companyId: string) {
  const rows = await companyRows(t, companyId);
  return Object.fromEntries(Object.entries(rows).map(([table, list]) => [table, list.length]));
}

/** Every file under the uploads folder, as keys. */
export async function allFiles(t: TestApp): Promise<string[]> {
  const entries = await fs.readdir(t.uploadsDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(t.uploadsDir, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .sort();
}

export const lixeiraDe = async (client: Client, q = "") =>
  getJson<TPage<TLixeiraItem>>(client, `/api/lixeira?pageSize=100&q=${encodeURIComponent(q)}`);

/** The bin entry of the record named `titulo`. */
export async function entradaDe(client: Client, titulo: string): Promise<TLixeiraItem> {
  const entrada = (await lixeiraDe(client)).items.find((e) => e.titulo === titulo);
  if (!entrada) throw new Error(`nada na Lixeira com o título ${titulo}`);
  return entrada;
}
