import { z } from "./zod-pt-br";
import { DATA_ANTIGA, MIN_DATE } from "../rules/condicionantes";
import { PERIODICIDADE_TIPOS } from "../rules/periodicidade";
import { PRAZO_BASES, PRAZO_TIPOS } from "../rules/prazo-texto";
import { zDescricaoCondicionante } from "./condicionantes";

// 'Importar do PDF' (issue 30, decision 045): the rows the consultant reviewed, sent to
// POST /api/licencas/{id}/condicionantes/importar-pdf/confirmar. The deadline is the grammar's
// TPrazoLido shape as the screen left it; a row still 'revisar' cannot be confirmed.

export const PRAZO_A_ESCOLHER = "Escolha o tipo de prazo.";
export const MAX_ITENS_IMPORTADOS = 500;

/** An absent optional value may come as null from a form: both mean "not given". */
const opcional = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? undefined);

const dataDoPrazo = z.iso.date("Data do prazo inválida.").refine((d) => d >= MIN_DATE, DATA_ANTIGA);

export const ZPrazoImportadoSchema = z
  .object({
    tipo: z.enum(PRAZO_TIPOS, { error: "Tipo de prazo inválido." }),
    texto: z.string().trim().max(1000, "Máximo de 1000 caracteres").optional().default(""),
    data: opcional(dataDoPrazo),
    dias: opcional(
      z
        .number({ error: "Informe o número de dias do prazo." })
        .int("O número de dias deve ser inteiro.")
        .min(0, "O número de dias não pode ser negativo.")
        .max(36500, "Número de dias muito grande."),
    ),
    base: opcional(z.enum(PRAZO_BASES, { error: "Base do prazo inválida." })),
    periodicidade: opcional(
      z.object({
        tipo: z.enum(PERIODICIDADE_TIPOS, { error: "Tipo de periodicidade é obrigatório" }),
        intervalo: z
          .number({ error: "O intervalo mínimo é 1 mês" })
          .int("O intervalo deve ser um número inteiro de meses")
          .min(1, "O intervalo mínimo é 1 mês")
          .max(120, "O intervalo máximo é 120 meses"),
      }),
    ),
    ancora: opcional(z.string().regex(/^\d{2}-\d{2}$/, "Dia do ano inválido.")),
  })
  .superRefine((p, ctx) => {
    const falta = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (p.tipo === "revisar") falta("tipo", PRAZO_A_ESCOLHER);
    if (p.tipo === "data" && !p.data) falta("data", "Informe a data do prazo.");
    if (p.tipo === "dias" && p.dias === undefined && !p.data) falta("dias", "Informe o número de dias do prazo.");
    if (p.tipo === "periodica" && !p.periodicidade) falta("periodicidade", "Escolha a periodicidade do prazo.");
  });
export type TPrazoImportado = z.output<typeof ZPrazoImportadoSchema>;

export const ZItemImportadoSchema = z.object({
  /** As printed in the licence ('1', '2.3', 'IV'): names the condition when it has no title. */
  numero: opcional(z.string().trim().max(30, "Máximo de 30 caracteres")),
  nome: opcional(z.string().trim().max(300, "Máximo de 300 caracteres")),
  descricao: zDescricaoCondicionante,
  prazo: ZPrazoImportadoSchema,
});
export type TItemImportado = z.output<typeof ZItemImportadoSchema>;

export const ZConfirmarImportacaoSchema = z.object({
  itens: z
    .array(ZItemImportadoSchema, { error: "Envie as condicionantes revisadas." })
    .min(1, "Escolha ao menos uma condicionante para importar.")
    .max(MAX_ITENS_IMPORTADOS, `Importe no máximo ${MAX_ITENS_IMPORTADOS} condicionantes de cada vez.`),
});
export type TConfirmarImportacaoInput = z.input<typeof ZConfirmarImportacaoSchema>;
export type TConfirmarImportacao = z.output<typeof ZConfirmarImportacaoSchema>;

export const ZImportacaoConfirmadaResponseSchema = z.strictObject({ criadas: z.number().int() });
export type TImportacaoConfirmada = z.infer<typeof ZImportacaoConfirmadaResponseSchema>;

/**
 * 'Linha 3: escolha o tipo de prazo.': a row's problem as the review table numbers its rows (the
 * first row sent is 1). The message's first letter is lowered to follow the colon, unless it
 * starts an acronym ('PDF').
 */
export function mensagemDaLinha(indice: number, mensagem: string): string {
  const minuscula = /^[A-ZÀ-Ú][^A-ZÀ-Ú]/.test(mensagem) ? mensagem[0].toLowerCase() + mensagem.slice(1) : mensagem;
  return `Linha ${indice + 1}: ${minuscula}`;
}

/** A deadline as the grammar read it (shared/rules/prazo-texto.ts), with its first date when one follows. */
export const ZPrazoLidoResponseSchema = z.strictObject({
  tipo: z.enum(PRAZO_TIPOS),
  texto: z.string(),
  data: z.string().optional(),
  dias: z.number().int().optional(),
  base: z.enum(PRAZO_BASES).optional(),
  periodicidade: z.strictObject({ tipo: z.enum(PERIODICIDADE_TIPOS), intervalo: z.number().int() }).optional(),
  ancora: z.string().optional(),
});

/** The preview of POST /api/licencas/{id}/condicionantes/importar-pdf: every numbered condition found. */
export const ZPreviaImportacaoResponseSchema = z.strictObject({
  arquivo: z.strictObject({ nome: z.string(), paginas: z.number().int() }),
  itens: z.array(
    z.strictObject({
      /** As printed: '1', '2.3', 'IV', '01'. */
      numero: z.string(),
      descricao: z.string(),
      /** 1-based page where the condition starts. */
      pagina: z.number().int(),
      prazo: ZPrazoLidoResponseSchema,
    }),
  ),
  avisos: z.array(z.string()),
});
export type TPreviaImportacao = z.infer<typeof ZPreviaImportacaoResponseSchema>;
