import { eq } from "drizzle-orm";
import type { Db } from "./client";
import { empresaContagens } from "./schema";

export type TTabelaContada = "clientes" | "empreendimentos" | "licencas";

/**
 * How many rows of each counted table the company has outside the bin, from the counters its
 * declared tally keeps (decision 048): one small read, however large the company (decision 034).
 * A table the company never had a row of counts 0.
 */
export async function contagens(db: Db, companyId: string): Promise<Record<TTabelaContada, number>> {
  const rows = await db
    .select({ tabela: empresaContagens.tabela, total: empresaContagens.total })
    .from(empresaContagens)
    .where(eq(empresaContagens.companyId, companyId));
  const total = (tabela: TTabelaContada) => rows.find((r) => r.tabela === tabela)?.total ?? 0;
  return { clientes: total("clientes"), empreendimentos: total("empreendimentos"), licencas: total("licencas") };
}
