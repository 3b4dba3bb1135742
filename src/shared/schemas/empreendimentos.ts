import { z } from "./zod-pt-br";
import { UF_CODES } from "../rules/uf";
import { CONDICIONANTE_STATUS } from "../rules/condicionantes";
import { LICENCA_STATUS } from "../rules/licenca-status";
import { ZClienteResponseSchema } from "./clientes";
import { ZRefSchema, zDate, zInstant } from "./common";
import { zPage } from "./paging";

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v || null);

export const ZEmpreendimentoSchema = z.object({
  nome: z
    .string({ error: "Nome é obrigatório" })
    .trim()
    .min(1, "Nome é obrigatório")
    .max(200, "Nome deve ter no máximo 200 caracteres"),
  clienteId: z
    .string({ error: "Cliente é obrigatório" })
    .trim()
    .min(1, "Cliente é obrigatório")
    .max(100, "Cliente inválido"),
  atividade: optionalText(200, "Atividade deve ter no máximo 200 caracteres"),
  municipio: optionalText(100, "Município deve ter no máximo 100 caracteres"),
  // One message for the whole union: otherwise zod answers an unknown UF with "Invalid input".
  estado: z
    .union([z.enum(UF_CODES), z.literal("")], { error: "Estado inválido" })
    .nullish()
    .transform((v) => v || null),
});
export type TEmpreendimentoInput = z.input<typeof ZEmpreendimentoSchema>;
export type TEmpreendimentoData = z.output<typeof ZEmpreendimentoSchema>;

export const ZEmpreendimentoResponseSchema = z.strictObject({
  id: z.string(),
  nome: z.string(),
  clienteId: z.string().nullable(),
  clienteNome: z.string().nullable(),
  atividade: z.string().nullable(),
  municipio: z.string().nullable(),
  estado: z.string().nullable(),
  createdAt: zInstant,
});
export type TEmpreendimento = z.infer<typeof ZEmpreendimentoResponseSchema>;
export const ZEmpreendimentosResponseSchema = zPage(ZEmpreendimentoResponseSchema);

/** The detail page: the project and its client's data, in one answer. */
export const ZEmpreendimentoDetalheResponseSchema = ZEmpreendimentoResponseSchema.extend({
  cliente: ZClienteResponseSchema.nullable(),
});
export type TEmpreendimentoDetalhe = z.infer<typeof ZEmpreendimentoDetalheResponseSchema>;

/** The project page lists at most this many licences (the first to expire) and deadlines. */
export const PAGINA_LICENCAS_LIMITE = 20;
export const PAGINA_PRAZOS_LIMITE = 10;

/** A licence of the project page. */
export const ZEmpreendimentoLicencaResponseSchema = z.strictObject({
  id: z.string(),
  numero: z.string(),
  tipo: z.string(),
  /** The type's readable name (built-in or the company's own). */
  tipoNome: z.string(),
  orgao: z.string(),
  validadeDate: zDate.nullable(),
  status: z.enum(LICENCA_STATUS),
});
export type TEmpreendimentoLicenca = z.infer<typeof ZEmpreendimentoLicencaResponseSchema>;

/** A condition of the project's licences that is overdue or due within 30 days, not concluded. */
export const ZEmpreendimentoPrazoResponseSchema = z.strictObject({
  id: z.string(),
  /** Its name, or its description when it has none. */
  titulo: z.string(),
  status: z.enum(CONDICIONANTE_STATUS),
  dataPrazo: zDate,
  licenca: z.strictObject({ id: z.string(), numero: z.string(), tipoNome: z.string() }),
});
export type TEmpreendimentoPrazo = z.infer<typeof ZEmpreendimentoPrazoResponseSchema>;

/**
 * GET /empreendimentos/{id}: the detail plus the project's licences (first to expire first) and
 * its conditions due soon (overdue first), each a first page and its total, in one answer.
 */
export const ZEmpreendimentoPaginaResponseSchema = ZEmpreendimentoDetalheResponseSchema.extend({
  licencas: zPage(ZEmpreendimentoLicencaResponseSchema),
  prazos: zPage(ZEmpreendimentoPrazoResponseSchema),
});
export type TEmpreendimentoPagina = z.infer<typeof ZEmpreendimentoPaginaResponseSchema>;

/** Choices for the licence form and filter: one client's projects, by name. */
export const ZEmpreendimentoOpcoesResponseSchema = z.array(ZRefSchema);

/** The company-wide project choice (checklists, reports) answers at most this many per search. */
export const EMPREENDIMENTO_BUSCA_MAX = 50;

/** GET /api/empreendimentos/busca: search by project or client name, the current choice kept. */
export const ZEmpreendimentoBuscaQuerySchema = z.object({
  q: z.string().trim().max(200, "Busca muito longa.").optional().default(""),
  /** A project to list whatever the search: the select's current choice, so it never shows a blank. */
  incluir: z.string().trim().max(100).optional(),
});
export type TEmpreendimentoBuscaQuery = z.output<typeof ZEmpreendimentoBuscaQuerySchema>;

/** One choice: the project and its client's name (null when the client is in the bin). */
export const ZEmpreendimentoBuscaOpcaoSchema = z.strictObject({
  id: z.string(),
  nome: z.string(),
  cliente: z.string().nullable(),
});
export type TEmpreendimentoBuscaOpcao = z.infer<typeof ZEmpreendimentoBuscaOpcaoSchema>;
export const ZEmpreendimentoBuscaResponseSchema = z.array(ZEmpreendimentoBuscaOpcaoSchema);
