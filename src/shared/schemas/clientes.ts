import { z } from "./zod-pt-br";
import { isValidCnpj, isValidCpf, normalizeDocumento } from "../rules/documento";
import { isValidTelefone, normalizeTelefone } from "../rules/telefone";
import { UF_CODES } from "../rules/uf";
import { zPage, ZPageQuerySchema } from "./paging";
import { EMAIL_MAX_LENGTH } from "./auth";
import { ZRefSchema, zInstant } from "./common";

export const TIPOS_PESSOA = ["juridica", "fisica"] as const;
export type TTipoPessoa = (typeof TIPOS_PESSOA)[number];
export const SITUACOES = ["ativo", "inativo"] as const;
export type TSituacao = (typeof SITUACOES)[number];

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v || null);

/** CPF (11 digits) or CNPJ (14, possibly alphanumeric): stored without mask. */
export const ZDocumentoSchema = z
  .string()
  .trim()
  .max(30, "CPF/CNPJ inválido. Verifique os dígitos.")
  .nullish()
  .transform((v) => (v ? normalizeDocumento(v) : null))
  .refine(
    (v) => v === null || (v.length === 11 ? isValidCpf(v) : isValidCnpj(v)),
    "CPF/CNPJ inválido. Verifique os dígitos.",
  );

export const ZClienteSchema = z
  .object({
    nome: z
      .string({ error: "Nome é obrigatório" })
      .trim()
      .min(1, "Nome é obrigatório")
      .max(200, "Nome deve ter no máximo 200 caracteres"),
    cnpj: ZDocumentoSchema,
    tipoPessoa: z.enum(TIPOS_PESSOA, { error: "Tipo de pessoa inválido" }).default("juridica"),
    situacao: z.enum(SITUACOES, { error: "Situação inválida" }).default("ativo"),
    email: z
      .string()
      .trim()
      .max(EMAIL_MAX_LENGTH, `E-mail deve ter no máximo ${EMAIL_MAX_LENGTH} caracteres`)
      .nullish()
      .transform((v) => v || null)
      .refine((v) => v === null || z.email().safeParse(v).success, "E-mail inválido"),
    telefone: z
      .string()
      .trim()
      .max(30, "Telefone inválido. Informe DDD e número.")
      .nullish()
      .transform((v) => (v ? normalizeTelefone(v) : null))
      .refine((v) => v === null || isValidTelefone(v), "Telefone inválido. Informe DDD e número."),
    // One message for the whole union: otherwise zod answers an unknown UF with "Invalid input".
    estado: z
      .union([z.enum(UF_CODES), z.literal("")], { error: "Estado inválido" })
      .nullish()
      .transform((v) => v || null),
    cidade: optionalText(100, "Cidade deve ter no máximo 100 caracteres"),
    responsavelId: optionalText(100, "Responsável inválido"),
  })
  // The document decides the kind of person; the choice counts only without a document.
  .transform((c) => ({
    ...c,
    tipoPessoa: c.cnpj ? (c.cnpj.length === 11 ? ("fisica" as const) : ("juridica" as const)) : c.tipoPessoa,
  }));
export type TClienteInput = z.input<typeof ZClienteSchema>;
export type TClienteData = z.output<typeof ZClienteSchema>;

export const ZClientesQuerySchema = ZPageQuerySchema.extend({
  estado: z.enum(UF_CODES, { error: "Estado inválido" }).optional(),
  cidade: z.string().trim().max(100, "Cidade deve ter no máximo 100 caracteres").optional(),
  responsavel: z.string().trim().max(100, "Responsável inválido").optional(),
  tipo: z
    .enum([...TIPOS_PESSOA, "todos"], { error: "Tipo de pessoa inválido" })
    .optional()
    .default("todos"),
  situacao: z.enum(["ativos", "inativos", "todos"], { error: "Situação inválida" }).optional().default("ativos"),
});
export type TClientesQuery = z.infer<typeof ZClientesQuerySchema>;

export const CLIENTE_PAGE_SIZES = [10, 25, 50] as const;

export const ZClienteResponseSchema = z.strictObject({
  id: z.string(),
  nome: z.string(),
  cnpj: z.string().nullable(),
  tipoPessoa: z.enum(TIPOS_PESSOA),
  situacao: z.enum(SITUACOES),
  email: z.string().nullable(),
  telefone: z.string().nullable(),
  estado: z.string().nullable(),
  cidade: z.string().nullable(),
  responsavelId: z.string().nullable(),
  responsavelNome: z.string().nullable(),
  createdAt: zInstant,
});
export type TCliente = z.infer<typeof ZClienteResponseSchema>;
export const ZClientesResponseSchema = zPage(ZClienteResponseSchema);

/** Choices for the filter card, in one call: the company's users and the cities of a UF. */
export const ZClientesFiltrosResponseSchema = z.strictObject({
  responsaveis: z.array(ZRefSchema),
  cidades: z.array(z.string()),
});
export type TClientesFiltros = z.infer<typeof ZClientesFiltrosResponseSchema>;

export const ZClienteOpcaoResponseSchema = ZRefSchema;
export type TClienteOpcao = z.infer<typeof ZClienteOpcaoResponseSchema>;
export const ZClienteOpcoesResponseSchema = z.array(ZClienteOpcaoResponseSchema);
