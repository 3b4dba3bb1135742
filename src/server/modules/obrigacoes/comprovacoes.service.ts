import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { obrigacaoComprovacoes, obrigacaoInstancias } from "../../db/schema";
import { isUuid } from "../../db/paging";
import { conflict, invalid, notFound } from "../../http/errors";
import type { TTenantContext } from "../../http/context";
import type { TStoredFile } from "../../http/upload";
import { entregaInvalida } from "../../../shared/rules/condicionantes";
import { CUMPRIMENTO_FUTURO } from "../../../shared/rules/obrigacoes-legais";
import type { TComprovacaoObrigacaoData, TObrigacaoDetalhe } from "../../../shared/schemas/obrigacoes";
import { deleteDocumentosDaComprovacao, insertDocumento } from "../documentos/documentos.service";
import { COMPROVACAO_NOT_FOUND, revisaoRecusada } from "../condicionantes/messages";
import { getObrigacao, instanciaDe, JA_CUMPRIDA, meetInstancia } from "./obrigacoes.service";

// The proofs of an obligation's due dates (issue 32), as a condition's: the team records one with
// its files (and may meet the due date with it), deletes one, and reviews those the client's
// portal user sent. Every write locks the due date first, then its proof, and answers the
// obligation as it now is. The history records each write by its trigger.

const owned = (ctx: TTenantContext, id: string) =>
  and(eq(obrigacaoComprovacoes.id, id), eq(obrigacaoComprovacoes.companyId, ctx.companyId));

/**
 * 'Registrar comprovação' (and 'Marcar como cumprida' with a proof: `cumprir`): the proof and the
 * rows of its files, already stored by the route (removed again if this transaction fails).
 * Met with it, the due date is met on the proof's date and the next one appears, once; recorded
 * alone, it puts a pending due date under way. The team's proof is 'aprovada' once its due date
 * is met, 'pendente' until then.
 */
export async function createComprovacao(
  db: Db,
  ctx: TTenantContext,
  instanciaId: string,
  data: TComprovacaoObrigacaoData & { arquivos: TStoredFile[] },
): Promise<TObrigacaoDetalhe> {
  const alvo = await instanciaDe(db, ctx, instanciaId, "update");
  // Met with it, the proof's date is the day the due date was met: its refusal says so.
  const futura = data.cumprir && data.dataEntrega > ctx.today;
  const problem = futura ? CUMPRIMENTO_FUTURO : entregaInvalida(data.dataEntrega, ctx.today);
  if (problem) throw invalid("dataEntrega", problem);
  const { instancia, obrigacao } = alvo;
  if (data.cumprir && !(await meetInstancia(db, ctx, alvo, data.dataEntrega))) throw conflict(JA_CUMPRIDA);
  const cumprida = data.cumprir || instancia.status === "cumprida";
  const [prova] = await db
    .insert(obrigacaoComprovacoes)
    .values({
      companyId: ctx.companyId,
      instanciaId,
      dataEntrega: data.dataEntrega,
      observacoes: data.observacoes,
      statusComprovacao: cumprida ? "aprovada" : "pendente",
      origem: "equipe",
      createdBy: ctx.userId,
    })
    .returning({ id: obrigacaoComprovacoes.id });
  for (const file of data.arquivos) {
    await insertDocumento(
      db,
      ctx,
      { tipo: "obrigacao", id: obrigacao.id },
      { file, comprovacaoId: null, obrigacaoComprovacaoId: prova.id, condicionanteCumprida: false, observacoes: null },
    );
  }
  if (!cumprida && instancia.status === "pendente") {
    await db
      .update(obrigacaoInstancias)
      .set({ status: "em_andamento", updatedAt: ctx.now })
      .where(eq(obrigacaoInstancias.id, instanciaId));
  }
  return getObrigacao(db, ctx, obrigacao.id);
}

/**
 * The proof `id` with its due date locked first (the order every proof's write takes them), then
 * the proof itself. 404 for another company's, an unknown or a malformed id.
 */
async function comprovacaoTravada(db: Db, ctx: TTenantContext, id: string) {
  const [dona] = isUuid(id)
    ? await db
        .select({ instanciaId: obrigacaoComprovacoes.instanciaId })
        .from(obrigacaoComprovacoes)
        .where(owned(ctx, id))
    : [];
  if (!dona) throw notFound(COMPROVACAO_NOT_FOUND);
  const alvo = await instanciaDe(db, ctx, dona.instanciaId, "update");
  const [prova] = await db
    .select({
      status: obrigacaoComprovacoes.statusComprovacao,
      origem: obrigacaoComprovacoes.origem,
      dataEntrega: obrigacaoComprovacoes.dataEntrega,
    })
    .from(obrigacaoComprovacoes)
    .where(owned(ctx, id))
    .for("update");
  if (!prova) throw notFound(COMPROVACAO_NOT_FOUND); // deleted meanwhile
  return { alvo, prova };
}

/** The proof and its files' rows; answers the obligation and the keys, for the route to remove the files after the commit. */
export async function deleteComprovacao(db: Db, ctx: TTenantContext, id: string) {
  const { alvo } = await comprovacaoTravada(db, ctx, id);
  const removidos = await deleteDocumentosDaComprovacao(db, ctx, id, "obrigacao");
  await db.delete(obrigacaoComprovacoes).where(owned(ctx, id));
  return { obrigacao: await getObrigacao(db, ctx, alvo.obrigacao.id), keys: removidos.map((d) => d.key) };
}

/** A proof to review: sent from the portal and still 'em_analise' (409 otherwise, a second review too). */
async function emAnalise(db: Db, ctx: TTenantContext, id: string) {
  const travada = await comprovacaoTravada(db, ctx, id);
  const recusada = revisaoRecusada(travada.prova);
  if (recusada) throw conflict(recusada);
  return travada;
}

const analisada = (
  ctx: TTenantContext,
  set: { statusComprovacao: "aprovada" | "rejeitada"; motivoRejeicao: string | null },
) => ({
  ...set,
  analisadaPor: ctx.userId,
  analisadaEm: ctx.now,
});

/**
 * 'Aprovar' a portal proof: approved, and its due date met on the proof's date with the next one
 * created, unless the due date was met already (then the proof is approved and nothing else).
 */
export async function approveComprovacao(db: Db, ctx: TTenantContext, id: string): Promise<TObrigacaoDetalhe> {
  const { alvo, prova } = await emAnalise(db, ctx, id);
  await db
    .update(obrigacaoComprovacoes)
    .set(analisada(ctx, { statusComprovacao: "aprovada", motivoRejeicao: null }))
    .where(owned(ctx, id));
  await meetInstancia(db, ctx, alvo, prova.dataEntrega);
  return getObrigacao(db, ctx, alvo.obrigacao.id);
}

/** 'Rejeitar' a portal proof with the reason the client will read; the due date stays open. */
export async function rejectComprovacao(
  db: Db,
  ctx: TTenantContext,
  id: string,
  motivo: string,
): Promise<TObrigacaoDetalhe> {
  const { alvo } = await emAnalise(db, ctx, id);
  await db
    .update(obrigacaoComprovacoes)
    .set(analisada(ctx, { statusComprovacao: "rejeitada", motivoRejeicao: motivo }))
    .where(owned(ctx, id));
  return getObrigacao(db, ctx, alvo.obrigacao.id);
}
