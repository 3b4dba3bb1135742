import { and, count, desc, eq, ilike, isNotNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { companies, profiles, userRoles, users } from "../../db/schema";
import { likePattern, pageOffset } from "../../db/paging";
import type { TApprovedUser, TPage, TPageQuery } from "../../../shared/schemas/admin";

const iso = (d: Date) => d.toISOString();

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
    q.q
      ? or(
          ilike(users.email, likePattern(q.q)),
          ilike(profiles.fullName, likePattern(q.q)),
          ilike(companies.name, likePattern(q.q)),
        )
      : undefined,
  );
  const roles = sql<
    string[]
  >`coalesce((select array_agg(${userRoles.role} order by ${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${users.id}), '{}')`;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: users.id,
        email: users.email,
        fullName: profiles.fullName,
        companyId: companies.id,
        companyName: companies.name,
        companyCnpj: companies.cnpj,
        roles,
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
