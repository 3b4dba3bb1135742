import { z } from "zod";
import type { TTenantRunner } from "../../http/tenant";
import { createRouter } from "../../http/router";
import { createdJson, idParam, jsonBody, okJson } from "../../http/openapi";
import { ZPageQuerySchema } from "../../../shared/schemas/paging";
import {
  ZEmpreendimentoBuscaQuerySchema,
  ZEmpreendimentoBuscaResponseSchema,
  ZEmpreendimentoDetalheResponseSchema,
  ZEmpreendimentoOpcoesResponseSchema,
  ZEmpreendimentoPaginaResponseSchema,
  ZEmpreendimentoSchema,
  ZEmpreendimentosResponseSchema,
} from "../../../shared/schemas/empreendimentos";
import * as service from "./empreendimentos.service";
import { getEmpreendimentoPagina } from "./pagina.service";
import { defineRoute, EQUIPE } from "../../http/acesso";
import { addLixeiraRoutes } from "../../http/delete-routes";

export function empreendimentosRoutes(tenant: TTenantRunner) {
  const router = createRouter();
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "listEmpreendimentos",
      summary: "Lista os empreendimentos",
      method: "get",
      path: "/empreendimentos",
      request: { query: ZPageQuerySchema },
      responses: okJson(ZEmpreendimentosResponseSchema),
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => service.listEmpreendimentos(tx, ctx, c.req.valid("query")))),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "listEmpreendimentoOpcoes",
      summary: "Lista os empreendimentos de um cliente para escolha",
      method: "get",
      path: "/empreendimentos/opcoes",
      request: {
        query: z.object({
          clienteId: z
            .string({ error: "Cliente é obrigatório" })
            .trim()
            .min(1, "Cliente é obrigatório")
            .max(100, "Cliente inválido"),
        }),
      },
      responses: okJson(ZEmpreendimentoOpcoesResponseSchema),
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => service.listOpcoes(tx, ctx, c.req.valid("query").clienteId))),
  );
  // Before /empreendimentos/{id}, which would take 'busca' for an id.
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "searchEmpreendimentos",
      summary: "Busca empreendimentos pelo nome ou pelo cliente",
      method: "get",
      path: "/empreendimentos/busca",
      request: { query: ZEmpreendimentoBuscaQuerySchema },
      responses: okJson(ZEmpreendimentoBuscaResponseSchema),
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => service.buscaEmpreendimentos(tx, ctx, c.req.valid("query")))),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "getEmpreendimento",
      summary: "Mostra um empreendimento",
      method: "get",
      path: "/empreendimentos/{id}",
      request: { params: idParam },
      responses: okJson(ZEmpreendimentoPaginaResponseSchema),
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => getEmpreendimentoPagina(tx, ctx, c.req.valid("param").id))),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "createEmpreendimento",
      summary: "Cadastra um empreendimento",
      method: "post",
      path: "/empreendimentos",
      request: jsonBody(ZEmpreendimentoSchema),
      responses: createdJson(ZEmpreendimentoDetalheResponseSchema),
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => service.createEmpreendimento(tx, ctx, c.req.valid("json"))), 201),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "updateEmpreendimento",
      summary: "Altera um empreendimento",
      method: "patch",
      path: "/empreendimentos/{id}",
      request: { params: idParam, ...jsonBody(ZEmpreendimentoSchema) },
      responses: okJson(ZEmpreendimentoDetalheResponseSchema),
    }),
    async (c) =>
      c.json(
        await tenant(c, (tx, ctx) =>
          service.updateEmpreendimento(tx, ctx, c.req.valid("param").id, c.req.valid("json")),
        ),
      ),
  );
  addLixeiraRoutes(router, tenant, {
    name: "Empreendimento",
    path: "/empreendimentos/{id}",
    summaries: ["Manda um empreendimento para a lixeira", "Diz o que vai para a lixeira com o empreendimento"],
    services: [service.deleteEmpreendimento, service.exclusaoEmpreendimento],
  });
  return router;
}
