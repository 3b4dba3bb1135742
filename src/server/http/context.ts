import { eq, sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { Auth } from "../auth/auth";
import { signedSessionToken } from "../auth/session-cookie";
import type { Db } from "../db/client";
import { clientes, companies, profiles, sessions, userRoles, users } from "../db/schema";
import { forbidden, unauthorized } from "./errors";
import type { TMe } from "../../shared/rules/gate";
import { actorOf, type TActor } from "./actor";

/** The signed-in user of a request: who they are, and the actor once their company approved them. */
export interface TRequestContext {
  userId: string;
  email: string;
  name: string;
  profile: TMe["profile"];
  /**
   * The request's instant from the injected clock, the same as its actor's: the one clock for
   * the writes of a user who has no actor yet (a pending user renaming themselves).
   */
  now: Date;
  /** Null while pending (no company), and for a role that admits nothing (http/actor.ts). */
  actor: TActor | null;
}

/**
 * A request that passed the approval gate: its actor (every business query filters by its
 * companyId), with the user's name and profile for the few answers that show them.
 */
export type TTenantContext = TActor & Pick<TRequestContext, "email" | "name" | "profile">;

export type AppEnv = {
  Variables: {
    requestId: string;
    ctx: TRequestContext | null;
    /** The session's last write position, from its cookie (http/leitura.ts); absent without a standby. */
    escritaAte?: bigint | null;
  };
};

/** Profile, company and roles of the user: the columns both context statements read. */
const contextColumns = {
  fullName: profiles.fullName,
  companyId: profiles.companyId,
  companyName: companies.name,
  ativo: profiles.ativo,
  alertasEmail: profiles.alertasEmail,
  roles: sql<string[]>`array(select ${userRoles.role} from ${userRoles} where ${userRoles.userId} = ${users.id})`,
  hasProfile: sql<boolean>`${profiles.id} is not null`,
  clienteId: profiles.clienteId,
  // 'Acesso ao portal' of the portal user's client; null for the consultancy's people.
  portalAtivo: clientes.portalAtivo,
};

interface TContextRow {
  fullName: string | null;
  companyId: string | null;
  companyName: string | null;
  ativo: boolean | null;
  alertasEmail: boolean | null;
  roles: string[];
  hasProfile: boolean;
  clienteId: string | null;
  portalAtivo: boolean | null;
}

/**
 * Null for a deactivated account (its sessions were ended, and any left over count for nothing)
 * and for a portal account whose client's portal access is off: read on every request, so the
 * switch ends every session of that client at once.
 */
function toContext(
  user: { id: string; email: string; name: string },
  row: TContextRow | undefined,
  now: Date,
): TRequestContext | null {
  if (row?.hasProfile && !row.ativo) return null;
  if (row?.clienteId && row.portalAtivo === false) return null;
  const profileRow = row?.hasProfile
    ? {
        fullName: row.fullName ?? "",
        companyId: row.companyId,
        companyName: row.companyName,
        alertasEmail: row.alertasEmail!,
      }
    : null;
  const actor = row?.companyId ? actorOf(user.id, row.companyId, row.roles, row.clienteId, now) : null;
  return { userId: user.id, email: user.email, name: user.name, profile: profileRow, now, actor };
}

/** Profile, company and roles in one statement, for a user better-auth has just read. */
async function loadContext(db: Db, user: { id: string; email: string; name: string }, now: Date) {
  const [row] = await db
    .select(contextColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(companies, eq(companies.id, profiles.companyId))
    .leftJoin(clientes, eq(clientes.id, profiles.clienteId))
    .where(eq(users.id, user.id));
  return toContext(user, row, now);
}

/**
 * The whole session in one statement: the session row by its token, its user, profile, company
 * and roles. Prepared once per connection (a named statement), so neither drizzle nor PostgreSQL
 * builds or plans it again on each request.
 */
const sessionStatement = (db: Db) =>
  db
    .select({ expiresAt: sessions.expiresAt, id: users.id, email: users.email, name: users.name, ...contextColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(companies, eq(companies.id, profiles.companyId))
    .leftJoin(clientes, eq(clientes.id, profiles.clienteId))
    .where(eq(sessions.token, sql.placeholder("token")))
    .prepare("contexto_da_sessao");

/**
 * Turns the session cookie into `ctx` (null when signed out), read from the database on every
 * request, so a sign-out, a revoked session or a deactivation counts from the next request on,
 * on every instance (decision 037). A valid, live session that needs no renewal — nearly every
 * request — costs one statement: the cookie's signature checked here and the row read with its
 * context. Anything else (no row, expired, due for its daily renewal) goes through better-auth's
 * getSession, which deletes what is dead and renews what is due; the renewal cookies it issues
 * are passed on, so an active session keeps itself alive.
 */
export function sessionContext(auth: Auth, db: Db, clock: () => Date): MiddlewareHandler<AppEnv> {
  const settings = auth.$context.then((a) => ({
    cookie: a.authCookies.sessionToken.name,
    secret: a.secret,
    expiresInMs: a.sessionConfig.expiresIn * 1000,
    updateAgeMs: a.sessionConfig.updateAge * 1000,
  }));
  const statement = sessionStatement(db);
  return async (c, next) => {
    const s = await settings;
    const token = signedSessionToken(getCookie(c, s.cookie), s.secret);
    if (!token) {
      c.set("ctx", null);
      return next();
    }
    const [row] = await statement.execute({ token });
    // The session's own expiry is measured in real time, as better-auth measures it; the
    // actor's "now" is the injected clock's (the dates rules read).
    const now = Date.now();
    // better-auth's own rule: renewed once `updateAge` has passed since the last renewal.
    const live = row && row.expiresAt.getTime() > now && row.expiresAt.getTime() - s.expiresInMs + s.updateAgeMs > now;
    if (live) {
      c.set("ctx", toContext(row, row, clock()));
      return next();
    }
    const { headers, response } = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
    c.set("ctx", response?.user ? await loadContext(db, response.user, clock()) : null);
    await next();
    for (const cookie of headers.getSetCookie()) c.res.headers.append("set-cookie", cookie);
  };
}

export function requireUser(c: { get(key: "ctx"): TRequestContext | null }): TRequestContext {
  const ctx = c.get("ctx");
  if (!ctx) throw unauthorized();
  return ctx;
}

/**
 * The approval gate on the server (gate.ts applies it to every route that lists roles): 401
 * without session, 403 without company, 403 without a role that admits anything.
 */
export function requireTenant(c: { get(key: "ctx"): TRequestContext | null }): TTenantContext {
  const ctx = requireUser(c);
  if (!ctx.profile?.companyId) throw forbidden("Usuário não possui empresa associada");
  if (!ctx.actor) throw forbidden();
  return { ...ctx.actor, email: ctx.email, name: ctx.name, profile: ctx.profile };
}
