import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { licencaDocumentos } from "../../db/schema";
import { isUuid } from "../../db/paging";
import { notFound } from "../../http/errors";
import type { TTenantContext } from "../../http/context";
import type { TStoredFile } from "../../http/upload";
import { withIsoCreatedAt } from "../../db/rows";
import type { TLicencaDocumento } from "../../../shared/schemas/licencas";
import { DOC_NOT_FOUND } from "../documentos/messages";
import { assertLicencaOwned } from "./owner";

// A licence's own documents (table licenca_documentos). Their files go through the documents
// module's pieces (documentos/arquivos.ts), as the generic documents' do.

const docColumns = {
  id: licencaDocumentos.id,
  nome: licencaDocumentos.nome,
  contentType: licencaDocumentos.contentType,
  fileSize: licencaDocumentos.fileSize,
  visivelPortal: licencaDocumentos.visivelPortal,
  createdAt: licencaDocumentos.createdAt,
};

export async function listDocumentos(db: Db, ctx: TTenantContext, licencaId: string) {
  const rows = await db
    .select(docColumns)
    .from(licencaDocumentos)
    .where(and(eq(licencaDocumentos.licencaId, licencaId), eq(licencaDocumentos.companyId, ctx.companyId)))
    .orderBy(asc(licencaDocumentos.createdAt), asc(licencaDocumentos.id));
  return rows.map(withIsoCreatedAt);
}

/**
 * The row of a file already stored (the route stores it first and removes it if this
 * transaction does not commit). The owner is checked in the same transaction as the insert, and
 * the foreign key holds it there, so a licence deleted meanwhile leaves no row behind.
 */
export async function addDocumento(
  db: Db,
  ctx: TTenantContext,
  licencaId: string,
  file: TStoredFile,
): Promise<TLicencaDocumento> {
  await assertLicencaOwned(db, ctx, licencaId, "key share");
  const [row] = await db
    .insert(licencaDocumentos)
    .values({
      licencaId,
      companyId: ctx.companyId,
      nome: file.nome,
      storagePath: file.key,
      contentType: file.contentType,
      fileSize: file.fileSize,
      createdBy: ctx.userId,
    })
    .returning(docColumns);
  return withIsoCreatedAt(row);
}

/** The document `docId` of the licence `licencaId`, both of this company. */
const doDocumento = (ctx: TTenantContext, licencaId: string, docId: string) =>
  and(
    eq(licencaDocumentos.id, docId),
    eq(licencaDocumentos.licencaId, licencaId),
    eq(licencaDocumentos.companyId, ctx.companyId),
  );

/** The licence's document and its file key; 404 unless both ids are this company's and belong together. */
export async function findDocumento(db: Db, ctx: TTenantContext, licencaId: string, docId: string) {
  const [doc] =
    isUuid(licencaId) && isUuid(docId)
      ? await db
          .select({ id: licencaDocumentos.id, key: licencaDocumentos.storagePath })
          .from(licencaDocumentos)
          .where(doDocumento(ctx, licencaId, docId))
      : [];
  if (!doc) throw notFound(DOC_NOT_FOUND);
  return doc;
}

/** 'Visível no portal': whether the client's users see the document (decision 044). */
export async function setVisivelPortal(
  db: Db,
  ctx: TTenantContext,
  licencaId: string,
  docId: string,
  visivelPortal: boolean,
): Promise<TLicencaDocumento> {
  const [row] =
    isUuid(licencaId) && isUuid(docId)
      ? await db
          .update(licencaDocumentos)
          .set({ visivelPortal })
          .where(doDocumento(ctx, licencaId, docId))
          .returning(docColumns)
      : [];
  if (!row) throw notFound(DOC_NOT_FOUND);
  return withIsoCreatedAt(row);
}

/** Deletes the row and answers its file's key: the route removes the file after the commit. */
export async function deleteDocumento(db: Db, ctx: TTenantContext, licencaId: string, docId: string) {
  const [doc] =
    isUuid(licencaId) && isUuid(docId)
      ? await db
          .delete(licencaDocumentos)
          .where(doDocumento(ctx, licencaId, docId))
          .returning({ key: licencaDocumentos.storagePath })
      : [];
  if (!doc) throw notFound(DOC_NOT_FOUND);
  return doc.key;
}
