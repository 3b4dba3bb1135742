import type { TTenantRunner } from "../../http/tenant";
import { createRouter } from "../../http/router";
import { okJson } from "../../http/openapi";
import { ZConsolidadoQuerySchema, ZConsolidadoResponseSchema } from "../../../shared/schemas/consolidado";
import { getConsolidado } from "./consolidado.service";
import { defineRoute, EQUIPE } from "../../http/acesso";

export function relatoriosRoutes(deps: { tenant: TTenantRunner }) {
  const router = createRouter();
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "getRelatorioConsolidado",
      summary: "Mostra o relatório consolidado dos empreendimentos",
      method: "get",
      path: "/relatorios/consolidado",
      request: { query: ZConsolidadoQuerySchema },
      responses: okJson(ZConsolidadoResponseSchema),
    }),
    async (c) => c.json(await deps.tenant(c, (tx, ctx) => getConsolidado(tx, ctx, c.req.valid("query")))),
  );
  return router;
}
