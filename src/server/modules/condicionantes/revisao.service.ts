import type { Db } from "../../db/client";
import { condicionanteComprovacoes } from "../../db/schema";
import { conflict, notFound } from "../../http/errors";
import type { TTenantContext } from "../../http/context";
import { ENTREGA_ABERTA } from "../../../shared/rules/obrigacoes";
import type { TComprovacaoRevisada } from "../../../shared/schemas/condicionantes";
import { updateDocumento } from "../documentos/documentos.service";
import { comprovacaoColumns, documentosDaComprovacao, reavaliarStatus, toComprovacao } from "./anexos.service";
import { setComprovacaoStatus } from "./comprovacoes.service";
import { getCondicionante } from "./condicionantes.service";
import { COMPROVACAO_NOT_FOUND, revisaoRecusada } from "./messages";
import { comprovacaoOwned as owned, lockCondicionanteDaComprovacao } from "./owner";

// The consultancy's review of a proof sent from the portal (issue 29 §3, decision 044): 'Aprovar'
// makes it count as a met delivery under the existing rules, 'Rejeitar' keeps the condition open
// and tells the client why. Both are recorded in the history by its trigger, as any write.

/**
 * The proof to review, locked after its condition (the order every writer of the condition's
 * status takes them). 404 for another company's, unknown or malformed; 409 unless it came from
 * the portal and is still 'em_analise' — a second review of the same proof, too.
 */
async function emAnalise(db: Db, ctx: TTenantContext, id: string) {
  const condicionanteId = await lockCondicionanteDaComprovacao(db, ctx, id);
  const [prova] = await db
    .select({
      status: condicionanteComprovacoes.statusComprovacao,
      origem: condicionanteComprovacoes.origem,
      entregaId: condicionanteComprovacoes.entregaId,
    })
    .from(condicionanteComprovacoes)
    .where(owned(ctx, id))
    .for("update");
  if (!prova) throw notFound(COMPROVACAO_NOT_FOUND);
  const recusada = revisaoRecusada(prova);
  if (recusada) throw conflict(recusada);
  return { condicionanteId, entregaId: prova.entregaId };
}

async function marcarAnalisada(
  db: Db,
  ctx: TTenantContext,
  id: string,
  set: { statusComprovacao: "aprovada" | "rejeitada"; motivoRejeicao: string | null },
) {
  const [row] = await db
    .update(condicionanteComprovacoes)
    .set({ ...set, analisadaPor: ctx.userId, analisadaEm: ctx.now })
    .where(owned(ctx, id))
    .returning(comprovacaoColumns);
  return row;
}

/**
 * 'Aprovar': the proof is approved; the scheduled delivery it answers, if still open, is made as
 * the status select makes one (it leaves 'agendada'); its documents become the condition's
 * 'cumprida' documents and the status is re-evaluated as the flag always does (decision 013):
 * concluded with today's delivery date, or under way while other deliveries remain.
 */
export async function approveComprovacao(db: Db, ctx: TTenantContext, id: string): Promise<TComprovacaoRevisada> {
  const { condicionanteId, entregaId } = await emAnalise(db, ctx, id);
  const row = await marcarAnalisada(db, ctx, id, { statusComprovacao: "aprovada", motivoRejeicao: null });
  if (entregaId) {
    const [entrega] = await db
      .select({ status: condicionanteComprovacoes.statusComprovacao })
      .from(condicionanteComprovacoes)
      .where(owned(ctx, entregaId));
    if (entrega?.status === ENTREGA_ABERTA) await setComprovacaoStatus(db, ctx, entregaId, "aprovada");
  }
  const docs = await documentosDaComprovacao(db, ctx, condicionanteId, id);
  const cumpridos = [];
  for (const d of docs) {
    cumpridos.push(d.condicionanteCumprida ? d : await updateDocumento(db, ctx, d.id, { condicionanteCumprida: true }));
  }
  // Without documents there is no flag to follow: the condition stays as it is.
  if (docs.length > 0) await reavaliarStatus(db, ctx, condicionanteId);
  return {
    comprovacao: toComprovacao(row, cumpridos),
    condicionante: await getCondicionante(db, ctx, condicionanteId),
  };
}

/** 'Rejeitar' with the reason the client will read; the condition and its deliveries stay open. */
export async function rejectComprovacao(
  db: Db,
  ctx: TTenantContext,
  id: string,
  motivo: string,
): Promise<TComprovacaoRevisada> {
  const { condicionanteId } = await emAnalise(db, ctx, id);
  const row = await marcarAnalisada(db, ctx, id, { statusComprovacao: "rejeitada", motivoRejeicao: motivo });
  return {
    comprovacao: toComprovacao(row, await documentosDaComprovacao(db, ctx, condicionanteId, id)),
    condicionante: await getCondicionante(db, ctx, condicionanteId),
  };
}
