// An obligation is something a consultant still has to deliver by a date (decision 013): an open
// condition (any status but 'concluida') by its deadline, or, for a condition whose periodicity
// scheduled deliveries, each scheduled delivery still to be made by its own date. A condition
// with scheduled deliveries stands in the lists through them, not through its own deadline.
import { daysBetween, formatIsoDate } from "./datas";
import { datasAgendadas } from "./periodicidade";
import type { TCondicionanteStatus } from "./condicionantes";

/** A scheduled delivery is still to be made while its proof keeps this status. */
export const ENTREGA_ABERTA = "agendada";

/** Before today and still open: the lists and the calendar mark it overdue ('Atrasada'). */
export const obrigacaoAtrasada = (data: string | null, today: string) => data !== null && daysBetween(today, data) < 0;

/** Which delivery of the schedule a date is: 3 of 13. Null when the date is not one of the schedule's. */
export function entregaOrdem(
  periodicidade: { dataInicio: string; dataFim: string; intervalo: number } | null,
  data: string,
): { ordem: number; total: number } | null {
  if (!periodicidade) return null;
  const datas = datasAgendadas(periodicidade.dataInicio, periodicidade.dataFim, periodicidade.intervalo);
  const i = datas.indexOf(data);
  return i < 0 ? null : { ordem: i + 1, total: datas.length };
}

/** 'Entrega 3/13', or 'Entrega agendada' when the date left the schedule (it was changed since). */
export const entregaRotulo = (o: { ordem: number | null; total: number | null } | null) =>
  o?.ordem && o.total ? `Entrega ${o.ordem}/${o.total}` : "Entrega agendada";

/**
 * Why a periodic condition cannot be concluded yet: it is concluded only with its last delivery.
 * `proxima` is the earliest open delivery. Null when nothing is left.
 */
export function entregasPendentes(abertas: number, proxima: string | null): string | null {
  if (abertas <= 0) return null;
  const quando = proxima ? ` (${abertas === 1 ? "em" : "a próxima em"} ${formatIsoDate(proxima)})` : "";
  const quantas = abertas === 1 ? "1 entrega agendada" : `${abertas} entregas agendadas`;
  return `Ainda há ${quantas} desta condicionante${quando}. Ela só pode ser concluída depois da última entrega.`;
}

/**
 * Part 2 §4's document flag, for a condition that may have scheduled deliveries left: any flagged
 * document concludes it, keeping a delivery date already recorded (today only when there is none);
 * while deliveries remain it is only under way; no flagged document makes it pending again.
 */
export function statusPorDocumentos(
  flags: boolean[],
  today: string,
  atual: { dataEntrega: string | null; entregasAbertas: number } = { dataEntrega: null, entregasAbertas: 0 },
): { status: TCondicionanteStatus; dataEntrega: string | null } {
  if (!flags.some(Boolean)) return { status: "pendente", dataEntrega: null };
  if (atual.entregasAbertas > 0) return { status: "em_andamento", dataEntrega: null };
  return { status: "concluida", dataEntrega: atual.dataEntrega ?? today };
}
