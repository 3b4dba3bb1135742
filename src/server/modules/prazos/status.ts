import { and, count, eq, gte, inArray, isNotNull, isNull, lt, ne, not, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { atividadesCronograma, condicionantes } from "../../db/schema";
import { addDays } from "../../../shared/rules/datas";

export interface TStatusDoDia {
  /** Conditions the sweep marked 'atrasada' that day. */
  condicoesAtrasadas: number;
  /** Conditions given back the status they had, their deadline moved ahead or approved. */
  condicoesDevolvidas: number;
  /** Activities whose deadline was the day before: 'Atrasada' from this day on. */
  atividadesAtrasadas: number;
}

/**
 * The day's statuses (decision 022). A condition not concluded nor approved whose deadline is
 * before `dia` becomes 'atrasada', keeping what it was in status_antes_atraso; one the sweep
 * marked whose deadline moved to `dia` or later, or that was approved, gets that status back. A
 * status a person chose (status_antes_atraso NULL) is never touched. updated_at stays: the
 * dashboard's 'recently updated' lists what people did. Each statement reads a partial index
 * holding only the rows it can change, so its cost follows the day's changes.
 *
 * An activity's 'Atrasada' is derived when read (decision 017), right at every instant; the
 * sweep counts the ones that turned overdue, for its report.
 */
export async function updateStatus(tx: Db, dia: string): Promise<TStatusDoDia> {
  const c = condicionantes;
  // Each where clause spells the predicate of the partial index it reads (schema/condicionantes.ts).
  const atrasadas = await tx
    .update(c)
    .set({ statusAntesAtraso: c.status, status: "atrasada" })
    .where(
      and(lt(c.dataPrazo, dia), inArray(c.status, ["pendente", "em_andamento"]), not(c.aprovada), isNull(c.lixeiraId)),
    )
    .returning({ id: c.id });
  const devolvidas = await tx
    .update(c)
    .set({ status: c.statusAntesAtraso, statusAntesAtraso: null })
    .where(
      and(
        isNotNull(c.statusAntesAtraso),
        eq(c.status, "atrasada"),
        or(gte(c.dataPrazo, dia), isNull(c.dataPrazo), eq(c.aprovada, true)),
      ),
    )
    .returning({ id: c.id });
  // Marks a person replaced (concluded, or any status chosen by hand) are dropped.
  await tx
    .update(c)
    .set({ statusAntesAtraso: null })
    .where(and(isNotNull(c.statusAntesAtraso), ne(c.status, "atrasada")));
  const a = atividadesCronograma;
  const [{ n }] = await tx
    .select({ n: count() })
    .from(a)
    .where(and(eq(a.dataPrazo, addDays(dia, -1)), ne(a.status, "concluida"), isNull(a.lixeiraId)));
  return {
    condicoesAtrasadas: atrasadas.length,
    condicoesDevolvidas: devolvidas.length,
    atividadesAtrasadas: n,
  };
}
