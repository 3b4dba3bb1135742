import { eq, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Db } from "./client";
import { licencasPorDia, licencasPorDiaNovas, obrigacoesPorDia, obrigacoesPorDiaNovas } from "./schema";

type TPorDia =
  typeof obrigacoesPorDia | typeof obrigacoesPorDiaNovas | typeof licencasPorDia | typeof licencasPorDiaNovas;
type TPar = readonly [TPorDia, TPorDia];

/** The per-day tallies (decisions 035 and 039): the folded table and its appended changes. */
export const OBRIGACOES_POR_DIA: TPar = [obrigacoesPorDia, obrigacoesPorDiaNovas];
export const LICENCAS_POR_DIA: TPar = [licencasPorDia, licencasPorDiaNovas];

/**
 * A company's rows of a tally, folded or not: a (situação, day) may come several times. Both are
 * summed alike, so a write counts from its commit on, before the compaction job folds it in.
 */
export function linhasPorDia(db: Db, [dobradas, novas]: TPar, companyId: string) {
  const de = (t: TPorDia) =>
    db.select({ situacao: t.situacao, data: t.data, total: t.total }).from(t).where(eq(t.companyId, companyId));
  return unionAll(de(dobradas), de(novas)).as("por_dia");
}

/**
 * Folds every tally's appended changes into one row per company and key (app_fold_tallies,
 * decision 048), on the system path (the function is the tallies' owner's): the pg-boss job of
 * jobs/boss.ts, every minute.
 */
export async function foldTotaisPorDia(db: Db) {
  await db.execute(sql`select app_fold_tallies()`);
}
