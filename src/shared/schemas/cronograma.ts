import { z } from "./zod-pt-br";
import { parseDate } from "../rules/datas";
import { ATIVIDADE_STATUS, ATIVIDADE_STATUS_EXIBIDO, CONDICIONANTE_RELATORIO_STATUS } from "../rules/atividade-status";
import { ZRefSchema, zDate, zInstant } from "./common";
import { zResponsavelFiltro, zResponsavelId } from "./usuarios";
import { DOCUMENTO_EXTENSOES } from "./uploads";

// The project report and its activity schedule (part 2 "Reports screen", §3 atividades_cronograma).

const DATA_INVALIDA = "Data inválida. Use dd/mm/aaaa.";
export const TITULO_OBRIGATORIO = "Título é obrigatório";
export const FIM_ANTES_DO_INICIO = "A data final não pode ser anterior à inicial.";

/** A date typed as dd/MM/yyyy or sent as yyyy-mm-dd; yyyy-mm-dd after parsing, null when empty. */
const optionalDate = z
  .string()
  .trim()
  .max(20, DATA_INVALIDA)
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    const iso = parseDate(v);
    if (!iso) ctx.addIssue({ code: "custom", message: DATA_INVALIDA });
    return iso;
  });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Máximo de ${max} caracteres`)
    .nullish()
    .transform((v) => v || null);

/** 'Nova Atividade' and its edit: the title must say something once trimmed (part 2 §5). */
export const ZAtividadeSchema = z.object({
  titulo: z
    .string({ error: TITULO_OBRIGATORIO })
    .trim()
    .min(1, TITULO_OBRIGATORIO)
    .max(300, "Máximo de 300 caracteres"),
  descricao: optionalText(2000),
  dataPrazo: optionalDate,
  /** Absent: unchanged; null or '': nobody. */
  responsavelId: zResponsavelId.optional(),
});
export type TAtividadeInput = z.input<typeof ZAtividadeSchema>;
export type TAtividadeData = z.output<typeof ZAtividadeSchema>;

/** The status dialog: concluded records today's date on the server; the observation is optional. */
export const ZAtividadeStatusSchema = z.object({
  status: z.enum(ATIVIDADE_STATUS, { error: "Status é obrigatório" }),
  observacao: optionalText(2000),
});
export type TAtividadeStatusInput = z.input<typeof ZAtividadeStatusSchema>;

/**
 * The report's optional period over the deadlines (inclusive); the end may not precede the start.
 * `responsavel` (a colleague's id or 'eu') narrows the schedule and its counts, not the conditions.
 */
export const ZRelatorioQuerySchema = z
  .object({ inicio: optionalDate, fim: optionalDate, responsavel: zResponsavelFiltro })
  .refine((p) => !p.inicio || !p.fim || p.fim >= p.inicio, { path: ["fim"], message: FIM_ANTES_DO_INICIO });
export type TRelatorioQuery = z.output<typeof ZRelatorioQuerySchema>;

/** Activities take spreadsheets too (part 2 §5), beside the licences' kinds. */
export const ATIVIDADE_DOCUMENTO_EXTENSOES = [...DOCUMENTO_EXTENSOES, "xls", "xlsx"] as const;
export const ATIVIDADE_DOCUMENTO_ACCEPT = ATIVIDADE_DOCUMENTO_EXTENSOES.map((e) => `.${e}`).join(",");

// ---- Answers ----

export const ZAtividadeResponseSchema = z.strictObject({
  id: z.string(),
  titulo: z.string(),
  descricao: z.string().nullable(),
  dataPrazo: zDate.nullable(),
  dataConclusao: zDate.nullable(),
  observacoes: z.string().nullable(),
  /** What the status dialog stored. */
  status: z.enum(ATIVIDADE_STATUS),
  /** What the screens show: 'atrasada' when not concluded and past its deadline. */
  statusExibido: z.enum(ATIVIDADE_STATUS_EXIBIDO),
  responsavel: ZRefSchema.nullable(),
  documentosCount: z.number().int(),
  createdAt: zInstant,
});
export type TAtividade = z.infer<typeof ZAtividadeResponseSchema>;

export const ZCondicionanteRelatorioResponseSchema = z.strictObject({
  id: z.string(),
  nome: z.string().nullable(),
  descricao: z.string(),
  licenca: z.strictObject({ id: z.string(), numero: z.string(), tipo: z.string(), tipoNome: z.string() }),
  dataPrazo: zDate.nullable(),
  aprovada: z.boolean(),
  status: z.enum(CONDICIONANTE_RELATORIO_STATUS),
});
export type TCondicionanteRelatorio = z.infer<typeof ZCondicionanteRelatorioResponseSchema>;

const count = z.number().int();
export const ZRelatorioResumoSchema = z.strictObject({
  /** By displayed status: the four add up to the total. */
  atividades: z.strictObject({
    total: count,
    pendente: count,
    em_andamento: count,
    concluida: count,
    atrasada: count,
  }),
  condicionantes: z.strictObject({ total: count, cumprida: count, vencida: count, pendente: count }),
});
export type TRelatorioResumo = z.infer<typeof ZRelatorioResumoSchema>;

/** GET /api/relatorios/empreendimentos/{id}: the screen's and the print page's one answer. */
export const ZRelatorioResponseSchema = z.strictObject({
  empreendimento: z.strictObject({
    id: z.string(),
    nome: z.string(),
    municipio: z.string().nullable(),
    estado: z.string().nullable(),
    cliente: z.strictObject({ id: z.string(), nome: z.string(), cnpj: z.string().nullable() }),
  }),
  periodo: z.strictObject({ inicio: zDate.nullable(), fim: zDate.nullable() }),
  /** The server's day in São Paulo, which the statuses were computed for (the date of issue). */
  hoje: zDate,
  resumo: ZRelatorioResumoSchema,
  atividades: z.array(ZAtividadeResponseSchema),
  condicionantes: z.array(ZCondicionanteRelatorioResponseSchema),
});
export type TRelatorio = z.infer<typeof ZRelatorioResponseSchema>;
