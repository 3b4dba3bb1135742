import { z } from "./zod-pt-br";
import { zDate, zInstant } from "./common";
import { zDataObrigatoria } from "./condicionantes";
import { zLinkOpcional } from "./obrigacoes";

// The super-administrator's view of the built-in legal catalogue (decision 053) and the yearly
// overrides published over it: a year when the agency moved a deadline (decision 056).

const ANO = "Informe o ano (de 2000 a 2100)";

/** 'Publicar ajuste': the year of the rule's date it replaces, the new due date, why, and where it was said. */
export const ZAjusteSchema = z.object({
  ano: z.number({ error: ANO }).int(ANO).min(2000, ANO).max(2100, ANO),
  dataVencimento: zDataObrigatoria("Informe o novo vencimento"),
  motivo: z
    .string({ error: "Informe o motivo do ajuste" })
    .trim()
    .min(1, "Informe o motivo do ajuste")
    .max(500, "Máximo de 500 caracteres"),
  fonteUrl: zLinkOpcional,
});
export type TAjusteInput = z.input<typeof ZAjusteSchema>;
export type TAjusteData = z.output<typeof ZAjusteSchema>;

export const ZAjustePublicadoSchema = z.strictObject({
  ano: z.number().int(),
  dataVencimento: zDate,
  motivo: z.string(),
  fonteUrl: z.string().nullable(),
  /** Who published it; null once that account is gone. */
  publicadoPor: z.string().nullable(),
  publicadoEm: zInstant,
});
export type TAjustePublicado = z.infer<typeof ZAjustePublicadoSchema>;

/** One catalogue entry as the screen shows it: its source, its rule and condition in words, its overrides. */
export const ZCatalogoEntradaSchema = z.strictObject({
  codigo: z.string(),
  titulo: z.string(),
  orgao: z.string(),
  descricao: z.string(),
  baseLegal: z.strictObject({ ato: z.string(), artigo: z.string(), url: z.string(), trecho: z.string() }),
  recorrencia: z.string(),
  aplicaSe: z.string(),
  verificadoEm: zDate,
  /** One due date a year: only such a rule can be moved for a year. */
  ajustavel: z.boolean(),
  /** The latest year first. */
  ajustes: z.array(ZAjustePublicadoSchema),
});
export type TCatalogoEntrada = z.infer<typeof ZCatalogoEntradaSchema>;

export const ZCatalogoAdminSchema = z.strictObject({
  versao: z.string(),
  entradas: z.array(ZCatalogoEntradaSchema),
});
export type TCatalogoAdmin = z.infer<typeof ZCatalogoAdminSchema>;

/** The entry as it now is, and how many open due dates, of every company, the override moved. */
export const ZAjusteResultadoSchema = z.strictObject({
  entrada: ZCatalogoEntradaSchema,
  movidos: z.number().int(),
});
export type TAjusteResultado = z.infer<typeof ZAjusteResultadoSchema>;
