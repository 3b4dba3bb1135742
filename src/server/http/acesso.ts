import { createRoute, type OpenAPIHono, type RouteConfig } from "@hono/zod-openapi";
import { STAFF_ROLES, type TActor, type TRole } from "./actor";

/**
 * Who a route admits, declared on the route itself (decision 043):
 * - "publico": anyone, and the session is not even read (sign-in, signed links, tokens);
 * - "visitante": anyone, with the session read when there is one (GET /api/me);
 * - "sessao": a signed-in user, approved or still pending;
 * - a list of roles: an approved user whose role is on it.
 * A route that declares nothing admits nobody.
 */
export type TAcesso = "publico" | "visitante" | "sessao" | readonly TRole[];

/** Every role of the consultancy's own staff: what a company's screens and data admit. */
export const EQUIPE = STAFF_ROLES;
/** The company's administrators (and the platform's): the bin's restore and purge, the panel. */
export const ADMINISTRADORES = ["super_admin", "admin"] as const satisfies readonly TRole[];
/** The platform's own operator: companies, approvals, every company's users. */
export const SUPER_ADMIN = ["super_admin"] as const satisfies readonly TRole[];

/** What every route states beside its schemas: who it admits and its name in the OpenAPI document. */
export interface TRouteDeclaration {
  acesso: TAcesso;
  /** English verb and the spec's Portuguese noun, for a generated client. */
  operationId: string;
  /** One line in pt-BR for /api/openapi.json. */
  summary: string;
}

/** `createRoute` with the declaration required, so a route cannot be written without it. */
export const defineRoute = <const R extends RouteConfig & TRouteDeclaration>(config: R) => createRoute(config);

/** Does `acesso` admit this approved user's actor? Only the role lists look at the role. */
export const admitsActor = (acesso: TAcesso, actor: Pick<TActor, "role">) =>
  typeof acesso !== "string" && acesso.includes(actor.role);

/** "GET /api/licencas/:id" → its declaration, as the gate keys a matched route. */
export type TAccessTable = ReadonlyMap<string, TAcesso | undefined>;

/**
 * The declarations of every route in the app's OpenAPI registry (which keeps each route's whole
 * definition, in registration order), keyed as Hono names the route it matched, plus `extra`
 * for the few plain routes outside the document.
 */
export function accessTable(app: OpenAPIHono<any, any, any>, extra: Record<string, TAcesso> = {}): TAccessTable {
  const table = new Map<string, TAcesso | undefined>(Object.entries(extra));
  for (const d of app.openAPIRegistry.definitions) {
    if (d.type !== "route") continue;
    const key = `${d.route.method.toUpperCase()} ${d.route.path.replace(/\{([^}]+)\}/g, ":$1")}`;
    table.set(key, (d.route as Partial<TRouteDeclaration>).acesso);
  }
  return table;
}
