import { and, eq, gte, inArray, isNotNull, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { licencas } from "../../db/schema";
import type { linhasPorDia } from "../../db/por-dia";
import { addDays } from "../../../shared/rules/datas";
import { PRAZO_LEGAL_RENOVACAO_DIAS, type TRenovacaoSituacao } from "../../../shared/rules/licenca-status";

// The renewal rules of shared/rules/licenca-status.ts in SQL, around the same constant; the
// table of cases in renovacao-sql.test.ts proves each one agrees with its TypeScript twin, and
// that the SQL migrations keep of them (the 'Minhas pendências' index, the licences' tally) too.

/** prazoLegalRenovacao: validade − 120 days, the last day a filing extends the licence (NULL without validade). */
export const prazoLegalRenovacaoSql = (): SQL<string | null> =>
  sql<string | null>`(${licencas.validadeDate} - ${PRAZO_LEGAL_RENOVACAO_DIAS}::int)`;

/**
 * The licences whose legal renewal deadline falls in [de, ate], as a range of their expiry days
 * 120 days later, so that the (company_id, validade_date) index serves it.
 */
export const prazoLegalEntreSql = (de: string, ate: string): SQL =>
  and(
    gte(licencas.validadeDate, addDays(de, PRAZO_LEGAL_RENOVACAO_DIAS)),
    lte(licencas.validadeDate, addDays(ate, PRAZO_LEGAL_RENOVACAO_DIAS)),
  )!;

/** protocoloNoPrazo: the renewal was filed on or before validade − 120 days (NULL when a date is). */
export const protocoloNoPrazoSql = (): SQL<boolean> =>
  sql<boolean>`${licencas.protocoloRenovacaoData} <= ${prazoLegalRenovacaoSql()}`;

/** The renewal was filed after the legal deadline (NULL when a date is). */
export const protocoloForaDoPrazoSql = (): SQL<boolean> =>
  sql<boolean>`${licencas.protocoloRenovacaoData} > ${prazoLegalRenovacaoSql()}`;

/**
 * validadeProrrogada: in renewal, filed on or before validade − 120 days, so the expiry is no
 * deadline (the calendar's screen and feed read it). Never NULL, so it can be negated and sorted
 * on (false first).
 */
export const validadeProrrogadaSql = (): SQL<boolean> =>
  and(
    eq(licencas.emRenovacao, true),
    isNotNull(licencas.validadeDate),
    isNotNull(licencas.protocoloRenovacaoData),
    protocoloNoPrazoSql(),
  )! as SQL<boolean>;

/**
 * renovacaoAtendida: flagged 'Em Renovação' and filed in time, or flagged without a filing date
 * or an expiry (an old record, taken at its word). Never NULL, so it can be negated: the
 * calendar, the feed and "my pending items" read `not renovacaoAtendidaSql()`.
 */
export const renovacaoAtendidaSql = (): SQL<boolean> =>
  and(
    eq(licencas.emRenovacao, true),
    or(isNull(licencas.protocoloRenovacaoData), isNull(licencas.validadeDate), protocoloNoPrazoSql()),
  )! as SQL<boolean>;

/**
 * The situation the licences' tally (migration 0017) counts a licence under: renovacaoSituacao,
 * or 'livre' when it is not in renewal.
 */
export type TSituacaoNoDia = TRenovacaoSituacao | "livre";

/** A row of the licences' tally: a situation and an expiry day. */
export type TDiaDeLicencas = Pick<ReturnType<typeof linhasPorDia>, "situacao" | "data">;

/** renovacaoAtendida negated, over the tally: not in renewal, or filed too late. */
export const renovacaoNaoAtendidaNoDiaSql = (t: TDiaDeLicencas): SQL =>
  inArray(t.situacao, ["livre", "fora_do_prazo"] satisfies TSituacaoNoDia[]);
