import { z } from "./zod-pt-br";
import { parseDate } from "../rules/datas";

const DIA_INVALIDO = "Informe o dia no formato AAAA-MM-DD.";

/** POST /api/admin/prazos/varredura: the day to sweep, today when absent. */
export const ZVarreduraSchema = z.object({
  hoje: z
    .string({ error: DIA_INVALIDO })
    .max(10, DIA_INVALIDO)
    .regex(/^\d{4}-\d{2}-\d{2}$/, DIA_INVALIDO)
    .refine((v) => parseDate(v) === v, DIA_INVALIDO)
    .optional(),
});

/** What one day's sweep did. */
export const ZVarreduraResponseSchema = z.object({
  dia: z.string(),
  alertas: z.number().int(),
  emails: z.number().int(),
  condicoesAtrasadas: z.number().int(),
  condicoesDevolvidas: z.number().int(),
  atividadesAtrasadas: z.number().int(),
});
