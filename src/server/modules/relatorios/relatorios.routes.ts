import { createRoute } from "@hono/zod-openapi";
import type { TTenantRunner } from "../../http/tenant";
import { createRouter } from "../../http/router";
import { okJson } from "../../http/openapi";
import { todayIn } from "../../../shared/rules/datas";
import { ZConsolidadoQuerySchema, ZConsolidadoResponseSchema } from "../../../shared/schemas/consolidado";
import { getConsolidado } from "./consolidado.service";

export function relatoriosRoutes(deps: { tenant: TTenantRunner; clock: () => Date }) {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: "get",
      path: "/relatorios/consolidado",
      request: { query: ZConsolidadoQuerySchema },
      responses: okJson(ZConsolidadoResponseSchema),
    }),
    async (c) =>
      c.json(await deps.tenant(c, (tx, ctx) => getConsolidado(tx, ctx, todayIn(deps.clock()), c.req.valid("query")))),
  );
  return router;
}
