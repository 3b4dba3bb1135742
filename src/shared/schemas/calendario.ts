import { z } from "./zod-pt-br";
import { parseDate } from "../rules/datas";
import { CALENDAR_MAX_RANGE_DAYS, EVENTO_TIPOS, rangeDays } from "../rules/calendario";
import { zDate } from "./common";

export const DATA_INVALIDA = "Data inválida. Use aaaa-mm-dd.";
export const PERIODO_INVERTIDO = "A data final deve ser igual ou posterior à data inicial.";
export const PERIODO_LONGO = `O período pode ter no máximo ${CALENDAR_MAX_RANGE_DAYS} dias.`;
export const LIMITE_INVALIDO = "Limite deve ser um número entre 1 e 100.";
export const POR_DIA_INVALIDO = "Eventos por dia deve ser um número entre 1 e 100.";

/** Why a range (both ends yyyy-mm-dd, both included) is refused; null when it is fine. */
export function periodoInvalido(de: string, ate: string): string | null {
  if (ate < de) return PERIODO_INVERTIDO;
  if (rangeDays(de, ate) > CALENDAR_MAX_RANGE_DAYS) return PERIODO_LONGO;
  return null;
}

const optionalDate = z
  .string()
  .trim()
  .max(20, DATA_INVALIDA)
  .optional()
  .transform((v, ctx) => {
    if (!v) return undefined;
    const iso = parseDate(v);
    if (!iso) ctx.addIssue({ code: "custom", message: DATA_INVALIDA });
    return iso ?? undefined;
  });

/** A whole number from 1 to 100, or absent; anything else is refused with `message`. */
const umACem = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(100, message).optional();

/**
 * GET /api/calendario?de=&ate=&limite=&porDia=. Without `de`, today; without `ate`, `de` + 60
 * days. `limite` keeps only the first N events (the popover asks for 3). `porDia` keeps each day's
 * first N (the month grid asks for what a cell shows) and adds every day's total, `dias`. Neither:
 * at most CALENDAR_LIST_MAX events, whole days (the answer's `ate` says up to which), decision 068.
 */
export const ZCalendarioQuerySchema = z
  .object({
    de: optionalDate,
    ate: optionalDate,
    limite: umACem(LIMITE_INVALIDO),
    porDia: umACem(POR_DIA_INVALIDO),
  })
  .superRefine((q, ctx) => {
    const problem = q.de && q.ate ? periodoInvalido(q.de, q.ate) : null;
    if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["ate"] });
  });
export type TCalendarioQuery = z.infer<typeof ZCalendarioQuerySchema>;

/** Part 1 §3 "Calendar event" (derived, not stored). */
export const ZEventoCalendarioResponseSchema = z.strictObject({
  /** '{tipo}:{id of the licence, condition or checklist}' or 'entrega:{proof id}', unique in an answer. */
  id: z.string(),
  tipo: z.enum(EVENTO_TIPOS),
  titulo: z.string(),
  /** The title uncut, when `titulo` cut a condition's name (part 1 §9); null when it is whole. */
  tituloCompleto: z.string().nullable(),
  data: zDate,
  /** The project's name, or null (a checklist may have no project). */
  empreendimento: z.string().nullable(),
  /** The licence's label, its type's readable name and its number, or null (checklists). */
  licenca: z.string().nullable(),
  /** The licence's short label, its type's code and its number ('LO 123/2026'): what a month cell fits. */
  licencaSigla: z.string().nullable(),
  licencaId: z.string().nullable(),
  condicionanteId: z.string().nullable(),
  checklistId: z.string().nullable(),
  /** An obligation that belongs to no licence (issue 32): the event is one of its due dates. */
  obrigacaoId: z.string().nullable(),
  /** A scheduled delivery's proof: the event is that delivery of the condition (decision 013). */
  comprovacaoId: z.string().nullable(),
  /** An obligation whose date is before today and is still open: shown as 'Atrasada'. */
  atrasado: z.boolean(),
});
export type TEventoCalendario = z.infer<typeof ZEventoCalendarioResponseSchema>;

/**
 * GET /api/calendario: the range actually answered and its events, by date. Without porDia nor
 * limite, a range holding more than CALENDAR_LIST_MAX events is answered up to the last whole day
 * that fits (`ate` earlier than asked; the next range starts the day after), and a first day
 * holding more alone comes as that day's first CALENDAR_LIST_MAX, with `dias`. Without `de` in the
 * request (the popover's upcoming deadlines) expiries that are no deadline (validade_prorrogada)
 * are left out. With `porDia`, only the
 * range's days, each cut to its first N: on one day by type, then by the licence's, condition's
 * (then delivery's) or checklist's id, the order the indexes read in, instead of by title.
 */
export const ZCalendarioResponseSchema = z.strictObject({
  de: zDate,
  ate: zDate,
  /**
   * Every open obligation of the company dated before today, listed or not. Without a chosen
   * start (the popover) none is listed: the answer starts today and this number stands for them.
   */
  atrasadas: z.number().int(),
  eventos: z.array(ZEventoCalendarioResponseSchema),
  /**
   * With `porDia` (or a first day over the bound): how many events each day of the range has in
   * all, listed or not, keyed by yyyy-mm-dd (days without any are left out), so a cell can say
   * '+N mais'.
   */
  dias: z.record(z.string(), z.number().int()).optional(),
});
export type TCalendario = z.infer<typeof ZCalendarioResponseSchema>;
