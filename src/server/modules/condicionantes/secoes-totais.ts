import { and, count, eq, isNull, ne, sql, type SQL } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { countWhere } from "../../db/aggregates";
import { condicionantes } from "../../db/schema";
import type { TTenantContext } from "../../http/context";
import { GRUPOS, type TGrupo } from "../../../shared/rules/condicionantes";
import { BUSCA_TOTAL_TETO, type TTotalLimitado } from "../../../shared/schemas/paging";
import type { TSecoesQuery } from "../../../shared/schemas/condicionantes";
import { comEntrega, entrega } from "./obrigacoes";
import { grupoObrigacao, type TSecaoDeObrigacao } from "./secoes-sql";
import { concluidaSemEntregas, fluxosDaSecao, type TFiltroDaSecao } from "./secoes-fluxos";

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
const tetoDaSecao = (q: TSecoesQuery, g: TGrupo) => Math.max(BUSCA_TOTAL_TETO, q[g] * q.pageSize);

const limitado = (n: number, teto: number): TTotalLimitado => (n > teto ? { maisDe: teto } : n);

/**
 * The sections' totals under `filtro` (over `condicionantes` alone), each counted up to its cap;
 * 'sem prazo' exactly (the few undated conditions, read from the obligations' index).
 */
export async function countSecoesUpToCap(
  db: Db,
  ctx: TTenantContext,
  q: TSecoesQuery,
  filtro: TFiltroDaSecao,
): Promise<TTotaisDasSecoes> {
  const { today } = ctx;
  const daEmpresa = and(eq(condicionantes.companyId, ctx.companyId), filtro.filtro);
  const contar = async (g: TGrupo): Promise<TTotalLimitado> => {
    const teto = tetoDaSecao(q, g);
    if (g === "concluidas" && q.minhas) return 0;
    const linhas =
      g === "concluidas"
        ? db
            .select({ um: sql`1` })
            .from(condicionantes)
            .where(and(daEmpresa, concluidaSemEntregas))
            .limit(teto + 1)
        : (() => {
            const { porCondicao, porEntrega } = fluxosDaSecao(db, ctx, g, today, filtro, teto + 1, false);
            return unionAll(porCondicao, porEntrega).limit(teto + 1);
          })();
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
  const [totais, [{ n }]] = await Promise.all([Promise.all(GRUPOS.map(contar)), semPrazo]);
  return {
    ...(Object.fromEntries(GRUPOS.map((g, i) => [g, totais[i]])) as Record<TGrupo, TTotalLimitado>),
    semPrazo: n,
  };
}
