import { and, gte, isNotNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { LICENCAS_POR_DIA, linhasPorDia } from "../../db/por-dia";
import { addDays } from "../../../shared/rules/datas";
import { RENEWALS_SOON_DAYS } from "../../../shared/rules/dashboard";
import type { TLicencaStatus } from "../../../shared/rules/licenca-status";
import { renovacaoNaoAtendidaNoDiaSql } from "./renovacao-sql";
import { licencaStatusNoDiaSql } from "./status-sql";

// Reads of the licences' tally (decision 039, migration 0017): how many licences a company has per
// expiry day and renewal situation, so that a count by status reads days, not licences.

type TLinhas = ReturnType<typeof linhasPorDia>;

const soma = (t: TLinhas) => sql<number>`coalesce(sum(${t.total}), 0)::int`;

/** How many of the company's licences (outside the bin) have the status today. */
export async function totalDoStatus(db: Db, companyId: string, status: TLicencaStatus, today: string) {
  const t = linhasPorDia(db, LICENCAS_POR_DIA, companyId);
  const [row] = await db
    .select({ total: soma(t) })
    .from(t)
    .where(licencaStatusNoDiaSql(t, status, today));
  return row.total;
}

/**
 * The dashboard's conformance: licences with an expiry, those of them still valid today (every
 * status but 'Vencida'), and renewals due within RENEWALS_SOON_DAYS that no timely filing covers.
 */
export async function conformidadeDasLicencas(db: Db, companyId: string, today: string) {
  const t = linhasPorDia(db, LICENCAS_POR_DIA, companyId);
  const somaOnde = (condition: SQL | undefined) =>
    sql<number>`coalesce(sum(${t.total}) filter (where ${condition}), 0)::int`;
  const [row] = await db
    .select({
      comValidade: somaOnde(isNotNull(t.data)),
      vencidas: somaOnde(licencaStatusNoDiaSql(t, "vencida", today)),
      renovacoes: somaOnde(
        and(renovacaoNaoAtendidaNoDiaSql(t), gte(t.data, today), lte(t.data, addDays(today, RENEWALS_SOON_DAYS))),
      ),
    })
    .from(t);
  return { comValidade: row.comValidade, validas: row.comValidade - row.vencidas, renovacoes: row.renovacoes };
}

/** The company's licences by the statuses the consolidated report counts, today ('Em Renovação' with 'prorrogada'). */
export async function licencasPorStatus(db: Db, companyId: string, today: string) {
  const t = linhasPorDia(db, LICENCAS_POR_DIA, companyId);
  const somaOnde = (condition: SQL) => sql<number>`coalesce(sum(${t.total}) filter (where ${condition}), 0)::int`;
  const status = (s: TLicencaStatus) => licencaStatusNoDiaSql(t, s, today);
  const [row] = await db
    .select({
      vigente: somaOnde(status("vigente")),
      alertaRenovacao: somaOnde(status("alerta")),
      vencida: somaOnde(status("vencida")),
      emRenovacao: somaOnde(or(status("em_renovacao"), status("prorrogada"))!),
    })
    .from(t);
  return row;
}
