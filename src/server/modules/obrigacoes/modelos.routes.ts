import type { TTenantRunner } from "../../http/tenant";
import type { TRouter } from "../../http/router";
import { createdJson, idParam, jsonBody, okJson } from "../../http/openapi";
import { defineRoute, EQUIPE } from "../../http/acesso";
import { addDeleteRoute } from "../../http/delete-routes";
import { ZPageQuerySchema } from "../../../shared/schemas/paging";
import { ZModeloItemSchema, ZModeloSchema, ZModelosResponseSchema } from "../../../shared/schemas/obrigacao-modelos";
import * as service from "./modelos.service";

/** 'Modelos de obrigação': the company's own recurring duties, for its staff as the obligations are. */
export function addModelosRoutes(router: TRouter, tenant: TTenantRunner) {
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "listObrigacaoModelos",
      summary: "Lista os modelos de obrigação da empresa",
      method: "get",
      path: "/obrigacao-modelos",
      request: { query: ZPageQuerySchema },
      responses: okJson(ZModelosResponseSchema),
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => service.listModelos(tx, ctx, c.req.valid("query")))),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "createObrigacaoModelo",
      summary: "Cria um modelo de obrigação",
      method: "post",
      path: "/obrigacao-modelos",
      request: jsonBody(ZModeloSchema),
      responses: createdJson(ZModeloItemSchema),
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => service.createModelo(tx, ctx, c.req.valid("json"))), 201),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "updateObrigacaoModelo",
      summary: "Altera um modelo de obrigação (as obrigações já criadas não mudam)",
      method: "patch",
      path: "/obrigacao-modelos/{id}",
      request: { params: idParam, ...jsonBody(ZModeloSchema) },
      responses: okJson(ZModeloItemSchema),
    }),
    async (c) =>
      c.json(await tenant(c, (tx, ctx) => service.updateModelo(tx, ctx, c.req.valid("param").id, c.req.valid("json")))),
  );
  addDeleteRoute(router, tenant, {
    operationId: "deleteObrigacaoModelo",
    summary: "Exclui um modelo de obrigação (as obrigações já criadas ficam)",
    path: "/obrigacao-modelos/{id}",
    remove: service.deleteModelo,
  });
}
