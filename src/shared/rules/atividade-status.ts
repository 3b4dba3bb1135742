// The report's two deadline rules (part 2 §4 "Activity status"), written once here and once in
// SQL (server/modules/cronograma/status-sql.ts) around the same comparison: a deadline has
// passed when it is before today, so the deadline day itself is still on time.

/** What the status dialog stores. */
export const ATIVIDADE_STATUS = ["pendente", "em_andamento", "concluida"] as const;
export type TAtividadeStatus = (typeof ATIVIDADE_STATUS)[number];

/** What a screen shows: the stored status, or the derived 'atrasada'. */
export const ATIVIDADE_STATUS_EXIBIDO = [...ATIVIDADE_STATUS, "atrasada"] as const;
export type TAtividadeStatusExibido = (typeof ATIVIDADE_STATUS_EXIBIDO)[number];

export const ATIVIDADE_STATUS_LABELS: Record<TAtividadeStatusExibido, string> = {
  pendente: "Pendente",
  em_andamento: "Em andamento",
  concluida: "Concluída",
  atrasada: "Atrasada",
};

/** The shared comparison: a deadline is past when it is before today (both yyyy-mm-dd). */
export const prazoVencido = (dataPrazo: string | null, today: string) => dataPrazo !== null && dataPrazo < today;

/** 'atrasada' when not concluded and past its deadline, else the stored status. */
export function atividadeStatus(
  status: TAtividadeStatus,
  dataPrazo: string | null,
  today: string,
): TAtividadeStatusExibido {
  return status !== "concluida" && prazoVencido(dataPrazo, today) ? "atrasada" : status;
}

/** The report's conditions tab. */
export const CONDICIONANTE_RELATORIO_STATUS = ["cumprida", "vencida", "pendente"] as const;
export type TCondicionanteRelatorioStatus = (typeof CONDICIONANTE_RELATORIO_STATUS)[number];
export const CONDICIONANTE_RELATORIO_LABELS: Record<TCondicionanteRelatorioStatus, string> = {
  cumprida: "Cumprida",
  vencida: "Vencida",
  pendente: "Pendente",
};

/** 'Cumprida' if approved; 'Vencida' if not approved and past its deadline; else 'Pendente'. */
export function condicionanteRelatorioStatus(
  aprovada: boolean,
  dataPrazo: string | null,
  today: string,
): TCondicionanteRelatorioStatus {
  if (aprovada) return "cumprida";
  return prazoVencido(dataPrazo, today) ? "vencida" : "pendente";
}
