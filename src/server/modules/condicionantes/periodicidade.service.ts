import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { condicionanteComprovacoes, condicionantes } from "../../db/schema";
import { isUuid } from "../../db/paging";
import { HttpError, notFound } from "../../http/errors";
import type { TTenantContext } from "../../http/context";
import { datasAgendadas, MAX_ENTREGAS, PERIODICIDADE_MESES } from "../../../shared/rules/periodicidade";
import type { TCondicionante, TPeriodicidadeData } from "../../../shared/schemas/condicionantes";
import { getCondicionante } from "./condicionantes.service";
import { CONDICIONANTE_NOT_FOUND } from "./messages";

export const MUITAS_ENTREGAS = `O período geraria mais de ${MAX_ENTREGAS} entregas. Verifique as datas e o intervalo.`;

/**
 * Saves the periodicity and, with generation on, one 'agendada' proof for each date that has
 * no proof yet. The condition's row is locked for the transaction, so two saves at once wait
 * for each other instead of both inserting the same dates.
 */
export async function setPeriodicidade(
  db: Db,
  ctx: TTenantContext,
  now: Date,
  id: string,
  data: TPeriodicidadeData,
): Promise<{ condicionante: TCondicionante; criadas: number }> {
  // A named type steps by its own months; only 'personalizada' takes the typed interval.
  const intervalo = data.tipo === "personalizada" ? data.intervalo : PERIODICIDADE_MESES[data.tipo];
  const datas = data.gerarAutomaticamente ? datasAgendadas(data.dataInicio, data.dataFim, intervalo) : [];
  if (datas.length > MAX_ENTREGAS) {
    throw new HttpError(400, "VALIDATION", MUITAS_ENTREGAS, { dataFim: MUITAS_ENTREGAS });
  }
  if (!isUuid(id)) throw notFound(CONDICIONANTE_NOT_FOUND);

  const criadas = await db.transaction(async (tx) => {
    const where = and(eq(condicionantes.id, id), eq(condicionantes.companyId, ctx.companyId));
    const [locked] = await tx.select({ id: condicionantes.id }).from(condicionantes).where(where).for("update");
    if (!locked) throw notFound(CONDICIONANTE_NOT_FOUND);
    await tx
      .update(condicionantes)
      .set({
        periodicidadeTipo: data.tipo,
        periodicidadeIntervalo: intervalo,
        dataInicioPeriodicidade: data.dataInicio,
        dataFimPeriodicidade: data.dataFim,
        gerarAutomaticamente: data.gerarAutomaticamente,
        updatedAt: now,
      })
      .where(where);
    if (!datas.length) return 0;

    const existing = await tx
      .select({ data: condicionanteComprovacoes.dataEntrega })
      .from(condicionanteComprovacoes)
      .where(
        and(eq(condicionanteComprovacoes.condicionanteId, id), inArray(condicionanteComprovacoes.dataEntrega, datas)),
      );
    const taken = new Set(existing.map((e) => e.data));
    const missing = datas.filter((d) => !taken.has(d));
    if (missing.length) {
      await tx.insert(condicionanteComprovacoes).values(
        missing.map((dataEntrega) => ({
          companyId: ctx.companyId,
          condicionanteId: id,
          dataEntrega,
          statusComprovacao: "agendada",
          createdBy: ctx.userId,
        })),
      );
    }
    return missing.length;
  });
  return { condicionante: await getCondicionante(db, ctx, id), criadas };
}
