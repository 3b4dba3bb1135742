// The conditions' messages (not found, and why a proof cannot be reviewed), apart from the
// services so that every file of the module (and any other module) can answer them without
// importing a service. Imports nothing.

export const CONDICIONANTE_NOT_FOUND = "Condicionante não encontrada.";
export const COMPROVACAO_NOT_FOUND = "Comprovação não encontrada.";
/** The unique index of scheduled deliveries (migration 0006) refusing a second one on a date. */
export const ENTREGA_JA_AGENDADA = "Já existe uma entrega agendada nesta data.";
/** The review of a proof (revisao.service.ts): only a portal proof still 'em_analise' has one. */
export const REVISAO_SO_DO_PORTAL =
  "Só uma comprovação enviada pelo portal e ainda em análise pode ser aprovada ou rejeitada.";
export const REVISAO_APROVADA = "Esta comprovação já foi aprovada.";
export const REVISAO_REJEITADA = "Esta comprovação já foi rejeitada.";

/** Why a proof cannot be reviewed (a condition's or a due date's), or null when it can: sent from the portal, still 'em_analise'. */
export function revisaoRecusada(prova: { origem: string; status: string }): string | null {
  if (prova.origem === "portal" && prova.status === "aprovada") return REVISAO_APROVADA;
  if (prova.origem === "portal" && prova.status === "rejeitada") return REVISAO_REJEITADA;
  if (prova.origem !== "portal" || prova.status !== "em_analise") return REVISAO_SO_DO_PORTAL;
  return null;
}
