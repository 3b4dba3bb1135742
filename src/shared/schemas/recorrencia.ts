import { z } from "./zod-pt-br";

// How an obligation ('Obrigação', issue 32) comes back. The rule is what the act says; each
// instance keeps the date the rule gave it, so moving one instance's date (an agency's extension)
// leaves the rule and the next instances alone.

export const PERIODOS = ["mensal", "trimestral", "semestral", "anual"] as const;
export type TPeriodo = (typeof PERIODOS)[number];

/** How the deadline after a period counts: business days of the place, or calendar days. */
export const CONTAGENS = ["dia_util", "dia_corrido"] as const;
export type TContagem = (typeof CONTAGENS)[number];

/** What a fixed yearly day does when it is not a business day of the place. */
export const AJUSTES = ["nenhum", "proximo_dia_util", "dia_util_anterior"] as const;
export type TAjuste = (typeof AJUSTES)[number];

const inteiro = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

export const ZRecorrenciaSchema = z.discriminatedUnion(
  "tipo",
  [
    /** Once: the instance's own date, nothing after it. */
    z.object({ tipo: z.literal("unica") }),
    /** Every N months from the previous instance's rule date (a certificate valid for 3 months). */
    z.object({ tipo: z.literal("meses"), intervalo: inteiro(1, 120, "Informe de 1 a 120 meses") }),
    /** Every year on a day of a month (the RAPP by 31 March). */
    z.object({
      tipo: z.literal("anual"),
      mes: inteiro(1, 12, "Mês inválido"),
      dia: inteiro(1, 31, "Dia inválido"),
      ajuste: z.enum(AJUSTES).default("nenhum"),
    }),
    /**
     * After each month, quarter, semester or year of the calendar closes, by the n-th business or
     * calendar day of the month after it ('até o 5º dia útil do mês seguinte ao trimestre').
     */
    z.object({
      tipo: z.literal("apos_periodo"),
      periodo: z.enum(PERIODOS),
      contagem: z.enum(CONTAGENS),
      n: inteiro(1, 31, "Informe de 1 a 31 dias"),
    }),
  ],
  // unionFallback: a rule of no known kind is refused on the field itself ('recorrencia'), not
  // on its 'tipo', while a known kind's own fields keep their messages ('Mês inválido').
  { error: "Recorrência inválida", unionFallback: true },
);
export type TRecorrencia = z.output<typeof ZRecorrenciaSchema>;
export type TRecorrenciaInput = z.input<typeof ZRecorrenciaSchema>;

/** Where an obligation is due: the project's state and city decide its business days. */
export type TLocal = { uf: string | null; municipio: string | null };
