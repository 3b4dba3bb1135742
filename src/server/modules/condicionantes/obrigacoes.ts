import { and, eq, exists, isNotNull, ne, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { condicionanteComprovacoes, condicionantes } from "../../db/schema";
import { conflict } from "../../http/errors";
import type { TTenantContext } from "../../http/context";
import { ENTREGA_ABERTA, entregasPendentes } from "../../../shared/rules/obrigacoes";

// The obligations of shared/rules/obrigacoes.ts in SQL, for the conditions screen, the dashboard
// and the calendar (decision 013): a condition with scheduled deliveries still open stands in
// the lists through them, each by its own date; any other condition, by its deadline.
// `condicionante_comprovacoes` has RLS like every business table, and a delivery is reached
// only through its condition, so whatever hides a condition hides its deliveries.

/** A scheduled delivery still to be made: the partial indexes on 'agendada' serve it. */
export const entregaAberta = eq(condicionanteComprovacoes.statusComprovacao, ENTREGA_ABERTA);

/**
 * The condition `condicionanteId` (a column or a value) has scheduled deliveries still open.
 * Inside a query on `condicionantes`, pass `condicionantes.id`; the unique index of
 * 'agendada' proofs per condition and date (migration 0006) answers it.
 */
export const temEntregasAbertas = (db: Db, condicionanteId: SQL | typeof condicionantes.id | string) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(condicionanteComprovacoes)
      .where(and(eq(condicionanteComprovacoes.condicionanteId, condicionanteId), entregaAberta)),
  );

/**
 * The open scheduled deliveries, joined to their condition with `leftJoin(entrega, comEntrega)`:
 * a condition then gives one row per delivery it has left, or one row (entrega null) when it has
 * none — one row per obligation, without a union or a second pass over the conditions. The
 * unique index of 'agendada' proofs per condition and date (migration 0006) serves the join.
 */
export const entrega = alias(condicionanteComprovacoes, "entrega_aberta");
export const comEntrega = and(
  eq(entrega.condicionanteId, condicionantes.id),
  eq(entrega.statusComprovacao, ENTREGA_ABERTA),
)!;

/** The obligation's date: the delivery's, else the condition's deadline (null: none). */
export const dataObrigacao = sql<string | null>`coalesce(${entrega.dataEntrega}, ${condicionantes.dataPrazo})`;

/**
 * Still to be delivered: a scheduled delivery, or a condition not concluded. (A delivery of a
 * condition marked concluded before this rule existed still counts: it is still owed.)
 */
export const aberta = or(isNotNull(entrega.id), ne(condicionantes.status, "concluida"))!;

/** How many scheduled deliveries of the condition are still open, and the earliest one's date. */
export async function entregasAbertasDe(db: Db, ctx: TTenantContext, condicionanteId: string) {
  const [row] = await db
    .select({
      abertas: sql<number>`count(*)::int`,
      proxima: sql<string | null>`min(${condicionanteComprovacoes.dataEntrega})::text`,
    })
    .from(condicionanteComprovacoes)
    .where(
      and(
        eq(condicionanteComprovacoes.condicionanteId, condicionanteId),
        eq(condicionanteComprovacoes.companyId, ctx.companyId),
        entregaAberta,
      ),
    );
  return row;
}

/** 409 with the reason when the condition still has scheduled deliveries to make. */
export async function assertSemEntregasAbertas(db: Db, ctx: TTenantContext, condicionanteId: string) {
  const { abertas, proxima } = await entregasAbertasDe(db, ctx, condicionanteId);
  const problem = entregasPendentes(abertas, proxima);
  if (problem) throw conflict(problem);
}

/**
 * A concluded condition that has scheduled deliveries again (a periodicity saved, a proof set
 * back to 'agendada') is under way, not concluded: a periodic condition is concluded only with
 * its last delivery. Its delivery date goes, as for every status but 'concluida'.
 */
export async function reopenIfEntregas(db: Db, ctx: TTenantContext, condicionanteId: string) {
  await db
    .update(condicionantes)
    .set({ status: "em_andamento", dataEntrega: null, updatedAt: ctx.now })
    .where(
      and(
        eq(condicionantes.id, condicionanteId),
        eq(condicionantes.companyId, ctx.companyId),
        eq(condicionantes.status, "concluida"),
        temEntregasAbertas(db, condicionantes.id),
      ),
    );
}
