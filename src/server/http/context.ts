import { eq, sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { Auth } from "../auth/auth";
import type { Db } from "../db/client";
import { companies, profiles, userRoles, users } from "../db/schema";
import { forbidden, unauthorized } from "./errors";
import type { TMe } from "../../shared/rules/gate";

export interface TRequestContext {
  userId: string;
  email: string;
  name: string;
  profile: TMe["profile"];
  roles: string[];
}

/** A request that passed the approval gate: every business query filters by this companyId. */
export type TTenantContext = TRequestContext & { companyId: string };

export type AppEnv = {
  Variables: {
    requestId: string;
    ctx: TRequestContext | null;
  };
};

/**
 * Null for a deactivated account: its sessions were ended, and any left over count for nothing.
 * Profile, company and roles in one statement: every request pays for it before its own work.
 */
async function loadContext(db: Db, user: { id: string; email: string; name: string }): Promise<TRequestContext | null> {
  const [row] = await db
    .select({
      fullName: profiles.fullName,
      companyId: profiles.companyId,
      companyName: companies.name,
      ativo: profiles.ativo,
      alertasEmail: profiles.alertasEmail,
      roles: sql<string[]>`array(select ${userRoles.role} from ${userRoles} where ${userRoles.userId} = ${users.id})`,
      hasProfile: sql<boolean>`${profiles.id} is not null`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(companies, eq(companies.id, profiles.companyId))
    .where(eq(users.id, user.id));
  if (row?.hasProfile && !row.ativo) return null;
  const profileRow = row?.hasProfile
    ? {
        fullName: row.fullName ?? "",
        companyId: row.companyId,
        companyName: row.companyName,
        alertasEmail: row.alertasEmail!,
      }
    : null;
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    profile: profileRow,
    roles: row?.roles ?? [],
  };
}

/**
 * Turns the session cookie into `ctx` (null when signed out). Renewal cookies that better-auth
 * issues while reading the session are passed on, so an active session keeps itself alive.
 */
export function sessionContext(auth: Auth, db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { headers, response } = await auth.api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    c.set("ctx", response?.user ? await loadContext(db, response.user) : null);
    await next();
    for (const cookie of headers.getSetCookie()) c.res.headers.append("set-cookie", cookie);
  };
}

export function requireUser(c: { get(key: "ctx"): TRequestContext | null }): TRequestContext {
  const ctx = c.get("ctx");
  if (!ctx) throw unauthorized();
  return ctx;
}

/** The approval gate on the server (gate.ts applies it to every route): 401 without session, 403 without company. */
export function requireTenant(c: { get(key: "ctx"): TRequestContext | null }): TTenantContext {
  const ctx = requireUser(c);
  const companyId = ctx.profile?.companyId;
  if (!companyId) throw forbidden("Usuário não possui empresa associada");
  return { ...ctx, companyId };
}
