import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { obrigacaoModelos } from "../../db/schema";
import { isUuid, pageOffset } from "../../db/paging";
import { foldedContains } from "../../db/search";
import { notFound } from "../../http/errors";
import type { TTenantContext } from "../../http/context";
import { describeRecorrencia } from "../../../shared/rules/recorrencia-texto";
import type { TModelo, TModeloData } from "../../../shared/schemas/obrigacao-modelos";
import type { TPage, TPageQuery } from "../../../shared/schemas/paging";

// 'Modelos de obrigação' (decision 056): a recurring duty of the company's own, written once and
// offered to each client by 'Gerar calendário legal'. An obligation made from one is a copy: editing
// or deleting the template changes no obligation already created (its modelo_id only goes null).

export const MODELO_NOT_FOUND = "Modelo de obrigação não encontrado.";

type TModeloRow = typeof obrigacaoModelos.$inferSelect;
const toModelo = ({ companyId: _, createdAt, ...campos }: TModeloRow): TModelo => ({
  ...campos,
  recorrenciaTexto: describeRecorrencia(campos.recorrencia),
  createdAt: createdAt.toISOString(),
});

/** The company's templates by title (its index), searched by title or agency, paged and counted in SQL. */
export async function listModelos(db: Db, ctx: TTenantContext, q: TPageQuery): Promise<TPage<TModelo>> {
  const where = and(
    eq(obrigacaoModelos.companyId, ctx.companyId),
    q.q ? foldedContains([obrigacaoModelos.titulo, obrigacaoModelos.orgao], q.q) : undefined,
  );
  const rows = await db
    .select()
    .from(obrigacaoModelos)
    .where(where)
    .orderBy(asc(obrigacaoModelos.titulo), asc(obrigacaoModelos.id))
    .limit(q.pageSize)
    .offset(pageOffset(q));
  const [{ total }] = await db.select({ total: count() }).from(obrigacaoModelos).where(where);
  return { items: rows.map(toModelo), total };
}

export async function createModelo(db: Db, ctx: TTenantContext, data: TModeloData): Promise<TModelo> {
  const [row] = await db
    .insert(obrigacaoModelos)
    .values({ ...data, companyId: ctx.companyId })
    .returning();
  return toModelo(row);
}

const porId = (ctx: TTenantContext, id: string) =>
  and(eq(obrigacaoModelos.id, id), eq(obrigacaoModelos.companyId, ctx.companyId));

export async function updateModelo(db: Db, ctx: TTenantContext, id: string, data: TModeloData): Promise<TModelo> {
  const [row] = isUuid(id) ? await db.update(obrigacaoModelos).set(data).where(porId(ctx, id)).returning() : [];
  if (!row) throw notFound(MODELO_NOT_FOUND);
  return toModelo(row);
}

/** Gone for good (a recipe, not a record: nothing hangs from it but the obligations, which stay). */
export async function deleteModelo(db: Db, ctx: TTenantContext, id: string): Promise<void> {
  const [row] = isUuid(id)
    ? await db.delete(obrigacaoModelos).where(porId(ctx, id)).returning({ id: obrigacaoModelos.id })
    : [];
  if (!row) throw notFound(MODELO_NOT_FOUND);
}
