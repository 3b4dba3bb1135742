import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import type { Auth } from "../auth/auth";
import type { Db } from "../db/client";
import { admitsActor, EQUIPE, type TAccessTable, type TAcesso } from "./acesso";
import { requireTenant, requireUser, sessionContext, type AppEnv } from "./context";
import { forbidden } from "./errors";

/**
 * The route a request reached, as "GET /api/licencas/:id": the first /api route Hono matched
 * that is not middleware (`use` and the catch-all 404 are "ALL"). Hono answers HEAD with the
 * GET route, so HEAD gets the GET route's gate. Undefined for a path that names no route.
 */
function routeOf(c: Context): string | undefined {
  const route = matchedRoutes(c).find((r) => r.method !== "ALL" && r.path.startsWith("/api/"));
  return route && `${route.method} ${route.path}`;
}

/** A path that names no route answers its 404 to the staff only: nobody else learns which paths exist. */
const UNKNOWN_PATH: TAcesso = EQUIPE;

/**
 * The gate for all of /api: reads the declaration of the route the request matched (decision
 * 043) and answers 401 without a session, 403 while pending or for a role not on its list, and
 * 403 on a route that declares nothing.
 */
export function gate(auth: Auth, db: Db, clock: () => Date, table: () => TAccessTable): MiddlewareHandler<AppEnv> {
  const session = sessionContext(auth, db, clock);
  return async (c, next) => {
    const route = routeOf(c);
    const acesso = route ? table().get(route) : UNKNOWN_PATH;
    if (!acesso) throw forbidden();
    if (acesso === "publico") {
      c.set("ctx", null);
      return next();
    }
    return session(c, async () => {
      if (acesso === "visitante") return next();
      requireUser(c);
      if (acesso !== "sessao" && !admitsActor(acesso, requireTenant(c))) throw forbidden();
      await next();
    });
  };
}

/**
 * Start-up check: every /api route of the app has a declaration, so a route written without one
 * stops the server (and every test) at once instead of shipping closed or, worse, open.
 */
export function assertEveryRouteDeclared(routes: { method: string; path: string }[], table: TAccessTable) {
  const undeclared = routes
    .filter((r) => r.method !== "ALL" && r.path.startsWith("/api/"))
    .map((r) => `${r.method} ${r.path}`)
    .filter((key) => !table.get(key));
  if (undeclared.length > 0) {
    throw new Error(`Rotas sem declaração de acesso (decisão 043): ${[...new Set(undeclared)].join(", ")}`);
  }
}
