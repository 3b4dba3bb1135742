// Migration 0006 adds a unique index on scheduled deliveries; a database written before it may
// hold the same scheduled date twice. This migrates a database to 0005, writes such duplicates,
// then runs 0006 and looks at what stayed. PGlite by default, PostgreSQL with TEST_DATABASE_URL.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { asc, eq } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import * as schema from "./schema";
import type { Db } from "./client";

const MIGRATIONS = path.join(import.meta.dirname, "migrations");
const { condicionanteComprovacoes: comprovacoes, documentos } = schema;

let db: Db;
let migrate: (folder: string) => Promise<void>;
let close: () => Promise<void>;
let before0006: string;

/** A copy of the migrations whose journal stops before 0006. */
async function migrationsUpTo0005() {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), "migrations-"));
  await fs.cp(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await fs.readFile(journalFile, "utf8")) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= 5);
  await fs.writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

beforeAll(async () => {
  before0006 = await migrationsUpTo0005();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const client = new PGlite();
    const pglite = drizzlePglite(client, { schema });
    db = pglite as unknown as Db;
    migrate = (migrationsFolder) => migratePglite(pglite, { migrationsFolder });
    close = () => client.close();
    return;
  }
  const name = `test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  db = drizzlePg(pool, { schema });
  migrate = (migrationsFolder) => migratePg(db, { migrationsFolder });
  close = async () => {
    await pool.end();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
});
afterAll(async () => {
  await close();
  await fs.rm(before0006, { recursive: true, force: true });
});

it("merges a date scheduled twice into the row with documents, moving the others' documents and observations to it", async () => {
  await migrate(before0006);
  const [company] = await db.insert(schema.companies).values({ name: "Alfa" }).returning();
  const companyId = company.id;
  const [cliente] = await db
    .insert(schema.clientes)
    .values({ companyId, nome: "Cliente", tipoPessoa: "juridica" })
    .returning();
  const [projeto] = await db
    .insert(schema.empreendimentos)
    .values({ companyId, nome: "Projeto", clienteId: cliente.id })
    .returning();
  const [licenca] = await db
    .insert(schema.licencas)
    .values({ companyId, empreendimentoId: projeto.id, tipo: "LO", numero: "LO-1", orgao: "IAP" })
    .returning();
  const [cond] = await db
    .insert(schema.condicionantes)
    .values({ companyId, licencaId: licenca.id, descricao: "Laudo" })
    .returning();
  const agendada = (dataEntrega: string, createdAt: string, observacoes: string | null = null) =>
    db
      .insert(comprovacoes)
      .values({
        companyId,
        condicionanteId: cond.id,
        dataEntrega,
        statusComprovacao: "agendada",
        observacoes,
        createdAt: new Date(createdAt),
      })
      .returning()
      .then(([r]) => r);
  const documento = (comprovacaoId: string, nome: string) =>
    db.insert(documentos).values({
      companyId,
      relacionadoA: "condicionante",
      relacionadoId: cond.id,
      comprovacaoId,
      nome,
      storagePath: `condicionantes/${cond.id}/${nome}`,
      contentType: "application/pdf",
      fileSize: 1,
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
  await db
    .insert(comprovacoes)
    .values({ companyId, condicionanteId: cond.id, dataEntrega: "2026-07-01", statusComprovacao: "aprovada" });

  await migrate(MIGRATIONS);

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
    .values({ companyId, condicionanteId: cond.id, dataEntrega: "2026-07-01", statusComprovacao: "agendada" })
    .catch((err: Error) => err);
  expect(repetida).toBeInstanceOf(Error);
});
