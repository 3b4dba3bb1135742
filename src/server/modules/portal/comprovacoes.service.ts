import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { condicionanteComprovacoes, condicionantes } from "../../db/schema";
import { isUuid } from "../../db/paging";
import { conflict, databaseRefusal, notFound } from "../../http/errors";
import type { TStoredFile } from "../../http/upload";
import type { TPortalComprovacao } from "../../../shared/schemas/portal";
import { CONDICIONANTE_NOT_FOUND } from "../condicionantes/messages";
import { obrigacaoAberta } from "./obrigacoes.service";
import type { TPortalCtx } from "./portal-ctx";
import { EM_ANALISE, insertArquivosDaProva, toPortalComprovacao } from "./provas";

export const OBRIGACAO_CONCLUIDA = "Esta obrigação já foi cumprida: não há o que comprovar.";
export const JA_EM_ANALISE = "Já há uma comprovação desta obrigação em análise pela consultoria.";

/** One proof 'em_analise' per obligation at a time: the unique index of migration 0019, in words. */
function umaEmAnalise(err: unknown): never {
  if (databaseRefusal(err)?.sqlState === "23505") throw conflict(JA_EM_ANALISE);
  throw err;
}

/**
 * 'Enviar comprovação': the proof, 'em_analise', with its files and the person's observation, on
 * an open obligation of the client (the condition, or one of its scheduled deliveries). The
 * portal's policies refuse anything else whatever this code does; the checks here only say why
 * in words. The database's trigger alerts the condition's responsible person with the proof.
 */
export async function submitComprovacao(
  db: Db,
  ctx: TPortalCtx,
  condicionanteId: string,
  dados: { entregaId: string | null; observacoes: string | null; arquivos: TStoredFile[] },
): Promise<TPortalComprovacao> {
  if (!isUuid(condicionanteId) || (dados.entregaId && !isUuid(dados.entregaId)))
    throw notFound(CONDICIONANTE_NOT_FOUND);
  if (!(await obrigacaoAberta(db, ctx, condicionanteId, dados.entregaId))) {
    const [existe] = await db
      .select({ id: condicionantes.id })
      .from(condicionantes)
      .where(eq(condicionantes.id, condicionanteId));
    if (!existe) throw notFound(CONDICIONANTE_NOT_FOUND);
    throw conflict(OBRIGACAO_CONCLUIDA);
  }
  const [prova] = await db
    .insert(condicionanteComprovacoes)
    .values({
      companyId: ctx.companyId,
      condicionanteId,
      entregaId: dados.entregaId,
      dataEntrega: ctx.today,
      observacoes: dados.observacoes,
      statusComprovacao: "em_analise",
      origem: "portal",
      createdBy: ctx.userId,
    })
    .returning({ id: condicionanteComprovacoes.id, createdAt: condicionanteComprovacoes.createdAt })
    .catch(umaEmAnalise);
  const docs = await insertArquivosDaProva(
    db,
    ctx,
    { relacionadoA: "condicionante", relacionadoId: condicionanteId, comprovacaoId: prova.id },
    dados.arquivos,
  );
  return toPortalComprovacao({ ...prova, ...EM_ANALISE, observacoes: dados.observacoes }, docs);
}
