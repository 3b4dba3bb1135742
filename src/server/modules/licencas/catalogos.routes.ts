import { createRoute } from "@hono/zod-openapi";
import type { Db } from "../../db/client";
import { requireTenant, requireTenantMiddleware } from "../../http/context";
import { createRouter } from "../../http/router";
import { idParam, jsonBody, ok } from "../../http/openapi";
import { ZAtividadeSchema, ZLicencaTipoSchema } from "../../../shared/schemas/licencas";
import * as service from "./catalogos.service";

/** The company's licence-type and activity catalogues ('Tipos' and 'Atividades'). */
export function catalogosRoutes(db: Db) {
  const router = createRouter();
  for (const path of ["/licenca-tipos", "/licenca-tipos/*", "/atividades", "/atividades/*"]) {
    router.use(path, requireTenantMiddleware);
  }

  router.openapi(createRoute({ method: "get", path: "/licenca-tipos", responses: ok }), async (c) =>
    c.json(await service.listTipos(db, requireTenant(c))),
  );
  router.openapi(
    createRoute({ method: "post", path: "/licenca-tipos", request: jsonBody(ZLicencaTipoSchema), responses: ok }),
    async (c) => c.json(await service.createTipo(db, requireTenant(c), c.req.valid("json")), 201),
  );
  router.openapi(
    createRoute({
      method: "patch",
      path: "/licenca-tipos/{id}",
      request: { params: idParam, ...jsonBody(ZLicencaTipoSchema) },
      responses: ok,
    }),
    async (c) => c.json(await service.updateTipo(db, requireTenant(c), c.req.valid("param").id, c.req.valid("json"))),
  );
  router.openapi(
    createRoute({ method: "delete", path: "/licenca-tipos/{id}", request: { params: idParam }, responses: ok }),
    async (c) => {
      await service.deleteTipo(db, requireTenant(c), c.req.valid("param").id);
      return c.json({ ok: true });
    },
  );

  router.openapi(createRoute({ method: "get", path: "/atividades", responses: ok }), async (c) =>
    c.json(await service.listAtividades(db, requireTenant(c))),
  );
  router.openapi(
    createRoute({ method: "post", path: "/atividades", request: jsonBody(ZAtividadeSchema), responses: ok }),
    async (c) => c.json(await service.createAtividade(db, requireTenant(c), c.req.valid("json").nome), 201),
  );
  router.openapi(
    createRoute({
      method: "patch",
      path: "/atividades/{id}",
      request: { params: idParam, ...jsonBody(ZAtividadeSchema) },
      responses: ok,
    }),
    async (c) =>
      c.json(await service.updateAtividade(db, requireTenant(c), c.req.valid("param").id, c.req.valid("json").nome)),
  );
  router.openapi(
    createRoute({ method: "delete", path: "/atividades/{id}", request: { params: idParam }, responses: ok }),
    async (c) => {
      await service.deleteAtividade(db, requireTenant(c), c.req.valid("param").id);
      return c.json({ ok: true });
    },
  );
  return router;
}
