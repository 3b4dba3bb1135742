import { and, eq, gte, lte, not, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { licencas } from "../../db/schema";
import { obrigacoesPorDiaEntre } from "../condicionantes/obrigacoes-por-dia";
import { prazoLegalEntreSql, prazoLegalRenovacaoSql, renovacaoAtendidaSql } from "../licencas/renovacao-sql";

/**
 * How many licence expiries and legal renewal deadlines fall on each day of [de, ate], in one
 * statement: two grouped counts over the (company_id, validade_date) index, which holds every
 * column they read (the wall's lixeira_id and the renewal's filing), so neither visits the table.
 */
async function datasDasLicencas(db: Db, companyId: string, de: string, ate: string) {
  const n = sql<number>`count(*)::int`;
  const daEmpresa = eq(licencas.companyId, companyId);
  const vencem = db
    .select({ dia: sql<string>`${licencas.validadeDate}::text`, n })
    .from(licencas)
    .where(and(daEmpresa, gte(licencas.validadeDate, de), lte(licencas.validadeDate, ate)))
    .groupBy(licencas.validadeDate);
  const prazos = db
    .select({ dia: sql<string>`${prazoLegalRenovacaoSql()}::text`, n })
    .from(licencas)
    .where(and(daEmpresa, prazoLegalEntreSql(de, ate), not(renovacaoAtendidaSql())))
    .groupBy(licencas.validadeDate);
  return unionAll(vencem, prazos);
}

/**
 * Every day's number of calendar events in [de, ate] but the checklists (the caller has them all,
 * at most 5): open obligations from the tally kept by migration 0014's triggers — a few dozen rows
 * instead of counting a large company's tens of thousands of obligations —, licences by date.
 */
export async function eventosPorDia(db: Db, companyId: string, de: string, ate: string) {
  const [obrigacoes, datas] = await Promise.all([
    obrigacoesPorDiaEntre(db, companyId, de, ate),
    datasDasLicencas(db, companyId, de, ate),
  ]);
  const total = new Map(obrigacoes);
  for (const { dia, n } of datas) total.set(dia, (total.get(dia) ?? 0) + n);
  return total;
}
