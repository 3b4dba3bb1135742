import { and, eq, inArray } from "drizzle-orm";
import { alertas, condicionanteComprovacoes, obrigacoes } from "../../db/schema";

/**
 * What an alert says of its item, as the bell's list and the sweep's digest show it. Selected
 * with `leftJoin(condicionanteComprovacoes, comprovacaoDoAlerta)` and `leftJoin(obrigacoes,
 * obrigacaoDoAlerta)`: a proof's alert links to what the proof answers (alertaLink), so it
 * carries the condition of a condition's proof, or the obligation of a due date's proof (the
 * alert's pai_id, migration 0024); null for the other kinds.
 */
export const itemDoAlerta = {
  itemTipo: alertas.itemTipo,
  itemId: alertas.itemId,
  paiId: alertas.paiId,
  titulo: alertas.titulo,
  contexto: alertas.contexto,
  prazo: alertas.prazo,
  marco: alertas.marco,
  condicionanteId: condicionanteComprovacoes.condicionanteId,
  obrigacaoId: obrigacoes.id,
};

export const comprovacaoDoAlerta = and(
  inArray(alertas.itemTipo, ["comprovacao", "entrega"]),
  eq(condicionanteComprovacoes.id, alertas.itemId),
);

/** A due date's proof names its obligation as the alert's parent (a condition's, its licence). */
export const obrigacaoDoAlerta = and(eq(alertas.itemTipo, "comprovacao"), eq(obrigacoes.id, alertas.paiId));
