import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { condicionanteComprovacoes } from "../../db/schema";
import { isUuid } from "../../db/paging";
import { conflict, databaseRefusal, HttpError, notFound } from "../../http/errors";
import type { TTenantContext } from "../../http/context";
import { entregaInvalida, type TComprovacaoStatus } from "../../../shared/rules/condicionantes";
import type { TComprovacao, TComprovacaoData } from "../../../shared/schemas/condicionantes";
import { deleteDocumentosDaComprovacao } from "../documentos/documentos.service";
import { comprovacaoColumns, documentosDaComprovacao, toComprovacao } from "./anexos.service";
import { COMPROVACAO_NOT_FOUND, ENTREGA_JA_AGENDADA } from "./messages";
import { assertCondicionanteOwned } from "./owner";

const owned = (ctx: TTenantContext, id: string) =>
  and(eq(condicionanteComprovacoes.id, id), eq(condicionanteComprovacoes.companyId, ctx.companyId));

/** A second 'agendada' proof of a condition on one date, refused by its unique index, in words. */
function umaAgendadaPorData(err: unknown): never {
  if (databaseRefusal(err)?.sqlState === "23505") throw conflict(ENTREGA_JA_AGENDADA);
  throw err;
}

/** A proof of delivery: the date lies between 1900-01-01 and today (São Paulo). */
export async function createComprovacao(
  db: Db,
  ctx: TTenantContext,
  today: string,
  condicionanteId: string,
  data: TComprovacaoData,
): Promise<TComprovacao> {
  // Held until the proof is saved: a condition going to the bin meanwhile takes it along or waits.
  await assertCondicionanteOwned(db, ctx, condicionanteId, "key share");
  const problem = entregaInvalida(data.dataEntrega, today);
  if (problem) throw new HttpError(400, "VALIDATION", problem, { dataEntrega: problem });
  const [row] = await db
    .insert(condicionanteComprovacoes)
    .values({
      companyId: ctx.companyId,
      condicionanteId,
      dataEntrega: data.dataEntrega,
      observacoes: data.observacoes || null,
      statusComprovacao: data.statusComprovacao,
      createdBy: ctx.userId,
    })
    .returning(comprovacaoColumns)
    .catch(umaAgendadaPorData);
  return toComprovacao(row, []);
}

/** The status select on a proof (the spec does not show how; see decision 005). */
export async function setComprovacaoStatus(
  db: Db,
  ctx: TTenantContext,
  id: string,
  statusComprovacao: TComprovacaoStatus,
): Promise<TComprovacao> {
  const [row] = isUuid(id)
    ? await db
        .update(condicionanteComprovacoes)
        .set({ statusComprovacao })
        .where(owned(ctx, id))
        .returning({ ...comprovacaoColumns, condicionanteId: condicionanteComprovacoes.condicionanteId })
        .catch(umaAgendadaPorData)
    : [];
  if (!row) throw notFound(COMPROVACAO_NOT_FOUND);
  return toComprovacao(row, await documentosDaComprovacao(db, ctx, row.condicionanteId, id));
}

/**
 * Its documents' rows and the proof, in the caller's transaction. Answers the files' keys, for
 * the route to remove once the transaction committed.
 */
export async function deleteComprovacao(db: Db, ctx: TTenantContext, id: string): Promise<string[]> {
  if (!isUuid(id)) throw notFound(COMPROVACAO_NOT_FOUND);
  const [own] = await db
    .select({ id: condicionanteComprovacoes.id })
    .from(condicionanteComprovacoes)
    .where(owned(ctx, id))
    .for("update");
  if (!own) throw notFound(COMPROVACAO_NOT_FOUND);
  const keys = await deleteDocumentosDaComprovacao(db, ctx, id);
  await db.delete(condicionanteComprovacoes).where(owned(ctx, id));
  return keys;
}
