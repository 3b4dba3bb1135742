import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { isUuid } from "../../db/paging";
import { notFound } from "../../http/errors";
import type { TSystemRunner, TTenantRunner } from "../../http/tenant";
import { documentoBodyLimit, prepareDocumento, readUploadForm } from "../../http/upload";
import { removeFiles, storeThenSave } from "../../storage/files";
import { createRouter } from "../../http/router";
import { idParam, jsonBody, ok } from "../../http/openapi";
import type { Storage } from "../../storage/storage";
import { todayIn } from "../../../shared/rules/datas";
import { ZLicencaSchema, ZLicencasQuerySchema, ZRenovacaoSchema } from "../../../shared/schemas/licencas";
import * as service from "./licencas.service";
import * as documentos from "./documentos.service";

const docParams = z.object({ id: z.string().min(1), docId: z.string().min(1) });

export function licencasRoutes(deps: {
  tenant: TTenantRunner;
  system: TSystemRunner;
  storage: Storage;
  clock: () => Date;
}) {
  const { tenant, system, storage } = deps;
  const today = () => todayIn(deps.clock());
  const router = createRouter();

  router.openapi(
    createRoute({ method: "get", path: "/licencas", request: { query: ZLicencasQuerySchema }, responses: ok }),
    async (c) => c.json(await tenant(c, (tx, ctx) => service.listLicencas(tx, ctx, today(), c.req.valid("query")))),
  );
  // Before /licencas/{id}, which would otherwise take 'opcoes' for an id.
  router.openapi(
    createRoute({
      method: "get",
      path: "/licencas/opcoes",
      request: { query: z.object({ q: z.string().trim().max(200, "Busca muito longa.").optional().default("") }) },
      responses: ok,
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => service.listOpcoes(tx, ctx, c.req.valid("query").q))),
  );
  router.openapi(
    createRoute({ method: "get", path: "/licencas/{id}", request: { params: idParam }, responses: ok }),
    async (c) => c.json(await tenant(c, (tx, ctx) => service.getLicenca(tx, ctx, today(), c.req.valid("param").id))),
  );
  router.openapi(
    createRoute({ method: "post", path: "/licencas", request: jsonBody(ZLicencaSchema), responses: ok }),
    async (c) =>
      c.json(
        await tenant(c, (tx, ctx) => service.createLicenca(tx, ctx, today(), deps.clock(), c.req.valid("json"))),
        201,
      ),
  );
  router.openapi(
    createRoute({
      method: "patch",
      path: "/licencas/{id}",
      request: { params: idParam, ...jsonBody(ZLicencaSchema) },
      responses: ok,
    }),
    async (c) =>
      c.json(
        await tenant(c, (tx, ctx) =>
          service.updateLicenca(tx, ctx, today(), deps.clock(), c.req.valid("param").id, c.req.valid("json")),
        ),
      ),
  );
  router.openapi(
    createRoute({
      method: "patch",
      path: "/licencas/{id}/renovacao",
      request: { params: idParam, ...jsonBody(ZRenovacaoSchema) },
      responses: ok,
    }),
    async (c) =>
      c.json(
        await tenant(c, (tx, ctx) =>
          service.setRenovacao(
            tx,
            ctx,
            today(),
            deps.clock(),
            c.req.valid("param").id,
            c.req.valid("json").emRenovacao,
          ),
        ),
      ),
  );
  router.openapi(
    createRoute({ method: "delete", path: "/licencas/{id}", request: { params: idParam }, responses: ok }),
    async (c) => {
      const keys = await tenant(c, (tx, ctx) => service.deleteLicenca(tx, ctx, c.req.valid("param").id));
      await removeFiles(storage, keys); // after the commit: rows are the truth
      return c.json({ ok: true });
    },
  );

  // One file per request, so the browser can show progress and a failed file spares the rest.
  // The file is stored before its row and removed again if the row's transaction fails.
  router.post("/licencas/:id/documentos", documentoBodyLimit(), async (c) => {
    const licencaId = c.req.param("id");
    if (!isUuid(licencaId)) throw notFound(service.LICENCA_NOT_FOUND);
    const { file } = await readUploadForm(c);
    const stored = prepareDocumento(`licencas/${licencaId}`, file);
    const documento = await storeThenSave(storage, stored.key, file.data, () =>
      tenant(c, (tx, ctx) => documentos.addDocumento(tx, ctx, licencaId, stored)),
    );
    return c.json(documento, 201);
  });
  router.openapi(
    createRoute({
      method: "get",
      path: "/licencas/{id}/documentos/{docId}/link",
      request: { params: docParams },
      responses: ok,
    }),
    async (c) => {
      const { id, docId } = c.req.valid("param");
      return c.json(await tenant(c, (tx, ctx) => documentos.documentoLink(tx, storage, ctx, id, docId)));
    },
  );
  router.openapi(
    createRoute({
      method: "delete",
      path: "/licencas/{id}/documentos/{docId}",
      request: { params: docParams },
      responses: ok,
    }),
    async (c) => {
      const { id, docId } = c.req.valid("param");
      const key = await tenant(c, (tx, ctx) => documentos.deleteDocumento(tx, ctx, id, docId));
      return c.json({ ok: true, arquivoRemovido: await removeFiles(storage, [key]) });
    },
  );

  // Public (http/gate.ts): the signature is the permission, and the row may be any company's.
  router.get("/arquivos/:token", async (c) => {
    const key = documentos.verifySignedLink(
      storage,
      c.req.param("token"),
      Number(c.req.query("expires")),
      c.req.query("signature") ?? "",
    );
    const file = await system((tx) => documentos.findSignedDocumento(tx, key));
    const data = await documentos.readStoredFile(storage, key);
    return c.body(new Uint8Array(data), 200, {
      "content-type": file.contentType,
      "content-disposition": `inline; filename*=UTF-8''${encodeURIComponent(file.nome)}`,
      "cache-control": "private, max-age=0",
      "x-content-type-options": "nosniff",
    });
  });
  return router;
}
