import { and, eq } from "drizzle-orm";
import type { Db } from "./client";
import { empresaContagens } from "./schema";

export type TTabelaContada = "clientes" | "empreendimentos" | "licencas";

/**
 * How many rows of `tabela` the company has outside the bin, from the counter the triggers of
 * migration 0013 keep: one row read, however large the company (decision 034).
 */
export async function contagem(db: Db, companyId: string, tabela: TTabelaContada): Promise<number> {
  const [row] = await db
    .select({ total: empresaContagens.total })
    .from(empresaContagens)
    .where(and(eq(empresaContagens.companyId, companyId), eq(empresaContagens.tabela, tabela)));
  return row?.total ?? 0;
}
