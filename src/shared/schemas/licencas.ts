import { z } from "./zod-pt-br";
import { parseDate } from "../rules/datas";
import type { TLicencaStatus } from "../rules/licenca-status";
import { LICENCA_STATUS } from "../rules/licenca-status";
import { ZPageQuerySchema } from "./admin";
import type { TCliente } from "./clientes";
import type { TEmpreendimento } from "./empreendimentos";

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

/** Optional date typed as dd/MM/yyyy or sent as yyyy-mm-dd; stored as yyyy-mm-dd. */
const optionalDate = z
  .string()
  .trim()
  .max(20, "Data inválida. Use dd/mm/aaaa.")
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    const iso = parseDate(v);
    if (!iso) ctx.addIssue({ code: "custom", message: "Data inválida. Use dd/mm/aaaa." });
    return iso;
  });

export const ZLicencaSchema = z.object({
  clienteId: requiredText("Empresa é obrigatória"),
  empreendimentoId: requiredText("Empreendimento é obrigatório"),
  tipo: requiredText("Tipo é obrigatório", 60),
  numero: requiredText("Número é obrigatório", 100),
  orgao: requiredText("Órgão é obrigatório", 200),
  emissaoDate: optionalDate,
  validadeDate: optionalDate,
});
export type TLicencaInput = z.input<typeof ZLicencaSchema>;
export type TLicencaData = z.output<typeof ZLicencaSchema>;

export const ZRenovacaoSchema = z.object({ emRenovacao: z.boolean({ error: "Informe se está em renovação" }) });

export const ZLicencasQuerySchema = ZPageQuerySchema.extend({
  status: z.enum(LICENCA_STATUS, { error: "Status inválido" }).optional(),
  clienteId: z.string().trim().max(100, "Empresa inválida").optional(),
  empreendimentoId: z.string().trim().max(100, "Empreendimento inválido").optional(),
});
export type TLicencasQuery = z.infer<typeof ZLicencasQuerySchema>;

export interface TLicenca {
  id: string;
  numero: string;
  tipo: string;
  /** The type's readable name (built-in or the company's own); the code when unknown. */
  tipoNome: string;
  orgao: string;
  emissaoDate: string | null;
  validadeDate: string | null;
  emRenovacao: boolean;
  status: TLicencaStatus;
  empreendimento: { id: string; nome: string; atividade: string | null };
  cliente: { id: string; nome: string };
  /** Up to three document names for the compact cell, and how many there are. */
  documentos: string[];
  documentosCount: number;
  createdAt: string;
}

export interface TLicencaDocumento {
  id: string;
  nome: string;
  contentType: string;
  fileSize: number;
  createdAt: string;
}

export interface TLicencaDetalhe extends Omit<TLicenca, "empreendimento" | "cliente" | "documentos"> {
  empreendimento: TEmpreendimento;
  cliente: TCliente;
  documentos: TLicencaDocumento[];
}

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

export interface TLicencaTipos {
  padrao: { codigo: string; nome: string }[];
  empresa: { id: string; codigo: string; nome: string }[];
}

export const ZAtividadeSchema = z.object({ nome: requiredText("Nome da atividade é obrigatório") });
export interface TAtividade {
  id: string;
  nome: string;
}

/** Licence files: part 2 §5 and §9. */
export const DOCUMENTO_EXTENSOES = ["pdf", "doc", "docx", "jpg", "jpeg", "png"] as const;
export const DOCUMENTO_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENTO_ACCEPT = DOCUMENTO_EXTENSOES.map((e) => `.${e}`).join(",");
