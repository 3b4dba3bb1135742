import { and, asc, eq, ne, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { condicionanteComprovacoes, condicionantes } from "../../db/schema";
import type { TTenantContext } from "../../http/context";
import type { TGrupo } from "../../../shared/rules/condicionantes";
import { entregaAberta } from "./obrigacoes";
import { naSecaoSql } from "./secoes-sql";

// A deadline section's obligations as two streams, each read in date order and stopped at `ate`:
// the conditions standing for themselves (condicionantes_obrigacoes_idx), and the open scheduled
// deliveries. The section's page merges them up to its end; a filtered section counts them up to
// its cap — instead of joining every condition of the company to its deliveries.

// Both streams name their columns alike, so a union and the page's joins can refer to them.
const linha = (condicionanteId: SQL | AnyPgColumn, entregaId: SQL | AnyPgColumn, data: SQL | AnyPgColumn) => ({
  condicionanteId: sql<string>`${condicionanteId}`.as("o_condicionante"),
  entregaId: sql<string | null>`${entregaId}`.as("o_entrega"),
  data: sql<string>`${data}`.as("o_data"),
});
const e = condicionanteComprovacoes;

/**
 * 'Concluídas' without joining the deliveries: concluded, and entregas_abertas says none is left
 * (joined and tested for absence, the planner would match every scheduled delivery first).
 */
export const concluidaSemEntregas = and(eq(condicionantes.status, "concluida"), eq(condicionantes.entregasAbertas, 0));

export interface TFiltroDaSecao {
  /** Over `condicionantes` alone: the person, the text, not approved ('Minhas pendências'). */
  filtro: SQL | undefined;
  /** The same over the deliveries, on what each carries from its condition (decision 074). */
  nasEntregas: SQL | undefined;
}

/**
 * The section's two streams under the filter, each read in its order and stopped at `ate`. The deliveries are
 * read in date order from comprovacoes_agendadas_company_data_idx, or from the person's own
 * entries when the filter names one (comprovacoes_agendadas_responsavel_idx,
 * condicionantes_responsavel_obrigacoes_idx), and tested on what they carry from their condition
 * (the person, the folded text, the approval: migrations 0028 and 0029) without reading it, so
 * the cost follows the page, not how the company's deliveries are spread over people and dates.
 */
export function fluxosDaSecao(
  db: Db,
  ctx: TTenantContext,
  g: Exclude<TGrupo, "concluidas">,
  today: string,
  { filtro, nasEntregas }: TFiltroDaSecao,
  ate: number,
) {
  const dia = naSecaoSql(g, today);
  const porCondicao = db
    .select(linha(condicionantes.id, sql`null::uuid`, condicionantes.dataPrazo))
    .from(condicionantes)
    .where(
      and(
        eq(condicionantes.companyId, ctx.companyId),
        ne(condicionantes.status, "concluida"),
        eq(condicionantes.entregasAbertas, 0),
        dia(condicionantes.dataPrazo),
        filtro,
      ),
    )
    .orderBy(asc(condicionantes.dataPrazo), asc(condicionantes.id))
    .limit(ate);
  const porEntrega = db
    .select(linha(e.condicionanteId, e.id, e.dataEntrega))
    .from(e)
    .where(and(eq(e.companyId, ctx.companyId), entregaAberta, dia(e.dataEntrega), nasEntregas))
    .orderBy(asc(e.dataEntrega), asc(e.condicionanteId), asc(e.id))
    .limit(ate);
  return { porCondicao, porEntrega };
}

/** The order of the two streams merged: by date, then condition, the condition before its deliveries. */
export const ORDEM_DOS_FLUXOS = sql`o_data, o_condicionante, o_entrega nulls first`;
