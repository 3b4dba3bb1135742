import type { TLixeiraTipo } from "../../shared/schemas/lixeira";

// What a table with a `company_id` takes part in, declared once beside its definition
// (decision 054). The wall, the portal's wall, the bin, the history, the places that show
// deadlines and the exports read these declarations; `participacao.test.ts` fails when a table
// with a `company_id` has none, and when the database or a place disagrees with one.

export type TComando = "SELECT" | "INSERT" | "UPDATE" | "DELETE";

export interface TParticipacao {
  /** The table's name in the database. */
  tabela: string;
  /**
   * The tenant wall (decision 007): the four commands, each under a policy that admits only the
   * company's rows; or fewer, the rest refused by the missing grant, with why; or, for the
   * company's own row (`companies`, which has no `company_id`), that row alone.
   */
  muro: "completo" | { comandos: TComando[]; porque: string } | "propria";
  /** What the portal's role reaches (decision 044): a client's rows, or the consultancy's own. */
  portal?: { comandos: TComando[]; escopo: "cliente" | "empresa" };
  /**
   * Its rows go to the bin (decision 015) with their parent's deletion (`pai`: the parent table,
   * null for a root), and, with `tipo`, by a deletion of their own.
   */
  lixeira?: { tipo?: TLixeiraTipo; pai: string | readonly string[] | null };
  /** Every write lands in `historico`, filed under the row named by this column (null: itself). */
  historico?: { pai: string | null };
  /** The deadline sources its rows are: every place that shows deadlines says how it shows each. */
  prazos?: readonly string[];
  /** The list exports that download it: `GET /api/<each>/exportar`. */
  exportar?: readonly string[];
}

/** A table's declaration, its literal types kept (the deadline sources become a type). */
export const declareTabela = <const D extends TParticipacao>(d: D): D => d;
