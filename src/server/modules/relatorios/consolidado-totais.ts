import type { Db } from "../../db/client";
import { contagens } from "../../db/contagens";
import type { TTenantContext } from "../../http/context";
import type { TSituacao } from "../../../shared/rules/consolidado";
import type { TConsolidado } from "../../../shared/schemas/consolidado";
import { totaisDasObrigacoes } from "../condicionantes/obrigacoes-por-dia";
import { licencasPorStatus } from "../licencas/licencas-por-dia";
import { obrigacoesDaEmpresa, situacoesDaEmpresa } from "./consolidado-completo";

// The report's company-wide figures without reading the company's projects (decision 067): the
// project count, the licences by status and the conditions' obligations by date from the tallies
// (decision 048), the open due dates of obligations outside licences from their partial index;
// and the projects by situation, which nothing keeps, counted over the company and kept a while.

/** The figures a tally (or a bounded read) answers: everything but the projects by situation. */
export type TResumo = Pick<TConsolidado, "total"> & { totais: Omit<TConsolidado["totais"], "situacoes"> };

export async function resumoDaEmpresa(db: Db, ctx: TTenantContext): Promise<TResumo> {
  const [linhas, licencas, obrigacoes, legais] = [
    await contagens(db, ctx.companyId),
    await licencasPorStatus(db, ctx.companyId, ctx.today),
    await totaisDasObrigacoes(db, ctx.companyId, ctx.today),
    await obrigacoesDaEmpresa(db, ctx),
  ];
  return {
    total: linhas.empreendimentos,
    totais: {
      licencas,
      condicionantes: {
        vencidas: obrigacoes.vencidas,
        vencendo30: obrigacoes.vencendo,
        aVencer: obrigacoes.a_vencer,
        concluidas: obrigacoes.concluidas,
      },
      obrigacoes: legais,
    },
  };
}

/** How long a count of the projects by situation serves the company's later pages. */
export const SITUACOES_VALIDADE_MS = 5 * 60_000;

export interface TSituacoesContadas {
  situacoes: Record<TSituacao, number>;
  /** ISO 8601: when they were counted. */
  em: string;
}

/**
 * The projects by situation of a company, counted over the company (2 s for 20,000 projects)
 * at most once per SITUACOES_VALIDADE_MS, or sooner when `marca` — the company's day and tally
 * figures (`resumoDaEmpresa`) — changes: a licence, condition or obligation added, moved, binned
 * or concluded changes a tally, and so the next page counts again. A change that leaves every
 * figure as it was (one licence renewed as another expires on the same day) waits for the time
 * limit, hence the screen's "contados às …". Concurrent pages of one company share one count.
 * One entry per company, in this process: another instance keeps its own.
 */
export function contagemDeSituacoes() {
  const porEmpresa = new Map<string, { marca: string; ate: number; contagem: Promise<TSituacoesContadas> }>();
  return (db: Db, ctx: TTenantContext, marca: string): Promise<TSituacoesContadas> => {
    const agora = ctx.now.getTime();
    const atual = porEmpresa.get(ctx.companyId);
    if (atual && atual.marca === marca && agora < atual.ate) return atual.contagem;
    const em = ctx.now.toISOString();
    const contagem = situacoesDaEmpresa(db, ctx).then((situacoes) => ({ situacoes, em }));
    const entrada = { marca, ate: agora + SITUACOES_VALIDADE_MS, contagem };
    porEmpresa.set(ctx.companyId, entrada);
    // A failed count is not kept: the next page counts again.
    contagem.catch(() => porEmpresa.get(ctx.companyId) === entrada && porEmpresa.delete(ctx.companyId));
    return contagem;
  };
}
export type TContagemDeSituacoes = ReturnType<typeof contagemDeSituacoes>;
