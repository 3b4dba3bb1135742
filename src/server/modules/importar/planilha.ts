import { Readable } from "node:stream";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { HttpError } from "../../http/errors";
import { foldText } from "../../../shared/rules/search";
import { loadExcel } from "../../http/excel";
import {
  COLUNAS_IMPORTACAO,
  IMPORTACAO_MAX_BYTES,
  IMPORTACAO_MAX_LINHAS,
  type TColunaImportacao,
  type TFormatoPlanilha,
  type TTipoImportacao,
} from "../../../shared/schemas/importar";

// Reading an uploaded spreadsheet (XLSX through exceljs' streaming reader, CSV through csv-parse)
// into rows of text by column key, and writing the template. Only the first worksheet counts.

/** One data row: its number in the spreadsheet and its cells' text by column key. */
export interface TLinhaPlanilha {
  linha: number;
  celulas: Record<string, string>;
}

const invalid = (message: string) => new HttpError(400, "PLANILHA_INVALIDA", message);
export const FORMATO_INVALIDO = "Envie uma planilha .xlsx ou .csv.";
export const PLANILHA_ILEGIVEL = "Não foi possível ler a planilha. Salve-a como .xlsx ou .csv e tente de novo.";
export const PLANILHA_GRANDE = "A planilha excede o limite de 5 MB.";
export const PLANILHA_VAZIA = "A planilha não tem linhas para importar.";
export const muitasLinhas = () =>
  `A planilha tem mais de ${IMPORTACAO_MAX_LINHAS.toLocaleString("pt-BR")} linhas. Divida-a em arquivos menores.`;

/** "Razão Social" and "razao  social:" are the same title. */
const foldTitulo = (s: string) => foldText(s).replace(/[^a-z0-9]/g, "");

/** A cell as text: dates as yyyy-mm-dd, formulas by their result, rich text joined; no NUL (PostgreSQL refuses it). */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    const v = value as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: string };
    if (v.richText) return cellText(v.richText.map((r) => r.text).join(""));
    if ("result" in v) return cellText(v.result);
    if ("text" in v) return cellText(v.text);
    return "";
  }
  return String(value).replace(/\0/g, "").trim();
}

/**
 * Which column key each position holds, by its title. A required column missing is the whole
 * file's error; titles the template does not know are left alone.
 */
function mapearCabecalho(tipo: TTipoImportacao, titulos: string[]): (TColunaImportacao | undefined)[] {
  const colunas = COLUNAS_IMPORTACAO[tipo];
  const porTitulo = new Map<string, TColunaImportacao>();
  for (const c of colunas) for (const t of [c.titulo, ...(c.apelidos ?? [])]) porTitulo.set(foldTitulo(t), c);
  const usadas = new Set<string>();
  const mapa = titulos.map((t) => {
    const coluna = porTitulo.get(foldTitulo(t));
    if (!coluna || usadas.has(coluna.chave)) return undefined; // the first of two same columns counts
    usadas.add(coluna.chave);
    return coluna;
  });
  const faltando = colunas.filter((c) => c.obrigatoria && !usadas.has(c.chave)).map((c) => `'${c.titulo}'`);
  if (faltando.length) {
    const nomes = faltando.length === 1 ? `a coluna ${faltando[0]}` : `as colunas ${faltando.join(", ")}`;
    throw invalid(`A planilha não tem ${nomes}. Use a primeira linha para os títulos, como no modelo.`);
  }
  return mapa;
}

/** Raw rows (arrays of cell text, with their numbers) into rows by key; blank rows are skipped. */
function porChave(tipo: TTipoImportacao, brutas: { linha: number; valores: string[] }[]): TLinhaPlanilha[] {
  const [cabecalho, ...dados] = brutas;
  if (!cabecalho) throw invalid(PLANILHA_VAZIA);
  const mapa = mapearCabecalho(tipo, cabecalho.valores);
  const linhas = dados
    .filter((l) => l.valores.some((v) => v !== ""))
    .map(({ linha, valores }) => {
      const celulas: Record<string, string> = {};
      mapa.forEach((coluna, i) => {
        if (coluna) celulas[coluna.chave] = valores[i] ?? "";
      });
      return { linha, celulas };
    });
  if (!linhas.length) throw invalid(PLANILHA_VAZIA);
  return linhas;
}

/** At most the limit plus the titles; one row more says the file is too long without reading the rest. */
const MAX_BRUTAS = IMPORTACAO_MAX_LINHAS + 1;

async function lerXlsx(data: Uint8Array) {
  const brutas: { linha: number; valores: string[] }[] = [];
  const ExcelJS = await loadExcel();
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(Buffer.from(data)), {
      sharedStrings: "cache",
      styles: "cache", // needed to tell a date cell from a number
      hyperlinks: "ignore",
      worksheets: "emit",
      entries: "emit",
    });
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const valores = (row.values as unknown[]).slice(1).map(cellText);
        if (valores.every((v) => v === "")) continue;
        brutas.push({ linha: row.number, valores });
        if (brutas.length > MAX_BRUTAS) throw invalid(muitasLinhas());
      }
      break; // the first worksheet only
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw invalid(PLANILHA_ILEGIVEL);
  }
  return brutas;
}

/**
 * Excel in Brazil saves CSV with ';' and, unless told otherwise, in Windows-1252: UTF-8 (with or
 * without BOM) is tried first, and the separator is the one the title row uses more.
 */
function lerCsv(data: Uint8Array) {
  let texto: string;
  try {
    texto = new TextDecoder("utf-8", { fatal: true }).decode(data);
  } catch {
    texto = new TextDecoder("windows-1252").decode(data);
  }
  texto = texto.replace(/^\uFEFF/, "");
  const primeira = texto.slice(0, texto.search(/\r?\n|$/));
  const delimiter = (primeira.match(/;/g)?.length ?? 0) >= (primeira.match(/,/g)?.length ?? 0) ? ";" : ",";
  let registros: string[][];
  try {
    registros = parse(texto, { delimiter, relax_column_count: true, relax_quotes: true, to: MAX_BRUTAS + 1 });
  } catch {
    throw invalid(PLANILHA_ILEGIVEL);
  }
  const brutas = registros.map((valores, i) => ({ linha: i + 1, valores: valores.map(cellText) }));
  const naoVazias = brutas.filter((l) => l.valores.some((v) => v !== ""));
  if (naoVazias.length > MAX_BRUTAS) throw invalid(muitasLinhas());
  return naoVazias;
}

export function formatoDoArquivo(nome: string): TFormatoPlanilha {
  const ext = nome.toLowerCase().split(".").pop();
  if (ext === "xlsx" || ext === "csv") return ext;
  throw new HttpError(400, "FILE_TYPE", FORMATO_INVALIDO);
}

/** The uploaded file's rows by column key: 400 with a pt-BR message for anything it cannot use. */
export async function readPlanilha(
  tipo: TTipoImportacao,
  file: { name: string; data: Uint8Array },
): Promise<TLinhaPlanilha[]> {
  const formato = formatoDoArquivo(file.name);
  if (file.data.byteLength > IMPORTACAO_MAX_BYTES) throw new HttpError(413, "TOO_LARGE", PLANILHA_GRANDE);
  const brutas = formato === "xlsx" ? await lerXlsx(file.data) : lerCsv(file.data);
  return porChave(tipo, brutas);
}

/** The template: the titles and one example row; XLSX with the titles frozen and text columns kept as text. */
export async function modelo(tipo: TTipoImportacao, formato: TFormatoPlanilha): Promise<Uint8Array> {
  const colunas = COLUNAS_IMPORTACAO[tipo];
  if (formato === "csv") {
    const csv = stringify([colunas.map((c) => c.titulo), colunas.map((c) => c.exemplo)], { delimiter: ";" });
    return new TextEncoder().encode(`\uFEFF${csv}`);
  }
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Importação", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = colunas.map((c) => ({
    header: c.titulo,
    key: c.chave,
    width: Math.max(14, c.titulo.length + 4, c.exemplo.length + 2),
    style: c.texto ? { numFmt: "@" } : c.data ? { numFmt: "dd/mm/yyyy" } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(Object.fromEntries(colunas.map((c) => [c.chave, c.data ? exemploData(c.exemplo) : c.exemplo])));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** dd/mm/aaaa → a real date cell (UTC midnight, which Excel shows as that day). */
function exemploData(ddmmaaaa: string): Date {
  const [d, m, a] = ddmmaaaa.split("/").map(Number);
  return new Date(Date.UTC(a, m - 1, d));
}
