import type { TTenantRunner } from "../../http/tenant";
import { createRouter } from "../../http/router";
import { createdJson, idParam, jsonBody, okJson } from "../../http/openapi";
import {
  ZAtividadeResponseSchema,
  ZAtividadeSchema,
  ZAtividadesResponseSchema,
  ZLicencaTipoResponseSchema,
  ZLicencaTipoSchema,
  ZLicencaTiposResponseSchema,
} from "../../../shared/schemas/licencas";
import * as service from "./catalogos.service";
import { defineRoute, EQUIPE } from "../../http/acesso";
import { addDeleteRoute } from "../../http/delete-routes";

/** The company's licence-type and activity catalogues ('Tipos' and 'Atividades'). */
export function catalogosRoutes(tenant: TTenantRunner) {
  const router = createRouter();

  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "listLicencaTipos",
      summary: "Lista os tipos de licença",
      method: "get",
      path: "/licenca-tipos",
      responses: okJson(ZLicencaTiposResponseSchema),
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => service.listTipos(tx, ctx))),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "createLicencaTipo",
      summary: "Cadastra um tipo de licença",
      method: "post",
      path: "/licenca-tipos",
      request: jsonBody(ZLicencaTipoSchema),
      responses: createdJson(ZLicencaTipoResponseSchema),
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => service.createTipo(tx, ctx, c.req.valid("json"))), 201),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "updateLicencaTipo",
      summary: "Altera um tipo de licença",
      method: "patch",
      path: "/licenca-tipos/{id}",
      request: { params: idParam, ...jsonBody(ZLicencaTipoSchema) },
      responses: okJson(ZLicencaTipoResponseSchema),
    }),
    async (c) =>
      c.json(await tenant(c, (tx, ctx) => service.updateTipo(tx, ctx, c.req.valid("param").id, c.req.valid("json")))),
  );
  addDeleteRoute(router, tenant, {
    operationId: "deleteLicencaTipo",
    summary: "Exclui um tipo de licença",
    path: "/licenca-tipos/{id}",
    remove: service.deleteTipo,
  });

  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "listAtividades",
      summary: "Lista o catálogo de atividades dos empreendimentos",
      method: "get",
      path: "/atividades",
      responses: okJson(ZAtividadesResponseSchema),
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => service.listAtividades(tx, ctx))),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "createAtividade",
      summary: "Cadastra uma atividade no catálogo",
      method: "post",
      path: "/atividades",
      request: jsonBody(ZAtividadeSchema),
      responses: createdJson(ZAtividadeResponseSchema),
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => service.createAtividade(tx, ctx, c.req.valid("json").nome)), 201),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "updateAtividade",
      summary: "Altera uma atividade do catálogo",
      method: "patch",
      path: "/atividades/{id}",
      request: { params: idParam, ...jsonBody(ZAtividadeSchema) },
      responses: okJson(ZAtividadeResponseSchema),
    }),
    async (c) =>
      c.json(
        await tenant(c, (tx, ctx) =>
          service.updateAtividade(tx, ctx, c.req.valid("param").id, c.req.valid("json").nome),
        ),
      ),
  );
  addDeleteRoute(router, tenant, {
    operationId: "deleteAtividade",
    summary: "Exclui uma atividade do catálogo",
    path: "/atividades/{id}",
    remove: service.deleteAtividade,
  });
  return router;
}
