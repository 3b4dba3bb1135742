import { and, count, desc, eq, ilike, isNotNull, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { companies, profiles, sessions, userRoles, users } from "../../db/schema";
import { likePattern, pageOffset } from "../../db/paging";
import { conflict, forbidden, notFound } from "../../http/errors";
import type { TTenantContext } from "../../http/context";
import type { TApprovedUser } from "../../../shared/schemas/admin";
import type { TPage, TPageQuery } from "../../../shared/schemas/paging";
import {
  USUARIOS_MESSAGES as M,
  type TAlterarAtivo,
  type TAlterarPapel,
  type TUsuario,
} from "../../../shared/schemas/usuarios";

const iso = (d: Date) => d.toISOString();

export const rolesOfUser = sql<
  string[]
>`coalesce((select array_agg(${userRoles.role} order by ${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${users.id}), '{}')`;

/**
 * Approved users, newest first: one company's (`companyId`, on the tenant path) or, with null,
 * every company's (the super-administrator's list, on the system path).
 */
export async function listApprovedUsers(
  db: Db,
  companyId: string | null,
  q: TPageQuery,
): Promise<TPage<TApprovedUser>> {
  const scope = companyId ? eq(profiles.companyId, companyId) : isNotNull(profiles.companyId);
  const where = and(
    scope,
    // The clients' portal accounts are not the consultancy's users (issue 29).
    isNull(profiles.clienteId),
    q.q
      ? or(
          ilike(users.email, likePattern(q.q)),
          ilike(profiles.fullName, likePattern(q.q)),
          ilike(companies.name, likePattern(q.q)),
        )
      : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: users.id,
        email: users.email,
        fullName: profiles.fullName,
        companyId: companies.id,
        companyName: companies.name,
        companyCnpj: companies.cnpj,
        roles: rolesOfUser,
        createdAt: profiles.createdAt,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .innerJoin(companies, eq(companies.id, profiles.companyId))
      .where(where)
      .orderBy(desc(profiles.createdAt), desc(profiles.id))
      .limit(q.pageSize)
      .offset(pageOffset(q)),
    db
      .select({ total: count() })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .innerJoin(companies, eq(companies.id, profiles.companyId))
      .where(where),
  ]);
  return { items: rows.map((r) => ({ ...r, createdAt: iso(r.createdAt) })), total };
}

// ---------- the Users screen: one company's colleagues ----------

/**
 * Colleagues of `companyId` matching `extra`; every query of this screen goes through it. The
 * clients' portal accounts are not colleagues: they are managed from the client (convites).
 */
function colleagues(db: Db, companyId: string, extra?: SQL) {
  return db
    .select({
      id: users.id,
      email: users.email,
      fullName: profiles.fullName,
      createdAt: profiles.createdAt,
      roles: rolesOfUser,
      ativo: profiles.ativo,
      companyId: companies.id,
      companyName: companies.name,
      companyCnpj: companies.cnpj,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .innerJoin(companies, eq(companies.id, profiles.companyId))
    .where(and(eq(profiles.companyId, companyId), isNull(profiles.clienteId), extra))
    .$dynamic();
}

const toUsuario = (r: Omit<TUsuario, "createdAt"> & { createdAt: Date }): TUsuario => ({
  ...r,
  createdAt: iso(r.createdAt),
});

/** The Users screen's search, shared with its export (exportar.ts): name, e-mail or id. */
export const usuariosBusca = (q: Pick<TPageQuery, "q">) =>
  q.q
    ? or(
        ilike(profiles.fullName, likePattern(q.q)),
        ilike(users.email, likePattern(q.q)),
        ilike(users.id, likePattern(q.q)),
      )
    : undefined;

/** The caller's company's users (tenant path), searched by name, e-mail or id, newest first. */
export async function listUsuarios(db: Db, ctx: TTenantContext, q: TPageQuery): Promise<TPage<TUsuario>> {
  const search = usuariosBusca(q);
  const [rows, [{ total }]] = await Promise.all([
    colleagues(db, ctx.companyId, search)
      .orderBy(desc(profiles.createdAt), desc(profiles.id))
      .limit(q.pageSize)
      .offset(pageOffset(q)),
    db
      .select({ total: count() })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .where(and(eq(profiles.companyId, ctx.companyId), isNull(profiles.clienteId), search)),
  ]);
  return { items: rows.map(toUsuario), total };
}

const ADMIN_ROLES = ["admin", "super_admin"];

/**
 * A change of a colleague's role or account, on the system path (profiles and roles are written
 * by it only) with the company check explicit: the target must be of the actor's company (404
 * otherwise, before anything else is said about it), the actor must STILL be an active admin of
 * it, nobody changes their own role or account nor the super-administrator's, and the company
 * keeps at least one active 'admin'. The company row is locked first, so two admins demoting
 * each other at once are taken one after the other and the second finds itself no longer admin.
 */
async function changeColleague(
  db: Db,
  actor: TTenantContext,
  userId: string,
  removesAdmin: (target: { roles: string[] }) => boolean,
  apply: () => Promise<void>,
  own: string,
): Promise<TUsuario> {
  await db.select({ id: companies.id }).from(companies).where(eq(companies.id, actor.companyId)).for("update");
  const [target] = await colleagues(db, actor.companyId, eq(profiles.id, userId));
  if (!target) throw notFound(M.notFound);
  const [me] = await colleagues(db, actor.companyId, eq(profiles.id, actor.userId));
  if (!me?.ativo || !me.roles.some((r) => ADMIN_ROLES.includes(r))) throw forbidden(M.onlyAdmins);
  if (target.id === actor.userId) throw forbidden(own);
  if (target.roles.includes("super_admin")) throw forbidden(M.superAdmin);
  if (target.ativo && target.roles.includes("admin") && removesAdmin(target)) {
    const [{ others }] = await db
      .select({ others: count() })
      .from(profiles)
      .innerJoin(userRoles, eq(userRoles.userId, profiles.id))
      .where(
        and(
          eq(profiles.companyId, actor.companyId),
          eq(profiles.ativo, true),
          eq(userRoles.role, "admin"),
          ne(profiles.id, userId),
        ),
      );
    if (others === 0) throw conflict(M.lastAdmin);
  }
  await apply();
  const [after] = await colleagues(db, actor.companyId, eq(profiles.id, userId));
  return toUsuario(after);
}

/** Gives a colleague exactly one role (admin, manager or user), stamped with the request's `now`. */
export function setPapel(db: Db, actor: TTenantContext, userId: string, input: TAlterarPapel) {
  return changeColleague(
    db,
    actor,
    userId,
    () => input.role !== "admin",
    async () => {
      await db.delete(userRoles).where(eq(userRoles.userId, userId));
      await db.insert(userRoles).values({ userId, role: input.role });
      await db.update(profiles).set({ updatedAt: actor.now }).where(eq(profiles.id, userId));
    },
    M.ownRole,
  );
}

/** Deactivates (ending every session of the account at once) or reactivates a colleague. */
export function setAtivo(db: Db, actor: TTenantContext, userId: string, input: TAlterarAtivo) {
  return changeColleague(
    db,
    actor,
    userId,
    () => !input.ativo,
    async () => {
      await db.update(profiles).set({ ativo: input.ativo, updatedAt: actor.now }).where(eq(profiles.id, userId));
      if (!input.ativo) await db.delete(sessions).where(eq(sessions.userId, userId));
    },
    M.ownAccount,
  );
}
