import type { Context } from "hono";
import { z } from "zod";
import { validationError } from "../../http/errors";
import { documentosBodyLimit, readUploadForms, type TStoredFile } from "../../http/upload";
import { uploadsBody } from "../../http/openapi";
import type { Storage } from "../../storage/storage";
import { storeDocumentos } from "../documentos/arquivos";
import { PORTAL_ARQUIVOS_MAX, PORTAL_OBSERVACOES_MAX } from "../../../shared/schemas/portal";

// 'Enviar comprovação' from the portal (decision 044), of a condition or of an obligation's due
// date alike: 1 to 5 files and a note, in one multipart request, sent whole or not at all.

/** The note beside the files; absent or blank, none. */
export const ZCamposDaProva = z.object({
  observacoes: z
    .string()
    .trim()
    .max(PORTAL_OBSERVACOES_MAX, `Máximo de ${PORTAL_OBSERVACOES_MAX} caracteres`)
    .optional()
    .transform((v) => v || null),
});

/** The route's body limit: every file at its largest, and the form around them. */
export const provaBodyLimit = () => documentosBodyLimit(PORTAL_ARQUIVOS_MAX);

/** The OpenAPI body of a proof: its files, its note, and the route's own fields. */
export const provaBody = (extra: Record<string, { type: "string"; description: string }> = {}) =>
  uploadsBody("arquivos", { observacoes: { type: "string" }, ...extra }, ["arquivos"]).body;

/**
 * Reads the proof's form and runs `save` with its fields and files. Every file is checked (size,
 * type by content) before any is stored under `prefix`; all are stored before the rows, and all
 * removed again if `save` (the proof's transaction) fails (storeDocumentos).
 */
export async function receiveProva<C, T>(
  c: Context,
  deps: { storage: Storage; prefix: string; campos: z.ZodType<C> },
  save: (campos: C, arquivos: TStoredFile[]) => Promise<T>,
): Promise<T> {
  const { arquivos, fields } = await readUploadForms(c, "arquivos", PORTAL_ARQUIVOS_MAX);
  const campos = deps.campos.safeParse(fields);
  if (!campos.success) throw validationError(campos.error);
  return storeDocumentos(deps.storage, deps.prefix, arquivos, (prontos) => save(campos.data, prontos));
}
