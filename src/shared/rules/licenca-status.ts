import { addDays, daysBetween, formatIsoDate } from "./datas";

/** Part 2 §9: the renewal alert starts 120 days before expiry. */
export const RENEWAL_ALERT_DAYS = 120;

/**
 * CONAMA Resolution 237/1997 art. 18 §4 and Complementary Law 140/2011 art. 14 §4: a renewal
 * filed at least 120 days before the expiry keeps the licence valid until the agency decides.
 * The same 120 days as the spec's alert (decision 023).
 */
export const PRAZO_LEGAL_RENOVACAO_DIAS = 120;

/** The last day on which filing the renewal still extends the licence: validade − 120 days. */
export const prazoLegalRenovacao = (validade: string) => addDays(validade, -PRAZO_LEGAL_RENOVACAO_DIAS);

/** Whether a renewal filed on `protocolo` extends a licence expiring on `validade`. */
export const protocoloNoPrazo = (validade: string, protocolo: string) => protocolo <= prazoLegalRenovacao(validade);

export const LICENCA_STATUS = ["em_renovacao", "prorrogada", "vigente", "vencida", "alerta"] as const;
export type TLicencaStatus = (typeof LICENCA_STATUS)[number];
export const LICENCA_STATUS_LABELS: Record<TLicencaStatus, string> = {
  em_renovacao: "Em Renovação",
  prorrogada: "Em Renovação — validade prorrogada",
  vigente: "Vigente",
  vencida: "Vencida",
  alerta: "Alerta de Renovação",
};

/** The facts of a licence the status reads. */
export interface TLicencaPrazos {
  validade: string | null;
  emRenovacao: boolean;
  /** 'Data de protocolo da renovação'; null on old records flagged without it. */
  protocolo: string | null;
}

/**
 * Part 2 §4 with the legal renewal rule (issue 16), in order:
 * - flagged and filed by the legal deadline: 'Em Renovação' until the expiry, then
 *   'Em Renovação — validade prorrogada' (valid until the agency decides);
 * - flagged and filed after it: 'Em Renovação' until the expiry, then 'Vencida' — the filing
 *   came too late to extend it;
 * - flagged without a filing date (old records) or without an expiry: 'Em Renovação';
 * - otherwise: no expiry → 'Vigente'; past → 'Vencida'; 120 days or fewer left (expiring today
 *   included) → 'Alerta de Renovação'; else 'Vigente'.
 * The expiry day itself is still valid. The server's status filter encodes the same rule in SQL
 * (licencaStatusSql in server/modules/licencas/status-sql.ts) around the same constants.
 */
export function licencaStatus(l: TLicencaPrazos, today: string): TLicencaStatus {
  const left = l.validade ? daysBetween(today, l.validade) : null;
  if (l.emRenovacao) {
    if (!l.validade || !l.protocolo || left! >= 0) return "em_renovacao";
    return protocoloNoPrazo(l.validade, l.protocolo) ? "prorrogada" : "vencida";
  }
  if (left === null) return "vigente";
  if (left < 0) return "vencida";
  if (left <= RENEWAL_ALERT_DAYS) return "alerta";
  return "vigente";
}

/**
 * What the screens say of a renewal beside the status: filed in time (the licence stays valid
 * past its expiry), filed late (it lapses at its expiry), or flagged without a filing date.
 * null when the licence is not in renewal.
 */
export const RENOVACAO_SITUACOES = ["no_prazo", "fora_do_prazo", "sem_protocolo"] as const;
export type TRenovacaoSituacao = (typeof RENOVACAO_SITUACOES)[number];
export function renovacaoSituacao(l: TLicencaPrazos): TRenovacaoSituacao | null {
  if (!l.emRenovacao) return null;
  if (!l.protocolo || !l.validade) return "sem_protocolo";
  return protocoloNoPrazo(l.validade, l.protocolo) ? "no_prazo" : "fora_do_prazo";
}

/**
 * A licence whose renewal needs nothing more from anyone: flagged 'Em Renovação' and either
 * filed in time or flagged without a date (an old record, taken at its word). The daily sweep
 * sends it no more alerts (decision 022); a late filing keeps the alerts coming until expiry.
 * SQL twin: renovacaoAtendidaSql (server/modules/licencas/renovacao-sql.ts).
 */
export const renovacaoAtendida = (l: TLicencaPrazos) => {
  const s = renovacaoSituacao(l);
  return s === "no_prazo" || s === "sem_protocolo";
};

/**
 * Whether the licence's expiry is no deadline: its renewal was filed in time, so on that day the
 * licence stays valid until the agency decides (CONAMA 237/1997 art. 18 §4). The calendar shows
 * that day as 'Validade prorrogada', not as a 'Vencimento'. A flag without a filing date is not
 * enough: nobody knows yet whether the validity is extended. SQL twin: validadeProrrogadaSql
 * (server/modules/licencas/renovacao-sql.ts).
 */
export const validadeProrrogada = (l: TLicencaPrazos) => renovacaoSituacao(l) === "no_prazo";

/**
 * The sentence the screens put beside a licence's renewal (decision 023), or null when there is
 * nothing to say: filed in time, filed late, flagged without a date, or — not flagged — the
 * legal deadline already gone while the licence is still valid.
 */
export function renovacaoFrase(l: TLicencaPrazos, today: string): string | null {
  const prazo = l.validade ? prazoLegalRenovacao(l.validade) : null;
  switch (renovacaoSituacao(l)) {
    case "no_prazo":
      return "Protocolo dentro do prazo legal: a licença permanece válida até a decisão do órgão.";
    case "fora_do_prazo":
      return `Protocolo após o prazo legal (${formatIsoDate(prazo)}): a licença ${
        l.validade! < today ? "venceu" : "vence"
      } em ${formatIsoDate(l.validade)}.`;
    case "sem_protocolo":
      return l.validade ? "Em renovação sem data de protocolo: informe-a para saber se a validade é prorrogada." : null;
  }
  if (l.validade && prazo! < today && l.validade >= today) {
    return `O prazo legal de renovação terminou em ${formatIsoDate(prazo)}: a licença vence em ${formatIsoDate(l.validade)}, mesmo que a renovação seja protocolada agora.`;
  }
  return null;
}
