import { and, eq, gte, lt, lte, ne, not, sql, type SQL } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { clientes, licencas, obrigacaoInstancias, obrigacoes } from "../../db/schema";
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

/** Open due dates of obligations that belong to no licence (issue 32) matching `onde`. */
const legaisAbertas = (db: Db, companyId: string, onde: SQL) =>
  db
    .select({ dia: sql<string>`${obrigacaoInstancias.dataVencimento}::text`, n: sql<number>`count(*)::int` })
    .from(obrigacaoInstancias)
    .innerJoin(obrigacoes, eq(obrigacoes.id, obrigacaoInstancias.obrigacaoId))
    .innerJoin(clientes, eq(clientes.id, obrigacoes.clienteId))
    .where(and(eq(obrigacaoInstancias.companyId, companyId), ne(obrigacaoInstancias.status, "cumprida"), onde));

/** How many obligations that belong to no licence are open and overdue on `today`. */
export async function obrigacoesLegaisAtrasadas(db: Db, companyId: string, today: string): Promise<number> {
  const rows = await legaisAbertas(db, companyId, lt(obrigacaoInstancias.dataVencimento, today)).groupBy(
    obrigacaoInstancias.dataVencimento,
  );
  return rows.reduce((soma, r) => soma + r.n, 0);
}

/**
 * Every day's number of calendar events in [de, ate] but the checklists (the caller has them all,
 * at most 5): open obligations from the tally kept by migration 0014's triggers — a few dozen rows
 * instead of counting a large company's tens of thousands of obligations —, licences by date, and
 * the due dates of obligations that belong to no licence, counted in the range (a few a client a
 * year).
 */
export async function eventosPorDia(db: Db, companyId: string, de: string, ate: string) {
  const [condicoes, datas, legais] = await Promise.all([
    obrigacoesPorDiaEntre(db, companyId, de, ate),
    datasDasLicencas(db, companyId, de, ate),
    legaisAbertas(
      db,
      companyId,
      and(gte(obrigacaoInstancias.dataVencimento, de), lte(obrigacaoInstancias.dataVencimento, ate))!,
    ).groupBy(obrigacaoInstancias.dataVencimento),
  ]);
  const total = new Map(condicoes);
  for (const { dia, n } of [...datas, ...legais]) total.set(dia, (total.get(dia) ?? 0) + n);
  return total;
}
