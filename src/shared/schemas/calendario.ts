import { z } from "./zod-pt-br";
import { parseDate } from "../rules/datas";
import { CALENDAR_MAX_RANGE_DAYS, rangeDays, type TEventoTipo } from "../rules/calendario";

export const DATA_INVALIDA = "Data inválida. Use aaaa-mm-dd.";
export const PERIODO_INVERTIDO = "A data final deve ser igual ou posterior à data inicial.";
export const PERIODO_LONGO = `O período pode ter no máximo ${CALENDAR_MAX_RANGE_DAYS} dias.`;
export const LIMITE_INVALIDO = "Limite deve ser um número entre 1 e 100.";

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

/**
 * GET /api/calendario?de=&ate=&limite=. Without `de`, today; without `ate`, `de` + 60 days.
 * `limite` keeps only the first N events (the popover asks for 3).
 */
export const ZCalendarioQuerySchema = z
  .object({
    de: optionalDate,
    ate: optionalDate,
    limite: z.coerce
      .number({ error: LIMITE_INVALIDO })
      .int(LIMITE_INVALIDO)
      .min(1, LIMITE_INVALIDO)
      .max(100, LIMITE_INVALIDO)
      .optional(),
  })
  .superRefine((q, ctx) => {
    const problem = q.de && q.ate ? periodoInvalido(q.de, q.ate) : null;
    if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["ate"] });
  });
export type TCalendarioQuery = z.infer<typeof ZCalendarioQuerySchema>;

/** Part 1 §3 "Calendar event" (derived, not stored). */
export interface TEventoCalendario {
  /** '{tipo}:{id of the licence, condition or checklist}', unique in an answer. */
  id: string;
  tipo: TEventoTipo;
  titulo: string;
  /** yyyy-mm-dd */
  data: string;
  /** The project's name, or null (a checklist may have no project). */
  empreendimento: string | null;
  /** The licence's label 'TIPO numero', or null (checklists). */
  licenca: string | null;
  licencaId: string | null;
  condicionanteId: string | null;
  checklistId: string | null;
}

/** GET /api/calendario: the range actually answered and its events, by date. */
export interface TCalendario {
  de: string;
  ate: string;
  eventos: TEventoCalendario[];
}
