import { daysBetween } from "./datas";

/** Part 2 §9: the conditions screen's due-soon window is today through 30 days ahead. */
export const DUE_SOON_DAYS = 30;
/** Part 2 §9: neither a deadline nor a delivery date may be before this day. */
export const MIN_DATE = "1900-01-01";

export const CONDICIONANTE_STATUS = ["pendente", "em_andamento", "concluida", "atrasada"] as const;
export type TCondicionanteStatus = (typeof CONDICIONANTE_STATUS)[number];
export const CONDICIONANTE_STATUS_LABELS: Record<TCondicionanteStatus, string> = {
  pendente: "Pendente",
  em_andamento: "Em Andamento",
  concluida: "Concluída",
  atrasada: "Atrasada",
};

/** Part 2 §4: the details view shows 'Aprovada' when approved, else the status. */
export const condicionanteStatusLabel = (status: string, aprovada: boolean) =>
  aprovada ? "Aprovada" : (CONDICIONANTE_STATUS_LABELS[status as TCondicionanteStatus] ?? "Pendente");

export const GRUPOS = ["vencidas", "vencendo", "a_vencer", "concluidas"] as const;
export type TGrupo = (typeof GRUPOS)[number];
export const GRUPO_TITULOS: Record<TGrupo, string> = {
  vencidas: "Vencidas",
  vencendo: "Vencendo em Breve - Próximos 30 dias",
  a_vencer: "A Vencer",
  concluidas: "Concluídas",
};

/**
 * Part 2 §4 "Conditions screen grouping": concluded ones only in 'Concluídas'; otherwise by
 * deadline — before today overdue, today through 30 days due soon, beyond that later. Without
 * a deadline and not concluded: no group (null). The server's SQL (grupoObrigacao in
 * server/modules/condicionantes/secoes-sql.ts) uses the same constants.
 */
export function grupoCondicionante(status: string, dataPrazo: string | null, today: string): TGrupo | null {
  if (status === "concluida") return "concluidas";
  if (!dataPrazo) return null;
  const left = daysBetween(today, dataPrazo);
  if (left < 0) return "vencidas";
  if (left <= DUE_SOON_DAYS) return "vencendo";
  return "a_vencer";
}

/**
 * An obligation's section (decision 013): an open scheduled delivery by its own date, as a pending
 * one; any other, the condition by its status and deadline. Null: open, without a date. SQL twin:
 * grupoObrigacao (server/modules/condicionantes/secoes-sql.ts).
 */
export const grupoDaObrigacao = (
  o: { status: string; dataPrazo: string | null; entregaData: string | null },
  today: string,
): TGrupo | null =>
  o.entregaData
    ? grupoCondicionante("pendente", o.entregaData, today)
    : grupoCondicionante(o.status, o.dataPrazo, today);

/** The deadline badge: 'N dias atrasado' / 'Vence hoje' / 'N dias restantes', singular for 1. */
export function prazoBadge(dataPrazo: string, today: string): string {
  const left = daysBetween(today, dataPrazo);
  if (left === 0) return "Vence hoje";
  if (left < 0) return left === -1 ? "1 dia atrasado" : `${-left} dias atrasado`;
  return left === 1 ? "1 dia restante" : `${left} dias restantes`;
}

/** '(No prazo)' when delivered on or before the deadline (or there is none); else '(Atrasada)'. */
export const entregaNoPrazo = (dataEntrega: string, dataPrazo: string | null) => !dataPrazo || dataEntrega <= dataPrazo;

export const ENTREGA_OBRIGATORIA = "Data de entrega é obrigatória para status Concluída";
export const ENTREGA_FUTURA = "A data de entrega não pode ser futura.";
export const DATA_ANTIGA = "A data não pode ser anterior a 01/01/1900.";

/** Part 2 §4/§9: a delivery date lies between 1900-01-01 and today; the message when it does not. */
export function entregaInvalida(dataEntrega: string, today: string): string | null {
  if (dataEntrega < MIN_DATE) return DATA_ANTIGA;
  if (dataEntrega > today) return ENTREGA_FUTURA;
  return null;
}

export const COMPROVACAO_STATUS = ["pendente", "em_analise", "aprovada", "rejeitada", "agendada"] as const;
export type TComprovacaoStatus = (typeof COMPROVACAO_STATUS)[number];
export const COMPROVACAO_STATUS_LABELS: Record<TComprovacaoStatus, string> = {
  pendente: "Pendente",
  em_analise: "Em Análise",
  aprovada: "Aprovada",
  rejeitada: "Rejeitada",
  agendada: "Agendada",
};

/** Who recorded a proof: the consultancy's team, or the client's user through the portal. */
export const COMPROVACAO_ORIGENS = ["equipe", "portal"] as const;
export type TComprovacaoOrigem = (typeof COMPROVACAO_ORIGENS)[number];
export const COMPROVACAO_ORIGEM_LABELS: Record<TComprovacaoOrigem, string> = {
  equipe: "Equipe",
  portal: "Portal do Empreendedor",
};
