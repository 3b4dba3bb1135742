import { and, count, eq, isNull, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { countWhere } from "../../db/aggregates";
import { condicionantes } from "../../db/schema";
import type { TTenantContext } from "../../http/context";
import type { TGrupo } from "../../../shared/rules/condicionantes";
import { BUSCA_TOTAL_TETO, type TTotalLimitado } from "../../../shared/schemas/paging";
import type { TSecoesQuery } from "../../../shared/schemas/condicionantes";
import { comEntrega, entrega } from "./obrigacoes";
import { grupoObrigacao, type TSecaoDeObrigacao } from "./secoes-sql";
import { concluidaSemEntregas, type TFiltroDaSecao } from "./secoes-fluxos";

// The totals of a filtered conditions screen (decision 066). Exact when the filter names few
// conditions (a rare search term); else each section counts its obligations only up to the cap,
// as the licence search does, so that a person responsible for a tenth of a large company, or a
// term an eighth of it matches, costs a thousand rows per section rather than all of them.

export type TTotaisDasSecoes = Record<TGrupo, TTotalLimitado> & { semPrazo: number };

/** The sections' exact totals over `base` (the company and a filter naming few conditions). */
export async function countSecoes(
  db: Db,
  today: string,
  q: Pick<TSecoesQuery, "minhas">,
  base: SQL | undefined,
): Promise<TTotaisDasSecoes> {
  const countOf = (g: TSecaoDeObrigacao) => countWhere(grupoObrigacao(g, today));
  const [t] = await db
    .select({
      vencidas: countOf("vencidas"),
      vencendo: countOf("vencendo"),
      a_vencer: countOf("a_vencer"),
      concluidas: q.minhas ? sql<number>`0` : countOf("concluidas"),
      semPrazo: countOf("sem_prazo"),
    })
    .from(condicionantes)
    .leftJoin(entrega, comEntrega)
    .where(base);
  return t;
}

/** The cap of a section: BUSCA_TOTAL_TETO, or the end of the page asked for, so "more" has a next page. */
export const tetoDaSecao = (q: TSecoesQuery, g: TGrupo) => Math.max(BUSCA_TOTAL_TETO, q[g] * q.pageSize);

export const limitado = (n: number, teto: number): TTotalLimitado => (n > teto ? { maisDe: teto } : n);

/**
 * Under `filtro` (over `condicionantes` alone), 'Concluídas' counted up to its cap and 'sem prazo'
 * exactly (the few undated conditions, read from the obligations' index). The deadline sections
 * count what their page's walk found (secaoFiltrada, secoes.service.ts).
 */
export async function countForaDosPrazosUpToCap(
  db: Db,
  ctx: TTenantContext,
  q: TSecoesQuery,
  filtro: TFiltroDaSecao,
): Promise<{ concluidas: TTotalLimitado; semPrazo: number }> {
  const daEmpresa = and(eq(condicionantes.companyId, ctx.companyId), filtro.filtro);
  const teto = tetoDaSecao(q, "concluidas");
  const concluidas = async (): Promise<TTotalLimitado> => {
    // 'Minhas pendências' keeps only what is still owed.
    if (q.minhas) return 0;
    const linhas = db
      .select({ um: sql`1` })
      .from(condicionantes)
      .where(and(daEmpresa, concluidaSemEntregas))
      .limit(teto + 1);
    const [{ n }] = await db.select({ n: count() }).from(linhas.as("linhas"));
    return limitado(n, teto);
  };
  const semPrazo = db
    .select({ n: count() })
    .from(condicionantes)
    .where(
      and(
        daEmpresa,
        ne(condicionantes.status, "concluida"),
        eq(condicionantes.entregasAbertas, 0),
        isNull(condicionantes.dataPrazo),
      ),
    );
  const [c, [{ n }]] = await Promise.all([concluidas(), semPrazo]);
  return { concluidas: c, semPrazo: n };
}
