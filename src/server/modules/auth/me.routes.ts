import { createRoute } from "@hono/zod-openapi";
import { createRouter } from "../../http/router";
import { requireUser } from "../../http/context";
import { okJson } from "../../http/openapi";
import type { TTenantRunner } from "../../http/tenant";
import { ZMeResponseSchema } from "../../../shared/schemas/auth";
import type { TMe } from "../../../shared/rules/gate";
import { meuResumoDaEmpresa } from "../empresas/empresas.service";

export function meRoutes(tenant: TTenantRunner) {
  const router = createRouter();
  router.openapi(
    createRoute({ method: "get", path: "/me", responses: okJson(ZMeResponseSchema, "Usuário, perfil e papéis") }),
    async (c) => {
      const ctx = requireUser(c);
      const me: TMe = {
        user: { id: ctx.userId, email: ctx.email, name: ctx.name },
        profile: ctx.profile,
        roles: ctx.roles,
        // Only an approved user has a company, and reads it through its own tenant wall.
        empresa: ctx.profile?.companyId ? await tenant(c, meuResumoDaEmpresa) : null,
      };
      return c.json(me);
    },
  );
  return router;
}
