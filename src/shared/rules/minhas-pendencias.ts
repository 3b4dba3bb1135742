// 'Minhas pendências' (issue 16 §2, decision 024): what is the caller's and not yet met, nearest
// deadline first. Shared by the dashboard's answer and its card.

export const PENDENCIA_TIPOS = ["licenca", "condicionante", "atividade", "obrigacao", "checklist_item"] as const;
export type TPendenciaTipo = (typeof PENDENCIA_TIPOS)[number];

export const PENDENCIA_TIPO_LABELS: Record<TPendenciaTipo, string> = {
  licenca: "Licença",
  condicionante: "Condicionante",
  atividade: "Atividade",
  obrigacao: "Obrigação",
  checklist_item: "Item de checklist",
};

/** What the deadline of each kind is, as the card says it. */
export const PENDENCIA_PRAZO_LABELS: Record<TPendenciaTipo, string> = {
  licenca: "Prazo legal de renovação",
  condicionante: "Prazo",
  atividade: "Prazo",
  obrigacao: "Vencimento",
  checklist_item: "Prazo",
};

/** How many the dashboard's card lists; the answer's total says how many there are. */
export const MINHAS_PENDENCIAS_MAX = 10;

/**
 * Past this many the total says "more than" (decision 039): counting every item of a consultant
 * who owns tens of thousands would cost what they own on each dashboard, and nobody works through
 * a thousand from it.
 */
export const MINHAS_PENDENCIAS_TOTAL_TETO = 1000;

/**
 * The screen that opens the item: a licence's details, a condition in its licence's panel, an
 * activity in its project's report, an obligation's details, an item in its checklist's dialog.
 * `origemId` is the licence of a condition, the project of an activity, the obligation of a due
 * date, the checklist of an item (the licence itself for a licence).
 */
export function pendenciaHref(p: { tipo: TPendenciaTipo; id: string; origemId: string }): string {
  switch (p.tipo) {
    case "licenca":
      return `/licencas?${new URLSearchParams({ detalhes: p.id })}`;
    case "condicionante":
      return `/licencas?${new URLSearchParams({ condicionantes: p.origemId, condicionante: p.id })}`;
    case "atividade":
      return `/relatorios?${new URLSearchParams({ empreendimento: p.origemId, aba: "atividades" })}`;
    case "obrigacao":
      return `/obrigacoes?${new URLSearchParams({ detalhes: p.origemId })}`;
    case "checklist_item":
      return `/checklists?${new URLSearchParams({ checklist: p.origemId })}`;
  }
}
