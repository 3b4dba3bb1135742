import { z } from "./zod-pt-br";
import { UF_CODES } from "../rules/uf";
import { ZClienteResponseSchema } from "./clientes";
import { ZRefSchema, zInstant, zPage } from "./common";

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

/** Choices for the licence form and filter: one client's projects, by name. */
export const ZEmpreendimentoOpcoesResponseSchema = z.array(ZRefSchema);
