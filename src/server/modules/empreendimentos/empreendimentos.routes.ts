import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import type { Db } from "../../db/client";
import { requireTenant, requireTenantMiddleware } from "../../http/context";
import { createRouter } from "../../http/router";
import { idParam, jsonBody, ok } from "../../http/openapi";
import { ZPageQuerySchema } from "../../../shared/schemas/admin";
import { ZEmpreendimentoSchema } from "../../../shared/schemas/empreendimentos";
import * as service from "./empreendimentos.service";

export function empreendimentosRoutes(db: Db) {
  const router = createRouter();
  // The gate first: a caller without session or company never sees validation messages.
  router.use("/empreendimentos", requireTenantMiddleware);
  router.use("/empreendimentos/*", requireTenantMiddleware);
  router.openapi(
    createRoute({ method: "get", path: "/empreendimentos", request: { query: ZPageQuerySchema }, responses: ok }),
    async (c) => c.json(await service.listEmpreendimentos(db, requireTenant(c), c.req.valid("query"))),
  );
  router.openapi(
    createRoute({
      method: "get",
      path: "/empreendimentos/opcoes",
      request: {
        query: z.object({
          clienteId: z.string({ error: "Cliente é obrigatório" }).trim().min(1, "Cliente é obrigatório"),
        }),
      },
      responses: ok,
    }),
    async (c) => c.json(await service.listOpcoes(db, requireTenant(c), c.req.valid("query").clienteId)),
  );
  router.openapi(
    createRoute({ method: "get", path: "/empreendimentos/{id}", request: { params: idParam }, responses: ok }),
    async (c) => c.json(await service.getEmpreendimento(db, requireTenant(c), c.req.valid("param").id)),
  );
  router.openapi(
    createRoute({ method: "post", path: "/empreendimentos", request: jsonBody(ZEmpreendimentoSchema), responses: ok }),
    async (c) => c.json(await service.createEmpreendimento(db, requireTenant(c), c.req.valid("json")), 201),
  );
  router.openapi(
    createRoute({
      method: "patch",
      path: "/empreendimentos/{id}",
      request: { params: idParam, ...jsonBody(ZEmpreendimentoSchema) },
      responses: ok,
    }),
    async (c) =>
      c.json(await service.updateEmpreendimento(db, requireTenant(c), c.req.valid("param").id, c.req.valid("json"))),
  );
  router.openapi(
    createRoute({ method: "delete", path: "/empreendimentos/{id}", request: { params: idParam }, responses: ok }),
    async (c) => {
      await service.deleteEmpreendimento(db, requireTenant(c), c.req.valid("param").id);
      return c.json({ ok: true });
    },
  );
  return router;
}
