import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { documentos, licencaDocumentos } from "../../db/schema";
import { HttpError, notFound } from "../../http/errors";
import { okAnswer } from "../../http/openapi";
import { prepareDocumento, type TStoredFile } from "../../http/upload";
import { removeFiles, storeThenSave } from "../../storage/files";
import { SIGNED_URL_SECONDS, type Storage } from "../../storage/storage";
import { DOC_NOT_FOUND } from "./messages";

// The file side of every document, the licences' (`licenca_documentos`) and the generic ones
// (`documentos`) alike: store before the row, signed links, removal after the commit.

/**
 * Checks the file (size, type by content: one of `extensoes`, the licences' kinds by default), stores it under `prefix` with a generated key, then
 * runs `save` (the row's transaction, which checks the owner). The file is removed again if
 * `save` fails, so no file outlives a row that never committed.
 */
export function storeDocumento<T>(
  storage: Storage,
  prefix: string,
  file: { name: string; data: Uint8Array },
  save: (stored: TStoredFile) => Promise<T>,
  extensoes?: readonly string[],
): Promise<T> {
  const stored = prepareDocumento(prefix, file, extensoes);
  return storeThenSave(storage, stored.key, file.data, () => save(stored));
}

/**
 * Several files sent together (a proof's): every one checked before any is stored, all stored
 * before `save` runs (the rows' transaction), and all removed again if it fails, so a proof is
 * recorded whole or not at all and leaves no file behind.
 */
export async function storeDocumentos<T>(
  storage: Storage,
  prefix: string,
  files: { name: string; data: Uint8Array }[],
  save: (stored: TStoredFile[]) => Promise<T>,
): Promise<T> {
  const prontos = files.map((f) => prepareDocumento(prefix, f));
  const guardados: string[] = [];
  try {
    for (const [i, p] of prontos.entries()) {
      await storage.put(p.key, files[i].data);
      guardados.push(p.key);
    }
    return await save(prontos);
  } catch (err) {
    await removeFiles(storage, guardados);
    throw err;
  }
}

/** A document's delete answer, once its row is committed gone: `arquivoRemovido` false is the spec's warning. */
export async function documentoRemovido(storage: Storage, key: string) {
  return { ...okAnswer, arquivoRemovido: await removeFiles(storage, [key]) };
}

/** A link to the file valid for 3600 s, for the browser's new tab. */
export function signedLink(storage: Storage, key: string) {
  const { url, expiresAt } = storage.signedUrl(key, SIGNED_URL_SECONDS);
  return { url, expiresAt: expiresAt.toISOString() };
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
  // A licence's document, else a generic one: both tables hand out links to this route. The
  // system path sees binned rows too: a link given out before the delete stops working with it.
  const [daLicenca] = await db
    .select({ nome: licencaDocumentos.nome, contentType: licencaDocumentos.contentType })
    .from(licencaDocumentos)
    .where(and(eq(licencaDocumentos.storagePath, key), isNull(licencaDocumentos.lixeiraId)));
  const [doc] = daLicenca
    ? [daLicenca]
    : await db
        .select({ nome: documentos.nome, contentType: documentos.contentType })
        .from(documentos)
        .where(and(eq(documentos.storagePath, key), isNull(documentos.lixeiraId)));
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
