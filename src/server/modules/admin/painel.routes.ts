import { requireTenant } from "../../http/context";
import { okJson } from "../../http/openapi";
import { createRouter } from "../../http/router";
import type { TSystemRunner, TTenantRunner } from "../../http/tenant";
import { ZPageQuerySchema } from "../../../shared/schemas/paging";
import { ZPainelResponseSchema } from "../../../shared/schemas/painel";
import { getPainel } from "./painel.service";
import { defineRoute, ADMINISTRADORES } from "../../http/acesso";

/**
 * The administration panel's figures. http/gate.ts admits admins and super-administrators to
 * /api/painel; the role decides the scope here: the super-administrator reads every company on
 * the system path, a company admin their own company in the tenant transaction.
 */
export function painelRoutes(deps: { tenant: TTenantRunner; system: TSystemRunner }) {
  const router = createRouter();
  router.openapi(
    defineRoute({
      acesso: ADMINISTRADORES,
      operationId: "getPainel",
      summary: "Mostra os números do painel de administração",
      method: "get",
      path: "/painel",
      request: { query: ZPageQuerySchema },
      responses: okJson(ZPainelResponseSchema),
    }),
    async (c) => {
      const q = c.req.valid("query");
      // The gate admitted an administrator; the platform's sees every company.
      const actor = requireTenant(c);
      const painel =
        actor.role === "super_admin"
          ? await deps.system((tx) => getPainel(tx, actor, q))
          : await deps.tenant(c, (tx, ctx) => getPainel(tx, ctx, q));
      return c.json(painel);
    },
  );
  return router;
}
