import { and, gte, lte, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { linhasPorDia, OBRIGACOES_POR_DIA } from "../../db/por-dia";
import { abertaNoDiaSql, secaoNoDiaSql, type TSecaoDeObrigacao } from "./secoes-sql";

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
  const secao = (g: TSecaoDeObrigacao) => soma(secaoNoDiaSql(t, g, today));
  const [row] = await db
    .select({
      abertas: soma(abertaNoDiaSql(t)),
      vencidas: secao("vencidas"),
      vencendo: secao("vencendo"),
      a_vencer: secao("a_vencer"),
      semPrazo: secao("sem_prazo"),
      concluidas: secao("concluidas"),
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
    .where(and(abertaNoDiaSql(t), gte(t.data, de), lte(t.data, ate)))
    .groupBy(t.data)
    .having(sql`sum(${t.total}) <> 0`);
  return new Map(rows.map((r) => [r.data!, r.total]));
}
