import { and, count, eq, lte, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { obrigacaoInstancias } from "../../db/schema";
import { addDays } from "../../../shared/rules/datas";
import { DUE_SOON_DAYS } from "../../../shared/rules/condicionantes";

/**
 * The open due dates of the obligations outside licences (issue 32), late and due within
 * DUE_SOON_DAYS, as the conditions' figures beside them. Both are ranges of the open instances'
 * index (company, due date): an obligation has one open due date at a time, so the cost follows
 * the company's obligations, which stay in the thousands where its conditions reach the hundreds
 * of thousands (these need the per-day tally, decision 035; these do not).
 */
export async function prazosDasObrigacoesLegais(db: Db, companyId: string, today: string) {
  const i = obrigacaoInstancias;
  const [row] = await db
    .select({
      atrasadas: count(sql`case when ${i.dataVencimento} < ${today} then 1 end`),
      vencendo: count(sql`case when ${i.dataVencimento} >= ${today} then 1 end`),
    })
    .from(i)
    .where(
      and(eq(i.companyId, companyId), ne(i.status, "cumprida"), lte(i.dataVencimento, addDays(today, DUE_SOON_DAYS))),
    );
  return { atrasadas: row?.atrasadas ?? 0, vencendo: row?.vencendo ?? 0 };
}
