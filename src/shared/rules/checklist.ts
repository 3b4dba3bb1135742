// When a checklist is 'Concluído' (docs/decisions/016-checklist-completion.md): one rule, applied
// by the server in the same transaction as the item change that triggers it.

export const CHECKLIST_STATUS = ["aberto", "concluido"] as const;
export type TChecklistStatus = (typeof CHECKLIST_STATUS)[number];
export const CHECKLIST_STATUS_LABELS: Record<TChecklistStatus, string> = { aberto: "Aberto", concluido: "Concluído" };

/** What happened to one item of the checklist. */
export type TMudancaItem = "adicionado" | "marcado" | "desmarcado" | "removido" | "renomeado" | "movido";

/**
 * The checklist's status after an item change, given its items as they are now:
 * - an unticked item appears (one is unticked, or a new one is added): it reopens;
 * - the last unticked item goes (ticked or removed) and at least one item is left: it concludes;
 * - anything else (renaming, moving, ticking while others stay unticked) keeps the status, so a
 *   checklist concluded or reopened by hand stays so until its items say otherwise.
 */
export function statusAposMudanca(
  atual: TChecklistStatus,
  mudanca: TMudancaItem,
  itens: { total: number; concluidos: number },
): TChecklistStatus {
  if (mudanca === "desmarcado" || mudanca === "adicionado") return "aberto";
  const todosMarcados = itens.total > 0 && itens.concluidos === itens.total;
  if ((mudanca === "marcado" || mudanca === "removido") && todosMarcados) return "concluido";
  return atual;
}

/** '3 de 5 concluídos', the items dialog's progress line. */
export function progressoTexto(itens: { total: number; concluidos: number }): string {
  if (itens.total === 0) return "Nenhum item";
  return `${itens.concluidos} de ${itens.total} ${itens.concluidos === 1 ? "concluído" : "concluídos"}`;
}
