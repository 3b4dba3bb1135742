import { z } from "./zod-pt-br";
import { isValidCnpj, normalizeDocumento } from "../rules/documento";
import { isValidTelefone, normalizeTelefone } from "../rules/telefone";
import { UF_CODES } from "../rules/uf";
import { EMAIL_MAX_LENGTH } from "./auth";

// Company settings (part 2 "Company settings"): the 'Gerais' switch and the 'Informações da sua
// empresa' form, kept in the database and obeyed by the server (docs/decisions/019).

export const APENAS_ADMIN_EXCLUI = "Apenas administradores podem excluir documentos.";
export const APENAS_ADMIN_ALTERA = "Apenas administradores da empresa podem alterar as configurações.";

export const LOGO_EXTENSOES = ["png", "jpg", "jpeg", "gif"] as const;
export const LOGO_ACCEPT = ".png,.jpg,.jpeg,.gif,image/png,image/jpeg,image/gif";
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_TOO_LARGE = "O logo deve ter no máximo 2 MB.";

/** An optional text: blank is "not informed" (null), longer than `max` is refused. */
const texto = (max: number, campo: string) =>
  z
    .string()
    .trim()
    .max(max, `${campo} deve ter no máximo ${max} caracteres`)
    .nullish()
    .transform((v) => v || null);

/** An optional value kept by its digits (or CNPJ characters), checked by `valid`. */
const mascarado = (normalize: (v: string) => string, valid: (v: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .max(30, message)
    .nullish()
    .transform((v) => (v ? normalize(v) : null))
    .refine((v) => v === null || valid(v), message);

const telefone = mascarado(normalizeTelefone, isValidTelefone, "Telefone inválido. Informe DDD e número.");

export const ZEmpresaSchema = z.object({
  nome: z
    .string({ error: "Nome da empresa é obrigatório." })
    .trim()
    .min(1, "Nome da empresa é obrigatório.")
    .max(200, "Nome da empresa deve ter no máximo 200 caracteres"),
  cnpj: mascarado(normalizeDocumento, (v) => v.length === 14 && isValidCnpj(v), "CNPJ inválido. Verifique os dígitos."),
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH, `E-mail deve ter no máximo ${EMAIL_MAX_LENGTH} caracteres`)
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || z.email().safeParse(v).success, "E-mail inválido"),
  site: texto(200, "Site"),
  responsavel: texto(200, "Responsável"),
  telefone1: telefone,
  telefone2: telefone,
  rg: texto(20, "RG"),
  cep: mascarado(
    (v) => v.replace(/\D/g, ""),
    (v) => /^\d{8}$/.test(v),
    "CEP inválido. Informe os 8 dígitos.",
  ),
  // One message for the whole union: otherwise zod answers an unknown UF with "Invalid input".
  estado: z
    .union([z.enum(UF_CODES), z.literal("")], { error: "Estado inválido" })
    .nullish()
    .transform((v) => v || null),
  cidade: texto(100, "Cidade"),
  logradouro: texto(200, "Logradouro"),
  complemento: texto(100, "Complemento"),
  numero: texto(20, "Número"),
  bairro: texto(100, "Bairro"),
});
export type TEmpresaInput = z.input<typeof ZEmpresaSchema>;
export type TEmpresaData = z.output<typeof ZEmpresaSchema>;

export const ZEmpresaConfiguracoesSchema = z.object({
  apenasAdminExcluiDocumentos: z.boolean({ error: "Informe verdadeiro ou falso." }),
});
export type TEmpresaConfiguracoes = z.infer<typeof ZEmpresaConfiguracoesSchema>;

const n = z.string().nullable();
/** GET /api/empresa: the saved values (defaults before the first save) and what the caller may do. */
export const ZEmpresaResponseSchema = z.strictObject({
  nome: z.string(),
  cnpj: n,
  email: n,
  site: n,
  responsavel: n,
  telefone1: n,
  telefone2: n,
  rg: n,
  cep: n,
  estado: n,
  cidade: n,
  logradouro: n,
  complemento: n,
  numero: n,
  bairro: n,
  apenasAdminExcluiDocumentos: z.boolean(),
  /** The logo's address, versioned so a browser may cache it; null without a logo. */
  logoUrl: n,
  /** 'Automatizações': days before a licence's expiry, and before a condition's or activity's deadline, that alert. */
  antecedenciasLicenca: z.array(z.number().int()),
  antecedenciasPrazo: z.array(z.number().int()),
  /** Whether the caller is the company's admin (or the super-administrator). */
  podeAlterar: z.boolean(),
});
export type TEmpresa = z.infer<typeof ZEmpresaResponseSchema>;
