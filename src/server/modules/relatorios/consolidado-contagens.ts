import { countWhere } from "../../db/aggregates";
import { obrigacaoInstancias } from "../../db/schema";
import { emRenovacaoSql, licencaStatusSql } from "../licencas/status-sql";
import { grupoObrigacao, naSecaoSql } from "../condicionantes/secoes-sql";

// The report's counts of a group of rows, one set for the whole-company statement
// (consolidado-completo.ts, grouped by project) and the walk by name (consolidado-linhas.ts,
// one project at a time), so both count alike. Named apart, as drizzle writes a common table's
// computed columns unqualified.

/** Over `licencas`: by the statuses the report shows ('Em Renovação' with 'prorrogada'). */
export const contagensDeLicencas = (today: string) => ({
  vigente: countWhere(licencaStatusSql("vigente", today)).as("lic_vigente"),
  alerta: countWhere(licencaStatusSql("alerta", today)).as("lic_alerta"),
  vencida: countWhere(licencaStatusSql("vencida", today)).as("lic_vencida"),
  emRenovacao: countWhere(emRenovacaoSql(today)).as("lic_em_renovacao"),
});

/** Over `condicionantes` left-joined to their open deliveries: as the conditions screen's sections. */
export const contagensDeCondicionantes = (today: string) => ({
  vencidas: countWhere(grupoObrigacao("vencidas", today)).as("cond_vencidas"),
  vencendo: countWhere(grupoObrigacao("vencendo", today)).as("cond_vencendo"),
  aVencer: countWhere(grupoObrigacao("a_vencer", today)).as("cond_a_vencer"),
  concluidas: countWhere(grupoObrigacao("concluidas", today)).as("cond_concluidas"),
});

/** Over the open `obrigacao_instancias`: late, and due within 30 days. */
export const contagensDeObrigacoes = (today: string) => ({
  atrasadas: countWhere(naSecaoSql("vencidas", today)(obrigacaoInstancias.dataVencimento)).as("obr_atrasadas"),
  vencendo: countWhere(naSecaoSql("vencendo", today)(obrigacaoInstancias.dataVencimento)).as("obr_vencendo"),
});
