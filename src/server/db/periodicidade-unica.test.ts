// Migration 0006 adds a unique index on scheduled deliveries; a database written before it may
// hold the same scheduled date twice. This migrates a database to 0005, writes such duplicates,
// then runs 0006 and looks at what stayed. PGlite by default, PostgreSQL with TEST_DATABASE_URL.
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import * as schema from "./schema";
import { insertOld, openPartialDatabase, type TPartialDatabase } from "../test/partial-migrations";

const { condicionanteComprovacoes: comprovacoes, documentos } = schema;

let p: TPartialDatabase;
let db: TPartialDatabase["db"];
beforeAll(async () => {
  p = await openPartialDatabase();
  db = p.db;
});
afterAll(() => p.close());

it("merges a date scheduled twice into the row with documents, moving the others' documents and observations to it", async () => {
  await p.migrateUpTo(5);
  const [company] = await db.insert(schema.companies).values({ name: "Alfa" }).returning();
  const company_id = company.id;
  const cliente = await insertOld(db, "clientes", { company_id, nome: "Cliente", tipo_pessoa: "juridica" });
  const projeto = await insertOld(db, "empreendimentos", { company_id, nome: "Projeto", cliente_id: cliente.id });
  const licenca = await insertOld(db, "licencas", {
    company_id,
    empreendimento_id: projeto.id,
    tipo: "LO",
    numero: "LO-1",
    orgao: "IAP",
  });
  const cond = await insertOld(db, "condicionantes", { company_id, licenca_id: licenca.id, descricao: "Laudo" });
  const agendada = (data_entrega: string, created_at: string, observacoes: string | null = null) =>
    insertOld(db, "condicionante_comprovacoes", {
      company_id,
      condicionante_id: cond.id,
      data_entrega,
      status_comprovacao: "agendada",
      observacoes,
      created_at,
    });
  const documento = (comprovacao_id: string, nome: string) =>
    insertOld(db, "documentos", {
      company_id,
      relacionado_a: "condicionante",
      relacionado_id: cond.id,
      comprovacao_id,
      nome,
      storage_path: `condicionantes/${cond.id}/${nome}`,
      content_type: "application/pdf",
      file_size: 1,
    });
  // 1 March three times: the oldest bare, a newer one with a document, the newest with another.
  await agendada("2026-03-01", "2026-01-01T10:00:00Z", "Lembrar o protocolo");
  const comDocumento = await agendada("2026-03-01", "2026-01-02T10:00:00Z");
  const maisNova = await agendada("2026-03-01", "2026-01-03T10:00:00Z");
  await documento(comDocumento.id, "a.pdf");
  await documento(maisNova.id, "b.pdf");
  // 1 May twice, no documents: the oldest stays. 1 July once, and a delivered proof beside it.
  const maioAntiga = await agendada("2026-05-01", "2026-01-01T10:00:00Z");
  await agendada("2026-05-01", "2026-01-02T10:00:00Z");
  const julho = await agendada("2026-07-01", "2026-01-01T10:00:00Z");
  await insertOld(db, "condicionante_comprovacoes", {
    company_id,
    condicionante_id: cond.id,
    data_entrega: "2026-07-01",
    status_comprovacao: "aprovada",
  });

  await p.migrateAll();

  const rows = await db
    .select()
    .from(comprovacoes)
    .where(eq(comprovacoes.condicionanteId, cond.id))
    .orderBy(asc(comprovacoes.dataEntrega), asc(comprovacoes.statusComprovacao));
  expect(rows.map((r) => [r.id, r.statusComprovacao])).toEqual([
    [comDocumento.id, "agendada"],
    [maioAntiga.id, "agendada"],
    [julho.id, "agendada"],
    [rows[3].id, "aprovada"],
  ]);
  expect(rows[0].observacoes).toBe("Lembrar o protocolo");
  const docs = await db.select().from(documentos).orderBy(asc(documentos.nome));
  expect(docs.map((d) => [d.nome, d.comprovacaoId])).toEqual([
    ["a.pdf", comDocumento.id],
    ["b.pdf", comDocumento.id],
  ]);
  const repetida = await db
    .insert(comprovacoes)
    .values({
      companyId: company_id,
      condicionanteId: cond.id,
      dataEntrega: "2026-07-01",
      statusComprovacao: "agendada",
    })
    .catch((err: Error) => err);
  expect(repetida).toBeInstanceOf(Error);
});
