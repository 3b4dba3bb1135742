import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { documentos, licencaDocumentos, licencas } from "../../db/schema";
import { isUuid } from "../../db/paging";
import { HttpError, notFound } from "../../http/errors";
import type { TTenantContext } from "../../http/context";
import { SIGNED_URL_SECONDS, type Storage } from "../../storage/storage";
import type { TStoredFile } from "../../http/upload";
import { withIsoCreatedAt } from "../../db/rows";
import type { TLicencaDocumento } from "../../../shared/schemas/licencas";

export const DOC_NOT_FOUND = "Documento não encontrado.";

const docColumns = {
  id: licencaDocumentos.id,
  nome: licencaDocumentos.nome,
  contentType: licencaDocumentos.contentType,
  fileSize: licencaDocumentos.fileSize,
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

async function assertLicencaOwned(db: Db, ctx: TTenantContext, licencaId: string) {
  const [own] = isUuid(licencaId)
    ? await db
        .select({ id: licencas.id })
        .from(licencas)
        .where(and(eq(licencas.id, licencaId), eq(licencas.companyId, ctx.companyId)))
    : [];
  if (!own) throw notFound("Licença não encontrada.");
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
  await assertLicencaOwned(db, ctx, licencaId);
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

async function findDocumento(db: Db, ctx: TTenantContext, licencaId: string, docId: string) {
  const [doc] =
    isUuid(licencaId) && isUuid(docId)
      ? await db
          .select({ id: licencaDocumentos.id, key: licencaDocumentos.storagePath })
          .from(licencaDocumentos)
          .where(
            and(
              eq(licencaDocumentos.id, docId),
              eq(licencaDocumentos.licencaId, licencaId),
              eq(licencaDocumentos.companyId, ctx.companyId),
            ),
          )
      : [];
  if (!doc) throw notFound(DOC_NOT_FOUND);
  return doc;
}

export async function documentoLink(db: Db, storage: Storage, ctx: TTenantContext, licencaId: string, docId: string) {
  const doc = await findDocumento(db, ctx, licencaId, docId);
  const { url, expiresAt } = storage.signedUrl(doc.key, SIGNED_URL_SECONDS);
  return { url, expiresAt: expiresAt.toISOString() };
}

/** Deletes the row and answers its file's key: the route removes the file after the commit. */
export async function deleteDocumento(db: Db, ctx: TTenantContext, licencaId: string, docId: string) {
  const doc = await findDocumento(db, ctx, licencaId, docId);
  await db.delete(licencaDocumentos).where(eq(licencaDocumentos.id, doc.id));
  return doc.key;
}

/** The key a signed link grants: no session needed, the signature is the permission. */
export function verifySignedLink(storage: Storage, token: string, expires: number, signature: string): string {
  const key = storage.verify(token, expires, signature);
  if (!key) throw new HttpError(403, "LINK_INVALID", "Link de visualização inválido ou expirado.");
  return key;
}

/**
 * The name and type of a signed link's file. Any company's: the link itself is the permission,
 * so this runs on the system path (see the route).
 */
export async function findSignedDocumento(db: Db, key: string) {
  // A licence's document, else a condition's: both tables hand out links to this route.
  const [daLicenca] = await db
    .select({ nome: licencaDocumentos.nome, contentType: licencaDocumentos.contentType })
    .from(licencaDocumentos)
    .where(eq(licencaDocumentos.storagePath, key));
  const [doc] = daLicenca
    ? [daLicenca]
    : await db
        .select({ nome: documentos.nome, contentType: documentos.contentType })
        .from(documentos)
        .where(eq(documentos.storagePath, key));
  if (!doc) throw notFound(DOC_NOT_FOUND);
  return doc;
}

/** The file's bytes; a row whose file is gone from the disk is "not found" for the new tab, not a 500. */
export async function readStoredFile(storage: Storage, key: string) {
  return storage.get(key).catch((err: NodeJS.ErrnoException) => {
    if (err.code === "ENOENT") throw notFound(DOC_NOT_FOUND);
    throw err;
  });
}
