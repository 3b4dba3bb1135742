import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

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
export async function atualizarStatus(tx: Db, dia: string): Promise<TStatusDoDia> {
  const atrasadas = await tx.execute(sql`
    update condicionantes set status_antes_atraso = status, status = 'atrasada'
    where data_prazo < ${dia}::date and status in ('pendente', 'em_andamento') and not aprovada
      and lixeira_id is null
    returning id`);
  const devolvidas = await tx.execute(sql`
    update condicionantes set status = status_antes_atraso, status_antes_atraso = null
    where status_antes_atraso is not null and status = 'atrasada'
      and (data_prazo >= ${dia}::date or data_prazo is null or aprovada)
    returning id`);
  // Marks a person replaced (concluded, or any status chosen by hand) are dropped.
  await tx.execute(sql`
    update condicionantes set status_antes_atraso = null
    where status_antes_atraso is not null and status <> 'atrasada'`);
  const [{ n }] = (
    await tx.execute<{ n: number }>(sql`
      select count(*)::int as n from atividades_cronograma
      where data_prazo = ${dia}::date - 1 and status <> 'concluida' and lixeira_id is null`)
  ).rows;
  return {
    condicoesAtrasadas: atrasadas.rows.length,
    condicoesDevolvidas: devolvidas.rows.length,
    atividadesAtrasadas: n,
  };
}
