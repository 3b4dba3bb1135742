import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { condicionanteComprovacoes, condicionantes } from "../../db/schema";
import { isUuid } from "../../db/paging";
import { notFound } from "../../http/errors";
import type { TTenantContext } from "../../http/context";
import { COMPROVACAO_NOT_FOUND, CONDICIONANTE_NOT_FOUND } from "./messages";

export const condicionanteOwned = (ctx: TTenantContext, id: string) =>
  and(eq(condicionantes.id, id), eq(condicionantes.companyId, ctx.companyId));

/**
 * 404 for another company's, an unknown or a malformed id. With `lock`, the row stays locked
 * until the transaction ends: 'key share' for a write that hangs a row from the condition (its
 * delete then waits for that write, and so takes the new row with it), 'update' for writes
 * that must run one after the other (its delete, its status, its periodicity).
 */
export async function assertCondicionanteOwned(db: Db, ctx: TTenantContext, id: string, lock?: "update" | "key share") {
  const query = db.select({ id: condicionantes.id }).from(condicionantes).where(condicionanteOwned(ctx, id));
  const [own] = isUuid(id) ? (lock ? await query.for(lock) : await query) : [];
  if (!own) throw notFound(CONDICIONANTE_NOT_FOUND);
}

export const comprovacaoOwned = (ctx: TTenantContext, id: string) =>
  and(eq(condicionanteComprovacoes.id, id), eq(condicionanteComprovacoes.companyId, ctx.companyId));

/**
 * The condition of the proof `id`, locked for update before the proof is touched: the order every
 * writer of the condition's status takes them. 404 for another company's, an unknown or a
 * malformed proof. Answers the condition's id.
 */
export async function lockCondicionanteDaComprovacao(db: Db, ctx: TTenantContext, id: string) {
  const [dona] = isUuid(id)
    ? await db
        .select({ condicionanteId: condicionanteComprovacoes.condicionanteId })
        .from(condicionanteComprovacoes)
        .where(comprovacaoOwned(ctx, id))
    : [];
  if (!dona) throw notFound(COMPROVACAO_NOT_FOUND);
  await assertCondicionanteOwned(db, ctx, dona.condicionanteId, "update");
  return dona.condicionanteId;
}
