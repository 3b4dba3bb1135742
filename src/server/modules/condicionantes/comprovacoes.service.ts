import type { Db } from "../../db/client";
import { condicionanteComprovacoes } from "../../db/schema";
import { isUuid } from "../../db/paging";
import { conflict, databaseRefusal, invalid, notFound } from "../../http/errors";
import type { TTenantContext } from "../../http/context";
import { entregaInvalida, type TComprovacaoStatus } from "../../../shared/rules/condicionantes";
import { ENTREGA_ABERTA } from "../../../shared/rules/obrigacoes";
import type { TComprovacao, TComprovacaoData } from "../../../shared/schemas/condicionantes";
import { deleteDocumentosDaComprovacao } from "../documentos/documentos.service";
import { comprovacaoColumns, documentosDaComprovacao, reavaliarStatus, toComprovacao } from "./anexos.service";
import { COMPROVACAO_NOT_FOUND, ENTREGA_JA_AGENDADA } from "./messages";
import { reopenIfEntregas } from "./obrigacoes";
import { assertCondicionanteOwned, comprovacaoOwned as owned, lockCondicionanteDaComprovacao } from "./owner";

/** A second 'agendada' proof of a condition on one date, refused by its unique index, in words. */
function umaAgendadaPorData(err: unknown): never {
  if (databaseRefusal(err)?.sqlState === "23505") throw conflict(ENTREGA_JA_AGENDADA);
  throw err;
}

/** A proof of delivery: the date lies between 1900-01-01 and the request's day (`ctx.today`, São Paulo). */
export async function createComprovacao(
  db: Db,
  ctx: TTenantContext,
  condicionanteId: string,
  data: TComprovacaoData,
): Promise<TComprovacao> {
  const agendada = data.statusComprovacao === ENTREGA_ABERTA;
  // Held until the proof is saved: a condition going to the bin meanwhile takes it along or waits.
  // A scheduled delivery also changes the condition's status (obrigacoes), so it takes the row lock.
  await assertCondicionanteOwned(db, ctx, condicionanteId, agendada ? "update" : "key share");
  const problem = entregaInvalida(data.dataEntrega, ctx.today);
  if (problem) throw invalid("dataEntrega", problem);
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
  if (agendada) await reopenIfEntregas(db, ctx, condicionanteId);
  return toComprovacao(row, []);
}

/**
 * The status select on a proof (the spec does not show how; see decision 005). A scheduled
 * delivery is made when it leaves 'agendada'; set back to it, it reopens a concluded condition.
 */
export async function setComprovacaoStatus(
  db: Db,
  ctx: TTenantContext,
  id: string,
  statusComprovacao: TComprovacaoStatus,
): Promise<TComprovacao> {
  if (!isUuid(id)) throw notFound(COMPROVACAO_NOT_FOUND);
  if (statusComprovacao === ENTREGA_ABERTA) {
    // Its condition may reopen: locked first, in the order every writer of its status takes them.
    await lockCondicionanteDaComprovacao(db, ctx, id);
  }
  const [row] = await db
    .update(condicionanteComprovacoes)
    .set({ statusComprovacao })
    .where(owned(ctx, id))
    .returning({ ...comprovacaoColumns, condicionanteId: condicionanteComprovacoes.condicionanteId })
    .catch(umaAgendadaPorData);
  if (!row) throw notFound(COMPROVACAO_NOT_FOUND);
  if (statusComprovacao === ENTREGA_ABERTA) await reopenIfEntregas(db, ctx, row.condicionanteId);
  return toComprovacao(row, await documentosDaComprovacao(db, ctx, row.condicionanteId, id));
}

/**
 * Its documents' rows and the proof, in the caller's transaction. When one of those documents
 * was flagged 'condicionante_cumprida', the condition's status is re-evaluated at once, as
 * 'Reavaliar Status' would (decision 013). The condition is locked before the proof, in the
 * order every writer of its status takes them. Answers the files' keys, for the route to remove
 * once the transaction committed.
 */
export async function deleteComprovacao(db: Db, ctx: TTenantContext, id: string): Promise<string[]> {
  const condicionanteId = await lockCondicionanteDaComprovacao(db, ctx, id);
  const [own] = await db
    .select({ id: condicionanteComprovacoes.id })
    .from(condicionanteComprovacoes)
    .where(owned(ctx, id))
    .for("update");
  if (!own) throw notFound(COMPROVACAO_NOT_FOUND);
  const removidos = await deleteDocumentosDaComprovacao(db, ctx, id);
  await db.delete(condicionanteComprovacoes).where(owned(ctx, id));
  if (removidos.some((d) => d.condicionanteCumprida)) {
    await reavaliarStatus(db, ctx, condicionanteId);
  }
  return removidos.map((d) => d.key);
}
