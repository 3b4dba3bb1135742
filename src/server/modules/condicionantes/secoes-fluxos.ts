import { and, asc, eq, ne, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgSelect } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { condicionanteComprovacoes, condicionantes } from "../../db/schema";
import type { TTenantContext } from "../../http/context";
import type { TGrupo } from "../../../shared/rules/condicionantes";
import { OFFSET_FENCE } from "../../db/paging";
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
  /** Over `condicionantes` alone: the person, the text. */
  filtro: SQL | undefined;
  /**
   * The person the filter names ('Responsável', 'Minhas pendências'), and what it asks of the
   * condition beyond them (not approved, the text); null when it names nobody.
   */
  pessoa: { id: string; alem: SQL | undefined } | null;
}

/**
 * The section's two streams under the filter, each stopped at `ate` — in its order for a page;
 * in any order for a count, which then stops at the first `ate` it finds. The deliveries are
 * read in date order from comprovacoes_agendadas_company_data_idx, each tested against its
 * condition; when the filter names a person, from that person's own entries
 * (comprovacoes_agendadas_responsavel_idx, condicionantes_responsavel_obrigacoes_idx), so the
 * cost follows the page, not how the company's deliveries are spread over people and dates.
 */
export function fluxosDaSecao(
  db: Db,
  ctx: TTenantContext,
  g: Exclude<TGrupo, "concluidas">,
  today: string,
  { filtro, pessoa }: TFiltroDaSecao,
  ate: number,
  emOrdem = true,
) {
  const ordem = <T extends PgSelect>(qb: T, ...por: SQL[]) => (emOrdem ? qb.orderBy(...por) : qb);
  const dia = naSecaoSql(g, today);
  const porCondicao = ordem(
    db
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
      .$dynamic(),
    asc(condicionantes.dataPrazo),
    asc(condicionantes.id),
  ).limit(ate);
  const daSecao = and(eq(e.companyId, ctx.companyId), entregaAberta, dia(e.dataEntrega));
  const porEntrega = ordem(
    entregasDaSecao(db, { filtro, pessoa }, daSecao),
    asc(e.dataEntrega),
    asc(e.condicionanteId),
    asc(e.id),
  ).limit(ate);
  return { porCondicao, porEntrega };
}

const entregas = (db: Db) =>
  db
    .select(linha(e.condicionanteId, e.id, e.dataEntrega))
    .from(e)
    .$dynamic();

/**
 * Each delivery's condition asked `alem`, behind a fence (OFFSET): joined plainly, the planner
 * may start from the conditions instead — with a text filter it took every condition the term
 * finds (61,250 on the large company) and probed each one's deliveries, 520 ms for a page of 10;
 * with a person, 56 ms for a count of 1,000 against 16 ms this way.
 */
function pedeACondicao(db: Db, alem: SQL | undefined) {
  if (!alem) return entregas(db);
  const daCondicao = db
    .select({ um: sql`1`.as("um") })
    .from(condicionantes)
    .where(and(eq(condicionantes.id, e.condicionanteId), alem))
    .offset(OFFSET_FENCE)
    .as("condicao");
  return entregas(db).innerJoinLateral(daCondicao, sql`true`);
}

/**
 * The section's deliveries in date order, from the person's own index entries when the filter
 * names one (the person is carried, migration 0028), each condition then asked the rest.
 */
function entregasDaSecao(db: Db, { filtro, pessoa }: TFiltroDaSecao, daSecao: SQL | undefined) {
  return pessoa
    ? pedeACondicao(db, pessoa.alem)
        .where(and(daSecao, eq(e.responsavelId, pessoa.id)))
        .$dynamic()
    : pedeACondicao(db, filtro).where(daSecao).$dynamic();
}
