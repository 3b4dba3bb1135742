import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import type { Db } from "../../db/client";
import { requireTenant, requireTenantMiddleware } from "../../http/context";
import { documentoBodyLimit, readUploadForm } from "../../http/upload";
import { createRouter } from "../../http/router";
import { idParam, jsonBody, ok } from "../../http/openapi";
import type { Storage } from "../../storage/storage";
import { todayIn } from "../../../shared/rules/datas";
import { ZLicencaSchema, ZLicencasQuerySchema, ZRenovacaoSchema } from "../../../shared/schemas/licencas";
import * as service from "./licencas.service";
import * as documentos from "./documentos.service";

const docParams = z.object({ id: z.string().min(1), docId: z.string().min(1) });

export function licencasRoutes(deps: { db: Db; storage: Storage; clock: () => Date }) {
  const { db, storage } = deps;
  const today = () => todayIn(deps.clock());
  const router = createRouter();
  router.use("/licencas", requireTenantMiddleware);
  router.use("/licencas/*", requireTenantMiddleware);

  router.openapi(
    createRoute({ method: "get", path: "/licencas", request: { query: ZLicencasQuerySchema }, responses: ok }),
    async (c) => c.json(await service.listLicencas(db, requireTenant(c), today(), c.req.valid("query"))),
  );
  // Before /licencas/{id}, which would otherwise take 'opcoes' for an id.
  router.openapi(
    createRoute({
      method: "get",
      path: "/licencas/opcoes",
      request: { query: z.object({ q: z.string().trim().max(200, "Busca muito longa.").optional().default("") }) },
      responses: ok,
    }),
    async (c) => c.json(await service.listOpcoes(db, requireTenant(c), c.req.valid("query").q)),
  );
  router.openapi(
    createRoute({ method: "get", path: "/licencas/{id}", request: { params: idParam }, responses: ok }),
    async (c) => c.json(await service.getLicenca(db, requireTenant(c), today(), c.req.valid("param").id)),
  );
  router.openapi(
    createRoute({ method: "post", path: "/licencas", request: jsonBody(ZLicencaSchema), responses: ok }),
    async (c) => c.json(await service.createLicenca(db, requireTenant(c), today(), c.req.valid("json")), 201),
  );
  router.openapi(
    createRoute({
      method: "patch",
      path: "/licencas/{id}",
      request: { params: idParam, ...jsonBody(ZLicencaSchema) },
      responses: ok,
    }),
    async (c) =>
      c.json(await service.updateLicenca(db, requireTenant(c), today(), c.req.valid("param").id, c.req.valid("json"))),
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
        await service.setRenovacao(
          db,
          requireTenant(c),
          today(),
          c.req.valid("param").id,
          c.req.valid("json").emRenovacao,
        ),
      ),
  );
  router.openapi(
    createRoute({ method: "delete", path: "/licencas/{id}", request: { params: idParam }, responses: ok }),
    async (c) => {
      await service.deleteLicenca(db, storage, requireTenant(c), c.req.valid("param").id);
      return c.json({ ok: true });
    },
  );

  // One file per request, so the browser can show progress and a failed file spares the rest.
  router.post("/licencas/:id/documentos", documentoBodyLimit(), async (c) => {
    const ctx = requireTenant(c);
    const { file } = await readUploadForm(c);
    return c.json(await documentos.addDocumento(db, storage, ctx, c.req.param("id"), file), 201);
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
      return c.json(await documentos.documentoLink(db, storage, requireTenant(c), id, docId));
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
      return c.json(await documentos.deleteDocumento(db, storage, requireTenant(c), id, docId));
    },
  );

  router.get("/arquivos/:token", async (c) => {
    const file = await documentos.readSignedFile(
      db,
      storage,
      c.req.param("token"),
      Number(c.req.query("expires")),
      c.req.query("signature") ?? "",
    );
    return c.body(new Uint8Array(file.data), 200, {
      "content-type": file.contentType,
      "content-disposition": `inline; filename*=UTF-8''${encodeURIComponent(file.nome)}`,
      "cache-control": "private, max-age=0",
      "x-content-type-options": "nosniff",
    });
  });
  return router;
}
