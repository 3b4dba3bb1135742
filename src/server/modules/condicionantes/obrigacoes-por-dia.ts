import { and, eq, gt, gte, isNull, lt, lte, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { linhasPorDia, OBRIGACOES_POR_DIA } from "../../db/por-dia";
import { addDays } from "../../../shared/rules/datas";
import { DUE_SOON_DAYS } from "../../../shared/rules/condicionantes";

// Reads of the obligations' tally (decision 035, migration 0014): a company's few hundred days
// instead of its hundreds of thousands of obligations.

const linhas = (db: Db, companyId: string) => linhasPorDia(db, OBRIGACOES_POR_DIA, companyId);

export interface TTotaisObrigacoes {
  /** Owed, whatever the date. */
  abertas: number;
  vencidas: number;
  vencendo: number;
  a_vencer: number;
  semPrazo: number;
  /** Concluded conditions without a delivery left ('Concluídas'). */
  concluidas: number;
}

/** The conditions screen's sections and the dashboard's deadlines, counted as grupoObrigacao does. */
export async function totaisDasObrigacoes(db: Db, companyId: string, today: string): Promise<TTotaisObrigacoes> {
  const t = linhas(db, companyId);
  const soma = (condition: SQL | undefined) =>
    sql<number>`coalesce(sum(${t.total}) filter (where ${condition}), 0)::int`;
  const aberta = eq(t.situacao, "aberta");
  const dueSoonEnd = addDays(today, DUE_SOON_DAYS);
  const [row] = await db
    .select({
      abertas: soma(aberta),
      vencidas: soma(and(aberta, lt(t.data, today))),
      vencendo: soma(and(aberta, gte(t.data, today), lte(t.data, dueSoonEnd))),
      a_vencer: soma(and(aberta, gt(t.data, dueSoonEnd))),
      semPrazo: soma(and(aberta, isNull(t.data))),
      concluidas: soma(eq(t.situacao, "concluida")),
    })
    .from(t);
  return row;
}

/** How many obligations fall on each day of [de, ate] (days without any are left out). */
export async function obrigacoesPorDiaEntre(db: Db, companyId: string, de: string, ate: string) {
  const t = linhas(db, companyId);
  const rows = await db
    .select({ data: t.data, total: sql<number>`sum(${t.total})::int` })
    .from(t)
    .where(and(eq(t.situacao, "aberta"), gte(t.data, de), lte(t.data, ate)))
    .groupBy(t.data)
    .having(sql`sum(${t.total}) <> 0`);
  return new Map(rows.map((r) => [r.data!, r.total]));
}
