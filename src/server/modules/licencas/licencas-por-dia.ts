import { and, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { LICENCAS_POR_DIA, linhasPorDia } from "../../db/por-dia";
import { addDays } from "../../../shared/rules/datas";
import { RENEWALS_SOON_DAYS } from "../../../shared/rules/dashboard";
import { RENEWAL_ALERT_DAYS, type TLicencaStatus } from "../../../shared/rules/licenca-status";

// Reads of the licences' tally (decision 039, migration 0017): how many licences a company has per
// expiry day and renewal situation, so that a count by status reads days, not licences.

type TLinhas = ReturnType<typeof linhasPorDia>;

/** Not protected by a renewal: they lapse at their expiry ('livre' or filed too late). */
const SEM_PROTECAO = ["livre", "fora_do_prazo"];

/**
 * licencaStatus of shared/rules/licenca-status.ts over the tally: the (situação, day) rows whose
 * licences have the status today. 'no_prazo' and 'fora_do_prazo' always have an expiry.
 */
function doStatus(t: TLinhas, status: TLicencaStatus, today: string): SQL {
  const livre = eq(t.situacao, "livre");
  const alertEnd = addDays(today, RENEWAL_ALERT_DAYS);
  switch (status) {
    case "em_renovacao":
      return or(
        eq(t.situacao, "sem_protocolo"),
        and(inArray(t.situacao, ["no_prazo", "fora_do_prazo"]), gte(t.data, today)),
      )!;
    case "prorrogada":
      return and(eq(t.situacao, "no_prazo"), lt(t.data, today))!;
    case "vencida":
      return and(inArray(t.situacao, SEM_PROTECAO), lt(t.data, today))!;
    case "alerta":
      return and(livre, gte(t.data, today), lte(t.data, alertEnd))!;
    case "vigente":
      return and(livre, or(isNull(t.data), gt(t.data, alertEnd)))!;
  }
}

const soma = (t: TLinhas) => sql<number>`coalesce(sum(${t.total}), 0)::int`;

/** How many of the company's licences (outside the bin) have the status today. */
export async function totalDoStatus(db: Db, companyId: string, status: TLicencaStatus, today: string) {
  const t = linhasPorDia(db, LICENCAS_POR_DIA, companyId);
  const [row] = await db
    .select({ total: soma(t) })
    .from(t)
    .where(doStatus(t, status, today));
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
      vencidas: somaOnde(doStatus(t, "vencida", today)),
      renovacoes: somaOnde(
        and(inArray(t.situacao, SEM_PROTECAO), gte(t.data, today), lte(t.data, addDays(today, RENEWALS_SOON_DAYS))),
      ),
    })
    .from(t);
  return { comValidade: row.comValidade, validas: row.comValidade - row.vencidas, renovacoes: row.renovacoes };
}
