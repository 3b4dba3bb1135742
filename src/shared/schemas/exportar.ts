import { z } from "zod";

/** The two files every list exports: Excel's own, and CSV as Excel in Brazil opens it. */
export const FORMATOS_EXPORTACAO = ["xlsx", "csv"] as const;
export type TFormatoExportacao = (typeof FORMATOS_EXPORTACAO)[number];

export const FORMATO_INVALIDO = "Formato de exportação inválido: use xlsx ou csv.";

/** `?formato=` of every …/exportar route, beside the list's own filters; Excel's when left out. */
export const ZFormatoExportacaoSchema = z.object({
  formato: z.enum(FORMATOS_EXPORTACAO, { error: FORMATO_INVALIDO }).optional().default("xlsx"),
});
