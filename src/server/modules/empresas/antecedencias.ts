import type { empresaConfiguracoes } from "../../db/schema";
import { ANTECEDENCIAS_LICENCA_PADRAO, ANTECEDENCIAS_PRAZO_PADRAO, comPrazoLegal } from "../../../shared/rules/alertas";
import type { TAutomatizacoes } from "../../../shared/schemas/alertas";

// A company's lead times ('Automatizações', issue 16): days before a deadline on which the daily
// sweep alerts. Stored in empresa_configuracoes; NULL (or no row) keeps the defaults.

type TAntecedenciasRow = Pick<typeof empresaConfiguracoes.$inferSelect, "antecedenciasLicenca" | "antecedenciasPrazo">;

const decrescente = (v: readonly number[]) => [...new Set(v)].sort((a, b) => b - a);

/**
 * The lead times the sweep obeys for a company, from its settings row (undefined when the company
 * never saved its settings): the defaults where a list is NULL, largest first, and the licences'
 * always with the legal renewal deadline (120 days), whatever was stored.
 */
export function antecedenciasDaEmpresa(row: TAntecedenciasRow | null | undefined): {
  licenca: number[];
  prazo: number[];
} {
  return {
    licenca: comPrazoLegal(row?.antecedenciasLicenca ?? ANTECEDENCIAS_LICENCA_PADRAO),
    prazo: decrescente(row?.antecedenciasPrazo ?? ANTECEDENCIAS_PRAZO_PADRAO),
  };
}

const iguais = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && decrescente(a).every((v, i) => v === decrescente(b)[i]);

/**
 * What a save stores: NULL for a list equal to the defaults, so a company that kept (or restored)
 * them follows the defaults if they ever change; the licences' list with the legal deadline.
 */
export function antecedenciasParaGravar(data: TAutomatizacoes): TAntecedenciasRow {
  const licenca = comPrazoLegal(data.antecedenciasLicenca);
  return {
    antecedenciasLicenca: iguais(licenca, ANTECEDENCIAS_LICENCA_PADRAO) ? null : licenca,
    antecedenciasPrazo: iguais(data.antecedenciasPrazo, ANTECEDENCIAS_PRAZO_PADRAO) ? null : data.antecedenciasPrazo,
  };
}
