import { createRoute } from "@hono/zod-openapi";
import type { Db } from "../../db/client";
import { requireTenant, requireTenantMiddleware } from "../../http/context";
import { createRouter } from "../../http/router";
import { ok } from "../../http/openapi";
import { todayIn } from "../../../shared/rules/datas";
import { getDashboard } from "./dashboard.service";

export function dashboardRoutes(deps: { db: Db; clock: () => Date }) {
  const router = createRouter();
  router.use("/dashboard", requireTenantMiddleware);
  router.openapi(createRoute({ method: "get", path: "/dashboard", responses: ok }), async (c) =>
    c.json(await getDashboard(deps.db, requireTenant(c), todayIn(deps.clock()))),
  );
  return router;
}
