import { z } from "zod";
import { isUuid } from "../../db/paging";
import type { TTenantRunner } from "../../http/tenant";
import { notFound, validationError } from "../../http/errors";
import { createRouter } from "../../http/router";
import { createdJson, idParam, jsonBody, okJson, uploadBody } from "../../http/openapi";
import { documentoBodyLimit, readUploadForm } from "../../http/upload";
import type { Storage } from "../../storage/storage";
import { ZDocumentoGravadoResponseSchema, ZDocumentoUpdateSchema } from "../../../shared/schemas/condicionantes";
import { storeDocumento } from "../documentos/arquivos";
import { getCondicionante } from "./condicionantes.service";
import { addDocumento, updateDocumentoDaCondicionante } from "./anexos.service";
import { CONDICIONANTE_NOT_FOUND } from "./messages";
import { defineRoute, EQUIPE } from "../../http/acesso";

/** The text fields sent beside an upload's file (multipart, so all strings). */
const ZCamposDoArquivo = z.object({
  comprovacaoId: z
    .string()
    .trim()
    .max(100, "Comprovação inválida")
    .optional()
    .transform((v) => v || null),
  condicionanteCumprida: z
    .enum(["true", "false"], { error: "Informe 'true' ou 'false'" })
    .optional()
    .transform((v) => v === "true"),
  observacoes: z
    .string()
    .trim()
    .max(2000, "Máximo de 2000 caracteres")
    .optional()
    .transform((v) => v || null),
});

/**
 * A condition's documents: upload (one file per request), and the flag and observations. Their
 * link and delete are every document's (documentos/documentos.routes.ts).
 */
export function anexosRoutes(deps: { tenant: TTenantRunner; storage: Storage }) {
  const { tenant, storage } = deps;
  const router = createRouter();

  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "uploadCondicionanteDocumento",
      summary: "Anexa um documento à condicionante",
      method: "post",
      path: "/condicionantes/{id}/documentos",
      middleware: [documentoBodyLimit()],
      request: {
        params: idParam,
        ...uploadBody({
          comprovacaoId: { type: "string", description: "The proof the file belongs to, if any." },
          condicionanteCumprida: { type: "string", description: "'true' or 'false'." },
          observacoes: { type: "string", description: "Up to 2000 characters." },
        }),
      },
      responses: createdJson(ZDocumentoGravadoResponseSchema),
    }),
    async (c) => {
      const id = c.req.valid("param").id;
      if (!isUuid(id)) throw notFound(CONDICIONANTE_NOT_FOUND);
      const { file, fields } = await readUploadForm(c);
      const campos = ZCamposDoArquivo.safeParse(fields);
      if (!campos.success) throw validationError(campos.error);
      // The file is stored before its row and removed again if the row's transaction fails.
      const answer = await storeDocumento(storage, `condicionantes/${id}`, file, (stored) =>
        tenant(c, async (tx, ctx) => ({
          documento: await addDocumento(tx, ctx, id, { ...campos.data, file: stored }),
          condicionante: await getCondicionante(tx, ctx, id),
        })),
      );
      return c.json(answer, 201);
    },
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "updateDocumento",
      summary: "Altera um documento anexado",
      method: "patch",
      path: "/documentos/{id}",
      request: { params: idParam, ...jsonBody(ZDocumentoUpdateSchema) },
      responses: okJson(ZDocumentoGravadoResponseSchema),
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const data = c.req.valid("json");
      const answer = await tenant(c, async (tx, ctx) => {
        const { documento, condicionanteId } = await updateDocumentoDaCondicionante(tx, ctx, id, data);
        return { documento, condicionante: await getCondicionante(tx, ctx, condicionanteId) };
      });
      return c.json(answer);
    },
  );
  return router;
}
