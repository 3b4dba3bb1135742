import { and, eq, inArray } from "drizzle-orm";
import { alertas, condicionanteComprovacoes } from "../../db/schema";

/**
 * What an alert says of its item, as the bell's list and the sweep's digest show it. Selected
 * with `leftJoin(condicionanteComprovacoes, comprovacaoDoAlerta)`: a proof's alert links to its
 * condition's card (alertaLink), so it carries that condition; null for the other kinds.
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
};

export const comprovacaoDoAlerta = and(
  inArray(alertas.itemTipo, ["comprovacao", "entrega"]),
  eq(condicionanteComprovacoes.id, alertas.itemId),
);
