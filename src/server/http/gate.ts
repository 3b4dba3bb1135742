import type { MiddlewareHandler } from "hono";
import type { Auth } from "../auth/auth";
import type { Db } from "../db/client";
import { requireTenant, sessionContext, type AppEnv } from "./context";
import { forbidden, unauthorized } from "./errors";

/**
 * Deny by default: every /api route needs a signed-in user whose company was approved, unless
 * it is on one of these two short lists. A route added later is gated without anyone having to
 * remember it; gate.test.ts walks the route table and fails on any route that is not.
 */
export const PUBLIC_ROUTES = [
  "POST /api/auth/sign-up",
  "POST /api/auth/sign-in",
  "POST /api/auth/resend-confirmation",
  "GET /api/auth/verify-email",
  "GET /api/openapi.json",
  // The signature in the link is the permission (storage.verify).
  "GET /api/arquivos/:token",
  // A calendar app sends no cookie: the private address's random token is the permission, and
  // the route answers 404 unless it is the current token of an active, approved user (decision 027).
  "GET /api/calendario/feed/:token",
] as const;

/**
 * Anyone, signed in or not, with the session read when there is one: the web asks who is signed
 * in on every page load, and a visitor who is not is an answer (null), not an error the browser
 * logs (decision 041).
 */
export const VISITOR_ROUTES = ["GET /api/me"] as const;

/**
 * Signed in, approved or not: anyone may sign out, and a user's own name and password are theirs
 * to change while they wait for approval too.
 */
export const SIGNED_IN_ROUTES = [
  "POST /api/auth/sign-out",
  "PATCH /api/me/perfil",
  "POST /api/me/senha",
] as const;

/** Route groups that only some roles may use, by path prefix: a whole group, never a list of paths. */
export const ROLE_GROUPS = [
  { prefix: "/api/admin", roles: ["super_admin"] },
  // The panel's figures: every company for the super-administrator, their own for a company admin.
  { prefix: "/api/painel", roles: ["admin", "super_admin"] },
  // The company's bin: any approved user deletes into it, its administrators restore and purge.
  { prefix: "/api/lixeira", roles: ["admin", "super_admin"] },
] as const;

export type TAccess = "public" | "visitor" | "signed-in" | "approved";

const compile = (route: string) => {
  const [method, path] = route.split(" ");
  return { method, path: new RegExp(`^${path.replace(/:[^/]+/g, "[^/]+")}$`) };
};
const publicRoutes = PUBLIC_ROUTES.map(compile);
const visitorRoutes = VISITOR_ROUTES.map(compile);
const signedInRoutes = SIGNED_IN_ROUTES.map(compile);
const matches = (list: ReturnType<typeof compile>[], method: string, path: string) =>
  list.some((r) => r.method === method && r.path.test(path));

export function accessOf(method: string, path: string): TAccess {
  // Hono answers HEAD with the GET route, so it gets the GET route's gate.
  const m = method === "HEAD" ? "GET" : method;
  if (matches(publicRoutes, m, path)) return "public";
  if (matches(visitorRoutes, m, path)) return "visitor";
  if (matches(signedInRoutes, m, path)) return "signed-in";
  return "approved";
}

export function roleGroupOf(path: string) {
  return ROLE_GROUPS.find((g) => path === g.prefix || path.startsWith(`${g.prefix}/`));
}

/** The gate for all of /api: 401 without a session, 403 while pending or without the group's role. */
export function gate(auth: Auth, db: Db): MiddlewareHandler<AppEnv> {
  const session = sessionContext(auth, db);
  return async (c, next) => {
    const access = accessOf(c.req.method, c.req.path);
    if (access === "public") {
      c.set("ctx", null);
      return next();
    }
    return session(c, async () => {
      if (access === "visitor") return next();
      if (!c.get("ctx")) throw unauthorized();
      if (access === "approved") {
        const ctx = requireTenant(c);
        const group = roleGroupOf(c.req.path);
        if (group && !group.roles.some((role) => ctx.roles.includes(role))) throw forbidden();
      }
      await next();
    });
  };
}
