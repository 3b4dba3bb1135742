import { and, eq, gt, gte, isNull, lt, lte, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { condicionantes } from "../../db/schema";
import type { linhasPorDia } from "../../db/por-dia";
import { addDays } from "../../../shared/rules/datas";
import { DUE_SOON_DAYS, type TGrupo } from "../../../shared/rules/condicionantes";
import { aberta, dataObrigacao, entrega } from "./obrigacoes";

// The conditions screen's sections (grupoDaObrigacao of shared/rules/condicionantes.ts) in SQL
// over a given "today", around the same constant: over the obligations themselves, over their
// tally, and over a condition's next due day (the portal). secoes-sql.test.ts proves each one,
// and the partial indexes that serve them, agree with the TypeScript rule on a table of cases.

/** A section with a deadline, or 'sem_prazo': open, without a date (counted apart). */
export type TSecaoDeObrigacao = TGrupo | "sem_prazo";

/** A deadline section's days over a date column: before today; today through 30 days; after. */
export function naSecaoSql(grupo: Exclude<TGrupo, "concluidas">, today: string) {
  const dueSoonEnd = addDays(today, DUE_SOON_DAYS);
  return (data: AnyPgColumn | SQL): SQL => {
    // drizzle's comparisons take either; each binds the day by what it is given at run time.
    const d = data as AnyPgColumn;
    if (grupo === "vencidas") return lt(d, today);
    return grupo === "vencendo" ? and(gte(d, today), lte(d, dueSoonEnd))! : gt(d, dueSoonEnd);
  };
}

/**
 * The obligations of a section, for a query on `condicionantes` left-joined to `entrega`
 * (obrigacoes.ts): an open delivery by its own date, else the condition by its status and deadline.
 */
export function grupoObrigacao(grupo: TSecaoDeObrigacao, today: string): SQL {
  switch (grupo) {
    case "concluidas":
      return and(isNull(entrega.id), eq(condicionantes.status, "concluida"))!;
    case "sem_prazo":
      return and(aberta, isNull(dataObrigacao))!;
    default:
      return and(aberta, naSecaoSql(grupo, today)(dataObrigacao))!;
  }
}

/** A row of the obligations' tally (decision 035, migration 0014): 'aberta' or 'concluida', on a day. */
export type TDiaDeObrigacoes = Pick<ReturnType<typeof linhasPorDia>, "situacao" | "data">;

/** Still to be delivered, over the tally. */
export const abertaNoDiaSql = (t: TDiaDeObrigacoes): SQL => eq(t.situacao, "aberta");

/** grupoObrigacao over the tally: the (situação, day) rows of the section's obligations. */
export function secaoNoDiaSql(t: TDiaDeObrigacoes, grupo: TSecaoDeObrigacao, today: string): SQL {
  switch (grupo) {
    case "concluidas":
      return eq(t.situacao, "concluida");
    case "sem_prazo":
      return and(abertaNoDiaSql(t), isNull(t.data))!;
    default:
      return and(abertaNoDiaSql(t), naSecaoSql(grupo, today)(t.data))!;
  }
}

/**
 * A condition with an obligation still owed: not concluded, or with scheduled deliveries left.
 * Written as condicionantes_portal_idx's predicate is, so that the planner matches the index.
 */
export const devidaSql: SQL = sql`(${condicionantes.status} <> 'concluida' or ${condicionantes.entregasAbertas} > 0)`;
