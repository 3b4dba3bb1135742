import { z } from "./zod-pt-br";
import { UF_CODES } from "../rules/uf";

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

export interface TEmpreendimento {
  id: string;
  nome: string;
  clienteId: string | null;
  clienteNome: string | null;
  atividade: string | null;
  municipio: string | null;
  estado: string | null;
  createdAt: string;
}

/** The detail page: the project and its client's data, in one answer. */
export interface TEmpreendimentoDetalhe extends TEmpreendimento {
  cliente: import("./clientes").TCliente | null;
}
