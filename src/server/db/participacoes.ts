import * as schema from "./schema";
import type { TParticipacao } from "./participacao";

// Every table's declaration (each beside its table in schema/), in one list. A table is in it by
// exporting `<table>Participacao` from its schema file: participacao.test.ts fails for a table
// with a `company_id` that declares nothing.

type TSchema = typeof schema;
type TDeclaracao = TSchema[keyof TSchema & `${string}Participacao`];

export const PARTICIPACOES: readonly TParticipacao[] = Object.entries(schema)
  .filter(([name]) => name.endsWith("Participacao"))
  .map(([, d]) => d as TParticipacao);

/** The deadline sources the tables declare: 'licenca', 'condicionante', 'entrega', 'atividade'… */
export type TFontePrazo = NonNullable<Extract<TDeclaracao, { prazos: unknown }>["prazos"]>[number];

export const FONTES_DE_PRAZO = PARTICIPACOES.flatMap((d) => d.prazos ?? []) as readonly TFontePrazo[];

export const participacaoDe = (tabela: string): TParticipacao | undefined =>
  PARTICIPACOES.find((d) => d.tabela === tabela);

/**
 * How a place that shows deadlines shows each declared source: the kinds of item it shows it as,
 * or, where it deliberately does not, why. A new source fails `tsc` at every place until each
 * says one or the other.
 */
export type TMostraPrazos<K extends string> = Record<TFontePrazo, readonly K[] | { naoMostra: string }>;
