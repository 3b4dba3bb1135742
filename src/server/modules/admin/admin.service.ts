import { and, count, desc, eq, ilike, isNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { companies, companyNameKey, profiles, userRoles, users } from "../../db/schema";
import { isUuid, likePattern, pageOffset } from "../../db/paging";
import { conflict, HttpError, notFound } from "../../http/errors";
import type { TTenantContext } from "../../http/context";
import type { Mailer } from "../../mail/mailer";
import { approvedEmail } from "../../mail/templates";
import { logger } from "../../logger";
import type { TApproveUser, TCompany, TPendingUser } from "../../../shared/schemas/admin";
import type { TPage, TPageQuery } from "../../../shared/schemas/paging";
import { isPending } from "./pendentes-sql";

export const COMPANY_HAS_USERS = "Erro ao excluir empresa. Verifique se não há usuários vinculados.";
const COMPANY_NOT_FOUND = "Empresa não encontrada.";
const USER_NOT_FOUND = "Usuário não encontrado.";
const DUPLICATE_CNPJ = "Já existe uma empresa com este CNPJ.";
const DUPLICATE_NAME = "Já existe uma empresa com este nome.";

const iso = (d: Date) => d.toISOString();

// ---------- companies (super-administrator) ----------

export async function listCompanies(db: Db, q: TPageQuery): Promise<TPage<TCompany>> {
  const where = q.q ? or(ilike(companies.name, likePattern(q.q)), ilike(companies.cnpj, likePattern(q.q))) : undefined;
  const userCount = db
    .select({ companyId: profiles.companyId, n: count().as("n") })
    .from(profiles)
    // The consultancy's own users; its clients' portal accounts are not counted.
    .where(isNull(profiles.clienteId))
    .groupBy(profiles.companyId)
    .as("uc");
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: companies.id,
        name: companies.name,
        cnpj: companies.cnpj,
        createdAt: companies.createdAt,
        userCount: sql<number>`coalesce(${userCount.n}, 0)::int`,
        doOperador: sql<boolean>`exists (
          select 1 from ${profiles} inner join ${userRoles} on ${userRoles.userId} = ${profiles.id}
          where ${profiles.companyId} = ${companies.id} and ${userRoles.role} = 'super_admin')`,
      })
      .from(companies)
      .leftJoin(userCount, eq(userCount.companyId, companies.id))
      .where(where)
      .orderBy(desc(companies.createdAt), desc(companies.id))
      .limit(q.pageSize)
      .offset(pageOffset(q)),
    db.select({ total: count() }).from(companies).where(where),
  ]);
  return { items: rows.map((r) => ({ ...r, createdAt: iso(r.createdAt) })), total };
}

/**
 * One company per name and per CNPJ: two alike would read the same in the approval dialog. Names
 * compare without case, accents or repeated spaces (`company_name_key`, the unique index's own
 * expression); the unique keys refuse what a concurrent save slips past this check.
 */
async function assertCompanyFree(db: Db, input: { name: string; cnpj: string | null }, exceptId?: string) {
  const other = exceptId ? ne(companies.id, exceptId) : undefined;
  const [sameName] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(sql`${companyNameKey(companies.name)} = ${companyNameKey(input.name)}`, other));
  if (sameName) throw new HttpError(409, "CONFLICT", DUPLICATE_NAME, { name: DUPLICATE_NAME });
  if (!input.cnpj) return;
  const [sameCnpj] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.cnpj, input.cnpj), other));
  if (sameCnpj) throw new HttpError(409, "CONFLICT", DUPLICATE_CNPJ, { cnpj: DUPLICATE_CNPJ });
}

/** Stamped with the super-administrator's request instant (`ctx.now`), never the database's `now()`. */
export async function createCompany(db: Db, ctx: TTenantContext, input: { name: string; cnpj: string | null }) {
  await assertCompanyFree(db, input);
  const [row] = await db
    .insert(companies)
    .values({ ...input, createdAt: ctx.now })
    .returning();
  return { ...row, createdAt: iso(row.createdAt), userCount: 0, doOperador: false };
}

export async function updateCompany(db: Db, id: string, input: { name: string; cnpj: string | null }) {
  if (!isUuid(id)) throw notFound(COMPANY_NOT_FOUND);
  await assertCompanyFree(db, input, id);
  const [row] = await db.update(companies).set(input).where(eq(companies.id, id)).returning();
  if (!row) throw notFound(COMPANY_NOT_FOUND);
  return { ...row, createdAt: iso(row.createdAt) };
}

export async function deleteCompany(db: Db, id: string) {
  if (!isUuid(id)) throw notFound(COMPANY_NOT_FOUND);
  const [{ n }] = await db.select({ n: count() }).from(profiles).where(eq(profiles.companyId, id));
  if (n > 0) throw conflict(COMPANY_HAS_USERS);
  const deleted = await db.delete(companies).where(eq(companies.id, id)).returning({ id: companies.id });
  if (!deleted.length) throw notFound(COMPANY_NOT_FOUND);
}

// ---------- approval (super-administrator) ----------

export async function listPendingUsers(
  db: Db,
  q: TPageQuery,
): Promise<TPage<TPendingUser & { emailVerified: boolean }>> {
  const where = and(
    isPending,
    q.q ? or(ilike(users.email, likePattern(q.q)), ilike(profiles.fullName, likePattern(q.q))) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: users.id,
        email: users.email,
        fullName: profiles.fullName,
        createdAt: profiles.createdAt,
        emailVerified: users.emailVerified,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .where(where)
      .orderBy(desc(profiles.createdAt), desc(profiles.id))
      .limit(q.pageSize)
      .offset(pageOffset(q)),
    db.select({ total: count() }).from(profiles).innerJoin(users, eq(users.id, profiles.id)).where(where),
  ]);
  return { items: rows.map((r) => ({ ...r, createdAt: iso(r.createdAt) })), total };
}

/**
 * Attaches the company and the single role, in the caller's (system) transaction; answers what
 * the approval e-mail needs, to be sent once the transaction committed (sendApprovalMail).
 */
export async function approveUser(db: Db, ctx: TTenantContext, userId: string, input: TApproveUser) {
  const [user] = await db
    .select({ email: users.email, fullName: profiles.fullName })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(and(eq(profiles.id, userId), isPending))
    // Two administrators approving at once: the second waits, then finds the user approved.
    .for("update", { of: profiles });
  if (!user) throw notFound(USER_NOT_FOUND);
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, input.companyId));
  if (!company) throw notFound(COMPANY_NOT_FOUND);
  await db.update(profiles).set({ companyId: input.companyId, updatedAt: ctx.now }).where(eq(profiles.id, userId));
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  await db.insert(userRoles).values({ userId, role: input.role });
  return { ...user, companyName: company.name };
}

/** The approval stands even if the mail server is down; the failure is logged for follow-up. */
export async function sendApprovalMail(
  mailer: Mailer,
  appUrl: string,
  approved: { email: string; fullName: string; companyName: string },
) {
  await mailer
    .send(approvedEmail(approved.email, approved.fullName, approved.companyName, `${appUrl}/auth`))
    .catch((err) => logger.error(`approval e-mail to ${approved.email} failed`, err));
}

/** Rejection removes the account itself (profile, roles and sessions go with it). */
export async function rejectUser(db: Db, userId: string) {
  const [pending] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, userId), isPending))
    .for("update");
  if (!pending) throw notFound(USER_NOT_FOUND);
  await db.delete(users).where(eq(users.id, userId));
}
