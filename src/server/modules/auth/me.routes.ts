import { createRouter } from "../../http/router";
import { requireUser } from "../../http/context";
import { okJson } from "../../http/openapi";
import { JOINS_AS_WRITTEN, type TTenantRunner } from "../../http/tenant";
import { ZMeResponseSchema } from "../../../shared/schemas/auth";
import type { TMe } from "../../../shared/rules/gate";
import { meuResumoDaEmpresa } from "../empresas/empresas.service";
import { countNaoLidos } from "../alertas/alertas.service";
import { defineRoute } from "../../http/acesso";

/** What a write of the user's own profile just saved (the request's context still holds the old values). */
export type TPerfilSalvo = Partial<Pick<NonNullable<TMe["profile"]>, "fullName" | "alertasEmail">>;

/** GET /api/me's answer for the request's user, with `salvo` over what the request's context read. */
export async function meAnswer(c: Parameters<TTenantRunner>[0], tenant: TTenantRunner, salvo: TPerfilSalvo = {}) {
  const ctx = requireUser(c);
  const profile = ctx.profile ?? (salvo.fullName ? { companyId: null, companyName: null, alertasEmail: true } : null);
  // Only an approved user's actor has a company, and reads it (and their unread alerts, for the
  // header's bell) through its own tenant wall, in one transaction. A portal user has neither:
  // the portal's header comes with its own first answer (GET /api/portal).
  const daEmpresa =
    ctx.actor && ctx.actor.role !== "cliente"
      ? await tenant(
          c,
          async (tx, ctx) => ({
            empresa: await meuResumoDaEmpresa(tx, ctx),
            alertasNaoLidos: await countNaoLidos(tx, ctx),
          }),
          JOINS_AS_WRITTEN,
        )
      : { empresa: null, alertasNaoLidos: 0 };
  const me: TMe = {
    user: { id: ctx.userId, email: ctx.email, name: salvo.fullName ?? ctx.name },
    profile: profile && { fullName: "", ...profile, ...salvo },
    // A list in the answer's contract; one role since decision 043 (none while pending).
    roles: ctx.actor ? [ctx.actor.role] : [],
    ...daEmpresa,
  };
  return me;
}

export function meRoutes(tenant: TTenantRunner) {
  const router = createRouter();
  router.openapi(
    defineRoute({
      acesso: "visitante",
      operationId: "getMe",
      summary: "Mostra o usuário da sessão, seu perfil e seus papéis",
      method: "get",
      path: "/me",
      responses: okJson(ZMeResponseSchema.nullable(), "Usuário, perfil e papéis; null sem sessão"),
    }),
    // Signed out is a state the web asks about on every page load, so it is an answer, not a 401.
    async (c) => c.json(c.get("ctx") ? await meAnswer(c, tenant) : null),
  );
  return router;
}
