import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { obrigacaoComprovacoes, obrigacaoInstancias, obrigacoes } from "../../db/schema";
import { isUuid } from "../../db/paging";
import { conflict, notFound } from "../../http/errors";
import type { TStoredFile } from "../../http/upload";
import type { TPortalComprovacao } from "../../../shared/schemas/portal";
import type { TPortalCtx } from "./portal-ctx";
import { EM_ANALISE, insertArquivosDaProva, toPortalComprovacao } from "./provas";

export const VENCIMENTO_NOT_FOUND = "Vencimento da obrigação não encontrado.";
export const VENCIMENTO_CUMPRIDO = "Este vencimento já foi cumprido: não há o que comprovar.";
export const VENCIMENTO_EM_ANALISE = "Já há uma comprovação deste vencimento em análise pela consultoria.";

/**
 * One proof from the portal awaits review per due date at a time. Nothing in the table keeps it
 * (a condition's proofs have a unique index; these have none), so two sends of the same due date
 * take turns on a lock of their own, held to the end of the transaction: the second then reads
 * the first's proof, committed, and is told so.
 */
const umEnvioPorVez = (db: Db, instanciaId: string) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext(${`portal:obrigacao-comprovacao:${instanciaId}`}))`);

/**
 * 'Enviar comprovação' of one due date of the client's obligation: the proof, 'em_analise', with
 * its files and the person's note. The portal's policies refuse anything else whatever this code
 * does (the client's due date, open; the proof their own); the checks here say why in words. The
 * database's trigger (migration 0024) alerts the obligation's responsible person, or the
 * company's admins, in this same transaction.
 */
export async function submitComprovacaoDeVencimento(
  db: Db,
  ctx: TPortalCtx,
  instanciaId: string,
  dados: { observacoes: string | null; arquivos: TStoredFile[] },
): Promise<TPortalComprovacao> {
  if (!isUuid(instanciaId)) throw notFound(VENCIMENTO_NOT_FOUND);
  await umEnvioPorVez(db, instanciaId);
  const [vencimento] = await db
    .select({
      obrigacaoId: obrigacoes.id,
      status: obrigacaoInstancias.status,
      emAnalise: sql<boolean>`exists (${db
        .select({ um: sql`1` })
        .from(obrigacaoComprovacoes)
        .where(
          and(
            eq(obrigacaoComprovacoes.instanciaId, obrigacaoInstancias.id),
            eq(obrigacaoComprovacoes.origem, "portal"),
            eq(obrigacaoComprovacoes.statusComprovacao, "em_analise"),
          ),
        )})`,
    })
    .from(obrigacaoInstancias)
    .innerJoin(obrigacoes, eq(obrigacoes.id, obrigacaoInstancias.obrigacaoId))
    .where(and(eq(obrigacaoInstancias.id, instanciaId), eq(obrigacoes.clienteId, ctx.clienteId)));
  if (!vencimento) throw notFound(VENCIMENTO_NOT_FOUND);
  if (vencimento.status === "cumprida") throw conflict(VENCIMENTO_CUMPRIDO);
  if (vencimento.emAnalise) throw conflict(VENCIMENTO_EM_ANALISE);
  const [prova] = await db
    .insert(obrigacaoComprovacoes)
    .values({
      companyId: ctx.companyId,
      instanciaId,
      dataEntrega: ctx.today,
      observacoes: dados.observacoes,
      statusComprovacao: "em_analise",
      origem: "portal",
      createdBy: ctx.userId,
    })
    .returning({ id: obrigacaoComprovacoes.id, createdAt: obrigacaoComprovacoes.createdAt });
  const docs = await insertArquivosDaProva(
    db,
    ctx,
    { relacionadoA: "obrigacao", relacionadoId: vencimento.obrigacaoId, obrigacaoComprovacaoId: prova.id },
    dados.arquivos,
  );
  return toPortalComprovacao({ ...prova, ...EM_ANALISE, observacoes: dados.observacoes }, docs);
}
