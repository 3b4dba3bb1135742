import { and, eq, ne, type SQL } from "drizzle-orm";
import { obrigacaoInstancias } from "../../db/schema";
import type { TObrigacaoSecao } from "../../../shared/rules/obrigacoes-legais";
import { naSecaoSql } from "../condicionantes/secoes-sql";

/**
 * secaoDaInstancia (shared/rules/obrigacoes-legais.ts) in SQL over a given "today": the met due
 * dates, or the open ones in the conditions' deadline windows. Written as the partial indexes'
 * predicates are (obrigacao_instancias_abertas_idx, _cumpridas_idx) so the planner uses them;
 * secoes-sql.test.ts proves both rules agree.
 */
export function secaoSql(secao: TObrigacaoSecao, today: string): SQL {
  const i = obrigacaoInstancias;
  if (secao === "cumpridas") return eq(i.status, "cumprida");
  return and(ne(i.status, "cumprida"), naSecaoSql(secao, today)(i.dataVencimento))!;
}
