import { z } from "zod";
import type { TTenantRunner } from "../../http/tenant";
import { createRouter } from "../../http/router";
import { createdJson, idParam, jsonBody, okJson } from "../../http/openapi";
import {
  ZClienteOpcoesResponseSchema,
  ZClienteResponseSchema,
  ZClienteSchema,
  ZClientesFiltrosResponseSchema,
  ZClientesQuerySchema,
  ZClientesResponseSchema,
} from "../../../shared/schemas/clientes";
import { UF_CODES } from "../../../shared/rules/uf";
import * as service from "./clientes.service";
import { defineRoute, EQUIPE } from "../../http/acesso";
import { addLixeiraRoutes } from "../../http/delete-routes";

export function clientesRoutes(tenant: TTenantRunner) {
  const router = createRouter();

  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "listClientes",
      summary: "Lista os clientes, com busca, filtros e páginas",
      method: "get",
      path: "/clientes",
      request: { query: ZClientesQuerySchema },
      responses: okJson(ZClientesResponseSchema),
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => service.listClientes(tx, ctx, c.req.valid("query")))),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "getClientesFiltros",
      summary: "Opções dos filtros da lista de clientes",
      method: "get",
      path: "/clientes/filtros",
      request: { query: z.object({ estado: z.enum(UF_CODES, { error: "Estado inválido" }).optional() }) },
      responses: okJson(ZClientesFiltrosResponseSchema),
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => service.getFiltros(tx, ctx, c.req.valid("query").estado))),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "listClienteOpcoes",
      summary: "Busca clientes para escolher num formulário",
      method: "get",
      path: "/clientes/opcoes",
      request: { query: z.object({ q: z.string().trim().max(200).optional().default("") }) },
      responses: okJson(ZClienteOpcoesResponseSchema),
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => service.listOpcoes(tx, ctx, c.req.valid("query").q))),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "getCliente",
      summary: "Mostra um cliente",
      method: "get",
      path: "/clientes/{id}",
      request: { params: idParam },
      responses: okJson(ZClienteResponseSchema),
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => service.getCliente(tx, ctx, c.req.valid("param").id))),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "createCliente",
      summary: "Cadastra um cliente",
      method: "post",
      path: "/clientes",
      request: jsonBody(ZClienteSchema),
      responses: createdJson(ZClienteResponseSchema),
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => service.createCliente(tx, ctx, c.req.valid("json"))), 201),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "updateCliente",
      summary: "Altera um cliente",
      method: "patch",
      path: "/clientes/{id}",
      request: { params: idParam, ...jsonBody(ZClienteSchema) },
      responses: okJson(ZClienteResponseSchema),
    }),
    async (c) =>
      c.json(
        await tenant(c, (tx, ctx) => service.updateCliente(tx, ctx, c.req.valid("param").id, c.req.valid("json"))),
      ),
  );
  addLixeiraRoutes(router, tenant, {
    name: "Cliente",
    path: "/clientes/{id}",
    summaries: ["Manda um cliente para a lixeira", "Diz o que vai para a lixeira com o cliente"],
    services: [service.deleteCliente, service.exclusaoCliente],
  });
  return router;
}
