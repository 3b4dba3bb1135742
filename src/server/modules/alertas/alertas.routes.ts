import type { TTenantRunner } from "../../http/tenant";
import { createRouter } from "../../http/router";
import { idParam, okJson } from "../../http/openapi";
import {
  ZAlertasNaoLidosResponseSchema,
  ZAlertasQuerySchema,
  ZAlertasResponseSchema,
} from "../../../shared/schemas/alertas";
import * as service from "./alertas.service";
import { defineRoute, EQUIPE } from "../../http/acesso";

/**
 * The caller's own alerts (the header's bell and /alertas): the list and the marks as read.
 * The unread count of the first paint comes with GET /api/me (auth/me.routes.ts).
 */
export function alertasRoutes(deps: { tenant: TTenantRunner }) {
  const { tenant } = deps;
  const router = createRouter();

  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "listAlertas",
      summary: "Lista os alertas de prazo do usuário",
      method: "get",
      path: "/alertas",
      request: { query: ZAlertasQuerySchema },
      responses: okJson(ZAlertasResponseSchema, "Os alertas do usuário, do mais novo ao mais antigo"),
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => service.listAlertas(tx, ctx, c.req.valid("query")))),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "markAlertasLidos",
      summary: "Marca todos os alertas como lidos",
      method: "post",
      path: "/alertas/lidas",
      description: "Marca como lidos todos os alertas do usuário.",
      responses: okJson(ZAlertasNaoLidosResponseSchema, "Quantos alertas continuam não lidos"),
    }),
    async (c) => c.json({ naoLidos: await tenant(c, (tx, ctx) => service.markTodasLidas(tx, ctx)) }),
  );
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "markAlertaLido",
      summary: "Marca um alerta como lido",
      method: "post",
      path: "/alertas/{id}/lida",
      request: { params: idParam },
      responses: okJson(ZAlertasNaoLidosResponseSchema, "Quantos alertas continuam não lidos"),
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      return c.json({ naoLidos: await tenant(c, (tx, ctx) => service.markLida(tx, ctx, id)) });
    },
  );
  return router;
}
