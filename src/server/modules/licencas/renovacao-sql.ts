import { and, eq, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { licencas } from "../../db/schema";
import { PRAZO_LEGAL_RENOVACAO_DIAS } from "../../../shared/rules/licenca-status";

// The renewal rules of shared/rules/licenca-status.ts in SQL, around the same constant; the
// table of cases in renovacao-sql.test.ts proves each one agrees with its TypeScript twin.

/** protocoloNoPrazo: the renewal was filed on or before validade − 120 days (NULL when a date is). */
export const protocoloNoPrazoSql = (): SQL<boolean> =>
  sql<boolean>`${licencas.protocoloRenovacaoData} <= ${licencas.validadeDate} - ${PRAZO_LEGAL_RENOVACAO_DIAS}::int`;

/** The renewal was filed after the legal deadline (NULL when a date is). */
export const protocoloForaDoPrazoSql = (): SQL<boolean> =>
  sql<boolean>`${licencas.protocoloRenovacaoData} > ${licencas.validadeDate} - ${PRAZO_LEGAL_RENOVACAO_DIAS}::int`;

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
