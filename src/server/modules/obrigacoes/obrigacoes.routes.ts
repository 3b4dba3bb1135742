import type { TTenantRunner } from "../../http/tenant";
import { createRouter } from "../../http/router";
import { createdJson, idParam, jsonBody, okJson } from "../../http/openapi";
import { defineRoute, EQUIPE } from "../../http/acesso";
import {
  ZCalendarioLegalSchema,
  ZCumprirSchema,
  ZGerarCalendarioResponseSchema,
  ZGerarCalendarioSchema,
  ZInstanciaUpdateSchema,
  ZObrigacaoDetalheSchema,
  ZObrigacaoSchema,
  ZObrigacoesQuerySchema,
  ZObrigacoesResponseSchema,
  ZObrigacoesSecoesQuerySchema,
  ZObrigacoesSecoesResponseSchema,
  ZPerfilLegalSchema,
} from "../../../shared/schemas/obrigacoes";
import * as service from "./obrigacoes.service";
import * as calendario from "./calendario-legal.service";
import { addModelosRoutes } from "./modelos.routes";
import { addLixeiraRoutes } from "../../http/delete-routes";
import { deleteObrigacao, exclusaoObrigacao } from "./exclusao.service";

/** 'Obrigações', a client's legal calendar and the company's templates (issue 32), for the company's staff. */
export function obrigacoesRoutes(tenant: TTenantRunner) {
  const router = createRouter();
  const detalhe = okJson(ZObrigacaoDetalheSchema);
  const calendarioLegal = okJson(ZCalendarioLegalSchema);

  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "listObrigacoes",
      summary: "Lista os vencimentos das obrigações",
      method: "get",
      path: "/obrigacoes",
      request: { query: ZObrigacoesQuerySchema },
      responses: okJson(ZObrigacoesResponseSchema),
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => service.listObrigacoes(tx, ctx, c.req.valid("query")))),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "listObrigacoesSecoes",
      summary: "Agrupa os vencimentos das obrigações por prazo",
      method: "get",
      // Before /obrigacoes/{id}, which would otherwise take 'secoes' for an id.
      path: "/obrigacoes/secoes",
      request: { query: ZObrigacoesSecoesQuerySchema },
      responses: okJson(ZObrigacoesSecoesResponseSchema),
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => service.listSecoes(tx, ctx, c.req.valid("query")))),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "createObrigacao",
      summary: "Cria uma obrigação com seu primeiro vencimento",
      method: "post",
      path: "/obrigacoes",
      request: jsonBody(ZObrigacaoSchema),
      responses: createdJson(ZObrigacaoDetalheSchema),
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => service.createObrigacao(tx, ctx, c.req.valid("json"))), 201),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "getObrigacao",
      summary: "Mostra uma obrigação com seus vencimentos",
      method: "get",
      path: "/obrigacoes/{id}",
      request: { params: idParam },
      responses: detalhe,
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => service.getObrigacao(tx, ctx, c.req.valid("param").id))),
  );
  addLixeiraRoutes(router, tenant, {
    name: "Obrigacao",
    path: "/obrigacoes/{id}",
    summaries: ["Manda uma obrigação para a lixeira", "Diz o que vai para a lixeira com a obrigação"],
    services: [deleteObrigacao, exclusaoObrigacao],
  });
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "completeObrigacaoInstancia",
      summary: "Marca um vencimento como cumprido e cria o próximo",
      method: "post",
      path: "/obrigacoes/instancias/{id}/cumprir",
      request: { params: idParam, ...jsonBody(ZCumprirSchema) },
      responses: detalhe,
    }),
    async (c) =>
      c.json(
        await tenant(c, (tx, ctx) =>
          service.completeInstancia(tx, ctx, c.req.valid("param").id, c.req.valid("json").cumpridaEm),
        ),
      ),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "updateObrigacaoInstancia",
      summary: "Altera o vencimento ou o andamento de um vencimento",
      method: "patch",
      path: "/obrigacoes/instancias/{id}",
      request: { params: idParam, ...jsonBody(ZInstanciaUpdateSchema) },
      responses: detalhe,
    }),
    async (c) =>
      c.json(
        await tenant(c, (tx, ctx) => service.updateInstancia(tx, ctx, c.req.valid("param").id, c.req.valid("json"))),
      ),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "getCalendarioLegal",
      summary: "Propõe as obrigações legais do perfil de um empreendedor",
      method: "get",
      path: "/clientes/{id}/calendario-legal",
      request: { params: idParam },
      responses: calendarioLegal,
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => calendario.getCalendarioLegal(tx, ctx, c.req.valid("param").id))),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "savePerfilLegal",
      summary: "Registra o CTF/APP do empreendedor e seus empreendimentos de mineração",
      method: "put",
      path: "/clientes/{id}/perfil-legal",
      request: { params: idParam, ...jsonBody(ZPerfilLegalSchema) },
      responses: calendarioLegal,
    }),
    async (c) =>
      c.json(
        await tenant(c, (tx, ctx) => calendario.savePerfilLegal(tx, ctx, c.req.valid("param").id, c.req.valid("json"))),
      ),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "createCalendarioLegal",
      summary: "Cria de uma vez as obrigações legais marcadas",
      method: "post",
      path: "/clientes/{id}/calendario-legal",
      request: { params: idParam, ...jsonBody(ZGerarCalendarioSchema) },
      responses: createdJson(ZGerarCalendarioResponseSchema),
    }),
    async (c) =>
      c.json(
        await tenant(c, (tx, ctx) =>
          calendario.createCalendarioLegal(tx, ctx, c.req.valid("param").id, c.req.valid("json")),
        ),
        201,
      ),
  );
  addModelosRoutes(router, tenant);
  return router;
}
