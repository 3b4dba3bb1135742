import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { condicionanteComprovacoes, condicionantes } from "../../db/schema";
import type { TTenantContext } from "../../http/context";
import type { TGrupo } from "../../../shared/rules/condicionantes";
import { entregaAberta } from "./obrigacoes";
import { naSecaoSql } from "./secoes-sql";

// A deadline section's obligations as two streams, each read in date order from its own partial
// index (condicionantes_obrigacoes_idx, comprovacoes_agendadas_company_data_idx): the conditions
// standing for themselves, and the open scheduled deliveries. The section's page merges them up
// to its end; a filtered section counts them up to the cap — instead of joining every condition
// of the company to its deliveries.

// Both streams name their columns alike, so a union and the page's joins can refer to them.
const linha = (condicionanteId: SQL | AnyPgColumn, entregaId: SQL | AnyPgColumn, data: AnyPgColumn) => ({
  condicionanteId: sql<string>`${condicionanteId}`.as("o_condicionante"),
  entregaId: sql<string | null>`${entregaId}`.as("o_entrega"),
  data: sql<string>`${data}`.as("o_data"),
});

/**
 * The section's two streams, under `filtro` (over `condicionantes` alone: the person, the text).
 * Unordered and unlimited: the caller orders and stops them.
 */
export function fluxosDaSecao(
  db: Db,
  ctx: TTenantContext,
  g: Exclude<TGrupo, "concluidas">,
  today: string,
  filtro: SQL | undefined,
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
    .$dynamic();
  const e = condicionanteComprovacoes;
  const entregas = db
    .select(linha(e.condicionanteId, e.id, e.dataEntrega))
    .from(e)
    .$dynamic();
  const porEntrega = (filtro ? entregas.innerJoin(condicionantes, eq(condicionantes.id, e.condicionanteId)) : entregas)
    .where(and(eq(e.companyId, ctx.companyId), entregaAberta, dia(e.dataEntrega), filtro))
    .$dynamic();
  return { porCondicao, porEntrega };
}
