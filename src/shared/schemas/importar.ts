import { z } from "./zod-pt-br";
import { ZErrorResponseSchema } from "./common";

// Importing clients, projects and licences from a spreadsheet (issue 17 §3, decision 028): the
// template's columns, the limits and the preview's answer, shared by the server and the dialog.

export const TIPOS_IMPORTACAO = ["clientes", "empreendimentos", "licencas"] as const;
export type TTipoImportacao = (typeof TIPOS_IMPORTACAO)[number];
export const FORMATOS_PLANILHA = ["xlsx", "csv"] as const;
export type TFormatoPlanilha = (typeof FORMATOS_PLANILHA)[number];

export const IMPORTACAO_MAX_LINHAS = 5000;
export const IMPORTACAO_MAX_BYTES = 5 * 1024 * 1024;

/** What each import brings in, as the dialog and the messages say it. */
export const IMPORTACAO_NOMES: Record<TTipoImportacao, { plural: string; arquivo: string }> = {
  clientes: { plural: "clientes", arquivo: "modelo-clientes" },
  empreendimentos: { plural: "empreendimentos", arquivo: "modelo-empreendimentos" },
  licencas: { plural: "licenças", arquivo: "modelo-licencas" },
};

export interface TColunaImportacao {
  /** The field it fills (the create schema's name where there is one). */
  chave: string;
  /** The template's column title. */
  titulo: string;
  obrigatoria?: boolean;
  /** Other titles a spreadsheet made by hand may use for it. */
  apelidos?: string[];
  /** The template's example row. */
  exemplo: string;
  /** Kept as text in the XLSX template, so Excel does not drop a document's leading zeros. */
  texto?: boolean;
  /** A date column: a real date cell or dd/mm/aaaa. */
  data?: boolean;
}

const CLIENTE_REF: TColunaImportacao = {
  chave: "cliente",
  titulo: "Cliente (nome ou CNPJ/CPF)",
  apelidos: ["Cliente", "Empresa", "Empreendedor", "CNPJ/CPF do cliente"],
  exemplo: "Indústria Exemplo Ltda",
};

export const COLUNAS_IMPORTACAO: Record<TTipoImportacao, TColunaImportacao[]> = {
  clientes: [
    {
      chave: "nome",
      titulo: "Nome/Razão Social",
      obrigatoria: true,
      apelidos: ["Nome", "Razão Social"],
      exemplo: "Indústria Exemplo Ltda",
    },
    { chave: "tipoPessoa", titulo: "Tipo de pessoa", apelidos: ["Tipo"], exemplo: "Jurídica" },
    {
      chave: "cnpj",
      titulo: "CNPJ/CPF",
      apelidos: ["CNPJ", "CPF", "CPF/CNPJ", "Documento"],
      exemplo: "11.222.333/0001-81",
      texto: true,
    },
    { chave: "email", titulo: "E-mail", apelidos: ["Email"], exemplo: "contato@exemplo.com.br" },
    { chave: "telefone", titulo: "Telefone", apelidos: ["Fone", "Celular"], exemplo: "(48) 3222-1100", texto: true },
    { chave: "estado", titulo: "UF", apelidos: ["Estado"], exemplo: "SC" },
    { chave: "cidade", titulo: "Cidade", apelidos: ["Município"], exemplo: "Florianópolis" },
  ],
  empreendimentos: [
    { chave: "nome", titulo: "Nome", obrigatoria: true, apelidos: ["Empreendimento"], exemplo: "Fábrica de Palhoça" },
    { ...CLIENTE_REF, obrigatoria: true },
    { chave: "atividade", titulo: "Atividade", exemplo: "Fabricação de estruturas metálicas" },
    { chave: "estado", titulo: "UF", apelidos: ["Estado"], exemplo: "SC" },
    { chave: "municipio", titulo: "Município", apelidos: ["Cidade"], exemplo: "Palhoça" },
  ],
  licencas: [
    { chave: "tipo", titulo: "Tipo", obrigatoria: true, apelidos: ["Tipo de licença"], exemplo: "LO" },
    { chave: "numero", titulo: "Número", obrigatoria: true, apelidos: ["Nº", "N°"], exemplo: "1234/2025", texto: true },
    { chave: "orgao", titulo: "Órgão", obrigatoria: true, apelidos: ["Órgão emissor"], exemplo: "IMA" },
    {
      chave: "emissaoDate",
      titulo: "Data de emissão",
      apelidos: ["Emissão"],
      exemplo: "15/03/2025",
      data: true,
    },
    { chave: "validadeDate", titulo: "Validade", apelidos: ["Data de validade"], exemplo: "15/03/2029", data: true },
    {
      chave: "empreendimento",
      titulo: "Empreendimento (nome)",
      obrigatoria: true,
      apelidos: ["Empreendimento"],
      exemplo: "Fábrica de Palhoça",
    },
    CLIENTE_REF,
  ],
};

/** Why a row cannot be imported, by the column's title. */
export const ZImportarErroSchema = z.strictObject({ campo: z.string(), mensagem: z.string() });
export type TImportarErro = z.infer<typeof ZImportarErroSchema>;

export const ACOES_IMPORTACAO = ["criar", "ignorar"] as const;

export const ZImportarLinhaSchema = z.strictObject({
  /** The row's number in the spreadsheet (the titles are row 1). */
  linha: z.number().int(),
  /** Its values as they will be saved, by column key, for the preview table. */
  dados: z.record(z.string(), z.string()),
  erros: z.array(ZImportarErroSchema),
  /** What was read differently from the cell, e.g. 'Zeros à esquerda completados: 00.000.000/0001-91'. */
  avisos: z.array(ZImportarErroSchema).optional(),
  /** Why it is left out as a duplicate, e.g. 'repetido na planilha (linha 4)'. */
  duplicado: z.string().optional(),
  acao: z.enum(ACOES_IMPORTACAO),
});
export type TImportarLinha = z.infer<typeof ZImportarLinhaSchema>;

export const ZImportarPreviaResponseSchema = z.strictObject({
  tipo: z.enum(TIPOS_IMPORTACAO),
  linhas: z.array(ZImportarLinhaSchema),
  total: z.number().int(),
  /** Rows without errors (new ones and duplicates). */
  validas: z.number().int(),
  comErros: z.number().int(),
  duplicados: z.number().int(),
  /** Rows the confirmation would create. */
  novos: z.number().int(),
});
export type TImportarPrevia = z.infer<typeof ZImportarPreviaResponseSchema>;

export const ZImportarResultadoResponseSchema = z.strictObject({
  importados: z.number().int(),
  ignorados: z.number().int(),
});
export type TImportarResultado = z.infer<typeof ZImportarResultadoResponseSchema>;

/** The confirmation refused because some row has errors: the error and the preview that shows them. */
export const ZImportarRecusaResponseSchema = ZErrorResponseSchema.extend({
  previa: ZImportarPreviaResponseSchema.optional(),
});

export const importadosTexto = (n: number) =>
  n === 1 ? "1 registro importado com sucesso!" : `${n} registros importados com sucesso!`;
