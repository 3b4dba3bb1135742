import { z } from "./zod-pt-br";
import { SITUACOES } from "../rules/consolidado";
import { ZRefSchema } from "./common";

/** The print takes every project in one answer, up to this many (the sheet says when there are more). */
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
  /** The same counts over the whole company, and how many projects are in each situation. */
  totais: z.strictObject({
    licencas: ZLicencasPorStatusSchema,
    condicionantes: ZCondicionantesPorPrazoSchema,
    obrigacoes: ZObrigacoesPorPrazoSchema,
    situacoes: z.strictObject({ critico: count, atencao: count, em_dia: count }),
  }),
});
export type TConsolidado = z.infer<typeof ZConsolidadoResponseSchema>;
