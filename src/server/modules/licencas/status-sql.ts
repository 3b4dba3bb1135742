import { and, eq, gt, gte, inArray, isNull, lt, lte, not, or, type SQL } from "drizzle-orm";
import { licencas } from "../../db/schema";
import { addDays } from "../../../shared/rules/datas";
import { RENEWAL_ALERT_DAYS, type TLicencaStatus } from "../../../shared/rules/licenca-status";
import {
  protocoloForaDoPrazoSql,
  protocoloNoPrazoSql,
  renovacaoNaoAtendidaNoDiaSql,
  type TDiaDeLicencas,
  type TSituacaoNoDia,
} from "./renovacao-sql";

// licencaStatus of shared/rules/licenca-status.ts as SQL over a given "today" (the app's clock in
// São Paulo, never the database's now()), around the same constants, so a list filtered by status
// and the status each row shows agree; and over the licences' tally, so that a count by status
// reads days, not licences. status-sql.test.ts proves both on a table of cases.

/** The licences whose status is `status` on `today`. */
export function licencaStatusSql(status: TLicencaStatus, today: string): SQL {
  const alertEnd = addDays(today, RENEWAL_ALERT_DAYS);
  const notFlagged = not(licencas.emRenovacao);
  const flagged = eq(licencas.emRenovacao, true);
  const expired = lt(licencas.validadeDate, today);
  switch (status) {
    case "em_renovacao":
      return and(
        flagged,
        or(isNull(licencas.validadeDate), isNull(licencas.protocoloRenovacaoData), gte(licencas.validadeDate, today)),
      )!;
    case "prorrogada":
      return and(flagged, expired, protocoloNoPrazoSql())!;
    case "vencida":
      return or(and(notFlagged, expired), and(flagged, expired, protocoloForaDoPrazoSql()))!;
    case "alerta":
      return and(notFlagged, gte(licencas.validadeDate, today), lte(licencas.validadeDate, alertEnd))!;
    case "vigente":
      return and(notFlagged, or(isNull(licencas.validadeDate), gt(licencas.validadeDate, alertEnd)))!;
  }
}

/**
 * Licences in renewal, protected or not yet expired: 'Em Renovação' and 'Em Renovação — validade
 * prorrogada' together, for the counts that show one 'Em Renovação' figure (admin panel,
 * consolidated report), so a licence kept valid by a timely filing is never left out of them.
 */
export const emRenovacaoSql = (today: string): SQL =>
  or(licencaStatusSql("em_renovacao", today), licencaStatusSql("prorrogada", today))!;

/**
 * licencaStatusSql over the licences' tally (decision 039, migration 0017): the (situação, day)
 * rows whose licences have the status on `today`. 'no_prazo' and 'fora_do_prazo' always have an
 * expiry.
 */
export function licencaStatusNoDiaSql(t: TDiaDeLicencas, status: TLicencaStatus, today: string): SQL {
  const situacao = (...s: TSituacaoNoDia[]) => inArray(t.situacao, s);
  const alertEnd = addDays(today, RENEWAL_ALERT_DAYS);
  switch (status) {
    case "em_renovacao":
      return or(situacao("sem_protocolo"), and(situacao("no_prazo", "fora_do_prazo"), gte(t.data, today)))!;
    case "prorrogada":
      return and(situacao("no_prazo"), lt(t.data, today))!;
    case "vencida":
      return and(renovacaoNaoAtendidaNoDiaSql(t), lt(t.data, today))!;
    case "alerta":
      return and(situacao("livre"), gte(t.data, today), lte(t.data, alertEnd))!;
    case "vigente":
      return and(situacao("livre"), or(isNull(t.data), gt(t.data, alertEnd)))!;
  }
}
