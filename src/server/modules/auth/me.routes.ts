import { createRoute } from "@hono/zod-openapi";
import { createRouter } from "../../http/router";
import { requireUser } from "../../http/context";
import { okJson } from "../../http/openapi";
import type { TTenantRunner } from "../../http/tenant";
import { ZMeResponseSchema } from "../../../shared/schemas/auth";
import type { TMe } from "../../../shared/rules/gate";
import { meuResumoDaEmpresa } from "../empresas/empresas.service";

/**
 * GET /api/me's answer for the request's user; with `fullName`, the name they just saved (the
 * request's context still holds the old one).
 */
export async function meAnswer(c: Parameters<TTenantRunner>[0], tenant: TTenantRunner, fullName?: string) {
  const ctx = requireUser(c);
  const me: TMe = {
    user: { id: ctx.userId, email: ctx.email, name: fullName ?? ctx.name },
    profile: fullName ? { companyId: null, companyName: null, ...ctx.profile, fullName } : ctx.profile,
    roles: ctx.roles,
    // Only an approved user has a company, and reads it through its own tenant wall.
    empresa: ctx.profile?.companyId ? await tenant(c, meuResumoDaEmpresa) : null,
  };
  return me;
}

export function meRoutes(tenant: TTenantRunner) {
  const router = createRouter();
  router.openapi(
    createRoute({ method: "get", path: "/me", responses: okJson(ZMeResponseSchema, "Usuário, perfil e papéis") }),
    async (c) => c.json(await meAnswer(c, tenant)),
  );
  return router;
}
