import { z } from "./zod-pt-br";
import { zDate, zInstant, ZRefSchema } from "./common";
import { zPage, zPageLimitada } from "./paging";
import { LICENCA_STATUS, RENOVACAO_SITUACOES } from "../rules/licenca-status";
import { COMPROVACAO_STATUS, CONDICIONANTE_STATUS, GRUPOS, type TGrupo } from "../rules/condicionantes";

// The Portal do Empreendedor's answers (decision 044): what one client's own users see. Every
// GET also answers a company user previewing the portal ('Ver como cliente') with `?cliente=`.

/** A company user's preview names the client; a portal user's client is their own. */
export const ZPortalVistaQuerySchema = z.object({
  cliente: z.uuid({ error: "Cliente inválido" }).optional(),
});

export const PORTAL_PAGINA = 20;

export const ZPortalPaginaQuerySchema = ZPortalVistaQuerySchema.extend({
  page: z.coerce.number({ error: "Página inválida" }).int("Página inválida").min(1, "Página inválida").default(1),
});

/** A project of the client, with how many of its licences need attention. */
export const ZPortalEmpreendimentoSchema = z.strictObject({
  id: z.string(),
  nome: z.string(),
  municipio: z.string().nullable(),
  estado: z.string().nullable(),
  licencas: z.number().int(),
  /** Licences 'vencida' or 'vencendo' by the shared status rule. */
  licencasAtencao: z.number().int(),
});
export type TPortalEmpreendimento = z.infer<typeof ZPortalEmpreendimentoSchema>;

/** The first paint of /portal: who, the counts, and the first page of projects. */
export const ZPortalInicioResponseSchema = z.strictObject({
  empresa: z.strictObject({
    nome: z.string(),
    /** GET /api/portal/logo?v=… when the consultancy has a logo; null otherwise. */
    logoUrl: z.string().nullable(),
  }),
  cliente: ZRefSchema,
  /**
   * The summary cards: conditions by their next obligation and, beside them, the due dates of the
   * obligations that belong to no licence; the proofs of both awaiting review.
   */
  resumo: z.strictObject({
    atrasadas: z.number().int(),
    vencendo: z.number().int(),
    emAnalise: z.number().int(),
    licencas: z.number().int(),
  }),
  /** The home's 'Obrigações legais': how many the client has, and their part of the counts above. */
  obrigacoesLegais: z.strictObject({
    total: z.number().int(),
    atrasadas: z.number().int(),
    vencendo: z.number().int(),
    emAnalise: z.number().int(),
  }),
  empreendimentos: zPage(ZPortalEmpreendimentoSchema),
});
export type TPortalInicio = z.infer<typeof ZPortalInicioResponseSchema>;

export const ZPortalLicencaSchema = z.strictObject({
  id: z.string(),
  numero: z.string(),
  tipo: z.string(),
  tipoNome: z.string(),
  orgao: z.string(),
  emissaoDate: zDate.nullable(),
  validadeDate: zDate.nullable(),
  /** The shared rule's status (licenca-status.ts), the legal renewal rule included. */
  status: z.enum(LICENCA_STATUS),
  renovacaoSituacao: z.enum(RENOVACAO_SITUACOES).nullable(),
  /** Filed in time: valid past its date until the agency decides. */
  validadeProrrogada: z.boolean(),
});
export type TPortalLicenca = z.infer<typeof ZPortalLicencaSchema>;

/** GET /api/portal/empreendimentos/{id}: the project and one page of its licences. */
export const ZPortalEmpreendimentoResponseSchema = z.strictObject({
  empreendimento: ZPortalEmpreendimentoSchema.omit({ licencas: true, licencasAtencao: true }),
  licencas: zPage(ZPortalLicencaSchema),
});
export type TPortalEmpreendimentoDetalhe = z.infer<typeof ZPortalEmpreendimentoResponseSchema>;

export const ZPortalDocumentoSchema = z.strictObject({
  id: z.string(),
  nome: z.string(),
  contentType: z.string(),
  fileSize: z.number().int(),
  createdAt: zInstant,
});
export type TPortalDocumento = z.infer<typeof ZPortalDocumentoSchema>;

/** A proof as the client sees it: its state and, when rejected, why. */
export const ZPortalComprovacaoSchema = z.strictObject({
  id: z.string(),
  status: z.enum(COMPROVACAO_STATUS),
  observacoes: z.string().nullable(),
  motivoRejeicao: z.string().nullable(),
  /** Sent through the portal (the client's own) or recorded by the consultancy. */
  origem: z.enum(["equipe", "portal"]),
  createdAt: zInstant,
  analisadaEm: zInstant.nullable(),
  documentos: z.array(ZPortalDocumentoSchema),
});
export type TPortalComprovacao = z.infer<typeof ZPortalComprovacaoSchema>;

/**
 * An obligation: a condition by its deadline, or one scheduled delivery of a periodic condition
 * (`entrega`) by its own date, as the conditions screen shows them.
 */
export const ZPortalObrigacaoSchema = z.strictObject({
  condicionanteId: z.string(),
  entrega: z.strictObject({ id: z.string(), data: zDate }).nullable(),
  titulo: z.string(),
  descricao: z.string(),
  status: z.enum(CONDICIONANTE_STATUS),
  dataPrazo: zDate.nullable(),
  licenca: z.strictObject({ id: z.string(), numero: z.string(), tipoNome: z.string() }),
  empreendimento: ZRefSchema,
  /** 'Enviar comprovação' is offered: open, and no proof of this obligation awaits review. */
  podeEnviar: z.boolean(),
  /** Newest first: what was sent for this obligation and what became of it. */
  comprovacoes: z.array(ZPortalComprovacaoSchema),
});
export type TPortalObrigacao = z.infer<typeof ZPortalObrigacaoSchema>;

const secao = z.array(ZPortalObrigacaoSchema);
/** The conditions screen's four sections (atrasadas, vencem em 30 dias, próximas, concluídas). */
export const ZPortalSecoesSchema = z.strictObject(
  Object.fromEntries(GRUPOS.map((g) => [g, secao])) as Record<TGrupo, typeof secao>,
);
export type TPortalSecoes = z.infer<typeof ZPortalSecoesSchema>;

/** GET /api/portal/licencas/{id}: the licence, its visible documents and its obligations. */
export const ZPortalLicencaResponseSchema = z.strictObject({
  licenca: ZPortalLicencaSchema.extend({ empreendimento: ZRefSchema }),
  documentos: z.array(ZPortalDocumentoSchema),
  secoes: ZPortalSecoesSchema,
});
export type TPortalLicencaDetalhe = z.infer<typeof ZPortalLicencaResponseSchema>;

/**
 * How many of a client's owed conditions the home counts exactly: past it, 'mais de 100'. A large
 * client owes thousands, and counting them all on every visit was most of the home's cost
 * (decision 044); the cards above give the overdue and due-soon counts in full.
 */
export const PORTAL_PENDENCIAS_TETO = 100;

/** GET /api/portal/pendencias: the client's open obligations, most urgent first (the home's second call). */
export const ZPortalPendenciasResponseSchema = zPageLimitada(ZPortalObrigacaoSchema);
export type TPortalPendencias = z.infer<typeof ZPortalPendenciasResponseSchema>;

export const PORTAL_OBSERVACOES_MAX = 2000;
/** 'Enviar comprovação': up to this many files in one proof. */
export const PORTAL_ARQUIVOS_MAX = 5;
