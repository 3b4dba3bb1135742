import { daysBetween } from "./datas";

/** Part 2 §9: the renewal alert starts 120 days before expiry. */
export const RENEWAL_ALERT_DAYS = 120;

export const LICENCA_STATUS = ["em_renovacao", "vigente", "vencida", "alerta"] as const;
export type TLicencaStatus = (typeof LICENCA_STATUS)[number];
export const LICENCA_STATUS_LABELS: Record<TLicencaStatus, string> = {
  em_renovacao: "Em Renovação",
  vigente: "Vigente",
  vencida: "Vencida",
  alerta: "Alerta de Renovação",
};

/**
 * Part 2 §4, in order: flagged → 'Em Renovação'; no expiry → 'Vigente'; past → 'Vencida';
 * 120 days or fewer left (expiring today included) → 'Alerta de Renovação'; else 'Vigente'.
 * The server's status filter encodes the same rule in SQL with the same constant.
 */
export function licencaStatus(validade: string | null, emRenovacao: boolean, today: string): TLicencaStatus {
  if (emRenovacao) return "em_renovacao";
  if (!validade) return "vigente";
  const left = daysBetween(today, validade);
  if (left < 0) return "vencida";
  if (left <= RENEWAL_ALERT_DAYS) return "alerta";
  return "vigente";
}
