import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import type { Db } from "../../db/client";
import { requireTenant, requireTenantMiddleware } from "../../http/context";
import { createRouter } from "../../http/router";
import { idParam, jsonBody, ok } from "../../http/openapi";
import { ZClienteSchema, ZClientesQuerySchema } from "../../../shared/schemas/clientes";
import { UF_CODES } from "../../../shared/rules/uf";
import * as service from "./clientes.service";

export function clientesRoutes(db: Db) {
  const router = createRouter();
  // The gate first: a caller without session or company never sees validation messages.
  router.use("/clientes", requireTenantMiddleware);
  router.use("/clientes/*", requireTenantMiddleware);

  router.openapi(
    createRoute({ method: "get", path: "/clientes", request: { query: ZClientesQuerySchema }, responses: ok }),
    async (c) => c.json(await service.listClientes(db, requireTenant(c), c.req.valid("query"))),
  );
  router.openapi(
    createRoute({
      method: "get",
      path: "/clientes/filtros",
      request: { query: z.object({ estado: z.enum(UF_CODES, { error: "Estado inválido" }).optional() }) },
      responses: ok,
    }),
    async (c) => c.json(await service.getFiltros(db, requireTenant(c), c.req.valid("query").estado)),
  );
  router.openapi(
    createRoute({
      method: "get",
      path: "/clientes/opcoes",
      request: { query: z.object({ q: z.string().trim().max(200).optional().default("") }) },
      responses: ok,
    }),
    async (c) => c.json(await service.listOpcoes(db, requireTenant(c), c.req.valid("query").q)),
  );
  router.openapi(
    createRoute({ method: "get", path: "/clientes/{id}", request: { params: idParam }, responses: ok }),
    async (c) => c.json(await service.getCliente(db, requireTenant(c), c.req.valid("param").id)),
  );
  router.openapi(
    createRoute({ method: "post", path: "/clientes", request: jsonBody(ZClienteSchema), responses: ok }),
    async (c) => c.json(await service.createCliente(db, requireTenant(c), c.req.valid("json")), 201),
  );
  router.openapi(
    createRoute({
      method: "patch",
      path: "/clientes/{id}",
      request: { params: idParam, ...jsonBody(ZClienteSchema) },
      responses: ok,
    }),
    async (c) =>
      c.json(await service.updateCliente(db, requireTenant(c), c.req.valid("param").id, c.req.valid("json"))),
  );
  router.openapi(
    createRoute({ method: "delete", path: "/clientes/{id}", request: { params: idParam }, responses: ok }),
    async (c) => {
      await service.deleteCliente(db, requireTenant(c), c.req.valid("param").id);
      return c.json({ ok: true });
    },
  );
  return router;
}
