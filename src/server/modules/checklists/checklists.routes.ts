import { createRoute } from "@hono/zod-openapi";
import type { TTenantRunner } from "../../http/tenant";
import { createRouter } from "../../http/router";
import { createdJson, idParam, jsonBody, okAnswer, okDone, okJson } from "../../http/openapi";
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
import { ZExclusaoResponseSchema } from "../../../shared/schemas/lixeira";
import * as service from "./checklists.service";
import * as itens from "./itens.service";

/** /checklists and the items dialog: every item write answers the whole checklist again. */
export function checklistsRoutes(tenant: TTenantRunner, clock: () => Date) {
  const router = createRouter();
  const detalhe = okJson(ZChecklistDetalheResponseSchema);

  router.openapi(
    createRoute({
      method: "get",
      path: "/checklists",
      request: { query: ZChecklistsQuerySchema },
      responses: okJson(ZChecklistsResponseSchema),
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => service.listChecklists(tx, ctx, c.req.valid("query")))),
  );
  router.openapi(
    createRoute({
      method: "post",
      path: "/checklists",
      request: jsonBody(ZChecklistSchema),
      responses: createdJson(ZChecklistDetalheResponseSchema),
    }),
    async (c) =>
      c.json(await tenant(c, (tx, ctx) => service.createChecklist(tx, ctx, clock(), c.req.valid("json"))), 201),
  );
  router.openapi(
    createRoute({ method: "get", path: "/checklists/{id}", request: { params: idParam }, responses: detalhe }),
    async (c) => c.json(await tenant(c, (tx, ctx) => service.getChecklist(tx, ctx, c.req.valid("param").id))),
  );
  router.openapi(
    createRoute({
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
  router.openapi(
    createRoute({ method: "delete", path: "/checklists/{id}", request: { params: idParam }, responses: okDone }),
    async (c) => {
      await tenant(c, (tx, ctx) => service.deleteChecklist(tx, ctx, clock(), c.req.valid("param").id));
      return c.json(okAnswer);
    },
  );
  router.openapi(
    createRoute({
      method: "get",
      path: "/checklists/{id}/exclusao",
      request: { params: idParam },
      responses: okJson(ZExclusaoResponseSchema),
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => service.exclusaoChecklist(tx, ctx, c.req.valid("param").id))),
  );
  router.openapi(
    createRoute({
      method: "post",
      path: "/checklists/{id}/itens",
      request: { params: idParam, ...jsonBody(ZChecklistItemSchema) },
      responses: createdJson(ZChecklistDetalheResponseSchema),
    }),
    async (c) =>
      c.json(await tenant(c, (tx, ctx) => itens.addItem(tx, ctx, c.req.valid("param").id, c.req.valid("json"))), 201),
  );
  router.openapi(
    createRoute({
      method: "patch",
      path: "/checklist-itens/{id}",
      request: { params: idParam, ...jsonBody(ZChecklistItemUpdateSchema) },
      responses: detalhe,
    }),
    async (c) =>
      c.json(await tenant(c, (tx, ctx) => itens.updateItem(tx, ctx, c.req.valid("param").id, c.req.valid("json")))),
  );
  router.openapi(
    createRoute({
      method: "patch",
      path: "/checklist-itens/{id}/ordem",
      request: { params: idParam, ...jsonBody(ZChecklistItemOrdemSchema) },
      responses: detalhe,
    }),
    async (c) =>
      c.json(await tenant(c, (tx, ctx) => itens.moveItem(tx, ctx, c.req.valid("param").id, c.req.valid("json").ordem))),
  );
  router.openapi(
    createRoute({ method: "delete", path: "/checklist-itens/{id}", request: { params: idParam }, responses: detalhe }),
    async (c) => c.json(await tenant(c, (tx, ctx) => itens.removeItem(tx, ctx, c.req.valid("param").id))),
  );
  return router;
}
