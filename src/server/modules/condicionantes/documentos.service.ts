import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { condicionanteComprovacoes, condicionantes, documentos } from "../../db/schema";
import { isUuid } from "../../db/paging";
import { HttpError, notFound } from "../../http/errors";
import type { TTenantContext } from "../../http/context";
import type { TStoredFile } from "../../http/upload";
import { SIGNED_URL_SECONDS, type Storage } from "../../storage/storage";
import { withIsoCreatedAt } from "../../db/rows";
import { statusPorDocumentos, type TComprovacaoStatus } from "../../../shared/rules/condicionantes";
import type { TComprovacao, TDocumento } from "../../../shared/schemas/condicionantes";
import { DOC_NOT_FOUND } from "../licencas/documentos.service";
import { assertCondicionanteOwned, CONDICIONANTE_NOT_FOUND } from "./condicionantes.service";

export const COMPROVACAO_NOT_FOUND = "Comprovação não encontrada.";

// Every document of a condition has relacionado_id = the condition; a proof's also carry
// comprovacao_id. Activities' documents share the table and are never reached from here.
const daCondicionante = (ctx: TTenantContext) =>
  and(eq(documentos.relacionadoA, "condicionante"), eq(documentos.companyId, ctx.companyId));

const docColumns = {
  id: documentos.id,
  nome: documentos.nome,
  contentType: documentos.contentType,
  fileSize: documentos.fileSize,
  comprovacaoId: documentos.comprovacaoId,
  observacoesDocumento: documentos.observacoesDocumento,
  condicionanteCumprida: documentos.condicionanteCumprida,
  createdAt: documentos.createdAt,
};

export const comprovacaoColumns = {
  id: condicionanteComprovacoes.id,
  dataEntrega: condicionanteComprovacoes.dataEntrega,
  observacoes: condicionanteComprovacoes.observacoes,
  statusComprovacao: condicionanteComprovacoes.statusComprovacao,
  createdAt: condicionanteComprovacoes.createdAt,
};
export const toComprovacao = (
  r: { id: string; dataEntrega: string; observacoes: string | null; statusComprovacao: string; createdAt: Date },
  docs: TDocumento[],
): TComprovacao => ({
  ...r,
  statusComprovacao: r.statusComprovacao as TComprovacaoStatus,
  createdAt: r.createdAt.toISOString(),
  documentos: docs,
});

/** A proof's documents, oldest first. */
export async function documentosDaComprovacao(db: Db, ctx: TTenantContext, comprovacaoId: string) {
  const rows = await db
    .select(docColumns)
    .from(documentos)
    .where(and(daCondicionante(ctx), eq(documentos.comprovacaoId, comprovacaoId)))
    .orderBy(asc(documentos.createdAt), asc(documentos.id));
  return rows.map(withIsoCreatedAt);
}

/** A card's proofs by delivery date, each with its documents, and the documents outside any proof. */
export async function loadAnexos(db: Db, ctx: TTenantContext, condicionanteId: string) {
  const provas = await db
    .select(comprovacaoColumns)
    .from(condicionanteComprovacoes)
    .where(
      and(
        eq(condicionanteComprovacoes.condicionanteId, condicionanteId),
        eq(condicionanteComprovacoes.companyId, ctx.companyId),
      ),
    )
    .orderBy(asc(condicionanteComprovacoes.dataEntrega), asc(condicionanteComprovacoes.createdAt));
  const docs = (
    await db
      .select(docColumns)
      .from(documentos)
      .where(and(daCondicionante(ctx), eq(documentos.relacionadoId, condicionanteId)))
      .orderBy(asc(documentos.createdAt), asc(documentos.id))
  ).map(withIsoCreatedAt);
  return {
    comprovacoes: provas.map((p) =>
      toComprovacao(
        p,
        docs.filter((d) => d.comprovacaoId === p.id),
      ),
    ),
    documentos: docs.filter((d) => d.comprovacaoId === null),
  };
}

/** Inside the caller's transaction: deletes the conditions' document rows, returns their keys. */
export async function deleteDocumentosOf(tx: Db, ctx: TTenantContext, condicionanteIds: string[]) {
  if (!condicionanteIds.length) return [];
  const rows = await tx
    .delete(documentos)
    .where(and(daCondicionante(ctx), inArray(documentos.relacionadoId, condicionanteIds)))
    .returning({ key: documentos.storagePath });
  return rows.map((r) => r.key);
}

/**
 * Part 2 §4's document flag over every document of the condition. The condition's row is
 * locked first, so two flag changes at once apply one after the other and the last one to
 * commit sees both. Inside a caller's transaction it runs as a savepoint.
 */
export async function reavaliarStatus(
  db: Db,
  ctx: TTenantContext,
  condicionanteId: string,
  today: string,
  now: Date,
): Promise<void> {
  const where = and(eq(condicionantes.id, condicionanteId), eq(condicionantes.companyId, ctx.companyId));
  await db.transaction(async (tx) => {
    const [locked] = isUuid(condicionanteId)
      ? await tx.select({ id: condicionantes.id }).from(condicionantes).where(where).for("update")
      : [];
    if (!locked) throw notFound(CONDICIONANTE_NOT_FOUND);
    const flags = await tx
      .select({ cumprida: documentos.condicionanteCumprida })
      .from(documentos)
      .where(and(daCondicionante(ctx), eq(documentos.relacionadoId, condicionanteId)));
    const { status, dataEntrega } = statusPorDocumentos(
      flags.map((f) => f.cumprida),
      today,
    );
    await tx.update(condicionantes).set({ status, dataEntrega, updatedAt: now }).where(where);
  });
}

const invalid = (field: string, message: string) => new HttpError(400, "VALIDATION", message, { [field]: message });

/** A proof given with an upload must be one of this condition's (and so of this company). */
async function assertComprovacaoDe(db: Db, ctx: TTenantContext, condicionanteId: string, comprovacaoId: string) {
  const [own] = isUuid(comprovacaoId)
    ? await db
        .select({ id: condicionanteComprovacoes.id })
        .from(condicionanteComprovacoes)
        .where(
          and(
            eq(condicionanteComprovacoes.id, comprovacaoId),
            eq(condicionanteComprovacoes.condicionanteId, condicionanteId),
            eq(condicionanteComprovacoes.companyId, ctx.companyId),
          ),
        )
    : [];
  if (!own) throw invalid("comprovacaoId", COMPROVACAO_NOT_FOUND);
}

export interface TNovoDocumento {
  file: TStoredFile;
  comprovacaoId: string | null;
  condicionanteCumprida: boolean;
  observacoes: string | null;
}

/**
 * The row of a file already stored (the route stores it first and removes it if this
 * transaction does not commit) and, with the flag ticked, the re-evaluated status. The owner
 * is checked in the same transaction as the insert, and the database's trigger holds it there.
 */
export async function addDocumento(
  db: Db,
  ctx: TTenantContext,
  today: string,
  now: Date,
  condicionanteId: string,
  input: TNovoDocumento,
): Promise<TDocumento> {
  await assertCondicionanteOwned(db, ctx, condicionanteId);
  if (input.comprovacaoId) await assertComprovacaoDe(db, ctx, condicionanteId, input.comprovacaoId);
  const [row] = await db
    .insert(documentos)
    .values({
      companyId: ctx.companyId,
      relacionadoA: "condicionante",
      relacionadoId: condicionanteId,
      comprovacaoId: input.comprovacaoId,
      nome: input.file.nome,
      storagePath: input.file.key,
      contentType: input.file.contentType,
      fileSize: input.file.fileSize,
      observacoesDocumento: input.observacoes,
      condicionanteCumprida: input.condicionanteCumprida,
      createdBy: ctx.userId,
    })
    .returning(docColumns);
  if (input.condicionanteCumprida) await reavaliarStatus(db, ctx, condicionanteId, today, now);
  return withIsoCreatedAt(row);
}

async function findDocumento(db: Db, ctx: TTenantContext, id: string) {
  const [doc] = isUuid(id)
    ? await db
        .select({ ...docColumns, condicionanteId: documentos.relacionadoId, key: documentos.storagePath })
        .from(documentos)
        .where(and(eq(documentos.id, id), daCondicionante(ctx)))
    : [];
  if (!doc) throw notFound(DOC_NOT_FOUND);
  return doc;
}

/** The flag (re-evaluating the condition's status) and/or the observations; returns the condition's id. */
export async function updateDocumento(
  db: Db,
  ctx: TTenantContext,
  today: string,
  now: Date,
  id: string,
  data: { condicionanteCumprida?: boolean; observacoesDocumento?: string | null },
): Promise<{ documento: TDocumento; condicionanteId: string }> {
  const doc = await findDocumento(db, ctx, id);
  const documento = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(documentos)
      .set({
        condicionanteCumprida: data.condicionanteCumprida,
        // An emptied field is no observation at all.
        observacoesDocumento: data.observacoesDocumento === undefined ? undefined : data.observacoesDocumento || null,
      })
      .where(and(eq(documentos.id, doc.id), daCondicionante(ctx)))
      .returning(docColumns);
    if (!row) throw notFound(DOC_NOT_FOUND); // deleted since it was found
    if (data.condicionanteCumprida !== undefined) {
      await reavaliarStatus(tx as unknown as Db, ctx, doc.condicionanteId, today, now);
    }
    return withIsoCreatedAt(row);
  });
  return { documento, condicionanteId: doc.condicionanteId };
}

export async function documentoLink(db: Db, storage: Storage, ctx: TTenantContext, id: string) {
  const doc = await findDocumento(db, ctx, id);
  const { url, expiresAt } = storage.signedUrl(doc.key, SIGNED_URL_SECONDS);
  return { url, expiresAt: expiresAt.toISOString() };
}

/** Deletes the row and answers its file's key: the route removes the file after the commit. */
export async function deleteDocumento(db: Db, ctx: TTenantContext, id: string) {
  const doc = await findDocumento(db, ctx, id);
  await db.delete(documentos).where(and(eq(documentos.id, doc.id), daCondicionante(ctx)));
  return doc.key;
}
