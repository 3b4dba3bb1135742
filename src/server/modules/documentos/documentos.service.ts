import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { documentos } from "../../db/schema";
import { isUuid } from "../../db/paging";
import { withIsoCreatedAt } from "../../db/rows";
import { notFound } from "../../http/errors";
import type { TTenantContext } from "../../http/context";
import type { TStoredFile } from "../../http/upload";
import type { TDocumento } from "../../../shared/schemas/condicionantes";
import { DOC_NOT_FOUND } from "./messages";

// The spec's generic documents (the `documentos` table), for whichever domain owns them. This
// module knows owners only by kind and id: the domains check that an owner exists (in the same
// transaction as the write) and decide what a document means to them. It imports no domain, so
// every domain may import it.

/** The spec's `relacionado_a`; the database's trigger (migrations 0005, 0023) knows the same kinds. */
export type TDonoTipo = "condicionante" | "atividade" | "obrigacao";
/** Who a document belongs to: `relacionado_a` and `relacionado_id`. */
export interface TDono {
  tipo: TDonoTipo;
  id: string;
}

const doDono = (ctx: TTenantContext, dono: TDono) =>
  and(
    eq(documentos.companyId, ctx.companyId),
    eq(documentos.relacionadoA, dono.tipo),
    eq(documentos.relacionadoId, dono.id),
  );

const columns = {
  id: documentos.id,
  nome: documentos.nome,
  contentType: documentos.contentType,
  fileSize: documentos.fileSize,
  comprovacaoId: documentos.comprovacaoId,
  observacoesDocumento: documentos.observacoesDocumento,
  condicionanteCumprida: documentos.condicionanteCumprida,
  createdAt: documentos.createdAt,
};

/** The owner's documents, oldest first (a proof's included: filter on `comprovacaoId`). */
export async function listDocumentos(db: Db, ctx: TTenantContext, dono: TDono): Promise<TDocumento[]> {
  const rows = await db
    .select(columns)
    .from(documentos)
    .where(doDono(ctx, dono))
    .orderBy(asc(documentos.createdAt), asc(documentos.id));
  return rows.map(withIsoCreatedAt);
}

/**
 * An obligation's documents, oldest first, each with the due-date proof it belongs to: the
 * obligation's details group them under their proofs.
 */
export async function listDocumentosDaObrigacao(db: Db, ctx: TTenantContext, obrigacaoId: string) {
  const rows = await db
    .select({
      id: documentos.id,
      nome: documentos.nome,
      contentType: documentos.contentType,
      fileSize: documentos.fileSize,
      createdAt: documentos.createdAt,
      obrigacaoComprovacaoId: documentos.obrigacaoComprovacaoId,
    })
    .from(documentos)
    .where(doDono(ctx, { tipo: "obrigacao", id: obrigacaoId }))
    // A proof's files arrive in one request, at one instant: by name among themselves.
    .orderBy(asc(documentos.createdAt), asc(documentos.nome), asc(documentos.id));
  return rows.map(withIsoCreatedAt);
}

/** The `condicionante_cumprida` flags of the owner's documents. */
export async function flagsDoDono(db: Db, ctx: TTenantContext, dono: TDono): Promise<boolean[]> {
  const rows = await db
    .select({ cumprida: documentos.condicionanteCumprida })
    .from(documentos)
    .where(doDono(ctx, dono));
  return rows.map((r) => r.cumprida);
}

export interface TNovoDocumento {
  file: TStoredFile;
  comprovacaoId: string | null;
  /** An obligation's due-date proof the file belongs to (relacionado_a 'obrigacao'). */
  obrigacaoComprovacaoId?: string | null;
  condicionanteCumprida: boolean;
  observacoes: string | null;
}

/**
 * The row of a file already stored (see `storeDocumento`). The caller checked, in this same
 * transaction, that the owner exists and locked it against a concurrent delete.
 */
export async function insertDocumento(
  db: Db,
  ctx: TTenantContext,
  dono: TDono,
  input: TNovoDocumento,
): Promise<TDocumento> {
  const [row] = await db
    .insert(documentos)
    .values({
      companyId: ctx.companyId,
      relacionadoA: dono.tipo,
      relacionadoId: dono.id,
      comprovacaoId: input.comprovacaoId,
      obrigacaoComprovacaoId: input.obrigacaoComprovacaoId ?? null,
      nome: input.file.nome,
      storagePath: input.file.key,
      contentType: input.file.contentType,
      fileSize: input.file.fileSize,
      observacoesDocumento: input.observacoes,
      condicionanteCumprida: input.condicionanteCumprida,
      createdBy: ctx.userId,
    })
    .returning(columns);
  return withIsoCreatedAt(row);
}

/** A document of the company, with its owner and file key; 404 when unknown, malformed or another's. */
export async function findDocumento(db: Db, ctx: TTenantContext, id: string) {
  const [doc] = isUuid(id)
    ? await db
        .select({
          id: documentos.id,
          dono: { tipo: documentos.relacionadoA, id: documentos.relacionadoId },
          key: documentos.storagePath,
          condicionanteCumprida: documentos.condicionanteCumprida,
        })
        .from(documentos)
        .where(and(eq(documentos.id, id), eq(documentos.companyId, ctx.companyId)))
    : [];
  if (!doc) throw notFound(DOC_NOT_FOUND);
  return { ...doc, dono: doc.dono as TDono };
}
export type TDocumentoAchado = Awaited<ReturnType<typeof findDocumento>>;

/**
 * What an owner does around the delete of one of its documents, in the delete's transaction:
 * it may lock itself first and act after `excluir` (a condition re-evaluates its status). Answers
 * the file's key, as `excluir` does.
 */
export type TExclusaoNoDono = (
  db: Db,
  ctx: TTenantContext,
  doc: TDocumentoAchado,
  excluir: () => Promise<string>,
) => Promise<string>;

/** The flag and/or the observations (an emptied field is no observation at all). */
export async function updateDocumento(
  db: Db,
  ctx: TTenantContext,
  id: string,
  data: { condicionanteCumprida?: boolean; observacoesDocumento?: string | null },
): Promise<TDocumento> {
  const [row] = await db
    .update(documentos)
    .set({
      condicionanteCumprida: data.condicionanteCumprida,
      observacoesDocumento: data.observacoesDocumento === undefined ? undefined : data.observacoesDocumento || null,
    })
    .where(and(eq(documentos.id, id), eq(documentos.companyId, ctx.companyId)))
    .returning(columns);
  if (!row) throw notFound(DOC_NOT_FOUND); // deleted since it was found
  return withIsoCreatedAt(row);
}

/** Deletes the row and answers its file's key: the route removes the file after the commit. */
export async function deleteDocumento(db: Db, ctx: TTenantContext, id: string): Promise<string> {
  const [doc] = isUuid(id)
    ? await db
        .delete(documentos)
        .where(and(eq(documentos.id, id), eq(documentos.companyId, ctx.companyId)))
        .returning({ key: documentos.storagePath })
    : [];
  if (!doc) throw notFound(DOC_NOT_FOUND);
  return doc.key;
}

/**
 * In the caller's transaction, which deletes the proof: its documents' rows. They would cascade
 * with the proof; deleting them here is how their files are known. `de` says whose proof: a
 * condition's (`comprovacao_id`) or an obligation's due date's (`obrigacao_comprovacao_id`).
 * Answers each one's file key and flag.
 */
export async function deleteDocumentosDaComprovacao(
  db: Db,
  ctx: TTenantContext,
  comprovacaoId: string,
  de: "condicionante" | "obrigacao" = "condicionante",
) {
  const coluna = de === "obrigacao" ? documentos.obrigacaoComprovacaoId : documentos.comprovacaoId;
  return db
    .delete(documentos)
    .where(and(eq(coluna, comprovacaoId), eq(documentos.companyId, ctx.companyId)))
    .returning({ key: documentos.storagePath, condicionanteCumprida: documentos.condicionanteCumprida });
}
