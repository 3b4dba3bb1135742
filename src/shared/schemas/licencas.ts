import { z } from "./zod-pt-br";
import { parseDate } from "../rules/datas";
import { LICENCA_STATUS, RENOVACAO_SITUACOES } from "../rules/licenca-status";
import { zResponsavelFiltro, zResponsavelId } from "./usuarios";
import { zPageLimitada, ZPageQuerySchema } from "./paging";
import { ZClienteResponseSchema } from "./clientes";
import { ZRefSchema, zDate, zInstant } from "./common";
import { ZEmpreendimentoResponseSchema } from "./empreendimentos";

/** Part 2 §3: the 17 built-in licence types, with the names a consultant reads. */
export const LICENCA_TIPOS_PADRAO = [
  ["LP", "Licença Prévia"],
  ["LI", "Licença de Instalação"],
  ["LO", "Licença de Operação"],
  ["LAU", "Licença Ambiental Única"],
  ["LAR", "Licença Ambiental de Regularização"],
  ["LAC", "Licença por Adesão e Compromisso"],
  ["RLO", "Renovação de Licença de Operação"],
  ["ALVARA_SANITARIO", "Alvará Sanitário"],
  ["ALVARA_FUNCIONAMENTO", "Alvará de Funcionamento"],
  ["ALVARA_BOMBEIROS", "Alvará do Corpo de Bombeiros"],
  ["CR_IBAMA", "Certificado de Regularidade do IBAMA"],
  ["SINIR", "Cadastro no SINIR"],
  ["AVCB", "Auto de Vistoria do Corpo de Bombeiros"],
  ["CERTIDAO_CONFORMIDADE_AMBIENTAL", "Certidão de Conformidade Ambiental"],
  ["DISPENSA_LICENCA", "Dispensa de Licenciamento"],
  ["AUTORIZACAO_AMBIENTAL", "Autorização Ambiental"],
  ["DECLARACAO_ATIVIDADE_NAO_CONSTANTE", "Declaração de Atividade Não Constante"],
] as const;

const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Máximo de ${max} caracteres`);

/**
 * Optional date typed as dd/MM/yyyy or sent as yyyy-mm-dd; stored as yyyy-mm-dd. Empty or null
 * clears it; left out (undefined) keeps the stored one on an edit.
 */
const optionalDate = z
  .string()
  .trim()
  .max(20, "Data inválida. Use dd/mm/aaaa.")
  .nullish()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    if (!v) return null;
    const iso = parseDate(v);
    if (!iso) ctx.addIssue({ code: "custom", message: "Data inválida. Use dd/mm/aaaa." });
    return iso;
  });

export const PROTOCOLO_DATA_INVALIDA = "Data de protocolo inválida. Use dd/mm/aaaa.";
export const PROTOCOLO_DATA_FUTURA = "A data de protocolo não pode ser posterior a hoje.";
export const PROTOCOLO_NUMERO_MAX = 100;

/**
 * 'Data de protocolo da renovação' (issue 16): dd/MM/yyyy or yyyy-mm-dd, a real day from 1900 on.
 * That it is not after today is checked by the server against the company's day (São Paulo).
 */
const protocoloData = z
  .string({ error: PROTOCOLO_DATA_INVALIDA })
  .trim()
  .max(20, PROTOCOLO_DATA_INVALIDA)
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    const iso = parseDate(v);
    if (!iso || iso < "1900-01-01") ctx.addIssue({ code: "custom", message: PROTOCOLO_DATA_INVALIDA });
    return iso;
  });

/** 'Número do protocolo' as the agency wrote it; empty is none. */
const protocoloNumero = z
  .string({ error: "Número do protocolo inválido" })
  .trim()
  .max(PROTOCOLO_NUMERO_MAX, `Máximo de ${PROTOCOLO_NUMERO_MAX} caracteres`)
  .nullish()
  .transform((v) => v || null);

export const VALIDADE_ANTES_DA_EMISSAO = "A data de validade não pode ser anterior à data de emissão.";

/**
 * A licence cannot expire before it is issued; the same day is allowed (a one-day authorisation).
 * Either date missing: nothing to compare.
 */
export const validadeAntesDaEmissao = (emissao: string | null | undefined, validade: string | null | undefined) =>
  Boolean(emissao && validade && validade < emissao);

/**
 * Create and edit. The responsible person, the renewal (flag and filing) and the dates are
 * optional: on an edit, a field left out keeps its stored value (the server compares a date sent
 * alone with the other one stored). A licence not in renewal keeps no filing.
 */
export const ZLicencaSchema = z
  .object({
    clienteId: requiredText("Empresa é obrigatória"),
    empreendimentoId: requiredText("Empreendimento é obrigatório"),
    tipo: requiredText("Tipo é obrigatório", 60),
    numero: requiredText("Número é obrigatório", 100),
    orgao: requiredText("Órgão é obrigatório", 200),
    emissaoDate: optionalDate,
    validadeDate: optionalDate,
    responsavelId: zResponsavelId.optional(),
    emRenovacao: z.boolean({ error: "Informe se está em renovação" }).optional(),
    protocoloRenovacaoData: protocoloData.optional(),
    protocoloRenovacaoNumero: protocoloNumero.optional(),
  })
  .refine((l) => !validadeAntesDaEmissao(l.emissaoDate, l.validadeDate), {
    message: VALIDADE_ANTES_DA_EMISSAO,
    path: ["validadeDate"],
    // Judged whenever both dates were read, so the form shows it beside the other fields' errors
    // (zod's default skips it then); never on a body that is not an object.
    when: ({ value, issues }) =>
      typeof value === "object" &&
      value !== null &&
      !issues.some((i) => !i.path?.length || i.path[0] === "emissaoDate" || i.path[0] === "validadeDate"),
  });
export type TLicencaInput = z.input<typeof ZLicencaSchema>;
export type TLicencaData = z.output<typeof ZLicencaSchema>;

/**
 * PATCH /api/licencas/{id}/renovacao: 'Em Renovação' on or off, with the filing when on (both
 * optional, for old records flagged without them). Turning it off clears the filing.
 */
export const ZRenovacaoSchema = z.object({
  emRenovacao: z.boolean({ error: "Informe se está em renovação" }),
  protocoloRenovacaoData: protocoloData,
  protocoloRenovacaoNumero: protocoloNumero,
});
export type TRenovacaoInput = z.input<typeof ZRenovacaoSchema>;
export type TRenovacaoData = z.output<typeof ZRenovacaoSchema>;

export const ZLicencasQuerySchema = ZPageQuerySchema.extend({
  status: z.enum(LICENCA_STATUS, { error: "Status inválido" }).optional(),
  clienteId: z.string().trim().max(100, "Empresa inválida").optional(),
  empreendimentoId: z.string().trim().max(100, "Empreendimento inválido").optional(),
  /** A colleague's id, or 'eu' for the caller. */
  responsavel: zResponsavelFiltro,
});
export type TLicencasQuery = z.infer<typeof ZLicencasQuerySchema>;

export const ZLicencaResponseSchema = z.strictObject({
  id: z.string(),
  numero: z.string(),
  tipo: z.string(),
  /** The type's readable name (built-in or the company's own); the code when unknown. */
  tipoNome: z.string(),
  orgao: z.string(),
  emissaoDate: zDate.nullable(),
  validadeDate: zDate.nullable(),
  emRenovacao: z.boolean(),
  /** 'Data de protocolo da renovação' and its number; null when not filed (or not recorded). */
  protocoloRenovacaoData: zDate.nullable(),
  protocoloRenovacaoNumero: z.string().nullable(),
  /** validade − 120 days: the last day a renewal filing keeps the licence valid; null without validade. */
  prazoLegalRenovacao: zDate.nullable(),
  /** In renewal: filed in time, filed late, or flagged without a filing date; null otherwise. */
  renovacaoSituacao: z.enum(RENOVACAO_SITUACOES).nullable(),
  responsavelId: z.string().nullable(),
  responsavelNome: z.string().nullable(),
  status: z.enum(LICENCA_STATUS),
  empreendimento: ZRefSchema.extend({ atividade: z.string().nullable() }),
  cliente: ZRefSchema,
  /** Up to three document names for the compact cell, and how many there are. */
  documentos: z.array(z.string()).max(3),
  documentosCount: z.number().int(),
  createdAt: zInstant,
});
export type TLicenca = z.infer<typeof ZLicencaResponseSchema>;
/** The list's page; with a text search, its total counts up to BUSCA_TOTAL_TETO (or the page's end). */
export const ZLicencasResponseSchema = zPageLimitada(ZLicencaResponseSchema);

export const ZLicencaDocumentoResponseSchema = z.strictObject({
  id: z.string(),
  nome: z.string(),
  contentType: z.string(),
  fileSize: z.number().int(),
  /** Shown to the client's users in the Portal do Empreendedor (off by default, decision 044). */
  visivelPortal: z.boolean(),
  createdAt: zInstant,
});
export type TLicencaDocumento = z.infer<typeof ZLicencaDocumentoResponseSchema>;

/** PATCH /licencas/{id}/documentos/{docId}: the document's 'Visível no portal' switch. */
export const ZLicencaDocumentoUpdateSchema = z.object({
  visivelPortal: z.boolean({ error: "Informe se o documento fica visível no portal." }),
});

/** The detail page (and every write's answer): the project, the client and the files in full. */
export const ZLicencaDetalheResponseSchema = ZLicencaResponseSchema.extend({
  empreendimento: ZEmpreendimentoResponseSchema,
  cliente: ZClienteResponseSchema,
  documentos: z.array(ZLicencaDocumentoResponseSchema),
});
export type TLicencaDetalhe = z.infer<typeof ZLicencaDetalheResponseSchema>;

// ---------- catalogues ----------

export const ZLicencaTipoSchema = z.object({
  codigo: z
    .string({ error: "Sigla é obrigatória" })
    .trim()
    .min(1, "Sigla é obrigatória")
    .max(30, "Sigla deve ter no máximo 30 caracteres")
    .transform((v) => v.toUpperCase()),
  nome: requiredText("Nome é obrigatório"),
});
export type TLicencaTipoInput = z.input<typeof ZLicencaTipoSchema>;

const ZTipoPadraoSchema = z.strictObject({ codigo: z.string(), nome: z.string() });
/** A company's own licence type. */
export const ZLicencaTipoResponseSchema = ZTipoPadraoSchema.extend({ id: z.string() });
export const ZLicencaTiposResponseSchema = z.strictObject({
  padrao: z.array(ZTipoPadraoSchema),
  empresa: z.array(ZLicencaTipoResponseSchema),
});
export type TLicencaTipos = z.infer<typeof ZLicencaTiposResponseSchema>;

export const ZAtividadeSchema = z.object({ nome: requiredText("Nome da atividade é obrigatório") });
export const ZAtividadeResponseSchema = ZRefSchema;
export type TAtividade = z.infer<typeof ZAtividadeResponseSchema>;
export const ZAtividadesResponseSchema = z.array(ZAtividadeResponseSchema);
