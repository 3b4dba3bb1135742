// The consolidated report's traffic light ('Todos os empreendimentos' on /relatorios): how a
// project stands today, from its licences' statuses (licenca-status.ts), its conditions' open
// obligations grouped as the conditions screen groups them (condicionantes.ts, decision 013) and
// the open due dates of the obligations outside licences that bind it (obrigacoes-legais.ts: its
// own and its client's that name no project, decision 058). The server computes it in SQL
// (modules/relatorios/consolidado.service.ts) from the same counts; both follow this order of checks.

export const SITUACOES = ["critico", "atencao", "em_dia"] as const;
export type TSituacao = (typeof SITUACOES)[number];

export const SITUACAO_LABELS: Record<TSituacao, string> = {
  critico: "Crítico",
  atencao: "Atenção",
  em_dia: "Em dia",
};

/** The legend under the table and on paper: what puts a project in each situation. */
export const SITUACAO_DESCRICOES: Record<TSituacao, string> = {
  critico: "alguma licença vencida, alguma condicionante com prazo já passado ou alguma obrigação atrasada.",
  atencao:
    "nenhum item crítico, mas licença em alerta de renovação (até 120 dias), condicionante ou obrigação vencendo em até 30 dias.",
  em_dia: "nada vencido nem vencendo; licenças em renovação não mudam a situação.",
};

export interface TSituacaoContagens {
  licencasVencidas: number;
  licencasEmAlerta: number;
  condicionantesVencidas: number;
  condicionantesVencendo: number;
  /** Open due dates of obligations outside licences past their date ('Atrasada'). */
  obrigacoesAtrasadas: number;
  /** Open due dates of obligations outside licences from today to 30 days ahead. */
  obrigacoesVencendo: number;
}

/**
 * Red when something is already late (a licence 'Vencida', a condition's obligation past its
 * date, an obligation's due date 'Atrasada'); amber when something is about to be (a licence in
 * 'Alerta de Renovação', either kind of obligation due from today to 30 days ahead); green
 * otherwise. A licence 'Em Renovação' is being dealt with: it counts for neither colour, as its
 * status hides the date on the licences screen.
 */
export function situacaoEmpreendimento(c: TSituacaoContagens): TSituacao {
  if (c.licencasVencidas > 0 || c.condicionantesVencidas > 0 || c.obrigacoesAtrasadas > 0) return "critico";
  if (c.licencasEmAlerta > 0 || c.condicionantesVencendo > 0 || c.obrigacoesVencendo > 0) return "atencao";
  return "em_dia";
}
