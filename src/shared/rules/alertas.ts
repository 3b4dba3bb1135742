import { addDays, daysBetween } from "./datas";
import { PRAZO_LEGAL_RENOVACAO_DIAS } from "./licenca-status";

// The daily sweep's lead times (issue 16, decision 022): on which days before a deadline an
// item alerts. Written once here; the sweep asks the database only for the deadlines these
// functions name, and keeps the rows whose lead time this rule confirms.

/** Days before a licence's expiry; 120 is the legal renewal deadline and cannot be removed. */
export const ANTECEDENCIAS_LICENCA_PADRAO = [180, 120, 90, 60, 30, 0] as const;
/** Days before a condition's or an activity's deadline. */
export const ANTECEDENCIAS_PRAZO_PADRAO = [30, 7, 1, 0] as const;
/** Lead times a company may choose: the day itself through two years ahead. */
export const ANTECEDENCIA_MAXIMA = 730;
export const ANTECEDENCIAS_MAXIMO_ITENS = 8;
/** Overdue conditions and activities alert the day after their deadline, then weekly. */
export const ATRASO_INTERVALO_DIAS = 7;
/** How long the weekly overdue alerts go on: ten years of weeks, a bound for the sweep's probes. */
export const ATRASO_SEMANAS_MAXIMO = 522;

/**
 * What an alert is about. 'entrega' is one scheduled delivery of a periodic condition (its item
 * the 'agendada' proof row). 'comprovacao' is not a deadline of the sweep: a proof sent from the
 * portal, written by its trigger (migration 0019) with lead time 0, for the team to review.
 */
export type TAlertaItemTipo = "licenca" | "condicionante" | "atividade" | "obrigacao" | "entrega" | "comprovacao";

/** The lead time of an alert: days before the deadline, or (negative) days overdue. */
export type TMarco = number;

/**
 * The lead time that fires on `dia` for a deadline `prazo`, or null: the deadline is exactly one
 * of `antecedencias` days ahead, or (when `atrasoSemanal`) it passed 1, 8, 15… days ago.
 */
export function marcoDoDia(
  prazo: string,
  dia: string,
  antecedencias: readonly number[],
  atrasoSemanal: boolean,
): TMarco | null {
  const left = daysBetween(dia, prazo);
  if (left >= 0) return antecedencias.includes(left) ? left : null;
  if (!atrasoSemanal) return null;
  const atraso = -left;
  if (atraso > 1 + ATRASO_INTERVALO_DIAS * ATRASO_SEMANAS_MAXIMO) return null;
  return (atraso - 1) % ATRASO_INTERVALO_DIAS === 0 ? -atraso : null;
}

/**
 * Every deadline that may fire on `dia` under any of the given lead times: what the sweep probes
 * with an index, so its cost grows with the alerts due that day and not with the database.
 */
export function prazosDoDia(dia: string, antecedencias: readonly number[], atrasoSemanal: boolean): string[] {
  const prazos = new Set(antecedencias.map((n) => addDays(dia, n)));
  if (atrasoSemanal) {
    for (let semana = 0; semana <= ATRASO_SEMANAS_MAXIMO; semana++)
      prazos.add(addDays(dia, -1 - ATRASO_INTERVALO_DIAS * semana));
  }
  return [...prazos].sort();
}

/** Licences alert on their lead times only; conditions and activities also when overdue. */
export const alertaAtrasoSemanal = (tipo: TAlertaItemTipo) => tipo !== "licenca";

/** A company's licence lead times always keep the legal renewal deadline. */
export function comPrazoLegal(antecedencias: readonly number[]): number[] {
  return [...new Set([...antecedencias, PRAZO_LEGAL_RENOVACAO_DIAS])].sort((a, b) => b - a);
}

export const URGENCIAS = ["atrasado", "hoje", "analise", "semana", "mes", "adiante"] as const;
export type TUrgencia = (typeof URGENCIAS)[number];
export const URGENCIA_TITULOS: Record<TUrgencia, string> = {
  atrasado: "Atrasados",
  hoje: "Vencem hoje",
  analise: "Comprovações para analisar",
  semana: "Vencem nos próximos 7 dias",
  mes: "Vencem nos próximos 30 dias",
  adiante: "Mais adiante",
};

/**
 * The digest's and the list's groups, most urgent first. A licence's 120-day alert is the last
 * day to file its renewal in time: it belongs with what is due today, not with what is far off.
 */
export function urgenciaDoMarco(tipo: TAlertaItemTipo, marco: TMarco): TUrgencia {
  // A proof sent from the portal waits for the team now, whatever its condition's deadline.
  if (tipo === "comprovacao") return "analise";
  if (tipo === "licenca" && marco === PRAZO_LEGAL_RENOVACAO_DIAS) return "hoje";
  if (marco < 0) return "atrasado";
  if (marco === 0) return "hoje";
  if (marco <= 7) return "semana";
  if (marco <= 30) return "mes";
  return "adiante";
}

/** The alert's line: what the deadline is, in words ('Vence em 7 dias', 'Atrasado há 8 dias'). */
export function marcoTexto(tipo: TAlertaItemTipo, marco: TMarco): string {
  if (tipo === "comprovacao") return "Enviada pelo cliente no portal; aguarda a sua análise";
  if (tipo === "licenca" && marco === PRAZO_LEGAL_RENOVACAO_DIAS) {
    return "Último dia do prazo legal para protocolar a renovação (120 dias antes do vencimento)";
  }
  if (marco === 0) return "Vence hoje";
  if (marco < 0) return marco === -1 ? "Atrasado há 1 dia" : `Atrasado há ${-marco} dias`;
  return marco === 1 ? "Vence amanhã" : `Vence em ${marco} dias`;
}

export const ALERTA_TIPO_LABELS: Record<TAlertaItemTipo, string> = {
  licenca: "Licença",
  condicionante: "Condicionante",
  atividade: "Atividade",
  obrigacao: "Obrigação",
  entrega: "Entrega agendada",
  comprovacao: "Comprovação recebida pelo portal",
};

/**
 * Where an alert leads in the app: a licence's details, a condition in its licence's conditions
 * panel, an activity's project schedule on /relatorios, an obligation's details on /obrigacoes.
 * `paiId` is the alert's snapshot of the licence (condition), project (activity) or obligation
 * (its due date), so the link holds while the item is renamed. A proof's alert opens what the
 * proof answers (`prova`, read with the alert): its condition's card with the proof marked, or
 * its obligation's details (a due date's proof, whose `paiId` is the obligation); the licence's
 * panel when the condition's proof was deleted since.
 */
export function alertaLink(
  tipo: TAlertaItemTipo,
  itemId: string,
  paiId: string | null,
  prova: { condicionanteId?: string | null; obrigacaoId?: string | null } = {},
): string {
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  if (tipo === "comprovacao" && prova.obrigacaoId) return `/obrigacoes?${q({ detalhes: prova.obrigacaoId })}`;
  // A proof, or a scheduled delivery (itself an 'agendada' proof row), opens its condition's card.
  if ((tipo === "comprovacao" || tipo === "entrega") && paiId) {
    const { condicionanteId } = prova;
    return `/licencas?${q(condicionanteId ? { condicionantes: paiId, condicionante: condicionanteId, entrega: itemId } : { condicionantes: paiId })}`;
  }
  if (tipo === "licenca") return `/licencas?${q({ detalhes: itemId })}`;
  if (tipo === "condicionante" && paiId) return `/licencas?${q({ condicionantes: paiId, condicionante: itemId })}`;
  if (tipo === "atividade" && paiId) return `/relatorios?${q({ empreendimento: paiId })}`;
  if (tipo === "obrigacao") return paiId ? `/obrigacoes?${q({ detalhes: paiId })}` : "/obrigacoes";
  return tipo === "condicionante" || tipo === "entrega" || tipo === "comprovacao" ? "/condicionantes" : "/relatorios";
}

/**
 * The bell counts a user's unread alerts up to this many and no further (GET /api/me, asked on
 * every screen): a count that stops at 100 rows costs what a page does, however many piled up.
 * The badge shows 1 to 99, then "99+".
 */
export const NAO_LIDOS_TETO = 100;
