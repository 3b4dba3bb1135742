import type { Auth } from "../../auth/auth";
import { requireUser } from "../../http/context";
import { HttpError } from "../../http/errors";
import type { TSystemRunner, TTenantRunner } from "../../http/tenant";
import { jsonBody, okAnswer, okDone, okJson } from "../../http/openapi";
import type { RateLimiter } from "../../http/rate-limit";
import { createRouter } from "../../http/router";
import { updateAlertasEmail, updateOwnName } from "./perfil.service";
import { meAnswer } from "./me.routes";
import {
  SENHA_ATUAL_INCORRETA,
  ZAlterarSenhaSchema,
  ZPerfilResponseSchema,
  ZPerfilSchema,
} from "../../../shared/schemas/perfil";
import { ZNotificacoesSchema } from "../../../shared/schemas/alertas";
import { defineRoute, EQUIPE } from "../../http/acesso";

/** Wrong current passwords allowed per user and minute: a stolen session must not guess the password. */
const SENHA_FAILURES_PER_USER = 5;

export interface TPerfilRoutesDeps {
  system: TSystemRunner;
  tenant: TTenantRunner;
  limiter: RateLimiter;
}

/** The signed-in user's own account (/configuracoes); pending users may use it too (http/gate.ts). */
export function perfilRoutes(auth: Auth, deps: TPerfilRoutesDeps) {
  const router = createRouter();
  const { limiter } = deps;

  router.openapi(
    defineRoute({
      acesso: "sessao",
      operationId: "updatePerfil",
      summary: "Altera o nome do próprio usuário",
      method: "patch",
      path: "/me/perfil",
      request: jsonBody(ZPerfilSchema),
      responses: okJson(ZPerfilResponseSchema, "O usuário com o novo nome"),
    }),
    async (c) => {
      const ctx = requireUser(c);
      const { fullName } = c.req.valid("json");
      await deps.system((tx) => updateOwnName(tx, ctx, fullName));
      return c.json(await meAnswer(c, deps.tenant, { fullName }));
    },
  );

  // Approved users only (the gate's default): a user waiting for approval has no alerts.
  router.openapi(
    defineRoute({
      acesso: EQUIPE,
      operationId: "updateNotificacoes",
      summary: "Liga ou desliga o resumo diário de prazos por e-mail",
      method: "patch",
      path: "/me/notificacoes",
      description: "Liga ou desliga o resumo diário de alertas por e-mail do próprio usuário.",
      request: jsonBody(ZNotificacoesSchema),
      responses: okJson(ZPerfilResponseSchema, "O usuário com a nova escolha"),
    }),
    async (c) => {
      const ctx = requireUser(c);
      const { alertasEmail } = c.req.valid("json");
      await deps.system((tx) => updateAlertasEmail(tx, ctx, alertasEmail));
      return c.json(await meAnswer(c, deps.tenant, { alertasEmail }));
    },
  );

  router.openapi(
    defineRoute({
      acesso: "sessao",
      operationId: "changeSenha",
      summary: "Troca a senha do próprio usuário",
      method: "post",
      path: "/me/senha",
      description: "Troca a senha (a atual é exigida) e encerra as outras sessões do usuário; esta continua aberta.",
      request: jsonBody(ZAlterarSenhaSchema),
      responses: okDone,
    }),
    async (c) => {
      const ctx = requireUser(c);
      const { senhaAtual, novaSenha } = c.req.valid("json");
      const failures = `changePassword:failures:${ctx.userId}`;
      await limiter.consume([{ key: failures, max: SENHA_FAILURES_PER_USER }]);
      // better-auth ends every session of the user and opens a new one for this browser, whose
      // cookie is passed on: this tab stays signed in, every other one is signed out.
      const res = await auth.api.changePassword({
        body: { currentPassword: senhaAtual, newPassword: novaSenha, revokeOtherSessions: true },
        headers: c.req.raw.headers,
        asResponse: true,
      });
      if (!res.ok) {
        const { code } = (await res.json().catch(() => ({}))) as { code?: string };
        if (code === "INVALID_PASSWORD") {
          throw new HttpError(400, "SENHA_ATUAL_INCORRETA", SENHA_ATUAL_INCORRETA, {
            senhaAtual: SENHA_ATUAL_INCORRETA,
          });
        }
        throw new HttpError(res.status === 401 ? 401 : 400, code ?? "AUTH_ERROR", "Não foi possível alterar a senha.");
      }
      await limiter.clear([failures]);
      const out = c.json(okAnswer, 200);
      for (const cookie of res.headers.getSetCookie()) out.headers.append("set-cookie", cookie);
      return out;
    },
  );
  return router;
}
