import { createRoute } from "@hono/zod-openapi";
import type { Db } from "../../db/client";
import { requireTenant, requireTenantMiddleware } from "../../http/context";
import { createRouter } from "../../http/router";
import { ok } from "../../http/openapi";
import { todayIn } from "../../../shared/rules/datas";
import { ZCalendarioQuerySchema } from "../../../shared/schemas/calendario";
import { getCalendario } from "./calendario.service";

export function calendarioRoutes(deps: { db: Db; clock: () => Date }) {
  const router = createRouter();
  router.use("/calendario", requireTenantMiddleware);
  router.openapi(
    createRoute({ method: "get", path: "/calendario", request: { query: ZCalendarioQuerySchema }, responses: ok }),
    async (c) => c.json(await getCalendario(deps.db, requireTenant(c), todayIn(deps.clock()), c.req.valid("query"))),
  );
  return router;
}
