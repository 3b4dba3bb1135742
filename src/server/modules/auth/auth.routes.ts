import { z } from "zod";
import type { Context } from "hono";
import type { Auth } from "../../auth/auth";
import { HttpError, unauthorized } from "../../http/errors";
import { createRouter } from "../../http/router";
import { jsonBody, okAnswer, okDone } from "../../http/openapi";
import { AUTH_LIMITS, clientAddress, type RateLimiter } from "../../http/rate-limit";
import { ZResendConfirmationSchema, ZSignInSchema, ZSignUpSchema } from "../../../shared/schemas/auth";
import { ZErrorResponseSchema } from "../../../shared/schemas/common";
import { CONFIRMACAO_DESTINO } from "../../../shared/rules/gate";
import { USUARIOS_MESSAGES } from "../../../shared/schemas/usuarios";
import { ACCOUNT_DEACTIVATED } from "../../auth/auth";
import { defineRoute } from "../../http/acesso";

// better-auth answers in English; the product speaks pt-BR.
const AUTH_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "E-mail ou senha inválidos.",
  EMAIL_NOT_VERIFIED: "E-mail ainda não confirmado. Abra o link que enviamos ou use 'Reenviar confirmação'.",
  PASSWORD_TOO_SHORT: "A senha deve ter pelo menos 8 caracteres",
  PASSWORD_TOO_LONG: "A senha deve ter no máximo 128 caracteres",
  INVALID_EMAIL: "E-mail inválido",
  [ACCOUNT_DEACTIVATED]: USUARIOS_MESSAGES.deactivated,
};
const FALLBACK = "Não foi possível concluir a operação. Tente novamente.";

async function failure(res: Response): Promise<HttpError> {
  const data = (await res.json().catch(() => ({}))) as { code?: string };
  const status = res.status === 403 || res.status === 401 ? res.status : 400;
  return new HttpError(status, data.code ?? "AUTH_ERROR", AUTH_MESSAGES[data.code ?? ""] ?? FALLBACK);
}

/** better-auth checks the password before the confirmation: this answer means it was right. */
const RIGHT_PASSWORD_CODES = new Set(["EMAIL_NOT_VERIFIED", ACCOUNT_DEACTIVATED]);

/** Answers with a small JSON body but keeps the cookies better-auth set. */
function withCookies(c: Context, from: Response, body: typeof okAnswer) {
  const out = c.json(body, 200);
  for (const cookie of from.headers.getSetCookie()) out.headers.append("set-cookie", cookie);
  return out;
}

/** The confirmation link is better-auth's own route: a bad or missing token gets its error shape. */
const ZVerifyEmailErrorSchema = z.union([
  ZErrorResponseSchema,
  z.strictObject({ code: z.string(), message: z.string() }),
]);
const verifyEmailResponses = {
  302: { description: "Para o aplicativo, com a sessão aberta" },
  "4XX": {
    description: "Link inválido ou expirado (erro do better-auth), ou pedido recusado",
    content: { "application/json": { schema: ZVerifyEmailErrorSchema } },
  },
  "5XX": { description: "Falha do servidor", content: { "application/json": { schema: ZErrorResponseSchema } } },
};

export interface TAuthRoutesDeps {
  limiter: RateLimiter;
  /** Proxies in front of the server (TRUST_PROXY): whose X-Forwarded-For entry names the client. */
  trustProxy?: number;
}

export function authRoutes(auth: Auth, deps: TAuthRoutesDeps) {
  const router = createRouter();
  const { limiter } = deps;
  const source = (c: Context) => clientAddress(c, deps.trustProxy ?? 0);
  const limit = (c: Context, action: "signUp" | "resend", email: string) => {
    const l = AUTH_LIMITS[action];
    return limiter.consume([
      { key: `${action}:email:${email.toLowerCase()}`, max: l.perEmail },
      { key: `${action}:source:${source(c)}`, max: l.perSource },
    ]);
  };

  router.openapi(
    defineRoute({
      acesso: "publico",
      operationId: "signUp",
      summary: "Cria uma conta e envia o e-mail de confirmação",
      method: "post",
      path: "/sign-up",
      request: jsonBody(ZSignUpSchema),
      responses: okDone,
    }),
    async (c) => {
      const { fullName, email, password } = c.req.valid("json");
      await limit(c, "signUp", email);
      // An address already registered gets the same answer (no enumeration).
      const res = await auth.api.signUpEmail({
        body: { name: fullName, email, password, callbackURL: CONFIRMACAO_DESTINO },
        headers: c.req.raw.headers,
        asResponse: true,
      });
      if (!res.ok) throw await failure(res);
      return c.json(okAnswer);
    },
  );

  router.openapi(
    defineRoute({
      acesso: "publico",
      operationId: "signIn",
      summary: "Entra com e-mail e senha e abre a sessão (cookie)",
      method: "post",
      path: "/sign-in",
      request: jsonBody(ZSignInSchema),
      responses: okDone,
    }),
    async (c) => {
      const { email, password } = c.req.valid("json");
      // The failure count of this address from this source is taken before the password is
      // checked (so parallel guesses cannot slip past it) and cleared when the password was
      // right: it counts failures only, and only this source's, so guesses from elsewhere never
      // lock the owner out. The source's own count bounds guessing across many addresses.
      const from = source(c);
      const failures = `signIn:failures:${email.toLowerCase()}:${from}`;
      await limiter.consume([
        { key: `signIn:source:${from}`, max: AUTH_LIMITS.signIn.perSource },
        { key: failures, max: AUTH_LIMITS.signIn.failuresPerEmailAndSource },
      ]);
      const res = await auth.api.signInEmail({
        body: { email, password },
        headers: c.req.raw.headers,
        asResponse: true,
      });
      if (res.ok) {
        await limiter.clear([failures]);
        return withCookies(c, res, okAnswer);
      }
      const error = await failure(res);
      if (RIGHT_PASSWORD_CODES.has(error.code)) await limiter.clear([failures]);
      throw error;
    },
  );

  router.openapi(
    defineRoute({
      acesso: "publico",
      operationId: "resendConfirmation",
      summary: "Reenvia o e-mail de confirmação do cadastro",
      method: "post",
      path: "/resend-confirmation",
      request: jsonBody(ZResendConfirmationSchema),
      responses: okDone,
    }),
    async (c) => {
      const { email } = c.req.valid("json");
      await limit(c, "resend", email);
      // Unknown or already confirmed addresses get the same answer as a real resend.
      await auth.api
        .sendVerificationEmail({ body: { email, callbackURL: CONFIRMACAO_DESTINO }, headers: c.req.raw.headers })
        .catch(() => undefined);
      return c.json(okAnswer);
    },
  );

  router.openapi(
    defineRoute({
      acesso: "sessao",
      operationId: "signOut",
      summary: "Encerra a sessão",
      method: "post",
      path: "/sign-out",
      responses: okDone,
    }),
    async (c) => {
      // The session middleware runs after these routes, so `ctx` is not set here: ask directly.
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      if (!session) throw unauthorized();
      const res = await auth.api.signOut({ headers: c.req.raw.headers, asResponse: true });
      return withCookies(c, res, okAnswer);
    },
  );

  // Of better-auth's own endpoints only the e-mail confirmation link is public; sign-up and
  // sign-in go through the routes above, which validate, translate and rate-limit.
  router.openapi(
    defineRoute({
      acesso: "publico",
      operationId: "verifyEmail",
      summary: "Confirma o e-mail pelo link enviado e abre a sessão",
      method: "get",
      path: "/verify-email",
      description: "better-auth's confirmation link (`token`, `callbackURL` in the query): redirects to the app.",
      responses: verifyEmailResponses,
    }),
    (c) => auth.handler(c.req.raw),
  );
  return router;
}
