import { and, eq, gte, inArray, isNull, notExists, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { condicionanteComprovacoes, condicionantes, documentos } from "../../db/schema";
import { isUuid } from "../../db/paging";
import { invalid, notFound } from "../../http/errors";
import type { TTenantContext } from "../../http/context";
import { datasAgendadas, MAX_ENTREGAS, PERIODICIDADE_MESES } from "../../../shared/rules/periodicidade";
import { ENTREGA_ABERTA } from "../../../shared/rules/obrigacoes";
import type { TCondicionante, TPeriodicidadeData } from "../../../shared/schemas/condicionantes";
import { getCondicionante } from "./condicionantes.service";
import { CONDICIONANTE_NOT_FOUND } from "./messages";
import { reopenIfEntregas } from "./obrigacoes";
import { assertCondicionanteOwned, condicionanteOwned } from "./owner";

export const MUITAS_ENTREGAS = `O período geraria mais de ${MAX_ENTREGAS} entregas. Verifique as datas e o intervalo.`;

const AGENDADA = ENTREGA_ABERTA;
const daCondicionante = (id: string) => eq(condicionanteComprovacoes.condicionanteId, id);

/**
 * Saves the periodicity and, with generation on, makes the condition's future follow it: the
 * scheduled ('agendada') deliveries from today on that the new dates no longer have are removed,
 * unless someone attached documents or wrote observations to them; past ones, delivered ones
 * (any other status) and those with documents stay. Then one 'agendada' proof is added for each
 * new date that has no proof yet, whatever its status.
 *
 * The condition's row is locked for the transaction, so two saves at once wait for each other
 * instead of both inserting the same dates; the unique index on scheduled deliveries per
 * condition and date (migration 0006) backs the lock, and a date it already holds is skipped
 * (`on conflict do nothing`), never a duplicate nor an error. "Today" is the request's day
 * (`ctx.today`).
 */
export async function setPeriodicidade(
  db: Db,
  ctx: TTenantContext,
  id: string,
  data: TPeriodicidadeData,
): Promise<{ condicionante: TCondicionante; criadas: number; removidas: number }> {
  // A named type steps by its own months; only 'personalizada' takes the typed interval.
  const intervalo = data.tipo === "personalizada" ? data.intervalo : PERIODICIDADE_MESES[data.tipo];
  const datas = data.gerarAutomaticamente ? datasAgendadas(data.dataInicio, data.dataFim, intervalo) : [];
  if (datas.length > MAX_ENTREGAS) {
    throw invalid("dataFim", MUITAS_ENTREGAS);
  }
  if (!isUuid(id)) throw notFound(CONDICIONANTE_NOT_FOUND);

  const { criadas, removidas } = await db.transaction(async (tx) => {
    await assertCondicionanteOwned(tx, ctx, id, "update");
    await tx
      .update(condicionantes)
      .set({
        periodicidadeTipo: data.tipo,
        periodicidadeIntervalo: intervalo,
        dataInicioPeriodicidade: data.dataInicio,
        dataFimPeriodicidade: data.dataFim,
        gerarAutomaticamente: data.gerarAutomaticamente,
        updatedAt: ctx.now,
      })
      .where(condicionanteOwned(ctx, id));
    if (!data.gerarAutomaticamente) return { criadas: 0, removidas: 0 };
    const removidas = await removeAgendadasFora(tx, ctx, id, datas, ctx.today);
    const criadas = await agendarFaltantes(tx, ctx, id, datas);
    // Deliveries to come: a concluded condition is under way again (decision 013).
    await reopenIfEntregas(tx, ctx, id);
    return { removidas, criadas };
  });
  return { condicionante: await getCondicionante(db, ctx, id), criadas, removidas };
}

/** The scheduled deliveries from `today` on that are not among `datas` and hold nothing a person added. */
async function removeAgendadasFora(tx: Db, ctx: TTenantContext, id: string, datas: string[], today: string) {
  const removed = await tx
    .delete(condicionanteComprovacoes)
    .where(
      and(
        daCondicionante(id),
        eq(condicionanteComprovacoes.companyId, ctx.companyId),
        eq(condicionanteComprovacoes.statusComprovacao, AGENDADA),
        gte(condicionanteComprovacoes.dataEntrega, today),
        datas.length ? notInArray(condicionanteComprovacoes.dataEntrega, datas) : undefined,
        isNull(condicionanteComprovacoes.observacoes),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(documentos)
            .where(eq(documentos.comprovacaoId, condicionanteComprovacoes.id)),
        ),
      ),
    )
    .returning({ id: condicionanteComprovacoes.id });
  return removed.length;
}

/** One 'agendada' proof for each date without any proof yet; answers how many were added. */
async function agendarFaltantes(tx: Db, ctx: TTenantContext, id: string, datas: string[]) {
  if (!datas.length) return 0;
  const existing = await tx
    .select({ data: condicionanteComprovacoes.dataEntrega })
    .from(condicionanteComprovacoes)
    .where(and(daCondicionante(id), inArray(condicionanteComprovacoes.dataEntrega, datas)));
  const taken = new Set(existing.map((e) => e.data));
  const missing = datas.filter((d) => !taken.has(d));
  if (!missing.length) return 0;
  const added = await tx
    .insert(condicionanteComprovacoes)
    .values(
      missing.map((dataEntrega) => ({
        companyId: ctx.companyId,
        condicionanteId: id,
        dataEntrega,
        statusComprovacao: AGENDADA,
        createdBy: ctx.userId,
      })),
    )
    .onConflictDoNothing({
      target: [condicionanteComprovacoes.condicionanteId, condicionanteComprovacoes.dataEntrega],
      where: sql`${condicionanteComprovacoes.statusComprovacao} = 'agendada'`,
    })
    .returning({ id: condicionanteComprovacoes.id });
  return added.length;
}
