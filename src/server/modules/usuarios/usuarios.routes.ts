import { createRoute } from "@hono/zod-openapi";
import type { TTenantRunner } from "../../http/tenant";
import { createRouter } from "../../http/router";
import { okJson } from "../../http/openapi";
import { ZApprovedUsersResponseSchema, ZPageQuerySchema } from "../../../shared/schemas/admin";
import { listApprovedUsers } from "./usuarios.service";

/** The caller's own company's users, for its administrators (the role group is in http/gate.ts). */
export function usuariosRoutes(tenant: TTenantRunner) {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: "get",
      path: "/usuarios",
      request: { query: ZPageQuerySchema },
      responses: okJson(ZApprovedUsersResponseSchema),
    }),
    async (c) => c.json(await tenant(c, (tx, ctx) => listApprovedUsers(tx, ctx.companyId, c.req.valid("query")))),
  );
  return router;
}
