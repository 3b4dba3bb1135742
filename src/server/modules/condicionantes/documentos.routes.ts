import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import type { Db } from "../../db/client";
import { requireTenant, requireTenantMiddleware } from "../../http/context";
import { validationError } from "../../http/errors";
import { createRouter } from "../../http/router";
import { idParam, jsonBody, ok } from "../../http/openapi";
import { documentoBodyLimit, readUploadForm } from "../../http/upload";
import type { Storage } from "../../storage/storage";
import { todayIn } from "../../../shared/rules/datas";
import { ZDocumentoUpdateSchema } from "../../../shared/schemas/condicionantes";
import { getCondicionante } from "./condicionantes.service";
import * as documentos from "./documentos.service";

/** The text fields sent beside an upload's file (multipart, so all strings). */
const ZCamposDoArquivo = z.object({
  comprovacaoId: z
    .string()
    .trim()
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

/** A condition's documents: upload (one file per request), flag and observations, link, delete. */
export function documentosRoutes(deps: { db: Db; storage: Storage; clock: () => Date }) {
  const { db, storage, clock } = deps;
  const today = () => todayIn(clock());
  const router = createRouter();
  // The gate runs before the body limit, so a caller without a session learns that first.
  router.use("/condicionantes/:id/documentos", requireTenantMiddleware);
  router.use("/documentos/*", requireTenantMiddleware);

  router.post("/condicionantes/:id/documentos", documentoBodyLimit(), async (c) => {
    const ctx = requireTenant(c);
    const id = c.req.param("id");
    const { file, fields } = await readUploadForm(c);
    const campos = ZCamposDoArquivo.safeParse(fields);
    if (!campos.success) throw validationError(campos.error);
    const documento = await documentos.addDocumento(db, storage, ctx, today(), clock(), id, { file, ...campos.data });
    return c.json({ documento, condicionante: await getCondicionante(db, ctx, id) }, 201);
  });
  router.openapi(
    createRoute({
      method: "patch",
      path: "/documentos/{id}",
      request: { params: idParam, ...jsonBody(ZDocumentoUpdateSchema) },
      responses: ok,
    }),
    async (c) => {
      const ctx = requireTenant(c);
      const { documento, condicionanteId } = await documentos.updateDocumento(
        db,
        ctx,
        today(),
        clock(),
        c.req.valid("param").id,
        c.req.valid("json"),
      );
      return c.json({ documento, condicionante: await getCondicionante(db, ctx, condicionanteId) });
    },
  );
  router.openapi(
    createRoute({ method: "get", path: "/documentos/{id}/link", request: { params: idParam }, responses: ok }),
    async (c) => c.json(await documentos.documentoLink(db, storage, requireTenant(c), c.req.valid("param").id)),
  );
  router.openapi(
    createRoute({ method: "delete", path: "/documentos/{id}", request: { params: idParam }, responses: ok }),
    async (c) => c.json(await documentos.deleteDocumento(db, storage, requireTenant(c), c.req.valid("param").id)),
  );
  return router;
}
