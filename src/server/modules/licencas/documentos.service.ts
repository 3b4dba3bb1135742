import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { documentos, licencaDocumentos, licencas } from "../../db/schema";
import { isUuid } from "../../db/paging";
import { HttpError, notFound } from "../../http/errors";
import type { TTenantContext } from "../../http/context";
import { newKey, SIGNED_URL_SECONDS, type Storage } from "../../storage/storage";
import { extensionOf } from "../../storage/file-type";
import { documentoContentType } from "../../http/upload";
import { removeFiles, storeThenSave } from "../../storage/files";
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

/** Stores the file, then its row; a row that fails to commit takes the file with it. */
export async function addDocumento(
  db: Db,
  storage: Storage,
  ctx: TTenantContext,
  licencaId: string,
  file: { name: string; data: Uint8Array },
): Promise<TLicencaDocumento> {
  await assertLicencaOwned(db, ctx, licencaId);
  const contentType = documentoContentType(file);
  const key = newKey(`licencas/${licencaId}`, extensionOf(file.name));
  return storeThenSave(storage, key, file.data, async () => {
    const [row] = await db
      .insert(licencaDocumentos)
      .values({
        licencaId,
        companyId: ctx.companyId,
        nome: file.name.slice(0, 255),
        storagePath: key,
        contentType,
        fileSize: file.data.byteLength,
        createdBy: ctx.userId,
      })
      .returning(docColumns);
    return withIsoCreatedAt(row);
  });
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

/** The row goes first; a file that cannot be removed is reported, the row stays deleted. */
export async function deleteDocumento(db: Db, storage: Storage, ctx: TTenantContext, licencaId: string, docId: string) {
  const doc = await findDocumento(db, ctx, licencaId, docId);
  await db.delete(licencaDocumentos).where(eq(licencaDocumentos.id, doc.id));
  return { ok: true, arquivoRemovido: await removeFiles(storage, [doc.key]) };
}

/** Serves a signed link's file: no session needed, the signature is the permission. */
export async function readSignedFile(db: Db, storage: Storage, token: string, expires: number, signature: string) {
  const key = storage.verify(token, expires, signature);
  if (!key) throw new HttpError(403, "LINK_INVALID", "Link de visualização inválido ou expirado.");
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
  // A row whose file is gone from the disk is "not found" for the new tab, not a 500.
  const data = await storage.get(key).catch((err: NodeJS.ErrnoException) => {
    if (err.code === "ENOENT") throw notFound(DOC_NOT_FOUND);
    throw err;
  });
  return { ...doc, data };
}
