import type { TTenantRunner } from "../../http/tenant";
import { createRouter } from "../../http/router";
import { createdJson, idParam, jsonBody, okJson } from "../../http/openapi";
import {
  ZChecklistDetalheResponseSchema,
  ZChecklistItemOrdemSchema,
  ZChecklistItemSchema,
  ZChecklistItemUpdateSchema,
  ZChecklistSchema,
  ZChecklistStatusSchema,
  ZChecklistsQuerySchema,
  ZChecklistsResponseSchema,
} from "../../../shared/schemas/checklists";
import * as service from "./checklists.service";
import * as itens from "./itens.service";
import { defineRoute, EQUIPE } from "../../http/acesso";
import { addLixeiraRoutes } from "../../http/delete-routes";

/** /checklists and the items dialog: every item write answers the whole checklist again. */
export function checklistsRoutes(tenant: TTenantRunner) {
  const router = createRouter();
  const detalhe = okJson(ZChecklistDetalheResponseSchema);

  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "listChecklists",
      summary: "Lista os checklists",
      method: "get",
      path: "/checklists",
      request: { query: ZChecklistsQuerySchema },
      responses: okJson(ZChecklistsResponseSchema),
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => service.listChecklists(tx, ctx, c.req.valid("query")))),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "createChecklist",
      summary: "Cria um checklist",
      method: "post",
      path: "/checklists",
      request: jsonBody(ZChecklistSchema),
      responses: createdJson(ZChecklistDetalheResponseSchema),
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => service.createChecklist(tx, ctx, c.req.valid("json"))), 201),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "getChecklist",
      summary: "Mostra um checklist com seus itens",
      method: "get",
      path: "/checklists/{id}",
      request: { params: idParam },
      responses: detalhe,
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => service.getChecklist(tx, ctx, c.req.valid("param").id))),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "updateChecklistStatus",
      summary: "Altera o status de um checklist",
      method: "patch",
      path: "/checklists/{id}/status",
      request: { params: idParam, ...jsonBody(ZChecklistStatusSchema) },
      responses: detalhe,
    }),
    async (c) =>
      c.json(
        await tenant(c, (tx, ctx) => service.setStatus(tx, ctx, c.req.valid("param").id, c.req.valid("json").status)),
      ),
  );
  addLixeiraRoutes(router, tenant, {
    name: "Checklist",
    path: "/checklists/{id}",
    summaries: ["Manda um checklist para a lixeira", "Diz o que vai para a lixeira com o checklist"],
    services: [service.deleteChecklist, service.exclusaoChecklist],
  });
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "createChecklistItem",
      summary: "Acrescenta um item ao checklist",
      method: "post",
      path: "/checklists/{id}/itens",
      request: { params: idParam, ...jsonBody(ZChecklistItemSchema) },
      responses: createdJson(ZChecklistDetalheResponseSchema),
    }),
    async (c) =>
      c.json(await tenant(c, (tx, ctx) => itens.addItem(tx, ctx, c.req.valid("param").id, c.req.valid("json"))), 201),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "updateChecklistItem",
      summary: "Altera um item de checklist",
      method: "patch",
      path: "/checklist-itens/{id}",
      request: { params: idParam, ...jsonBody(ZChecklistItemUpdateSchema) },
      responses: detalhe,
    }),
    async (c) =>
      c.json(await tenant(c, (tx, ctx) => itens.updateItem(tx, ctx, c.req.valid("param").id, c.req.valid("json")))),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "moveChecklistItem",
      summary: "Muda a posição de um item no checklist",
      method: "patch",
      path: "/checklist-itens/{id}/ordem",
      request: { params: idParam, ...jsonBody(ZChecklistItemOrdemSchema) },
      responses: detalhe,
    }),
    async (c) =>
      c.json(await tenant(c, (tx, ctx) => itens.moveItem(tx, ctx, c.req.valid("param").id, c.req.valid("json").ordem))),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "deleteChecklistItem",
      summary: "Exclui um item de checklist",
      method: "delete",
      path: "/checklist-itens/{id}",
      request: { params: idParam },
      responses: detalhe,
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => itens.removeItem(tx, ctx, c.req.valid("param").id))),
  );
  return router;
}
