import { z } from "./zod-pt-br";
import { parseDate } from "../rules/datas";
import {
  COMPROVACAO_ORIGENS,
  COMPROVACAO_STATUS,
  CONDICIONANTE_STATUS,
  DATA_ANTIGA,
  ENTREGA_OBRIGATORIA,
  GRUPOS,
  MIN_DATE,
  type TGrupo,
} from "../rules/condicionantes";
import { PERIODICIDADE_TIPOS } from "../rules/periodicidade";
import { ZRefSchema, zDate, zInstant } from "./common";
import { zPageLimitada } from "./paging";
import { zResponsavelFiltro, zResponsavelId } from "./usuarios";

const requiredText = (message: string, max = 2000) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Máximo de ${max} caracteres`);

const DATA_INVALIDA = "Data inválida. Use dd/mm/aaaa.";
/** A date typed as dd/MM/yyyy or sent as yyyy-mm-dd, not before 1900; stored as yyyy-mm-dd. */
const dateValue = (required?: string) =>
  z
    .string({ error: required ?? DATA_INVALIDA })
    .trim()
    .max(20, DATA_INVALIDA)
    .nullish()
    .transform((v, ctx) => {
      if (!v) {
        if (required) ctx.addIssue({ code: "custom", message: required });
        return null;
      }
      const iso = parseDate(v);
      if (!iso) ctx.addIssue({ code: "custom", message: DATA_INVALIDA });
      else if (iso < MIN_DATE) ctx.addIssue({ code: "custom", message: DATA_ANTIGA });
      return iso;
    });
const optionalDate = dateValue();
const requiredDate = (message: string) => dateValue(message).pipe(z.string());
/** A form's date (dd/MM/yyyy or yyyy-mm-dd, not before 1900), for the other domains' forms. */
export { optionalDate as zDataOpcional, requiredDate as zDataObrigatoria };

const status = (message: string) => z.enum(CONDICIONANTE_STATUS, { error: message });

/** Concluded needs its delivery date (part 2 §5); the range against today is the server's check. */
const entregaWhenConcluded = (v: { status: string; dataEntrega: string | null }, ctx: z.RefinementCtx) => {
  if (v.status === "concluida" && !v.dataEntrega) {
    ctx.addIssue({ code: "custom", path: ["dataEntrega"], message: ENTREGA_OBRIGATORIA });
  }
};

/** A condition's description, the same rule whether typed on a form or imported from a licence PDF. */
export const zDescricaoCondicionante = requiredText("Descrição é obrigatória");

/** The licence panel's form (create and inline edit), with the panel's unaccented messages. */
export const ZCondicionanteSchema = z
  .object({
    nome: requiredText("Nome da condicionante é obrigatório", 300),
    descricao: zDescricaoCondicionante,
    status: status("Status é obrigatório"),
    aprovada: z.boolean().optional().default(false),
    dataPrazo: optionalDate,
    dataEntrega: optionalDate,
    /** Absent: the responsible person stays as it was; null or '': nobody. */
    responsavelId: zResponsavelId.optional(),
  })
  .superRefine(entregaWhenConcluded);
export type TCondicionanteInput = z.input<typeof ZCondicionanteSchema>;
export type TCondicionanteData = z.output<typeof ZCondicionanteSchema>;

/** The conditions screen's 'Nova Condicionante' (licence chosen in the form, no name). */
export const ZNovaCondicionanteSchema = z.object({
  licencaId: requiredText("Licença é obrigatória", 100),
  descricao: zDescricaoCondicionante,
  status: status("Status é obrigatório"),
  dataPrazo: optionalDate,
  responsavelId: zResponsavelId.optional(),
});
export type TNovaCondicionanteInput = z.input<typeof ZNovaCondicionanteSchema>;
export type TNovaCondicionanteData = z.output<typeof ZNovaCondicionanteSchema>;

/** A status change from the list: concluded asks for the delivery date, others clear it. */
export const ZStatusSchema = z
  .object({ status: status("Status é obrigatório"), dataEntrega: optionalDate })
  .superRefine(entregaWhenConcluded);
export type TStatusInput = z.input<typeof ZStatusSchema>;

export const ZAprovacaoSchema = z.object({ aprovada: z.boolean({ error: "Informe se está aprovada" }) });

export const ZPeriodicidadeSchema = z
  .object({
    tipo: z.enum(PERIODICIDADE_TIPOS, { error: "Tipo de periodicidade é obrigatório" }),
    intervalo: z.coerce
      .number({ error: "O intervalo mínimo é 1 mês" })
      .int("O intervalo deve ser um número inteiro de meses")
      .min(1, "O intervalo mínimo é 1 mês")
      .max(120, "O intervalo máximo é 120 meses"),
    dataInicio: requiredDate("Data de início é obrigatória"),
    dataFim: requiredDate("Data de fim é obrigatória"),
    gerarAutomaticamente: z.boolean().optional().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.dataInicio && v.dataFim && v.dataFim < v.dataInicio) {
      ctx.addIssue({
        code: "custom",
        path: ["dataFim"],
        message: "A data de fim deve ser igual ou posterior ao início",
      });
    }
  });
export type TPeriodicidadeInput = z.input<typeof ZPeriodicidadeSchema>;
export type TPeriodicidadeData = z.output<typeof ZPeriodicidadeSchema>;

export const ZComprovacaoSchema = z.object({
  dataEntrega: requiredDate("Data de entrega é obrigatória"),
  statusComprovacao: z.enum(COMPROVACAO_STATUS, { error: "Status é obrigatório" }).optional().default("pendente"),
  observacoes: z.string().trim().max(2000, "Máximo de 2000 caracteres").nullish(),
});
export type TComprovacaoInput = z.input<typeof ZComprovacaoSchema>;
export type TComprovacaoData = z.output<typeof ZComprovacaoSchema>;

export const ZComprovacaoStatusSchema = z.object({
  statusComprovacao: z.enum(COMPROVACAO_STATUS, { error: "Status é obrigatório" }),
});

export const ZDocumentoUpdateSchema = z
  .object({
    condicionanteCumprida: z.boolean().optional(),
    observacoesDocumento: z.string().trim().max(2000, "Máximo de 2000 caracteres").nullish(),
  })
  .refine((v) => v.condicionanteCumprida !== undefined || v.observacoesDocumento !== undefined, {
    message: "Nada a atualizar",
  });

const page = z.coerce.number().int().min(1).optional().default(1);
/** One page of each section of the conditions screen, in one call. */
export const ZSecoesQuerySchema = z.object({
  q: z.string().trim().max(200, "Busca muito longa.").optional().default(""),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(10),
  vencidas: page,
  vencendo: page,
  a_vencer: page,
  concluidas: page,
  /** A colleague's id, or 'eu' for the caller; absent: anyone's. */
  responsavel: zResponsavelFiltro,
  /**
   * 'Minhas pendências': the caller's conditions still owed (not concluded, not approved),
   * whatever `responsavel` says; the sections already read nearest deadline first.
   */
  minhas: z.enum(["1"]).optional(),
});
export type TSecoesQuery = z.infer<typeof ZSecoesQuerySchema>;

/** The licence panel's list: every condition of the licence, or one person's. */
export const ZCondicionantesDaLicencaQuerySchema = z.object({ responsavel: zResponsavelFiltro });

// ---------- answers ----------

export const ZPeriodicidadeResponseSchema = z.strictObject({
  tipo: z.enum(PERIODICIDADE_TIPOS),
  intervalo: z.number().int(),
  dataInicio: zDate,
  dataFim: zDate,
  gerarAutomaticamente: z.boolean(),
});
export type TPeriodicidade = z.infer<typeof ZPeriodicidadeResponseSchema>;

export const ZCondicionanteResponseSchema = z.strictObject({
  id: z.string(),
  licencaId: z.string(),
  nome: z.string().nullable(),
  descricao: z.string(),
  status: z.enum(CONDICIONANTE_STATUS),
  aprovada: z.boolean(),
  dataPrazo: zDate.nullable(),
  dataEntrega: zDate.nullable(),
  dataAprovacao: zInstant.nullable(),
  periodicidade: ZPeriodicidadeResponseSchema.nullable(),
  /** Every document of the condition, its proofs' included. */
  documentosCount: z.number().int(),
  comprovacoesCount: z.number().int(),
  /** Scheduled deliveries still to be made: while any is left it cannot be concluded. */
  entregasAgendadas: z.number().int(),
  /** The earliest of them, or null. */
  proximaEntrega: zDate.nullable(),
  /** The company's user answerable for it (issue 16), or null. */
  responsavel: ZRefSchema.nullable(),
  createdAt: zInstant,
  updatedAt: zInstant,
});
export type TCondicionante = z.infer<typeof ZCondicionanteResponseSchema>;

/**
 * A periodicity saved: the condition, how many scheduled deliveries it created, and how many
 * future ones of the old schedule it removed.
 */
export const ZPeriodicidadeGravadaResponseSchema = z.strictObject({
  condicionante: ZCondicionanteResponseSchema,
  criadas: z.number().int(),
  removidas: z.number().int(),
});

/** The licence panel: the licence's header lines and its conditions, newest first. */
export const ZCondicionantesDaLicencaResponseSchema = z.strictObject({
  licenca: z.strictObject({
    id: z.string(),
    numero: z.string(),
    empresa: z.string(),
    empreendimento: z.string(),
    /** yyyy-mm-dd: where 'Importar do PDF' counts deadlines from unless told otherwise. */
    dataEmissao: z.string().nullable(),
  }),
  items: z.array(ZCondicionanteResponseSchema),
});
export type TCondicionantesDaLicenca = z.infer<typeof ZCondicionantesDaLicencaResponseSchema>;

export const ZDocumentoResponseSchema = z.strictObject({
  id: z.string(),
  nome: z.string(),
  contentType: z.string(),
  fileSize: z.number().int(),
  comprovacaoId: z.string().nullable(),
  observacoesDocumento: z.string().nullable(),
  condicionanteCumprida: z.boolean(),
  createdAt: zInstant,
});
export type TDocumento = z.infer<typeof ZDocumentoResponseSchema>;

/** An upload or an edit of a document: the document, and its condition as the flag left it. */
export const ZDocumentoGravadoResponseSchema = z.strictObject({
  documento: ZDocumentoResponseSchema,
  condicionante: ZCondicionanteResponseSchema,
});

export const ZComprovacaoResponseSchema = z.strictObject({
  id: z.string(),
  dataEntrega: zDate,
  observacoes: z.string().nullable(),
  statusComprovacao: z.enum(COMPROVACAO_STATUS),
  /** 'portal': sent by the client's user, to be approved or rejected by the team (decision 044). */
  origem: z.enum(COMPROVACAO_ORIGENS),
  /** A portal proof's sender (their name), null for the team's own. */
  enviadaPor: z.string().nullable(),
  /** Why the team rejected it, when it did. */
  motivoRejeicao: z.string().nullable(),
  /** When the team approved or rejected it. */
  analisadaEm: zInstant.nullable(),
  createdAt: zInstant,
  documentos: z.array(ZDocumentoResponseSchema),
});
export type TComprovacao = z.infer<typeof ZComprovacaoResponseSchema>;

/** 'Rejeitar' on a proof sent from the portal: the reason the client will read. */
export const ZRejeicaoSchema = z.object({
  motivo: requiredText("Informe o motivo da rejeição", 1000),
});
export type TRejeicaoInput = z.input<typeof ZRejeicaoSchema>;

/** A portal proof reviewed: the proof, and its condition as the approval left it. */
export const ZComprovacaoRevisadaResponseSchema = z.strictObject({
  comprovacao: ZComprovacaoResponseSchema,
  condicionante: ZCondicionanteResponseSchema,
});
export type TComprovacaoRevisada = z.infer<typeof ZComprovacaoRevisadaResponseSchema>;

/** A card's expanded area: proofs by delivery date, and the documents outside any proof. */
export const ZCondicionanteDetalheResponseSchema = ZCondicionanteResponseSchema.extend({
  comprovacoes: z.array(ZComprovacaoResponseSchema),
  documentos: z.array(ZDocumentoResponseSchema),
});
export type TCondicionanteDetalhe = z.infer<typeof ZCondicionanteDetalheResponseSchema>;

/** A choice of the conditions screen's 'Nova Condicionante' form (GET /licencas/opcoes). */
export const ZLicencaOpcaoResponseSchema = z.strictObject({
  id: z.string(),
  numero: z.string(),
  tipo: z.string(),
  /** The type's readable name (built-in or the company's own). */
  tipoNome: z.string(),
  /** The project's name. */
  empreendimento: z.string(),
});
export type TLicencaOpcao = z.infer<typeof ZLicencaOpcaoResponseSchema>;
export const ZLicencaOpcoesResponseSchema = z.array(ZLicencaOpcaoResponseSchema);

/** A scheduled delivery still to be made, as an obligation of its own (decision 013). */
export const ZEntregaAbertaResponseSchema = z.strictObject({
  /** The proof ('agendada') that schedules it. */
  id: z.string(),
  data: zDate,
  /** Which date of the condition's schedule it is (3 of 13); null when the schedule changed since. */
  ordem: z.number().int().nullable(),
  total: z.number().int().nullable(),
});
export type TEntregaAberta = z.infer<typeof ZEntregaAbertaResponseSchema>;

/**
 * A card of the conditions screen: an obligation. A condition by its deadline, or one scheduled
 * delivery of a periodic condition (`entrega`), placed by the delivery's own date.
 */
export const ZCondicionanteItemResponseSchema = ZCondicionanteResponseSchema.pick({
  id: true,
  nome: true,
  descricao: true,
  status: true,
  aprovada: true,
  dataPrazo: true,
  dataEntrega: true,
  responsavel: true,
}).extend({
  licenca: z.strictObject({ id: z.string(), numero: z.string(), tipo: z.string(), tipoNome: z.string() }),
  empreendimento: ZRefSchema,
  cliente: ZRefSchema,
  entrega: ZEntregaAbertaResponseSchema.nullable(),
});
export type TCondicionanteItem = z.infer<typeof ZCondicionanteItemResponseSchema>;

const secao = zPageLimitada(ZCondicionanteItemResponseSchema);
/**
 * One page of each section of the conditions screen. Filtered, a section counts its obligations
 * up to BUSCA_TOTAL_TETO (decision 066): past it the total is `{ maisDe }`.
 */
export const ZSecoesResponseSchema = z.strictObject({
  ...(Object.fromEntries(GRUPOS.map((g) => [g, secao])) as Record<TGrupo, typeof secao>),
  /** Not concluded and without a deadline: in no section, counted so none is lost silently. */
  semPrazo: z.number().int(),
});
export type TSecoes = z.infer<typeof ZSecoesResponseSchema>;
