import { createRoute } from "@hono/zod-openapi";
import { JOINS_AS_WRITTEN, type TTenantRunner } from "../../http/tenant";
import { createRouter } from "../../http/router";
import { okJson } from "../../http/openapi";
import { todayIn } from "../../../shared/rules/datas";
import { ZDashboardResponseSchema } from "../../../shared/schemas/dashboard";
import { getDashboard } from "./dashboard.service";

export function dashboardRoutes(deps: { tenant: TTenantRunner; clock: () => Date }) {
  const router = createRouter();
  router.openapi(
    createRoute({ method: "get", path: "/dashboard", responses: okJson(ZDashboardResponseSchema) }),
    async (c) =>
      c.json(await deps.tenant(c, (tx, ctx) => getDashboard(tx, ctx, todayIn(deps.clock())), JOINS_AS_WRITTEN)),
  );
  return router;
}
