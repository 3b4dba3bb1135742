import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  clientes,
  companies,
  condicionantes,
  documentos,
  empreendimentos,
  licencaDocumentos,
  licencas,
} from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { diskSweepTarget, ORPHAN_MIN_AGE_MS, sweepOrphans } from "./orphans";

// The real clock: folders made by the test carry it, as an upload's folder would.
const NOW = new Date();
const OLD = new Date(NOW.getTime() - ORPHAN_MIN_AGE_MS - 60_000);
const YOUNG = new Date(NOW.getTime() - ORPHAN_MIN_AGE_MS + 60_000);

let t: TestApp;
let licencaId: string;
let condicionanteId: string;
let companyId: string;
beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const [company] = await db.insert(companies).values({ name: "Empresa dos Arquivos" }).returning();
  companyId = company.id;
  const [cliente] = await db
    .insert(clientes)
    .values({ companyId, nome: "Cliente", tipoPessoa: "juridica" })
    .returning();
  const [obra] = await db
    .insert(empreendimentos)
    .values({ companyId, clienteId: cliente.id, nome: "Obra" })
    .returning();
  const [licenca] = await db
    .insert(licencas)
    .values({ companyId, empreendimentoId: obra.id, tipo: "LO", numero: "1/2026", orgao: "CETESB" })
    .returning();
  licencaId = licenca.id;
  const [cond] = await db.insert(condicionantes).values({ companyId, licencaId, descricao: "Relatório" }).returning();
  condicionanteId = cond.id;
});
afterAll(() => t.close());

/** A file under the uploads folder, last changed at `at`. */
async function put(key: string, at: Date) {
  const full = path.join(t.uploadsDir, key);
  await fs.mkdir(path.dirname(full), { recursive: true });
  await fs.writeFile(full, "%PDF-1.4");
  await fs.utimes(full, at, at);
}

const exists = (key: string) =>
  fs.access(path.join(t.uploadsDir, key)).then(
    () => true,
    () => false,
  );

const sweep = () => sweepOrphans({ db: t.database.db, target: diskSweepTarget(t.uploadsDir), now: () => NOW });

describe("sweeping files that no row names", () => {
  it("removes an old orphan, keeps a young one and every file a row names", async () => {
    const orphan = `licencas/${licencaId}/aaaaaaaa-0000-4000-8000-000000000001.pdf`;
    const young = `licencas/${licencaId}/aaaaaaaa-0000-4000-8000-000000000002.pdf`;
    const licenceDoc = `licencas/${licencaId}/aaaaaaaa-0000-4000-8000-000000000003.pdf`;
    const conditionDoc = `condicionantes/${condicionanteId}/aaaaaaaa-0000-4000-8000-000000000004.png`;
    for (const key of [orphan, licenceDoc, conditionDoc]) await put(key, OLD);
    await put(young, YOUNG);
    const file = { contentType: "application/pdf", fileSize: 8, nome: "laudo.pdf" };
    await t.database.db.insert(licencaDocumentos).values({ companyId, licencaId, storagePath: licenceDoc, ...file });
    await t.database.db.insert(documentos).values({
      companyId,
      relacionadoA: "condicionante",
      relacionadoId: condicionanteId,
      storagePath: conditionDoc,
      ...file,
    });

    expect(await sweep()).toEqual([orphan]);
    expect(await exists(orphan)).toBe(false);
    expect(await exists(young)).toBe(true);
    expect(await exists(licenceDoc)).toBe(true);
    expect(await exists(conditionDoc)).toBe(true);
  });

  it("removes old folders left empty, and the folders it emptied, but not a fresh one", async () => {
    const emptied = `condicionantes/${condicionanteId}-x/aaaaaaaa-0000-4000-8000-000000000005.doc`;
    await put(emptied, OLD);
    await fs.utimes(path.dirname(path.join(t.uploadsDir, emptied)), OLD, OLD);
    const oldEmpty = path.join(t.uploadsDir, "licencas/pasta-vazia-antiga");
    await fs.mkdir(oldEmpty, { recursive: true });
    await fs.utimes(oldEmpty, OLD, OLD);
    // An upload may have created this folder a moment ago and be about to write its file.
    const fresh = path.join(t.uploadsDir, "licencas/pasta-recem-criada");
    await fs.mkdir(fresh, { recursive: true });

    expect(await sweep()).toEqual([emptied]);
    await expect(fs.access(path.dirname(path.join(t.uploadsDir, emptied)))).rejects.toThrow();
    await expect(fs.access(oldEmpty)).rejects.toThrow();
    await fs.access(fresh);
  });

  it("finds nothing to do when the uploads folder does not exist yet", async () => {
    expect(
      await sweepOrphans({ db: t.database.db, target: diskSweepTarget(path.join(t.uploadsDir, "nao-existe")) }),
    ).toEqual([]);
  });
});
