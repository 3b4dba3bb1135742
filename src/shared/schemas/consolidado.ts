import { z } from "./zod-pt-br";
import { SITUACOES } from "../rules/consolidado";
import { ZRefSchema, zInstant } from "./common";

/** The largest page of the screen's call. */
export const CONSOLIDADO_MAX_PAGE_SIZE = 500;

const PAGE = "Página inválida.";
const PAGE_SIZE = `Tamanho de página inválido (de 1 a ${CONSOLIDADO_MAX_PAGE_SIZE}).`;

/** GET /api/relatorios/consolidado: a page of projects, worst situation first. */
export const ZConsolidadoQuerySchema = z.object({
  page: z.coerce.number({ error: PAGE }).int(PAGE).min(1, PAGE).optional().default(1),
  pageSize: z.coerce
    .number({ error: PAGE_SIZE })
    .int(PAGE_SIZE)
    .min(1, PAGE_SIZE)
    .max(CONSOLIDADO_MAX_PAGE_SIZE, PAGE_SIZE)
    .optional()
    .default(10),
});
export type TConsolidadoQuery = z.infer<typeof ZConsolidadoQuerySchema>;

const count = z.number().int().min(0);

/** Licences by displayed status (shared/rules/licenca-status.ts), today. */
export const ZLicencasPorStatusSchema = z.strictObject({
  vigente: count,
  alertaRenovacao: count,
  vencida: count,
  emRenovacao: count,
});
export type TLicencasPorStatus = z.infer<typeof ZLicencasPorStatusSchema>;

/**
 * Obligations by date, as the conditions screen's sections count them (decision 013): a periodic
 * condition counts each scheduled delivery left, by its own date. Open ones without a date are
 * in no group, as on that screen.
 */
export const ZCondicionantesPorPrazoSchema = z.strictObject({
  /** Dated before today. */
  vencidas: count,
  /** Dated from today to today + 30 days. */
  vencendo30: count,
  /** Dated after today + 30 days. */
  aVencer: count,
  /** Concluded conditions. */
  concluidas: count,
});
export type TCondicionantesPorPrazo = z.infer<typeof ZCondicionantesPorPrazoSchema>;

/**
 * The open due dates of obligations outside licences (issue 32): a project's own and its client's
 * that name no project, which bind every project of the client; the company's totals count each
 * due date once.
 */
export const ZObrigacoesPorPrazoSchema = z.strictObject({
  /** Not met, due before today ('Atrasada'). */
  atrasadas: count,
  /** Not met, due from today to today + 30 days. */
  vencendo30: count,
});
export type TObrigacoesPorPrazo = z.infer<typeof ZObrigacoesPorPrazoSchema>;

export const ZConsolidadoLinhaResponseSchema = z.strictObject({
  empreendimento: ZRefSchema,
  cliente: ZRefSchema,
  licencas: ZLicencasPorStatusSchema,
  condicionantes: ZCondicionantesPorPrazoSchema,
  obrigacoes: ZObrigacoesPorPrazoSchema,
  situacao: z.enum(SITUACOES),
});
export type TConsolidadoLinha = z.infer<typeof ZConsolidadoLinhaResponseSchema>;

export const ZConsolidadoResponseSchema = z.strictObject({
  items: z.array(ZConsolidadoLinhaResponseSchema),
  /** How many projects the company has (every one has a row, with zeros when it has nothing). */
  total: count,
  /**
   * When the projects were counted by situation (`totais.situacoes`, ISO 8601): no tally keeps
   * those counts, so the server keeps them a while (decision 067) and the screen says since when.
   */
  situacoesContadasEm: zInstant,
  /** The same counts over the whole company, and how many projects are in each situation. */
  totais: z.strictObject({
    licencas: ZLicencasPorStatusSchema,
    condicionantes: ZCondicionantesPorPrazoSchema,
    obrigacoes: ZObrigacoesPorPrazoSchema,
    situacoes: z.strictObject({ critico: count, atencao: count, em_dia: count }),
  }),
});
export type TConsolidado = z.infer<typeof ZConsolidadoResponseSchema>;

/** Projects read per call of the print's batches, at most (decision 067). */
export const CONSOLIDADO_LOTE = 500;

const LOTE = `Tamanho de lote inválido (de 1 a ${CONSOLIDADO_LOTE}).`;

/**
 * GET /api/relatorios/consolidado/lote: the print's rows, batch by batch, in the report's order.
 * The first call names nothing; each next one passes back the previous answer's `proximo`.
 */
export const ZConsolidadoLoteQuerySchema = z.object({
  situacao: z.enum(SITUACOES).optional().default("critico"),
  /** Where the previous batch stopped, as that answer wrote it; absent: from the first project. */
  depois: z.string().max(2000).optional(),
  lote: z.coerce
    .number({ error: LOTE })
    .int(LOTE)
    .min(1, LOTE)
    .max(CONSOLIDADO_LOTE, LOTE)
    .optional()
    .default(CONSOLIDADO_LOTE),
});
export type TConsolidadoLoteQuery = z.infer<typeof ZConsolidadoLoteQuerySchema>;

export const ZConsolidadoLoteResponseSchema = z.strictObject({
  /** This batch's rows (possibly none), in the report's order. */
  items: z.array(ZConsolidadoLinhaResponseSchema),
  /** The next call's query; null: the report has ended. */
  proximo: z.strictObject({ situacao: z.enum(SITUACOES), depois: z.string().nullable() }).nullable(),
});
export type TConsolidadoLote = z.infer<typeof ZConsolidadoLoteResponseSchema>;
