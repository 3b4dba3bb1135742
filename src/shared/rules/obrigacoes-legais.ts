import { daysBetween } from "./datas";
import { DUE_SOON_DAYS, GRUPO_TITULOS } from "./condicionantes";

// The statuses of an obligation's instance (issue 32). 'atrasada' is derived: not met and past its
// due date, as the sweep's rules say of a condition (decision 013); it is never stored.

export const OBRIGACAO_STATUS = ["pendente", "em_andamento", "atrasada", "cumprida"] as const;
export type TObrigacaoStatus = (typeof OBRIGACAO_STATUS)[number];
export const OBRIGACAO_STATUS_LABELS: Record<TObrigacaoStatus, string> = {
  pendente: "Pendente",
  em_andamento: "Em andamento",
  atrasada: "Atrasada",
  cumprida: "Cumprida",
};

/** A due date is met today or on a day before, never after. */
export const CUMPRIMENTO_FUTURO = "A data de cumprimento não pode ser futura.";

/**
 * A due date's proof (obrigacao_comprovacoes): the team's is 'pendente' until its due date is
 * met, then 'aprovada'; the portal's is 'em_analise' until the team approves or rejects it.
 */
export const OBRIGACAO_COMPROVACAO_STATUS = ["pendente", "em_analise", "aprovada", "rejeitada"] as const;
export type TObrigacaoComprovacaoStatus = (typeof OBRIGACAO_COMPROVACAO_STATUS)[number];

/** The list's status filter: the open ones (by default), one status, or all. */
export const OBRIGACAO_STATUS_FILTROS = ["abertas", ...OBRIGACAO_STATUS, "todas"] as const;
export type TObrigacaoStatusFiltro = (typeof OBRIGACAO_STATUS_FILTROS)[number];

/** The status a screen shows for what is stored and today's date. */
export function obrigacaoStatus(stored: string, dataVencimento: string, today: string): TObrigacaoStatus {
  if (stored === "cumprida") return "cumprida";
  if (daysBetween(today, dataVencimento) < 0) return "atrasada";
  return stored === "em_andamento" ? "em_andamento" : "pendente";
}

/**
 * The 'Por prazo' view of 'Obrigações' (decision 061): the conditions screen's sections over the
 * due dates. An open one by its date — before today, today through 30 days, later — and the met
 * ones apart. SQL twin: secaoSql (server/modules/obrigacoes/secoes-sql.ts).
 */
export const OBRIGACAO_SECOES = ["vencidas", "vencendo", "a_vencer", "cumpridas"] as const;
export type TObrigacaoSecao = (typeof OBRIGACAO_SECOES)[number];
export const OBRIGACAO_SECAO_TITULOS: Record<TObrigacaoSecao, string> = {
  vencidas: GRUPO_TITULOS.vencidas,
  vencendo: GRUPO_TITULOS.vencendo,
  a_vencer: GRUPO_TITULOS.a_vencer,
  cumpridas: "Cumpridas",
};

export function secaoDaInstancia(stored: string, dataVencimento: string, today: string): TObrigacaoSecao {
  if (stored === "cumprida") return "cumpridas";
  const left = daysBetween(today, dataVencimento);
  if (left < 0) return "vencidas";
  return left <= DUE_SOON_DAYS ? "vencendo" : "a_vencer";
}
