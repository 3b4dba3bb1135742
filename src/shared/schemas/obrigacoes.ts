import { z } from "./zod-pt-br";
import { ZRecorrenciaSchema } from "./recorrencia";
import { ZRefSchema, zDate, zInstant } from "./common";
import { COMPROVACAO_ORIGENS } from "../rules/condicionantes";
import { ZPageQuerySchema, zPage } from "./paging";
import { zResponsavelFiltro, zResponsavelId } from "./usuarios";
import { zDataObrigatoria, zDataOpcional } from "./condicionantes";
import {
  OBRIGACAO_COMPROVACAO_STATUS,
  OBRIGACAO_SECOES,
  OBRIGACAO_STATUS,
  OBRIGACAO_STATUS_FILTROS,
  type TObrigacaoSecao,
} from "../rules/obrigacoes-legais";

// Obligations that belong to no licence ('Obrigações', issue 32): the form, the list and its
// filters, one obligation with its instances, and the legal calendar's proposal.

const texto = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Máximo de ${max} caracteres`);
const opcional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Máximo de ${max} caracteres`)
    .nullish()
    .transform((v) => v || null);
const ID_INVALIDO = "Identificador inválido";
/** An optional link (the legal basis's, an agency's notice): http(s) or nothing. */
export const zLinkOpcional = opcional(1000).refine(
  (v) => v === null || /^https?:\/\/[^\s]+$/.test(v),
  "Informe um endereço http(s) válido",
);

export const ZObrigacaoSchema = z.object({
  clienteId: z.uuid({ error: "Selecione o empreendedor" }),
  empreendimentoId: z
    .uuid({ error: ID_INVALIDO })
    .nullish()
    .transform((v) => v ?? null),
  titulo: texto("Título é obrigatório", 300),
  orgao: texto("Órgão é obrigatório", 100),
  baseLegal: opcional(500),
  baseLegalUrl: zLinkOpcional,
  descricao: opcional(2000),
  responsavelId: zResponsavelId.optional().transform((v) => v ?? null),
  recorrencia: ZRecorrenciaSchema,
  /** The first due date; absent, the rule's first date from today. */
  primeiroVencimento: zDataOpcional,
});
export type TObrigacaoInput = z.input<typeof ZObrigacaoSchema>;
export type TObrigacaoData = z.output<typeof ZObrigacaoSchema>;

export const ZObrigacoesQuerySchema = ZPageQuerySchema.extend({
  cliente: z.string().trim().max(100).optional(),
  empreendimento: z.string().trim().max(100).optional(),
  orgao: z.string().trim().max(100).optional(),
  status: z.enum(OBRIGACAO_STATUS_FILTROS, { error: "Status inválido" }).optional().default("abertas"),
  responsavel: zResponsavelFiltro,
  de: zDataOpcional,
  ate: zDataOpcional,
});
export type TObrigacoesQuery = z.infer<typeof ZObrigacoesQuerySchema>;

/** One due date of an obligation, as the list and the details show it. */
export const ZObrigacaoInstanciaSchema = z.strictObject({
  id: z.string(),
  dataRegra: zDate,
  dataVencimento: zDate,
  status: z.enum(OBRIGACAO_STATUS),
  cumpridaEm: zDate.nullable(),
});
export type TObrigacaoInstancia = z.infer<typeof ZObrigacaoInstanciaSchema>;

export const ZObrigacaoItemSchema = ZObrigacaoInstanciaSchema.extend({
  obrigacaoId: z.string(),
  titulo: z.string(),
  orgao: z.string(),
  cliente: ZRefSchema,
  empreendimento: ZRefSchema.nullable(),
  responsavel: ZRefSchema.nullable(),
  recorrencia: z.string(),
});
export type TObrigacaoItem = z.infer<typeof ZObrigacaoItemSchema>;
export const ZObrigacoesResponseSchema = zPage(ZObrigacaoItemSchema);

const secaoPage = ZPageQuerySchema.shape.page;
/**
 * The 'Por prazo' view (decision 061): the list's filters but its status, which the sections
 * replace, and each section's own page, all in one call.
 */
export const ZObrigacoesSecoesQuerySchema = ZObrigacoesQuerySchema.omit({ status: true, page: true }).extend(
  Object.fromEntries(OBRIGACAO_SECOES.map((s) => [s, secaoPage])) as Record<TObrigacaoSecao, typeof secaoPage>,
);
export type TObrigacoesSecoesQuery = z.infer<typeof ZObrigacoesSecoesQuerySchema>;
const secao = zPage(ZObrigacaoItemSchema);
export const ZObrigacoesSecoesResponseSchema = z.strictObject(
  Object.fromEntries(OBRIGACAO_SECOES.map((s) => [s, secao])) as Record<TObrigacaoSecao, typeof secao>,
);
export type TObrigacoesSecoes = z.infer<typeof ZObrigacoesSecoesResponseSchema>;

/** A file of a due date's proof; viewed through the documents' signed link (GET /api/documentos/{id}/link). */
export const ZObrigacaoDocumentoSchema = z.strictObject({
  id: z.string(),
  nome: z.string(),
  contentType: z.string(),
  fileSize: z.number().int(),
  createdAt: zInstant,
});
export type TObrigacaoDocumento = z.infer<typeof ZObrigacaoDocumentoSchema>;

/** A proof that a due date was met, with its files, as a condition's proof (decision 044 for the portal's). */
export const ZObrigacaoComprovacaoSchema = z.strictObject({
  id: z.string(),
  dataEntrega: zDate,
  observacoes: z.string().nullable(),
  statusComprovacao: z.enum(OBRIGACAO_COMPROVACAO_STATUS),
  /** 'portal': sent by the client's user, to be approved or rejected by the team. */
  origem: z.enum(COMPROVACAO_ORIGENS),
  /** A portal proof's sender (their name), null for the team's own. */
  enviadaPor: z.string().nullable(),
  motivoRejeicao: z.string().nullable(),
  analisadaEm: zInstant.nullable(),
  createdAt: zInstant,
  documentos: z.array(ZObrigacaoDocumentoSchema),
});
export type TObrigacaoComprovacao = z.infer<typeof ZObrigacaoComprovacaoSchema>;

/** A due date in the obligation's details: with its proofs, oldest first. */
export const ZObrigacaoInstanciaDetalheSchema = ZObrigacaoInstanciaSchema.extend({
  comprovacoes: z.array(ZObrigacaoComprovacaoSchema),
});
export type TObrigacaoInstanciaDetalhe = z.infer<typeof ZObrigacaoInstanciaDetalheSchema>;

export const ZObrigacaoDetalheSchema = z.strictObject({
  id: z.string(),
  titulo: z.string(),
  orgao: z.string(),
  baseLegal: z.string().nullable(),
  baseLegalUrl: z.string().nullable(),
  descricao: z.string().nullable(),
  cliente: ZRefSchema,
  empreendimento: ZRefSchema.nullable(),
  responsavel: ZRefSchema.nullable(),
  recorrencia: ZRecorrenciaSchema,
  recorrenciaTexto: z.string(),
  catalogoCodigo: z.string().nullable(),
  createdAt: zInstant,
  instancias: z.array(ZObrigacaoInstanciaDetalheSchema),
});
export type TObrigacaoDetalhe = z.infer<typeof ZObrigacaoDetalheSchema>;

/** 'Cumprir': the day it was met (today when absent). */
export const ZCumprirSchema = z.object({ cumpridaEm: zDataOpcional });
/** How many files one proof takes in its one request (each up to 10 MB, the conditions' kinds). */
export const COMPROVACAO_ARQUIVOS_MAX = 5;
export const COMPROVACAO_SEM_CONTEUDO = "Anexe ao menos um arquivo ou descreva a comprovação nas observações.";

/**
 * 'Registrar comprovação' of a due date, and 'Marcar como cumprida' with its proof: the text
 * fields beside the files (multipart, so all strings). `cumprir` 'true' meets the due date on
 * `dataEntrega` in the same request.
 */
export const ZComprovacaoObrigacaoSchema = z.object({
  dataEntrega: zDataObrigatoria("Data de entrega é obrigatória"),
  observacoes: opcional(2000),
  cumprir: z
    .enum(["true", "false"], { error: "Informe 'true' ou 'false'" })
    .optional()
    .transform((v) => v === "true"),
});
export type TComprovacaoObrigacaoInput = z.input<typeof ZComprovacaoObrigacaoSchema>;
export type TComprovacaoObrigacaoData = z.output<typeof ZComprovacaoObrigacaoSchema>;

/** One instance's own changes: its due date (an agency's extension) or its progress. */
export const ZInstanciaUpdateSchema = z
  .object({
    dataVencimento: zDataObrigatoria("Informe o novo vencimento").optional(),
    status: z.enum(["pendente", "em_andamento"], { error: "Status inválido" }).optional(),
  })
  .refine((v) => v.dataVencimento !== undefined || v.status !== undefined, "Nada a alterar");

/** A client's legal profile: its CTF/APP and which of its projects are mining sites. */
export const ZPerfilLegalSchema = z.object({
  ctfNumero: opcional(30),
  ctfCategorias: z.array(z.string().trim().min(1).max(20)).max(50, "No máximo 50 categorias").default([]),
  mineracao: z
    .array(z.uuid({ error: ID_INVALIDO }))
    .max(500)
    .default([]),
});
export type TPerfilLegalInput = z.input<typeof ZPerfilLegalSchema>;

export const ZPropostaSchema = z.strictObject({
  codigo: z.string(),
  titulo: z.string(),
  orgao: z.string(),
  baseLegal: z.string(),
  baseLegalUrl: z.string(),
  recorrencia: z.string(),
  empreendimento: ZRefSchema.nullable(),
  motivos: z.array(z.string()),
  /** Already created for this client (and project): 'Gerar' leaves it as it is. */
  criada: z.boolean(),
});
export type TProposta = z.infer<typeof ZPropostaSchema>;

/** One of the company's templates ('Modelo da empresa'), offered to every client, created for the client as a whole. */
export const ZPropostaModeloSchema = z.strictObject({
  modeloId: z.string(),
  titulo: z.string(),
  orgao: z.string(),
  baseLegal: z.string().nullable(),
  baseLegalUrl: z.string().nullable(),
  recorrencia: z.string(),
  motivos: z.array(z.string()),
  criada: z.boolean(),
});
export type TPropostaModelo = z.infer<typeof ZPropostaModeloSchema>;

export const ZCalendarioLegalSchema = z.strictObject({
  catalogoVersao: z.string(),
  perfil: z.strictObject({
    ctfNumero: z.string().nullable(),
    ctfCategorias: z.array(z.string()),
    empreendimentos: z.array(
      z.strictObject({
        id: z.string(),
        nome: z.string(),
        uf: z.string().nullable(),
        municipio: z.string().nullable(),
        mineracao: z.boolean(),
      }),
    ),
  }),
  propostas: z.array(ZPropostaSchema),
  modelos: z.array(ZPropostaModeloSchema),
});
export type TCalendarioLegal = z.infer<typeof ZCalendarioLegalSchema>;

/** The reviewed proposals the consultant ticked (the catalogue's, the company's templates): all created at once. */
export const ZGerarCalendarioSchema = z
  .object({
    itens: z
      .array(z.object({ codigo: z.string().min(1).max(100), empreendimentoId: z.uuid().nullable() }))
      .max(200)
      .default([]),
    modelos: z
      .array(z.uuid({ error: ID_INVALIDO }))
      .max(200)
      .default([]),
  })
  .refine((v) => v.itens.length + v.modelos.length > 0, {
    message: "Marque ao menos uma obrigação",
    path: ["itens"],
  });
export const ZGerarCalendarioResponseSchema = z.strictObject({ criadas: z.number().int() });
