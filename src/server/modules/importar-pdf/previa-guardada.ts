import { and, eq, gt, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { importacoesPdf } from "../../db/schema";
import { isUuid } from "../../db/paging";
import { conflict, HttpError, notFound } from "../../http/errors";
import type { TTenantContext } from "../../http/context";
import { wrongType } from "../../http/upload";
import { detectFileType } from "../../storage/file-type";
import { removeFiles, storeThenSave } from "../../storage/files";
import { newKey, type Storage } from "../../storage/storage";
import { LICENCA_NOT_FOUND } from "../licencas/messages";
import { assertLicencaOwned } from "../licencas/owner";

// The licence PDF between 'Importar do PDF''s preview and its confirmation (table
// importacoes_pdf): the confirmation sends only the reviewed rows, so the file the consultant
// previewed waits here, one per licence and user, stored under the key it keeps when it becomes
// the licence's document.

export const PREVIA_EXPIRADA = "Envie o PDF novamente: a prévia expirou.";
/** A preview not confirmed within a day is gone: the confirmation answers 409, the cleanup removes it. */
export const PREVIA_VALIDADE_MS = 24 * 60 * 60 * 1000;

/**
 * Runs `fn` in the caller's tenant transaction and commits it: a route passes
 * `(fn) => tenant(c, fn)`. Taken instead of a transaction so that the file replaced can be
 * removed after the commit, never before.
 */
export type TNaTransacao = <T>(fn: (tx: Db, ctx: TTenantContext) => Promise<T>) => Promise<T>;

const daPrevia = (ctx: TTenantContext, licencaId: string) =>
  and(
    eq(importacoesPdf.licencaId, licencaId),
    eq(importacoesPdf.userId, ctx.userId),
    eq(importacoesPdf.companyId, ctx.companyId),
  );

/**
 * Keeps the PDF the preview read (`bytes`, already read as a PDF by the preview) for this user's
 * confirmation, replacing the one they previewed before for the licence. The file is stored first
 * and removed again if the row does not commit; the replaced file goes after the commit. 404 for
 * another company's licence. Two previews of one licence by one user at the same instant may
 * leave the loser's file without a row: the orphan sweep removes it.
 */
export async function guardarPdfDaPrevia(
  naTransacao: TNaTransacao,
  storage: Storage,
  licencaId: string,
  nome: string,
  bytes: Uint8Array,
): Promise<void> {
  if (!isUuid(licencaId)) throw notFound(LICENCA_NOT_FOUND);
  // The key says .pdf and the document will be served as one: the bytes must be one.
  if (!detectFileType("previa.pdf", bytes, ["pdf"])) throw new HttpError(400, "FILE_TYPE", wrongType(["pdf"]));
  const key = newKey(`licencas/${licencaId}`, "pdf");
  const substituida = await storeThenSave(storage, key, bytes, () =>
    naTransacao(async (tx, ctx) => {
      await assertLicencaOwned(tx, ctx, licencaId, "key share");
      const [anterior] = await tx
        .select({ key: importacoesPdf.storagePath })
        .from(importacoesPdf)
        .where(daPrevia(ctx, licencaId))
        .for("update");
      const previa = { nome: nome.slice(0, 255), storagePath: key, tamanho: bytes.byteLength, createdAt: ctx.now };
      await tx
        .insert(importacoesPdf)
        .values({ ...previa, companyId: ctx.companyId, licencaId, userId: ctx.userId })
        .onConflictDoUpdate({ target: [importacoesPdf.licencaId, importacoesPdf.userId], set: previa });
      return anterior?.key ?? null;
    }),
  );
  if (substituida) await removeFiles(storage, [substituida]);
}

export interface TPdfDaPrevia {
  nome: string;
  storagePath: string;
  tamanho: number;
}

/**
 * The caller's previewed PDF of the licence, its row deleted in the caller's transaction (the
 * confirmation makes its file the licence's document there): 409 when there is none, or it is
 * older than a day. Two confirmations at once: the second waits on the row, then finds none.
 */
export async function tomarPdfDaPrevia(tx: Db, ctx: TTenantContext, licencaId: string): Promise<TPdfDaPrevia> {
  const desde = new Date(ctx.now.getTime() - PREVIA_VALIDADE_MS);
  const [previa] = await tx
    .delete(importacoesPdf)
    .where(and(daPrevia(ctx, licencaId), gt(importacoesPdf.createdAt, desde)))
    .returning({ nome: importacoesPdf.nome, storagePath: importacoesPdf.storagePath, tamanho: importacoesPdf.tamanho });
  if (!previa) throw conflict(PREVIA_EXPIRADA);
  return previa;
}

/**
 * On the system path of the daily cleanup (lixeira/limpeza.ts): deletes every company's previews
 * older than a day at `agora` and answers their files' keys, for removal after the commit.
 */
export async function deleteExpiredPrevias(tx: Db, agora: Date): Promise<string[]> {
  const ate = new Date(agora.getTime() - PREVIA_VALIDADE_MS);
  const apagadas = await tx
    .delete(importacoesPdf)
    .where(lte(importacoesPdf.createdAt, ate))
    .returning({ key: importacoesPdf.storagePath });
  return apagadas.map((p) => p.key);
}
