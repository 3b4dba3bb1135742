import { createRoute } from "@hono/zod-openapi";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { Auth } from "../../auth/auth";
import { HttpError, unauthorized } from "../../http/errors";
import { createRouter } from "../../http/router";
import { jsonBody, ok } from "../../http/openapi";
import { AUTH_LIMITS, RateLimiter } from "../../http/rate-limit";
import type { AppEnv } from "../../http/context";
import { ZResendConfirmationSchema, ZSignInSchema, ZSignUpSchema } from "../../../shared/schemas/auth";

// better-auth answers in English; the product speaks pt-BR.
const AUTH_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "E-mail ou senha inválidos.",
  EMAIL_NOT_VERIFIED: "E-mail ainda não confirmado. Abra o link que enviamos ou use 'Reenviar confirmação'.",
  PASSWORD_TOO_SHORT: "A senha deve ter pelo menos 8 caracteres",
  PASSWORD_TOO_LONG: "A senha deve ter no máximo 128 caracteres",
  INVALID_EMAIL: "E-mail inválido",
};
const FALLBACK = "Não foi possível concluir a operação. Tente novamente.";

async function failure(res: Response): Promise<HttpError> {
  const data = (await res.json().catch(() => ({}))) as { code?: string };
  const status = res.status === 403 || res.status === 401 ? res.status : 400;
  return new HttpError(status, data.code ?? "AUTH_ERROR", AUTH_MESSAGES[data.code ?? ""] ?? FALLBACK);
}

/** Answers with a small JSON body but keeps the cookies better-auth set. */
function withCookies(c: Context, from: Response, body: object) {
  const out = c.json(body);
  for (const cookie of from.headers.getSetCookie()) out.headers.append("set-cookie", cookie);
  return out;
}

function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "local";
  } catch {
    return "local"; // in-process requests (tests) have no socket
  }
}

export function authRoutes(auth: Auth, limiter = new RateLimiter(60_000)) {
  const router = createRouter();
  const limit = (c: Context, action: keyof typeof AUTH_LIMITS, email: string) => {
    const l = AUTH_LIMITS[action];
    limiter.consume([
      [`${action}:email:${email.toLowerCase()}`, l.perEmail],
      [`${action}:ip:${clientIp(c)}`, l.perIp],
    ]);
  };

  router.openapi(
    createRoute({ method: "post", path: "/sign-up", request: jsonBody(ZSignUpSchema), responses: ok }),
    async (c) => {
      const { fullName, email, password } = c.req.valid("json");
      limit(c, "signUp", email);
      // An address already registered gets the same answer (no enumeration).
      const res = await auth.api.signUpEmail({
        body: { name: fullName, email, password, callbackURL: "/" },
        headers: c.req.raw.headers,
        asResponse: true,
      });
      if (!res.ok) throw await failure(res);
      return c.json({ ok: true });
    },
  );

  router.openapi(
    createRoute({ method: "post", path: "/sign-in", request: jsonBody(ZSignInSchema), responses: ok }),
    async (c) => {
      const { email, password } = c.req.valid("json");
      limit(c, "signIn", email);
      const res = await auth.api.signInEmail({
        body: { email, password },
        headers: c.req.raw.headers,
        asResponse: true,
      });
      if (!res.ok) throw await failure(res);
      return withCookies(c, res, { ok: true });
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/resend-confirmation",
      request: jsonBody(ZResendConfirmationSchema),
      responses: ok,
    }),
    async (c) => {
      const { email } = c.req.valid("json");
      limit(c, "resend", email);
      // Unknown or already confirmed addresses get the same answer as a real resend.
      await auth.api
        .sendVerificationEmail({ body: { email, callbackURL: "/" }, headers: c.req.raw.headers })
        .catch(() => undefined);
      return c.json({ ok: true });
    },
  );

  router.openapi(createRoute({ method: "post", path: "/sign-out", responses: ok }), async (c) => {
    // The session middleware runs after these routes, so `ctx` is not set here: ask directly.
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw unauthorized();
    const res = await auth.api.signOut({ headers: c.req.raw.headers, asResponse: true });
    return withCookies(c, res, { ok: true });
  });

  // Of better-auth's own endpoints only the e-mail confirmation link is public; sign-up and
  // sign-in go through the routes above, which validate, translate and rate-limit.
  router.get("/verify-email", (c) => auth.handler(c.req.raw));
  return router;
}

export type AuthRouter = ReturnType<typeof authRoutes>;
export type { AppEnv };
