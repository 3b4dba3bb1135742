import { and, eq, isNotNull, sql, type SQL } from "drizzle-orm";
import { licencas } from "../../db/schema";
import { PRAZO_LEGAL_RENOVACAO_DIAS } from "../../../shared/rules/licenca-status";

/**
 * validadeProrrogada of shared/rules/licenca-status.ts in SQL: in renewal, filed on or before
 * validade − 120 days, so the expiry is no deadline (the calendar's screen and feed read it).
 * Never NULL, so it can be negated and sorted on (false first).
 */
export const validadeProrrogadaSql = (): SQL<boolean> =>
  and(
    eq(licencas.emRenovacao, true),
    isNotNull(licencas.validadeDate),
    isNotNull(licencas.protocoloRenovacaoData),
    sql`${licencas.protocoloRenovacaoData} <= ${licencas.validadeDate} - ${PRAZO_LEGAL_RENOVACAO_DIAS}::int`,
  )! as SQL<boolean>;
