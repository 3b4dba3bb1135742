import { JOINS_AS_WRITTEN, type TTenantRunner } from "../../http/tenant";
import { createRouter } from "../../http/router";
import { okJson } from "../../http/openapi";
import { ZDashboardResponseSchema } from "../../../shared/schemas/dashboard";
import { getDashboard } from "./dashboard.service";
import { defineRoute, EQUIPE } from "../../http/acesso";

export function dashboardRoutes(deps: { tenant: TTenantRunner }) {
  const router = createRouter();
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "getDashboard",
      summary: "Mostra os números e prazos do painel inicial",
      method: "get",
      path: "/dashboard",
      responses: okJson(ZDashboardResponseSchema),
    }),
    async (c) => c.json(await deps.tenant(c, (tx, ctx) => getDashboard(tx, ctx), JOINS_AS_WRITTEN)),
  );
  return router;
}
