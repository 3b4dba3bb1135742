import { JOINS_AS_WRITTEN, type TTenantRunner } from "../../http/tenant";
import { createRouter } from "../../http/router";
import { createdJson, idParam, jsonBody, okJson } from "../../http/openapi";
import type { Storage } from "../../storage/storage";
import {
  ZAprovacaoSchema,
  ZCondicionanteDetalheResponseSchema,
  ZCondicionanteResponseSchema,
  ZCondicionanteSchema,
  ZCondicionantesDaLicencaQuerySchema,
  ZCondicionantesDaLicencaResponseSchema,
  ZNovaCondicionanteSchema,
  ZPeriodicidadeGravadaResponseSchema,
  ZPeriodicidadeSchema,
  ZSecoesQuerySchema,
  ZSecoesResponseSchema,
  ZStatusSchema,
} from "../../../shared/schemas/condicionantes";
import * as service from "./condicionantes.service";
import { setPeriodicidade } from "./periodicidade.service";
import { listSecoes } from "./secoes.service";
import { reavaliarStatus } from "./anexos.service";
import { defineRoute, EQUIPE } from "../../http/acesso";
import { addLixeiraRoutes } from "../../http/delete-routes";

export function condicionantesRoutes(deps: { tenant: TTenantRunner; storage: Storage }) {
  const { tenant } = deps;
  const router = createRouter();

  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "listLicencaCondicionantes",
      summary: "Lista as condicionantes de uma licença",
      method: "get",
      path: "/licencas/{id}/condicionantes",
      request: { params: idParam, query: ZCondicionantesDaLicencaQuerySchema },
      responses: okJson(ZCondicionantesDaLicencaResponseSchema),
    }),
    async (c) =>
      c.json(
        await tenant(c, (tx, ctx) => service.listDaLicenca(tx, ctx, c.req.valid("param").id, c.req.valid("query"))),
      ),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "createLicencaCondicionante",
      summary: "Cadastra uma condicionante na licença",
      method: "post",
      path: "/licencas/{id}/condicionantes",
      request: { params: idParam, ...jsonBody(ZCondicionanteSchema) },
      responses: createdJson(ZCondicionanteResponseSchema),
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const data = c.req.valid("json");
      const created = await tenant(c, (tx, ctx) => service.createDaLicenca(tx, ctx, id, data));
      return c.json(created, 201);
    },
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "createCondicionante",
      summary: "Cadastra uma condicionante, escolhendo a licença",
      method: "post",
      path: "/condicionantes",
      request: jsonBody(ZNovaCondicionanteSchema),
      responses: createdJson(ZCondicionanteResponseSchema),
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => service.createNova(tx, ctx, c.req.valid("json"))), 201),
  );
  // Before /condicionantes/{id}, which would otherwise take 'secoes' for an id.
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "listCondicionanteSecoes",
      summary: "Lista as condicionantes por situação do prazo",
      method: "get",
      path: "/condicionantes/secoes",
      request: { query: ZSecoesQuerySchema },
      responses: okJson(ZSecoesResponseSchema),
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => listSecoes(tx, ctx, c.req.valid("query")), JOINS_AS_WRITTEN)),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "getCondicionante",
      summary: "Mostra uma condicionante",
      method: "get",
      path: "/condicionantes/{id}",
      request: { params: idParam },
      responses: okJson(ZCondicionanteDetalheResponseSchema),
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => service.getDetalhe(tx, ctx, c.req.valid("param").id))),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "updateCondicionante",
      summary: "Altera uma condicionante",
      method: "patch",
      path: "/condicionantes/{id}",
      request: { params: idParam, ...jsonBody(ZCondicionanteSchema) },
      responses: okJson(ZCondicionanteResponseSchema),
    }),
    async (c) =>
      c.json(
        await tenant(c, (tx, ctx) =>
          service.updateCondicionante(tx, ctx, c.req.valid("param").id, c.req.valid("json")),
        ),
      ),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "updateCondicionanteStatus",
      summary: "Altera o status de uma condicionante",
      method: "patch",
      path: "/condicionantes/{id}/status",
      request: { params: idParam, ...jsonBody(ZStatusSchema) },
      responses: okJson(ZCondicionanteResponseSchema),
    }),
    async (c) =>
      c.json(await tenant(c, (tx, ctx) => service.setStatus(tx, ctx, c.req.valid("param").id, c.req.valid("json")))),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "updateCondicionanteAprovacao",
      summary: "Aprova ou reprova uma condicionante",
      method: "patch",
      path: "/condicionantes/{id}/aprovacao",
      request: { params: idParam, ...jsonBody(ZAprovacaoSchema) },
      responses: okJson(ZCondicionanteResponseSchema),
    }),
    async (c) =>
      c.json(
        await tenant(c, (tx, ctx) =>
          service.setAprovacao(tx, ctx, c.req.valid("param").id, c.req.valid("json").aprovada),
        ),
      ),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "copyCondicionante",
      summary: "Copia uma condicionante",
      method: "post",
      path: "/condicionantes/{id}/copia",
      request: { params: idParam },
      responses: createdJson(ZCondicionanteResponseSchema),
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => service.copyCondicionante(tx, ctx, c.req.valid("param").id)), 201),
  );
  addLixeiraRoutes(router, tenant, {
    name: "Condicionante",
    path: "/condicionantes/{id}",
    summaries: ["Manda uma condicionante para a lixeira", "Diz o que vai para a lixeira com a condicionante"],
    services: [service.deleteCondicionante, service.exclusaoCondicionante],
  });
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "setCondicionantePeriodicidade",
      summary: "Define a periodicidade das entregas",
      method: "put",
      path: "/condicionantes/{id}/periodicidade",
      request: { params: idParam, ...jsonBody(ZPeriodicidadeSchema) },
      responses: okJson(ZPeriodicidadeGravadaResponseSchema),
    }),
    async (c) =>
      c.json(await tenant(c, (tx, ctx) => setPeriodicidade(tx, ctx, c.req.valid("param").id, c.req.valid("json")))),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "reevaluateCondicionante",
      summary: "Recalcula o status de uma condicionante",
      method: "post",
      path: "/condicionantes/{id}/reavaliar",
      request: { params: idParam },
      responses: okJson(ZCondicionanteResponseSchema),
    }),
    async (c) => {
      const id = c.req.valid("param").id;
      const condicionante = await tenant(c, async (tx, ctx) => {
        await reavaliarStatus(tx, ctx, id);
        return service.getCondicionante(tx, ctx, id);
      });
      return c.json(condicionante);
    },
  );
  return router;
}
