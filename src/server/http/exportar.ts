import { PassThrough } from "node:stream";
import { stringify } from "csv-stringify";
import type { TCursor } from "../db/keyset";
import type { TFormatoExportacao } from "../../shared/schemas/exportar";
import { formatIsoDate } from "../../shared/rules/datas";
import { formatDocumento } from "../../shared/rules/documento";
import { formatTelefone } from "../../shared/rules/telefone";
import { logger } from "../logger";
import { errorResponses } from "./openapi";
import { loadExcel, type TExcel } from "./excel";

/**
 * Every list's export (issue 17 §2): a domain declares its columns and how to read one batch of
 * its rows after a cursor; this file streams them as XLSX or CSV. Nothing here holds more than
 * one batch: a batch is read only when the previous one's bytes have left for the client.
 */

/** Rows per batch: one short tenant transaction each (docs/decisions/026-export.md). */
export const LOTE_EXPORTACAO = 1000;

/** A cell: text, a number, or a date as yyyy-mm-dd (a real date in XLSX, dd/MM/yyyy in CSV). */
export type TValor = string | number | null | undefined;

/**
 * Digits whose leading zeros matter: a CPF/CNPJ and a phone, as stored (digits only). They are
 * written with their mask — "00.000.000/0001-91", "(48) 3222-1100" — which Excel and LibreOffice
 * keep as text, where bare digits would become a number and lose their zeros (in a CSV, which has
 * no cell types, the mask is the only way); in XLSX also as text cells formatted '@', so an edit
 * in the spreadsheet keeps them text.
 */
const MASCARAS = { documento: formatDocumento, telefone: formatTelefone };
type TTipoCodigo = keyof typeof MASCARAS;
const ehCodigo = (tipo: TColuna<unknown>["tipo"]): tipo is TTipoCodigo => tipo === "documento" || tipo === "telefone";

/** The cell as written: documents and phones with their mask; anything else as the domain gave it. */
function valorDaCelula(tipo: TColuna<unknown>["tipo"], v: TValor): TValor {
  if (!ehCodigo(tipo) || v === null || v === undefined) return v;
  return MASCARAS[tipo](String(v));
}

export interface TColuna<R> {
  /** The header, in pt-BR. */
  titulo: string;
  tipo?: "texto" | "numero" | "data" | TTipoCodigo;
  /** Excel's column width in characters; the title's length otherwise. */
  largura?: number;
  valor: (r: R) => TValor;
}

/**
 * Whose rows a list's export reads: the company screen's, by its filters; or one client's, for the
 * portal (decision 044), whose database role reads no one's profile, so its rows name no
 * 'Responsável'.
 */
export type TEscopo<F> = { filtros: F } | { clienteId: string };

export interface TExportacao<R> {
  /** The file's name before the date: `licencas` → licencas-2026-11-23.xlsx. */
  arquivo: string;
  /** The worksheet's name (at most 31 characters). */
  planilha: string;
  colunas: TColuna<R>[];
  /** The rows after `cursor` (null: from the first), at most `limite`, each with its own cursor. */
  lote: (cursor: TCursor | null, limite: number) => Promise<Array<R & { cursor: TCursor }>>;
}

const TIPOS: Record<TFormatoExportacao, string> = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv; charset=utf-8",
};

/** `responses` of an …/exportar route: the file in either format, or the API's error shape. */
export const okExportacao = {
  200: {
    description: "A planilha com todas as linhas que os filtros selecionam",
    content: {
      [TIPOS.xlsx]: { schema: { type: "string" as const, format: "binary" } },
      "text/csv": { schema: { type: "string" as const, format: "binary" } },
    },
  },
  ...errorResponses,
};

/** Writes rows into `out` in one format; `fim` closes the file (the stream ends after it). */
interface TEscritor {
  linha(valores: TValor[]): void;
  fim(): Promise<void>;
}

/** Excel's streaming writer: inline strings (no shared-string table kept in memory), styles on. */
function escritorXlsx<R>(ExcelJS: TExcel, out: PassThrough, exp: TExportacao<R>): TEscritor {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const ws = wb.addWorksheet(exp.planilha.slice(0, 31), { views: [{ state: "frozen", ySplit: 1 }] });
  ws.columns = exp.colunas.map((c, i) => {
    const numFmt = FORMATOS_XLSX[c.tipo ?? "texto"];
    return {
      header: c.titulo,
      key: `c${i}`,
      width: c.largura ?? Math.max(12, c.titulo.length + 2),
      style: numFmt ? { numFmt } : {},
    };
  });
  const cabecalho = ws.getRow(1);
  cabecalho.font = { bold: true };
  cabecalho.commit();
  return {
    linha: (valores) =>
      ws
        .addRow(
          valores.map((v, i) => {
            const tipo = exp.colunas[i].tipo;
            return tipo === "data" && typeof v === "string" ? dataExcel(v) : valorDaCelula(tipo, v);
          }),
        )
        .commit(),
    fim: async () => {
      ws.commit();
      await wb.commit();
    },
  };
}

/** Each kind of column's Excel number format: '@' is text, which Excel keeps as typed. */
const FORMATOS_XLSX: Record<NonNullable<TColuna<unknown>["tipo"]>, string | undefined> = {
  texto: undefined,
  numero: "0",
  data: "dd/mm/yyyy",
  documento: "@",
  telefone: "@",
};

/** yyyy-mm-dd as the Date Excel shows as that day: exceljs counts serial days in UTC. */
const dataExcel = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * CSV for Excel in Brazil: ';' (the comma is the decimal mark), UTF-8 with a BOM (without it Excel
 * reads the accents as Latin-1), CRLF, dates as dd/MM/yyyy. A text starting with = + - @ is
 * prefixed with ' so Excel shows it instead of running it as a formula (CSV injection).
 */
function escritorCsv<R>(out: PassThrough, exp: TExportacao<R>): TEscritor {
  const csv = stringify({ delimiter: ";", record_delimiter: "\r\n", bom: true });
  csv.pipe(out);
  csv.write(exp.colunas.map((c) => c.titulo));
  return {
    linha: (valores) => csv.write(valores.map((v, i) => textoCsv(exp.colunas[i], v))),
    fim: async () => {
      csv.end();
    },
  };
}

function textoCsv<R>(coluna: TColuna<R>, bruto: TValor): string {
  const v = valorDaCelula(coluna.tipo, bruto);
  if (v === null || v === undefined) return "";
  if (typeof v === "number") return String(v).replace(".", ",");
  if (coluna.tipo === "data") return formatIsoDate(v);
  return /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
}

/**
 * The export as the route's answer. The first batch is read before answering, so a refusal (no
 * permission, a bad filter) is still the API's JSON error; after that the status is sent, and a
 * failure can only cut the download short (logged, and the client sees an incomplete file).
 */
export async function exportar<R>(formato: TFormatoExportacao, hoje: string, exp: TExportacao<R>): Promise<Response> {
  const primeiro = await exp.lote(null, LOTE_EXPORTACAO);
  const nome = `${exp.arquivo}-${hoje}.${formato}`;
  const excel = formato === "xlsx" ? await loadExcel() : null;
  return new Response(corpo(excel, exp, primeiro), {
    status: 200,
    headers: {
      "content-type": TIPOS[formato],
      "content-disposition": `attachment; filename="${nome}"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
}

/**
 * The file's bytes, pulled: the writer's output is queued, and only when the client has taken
 * all of it is the next batch read and written. So memory holds one batch and its bytes, whatever
 * the number of rows.
 */
function corpo<R>(
  excel: TExcel | null,
  exp: TExportacao<R>,
  primeiro: Array<R & { cursor: TCursor }>,
): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  const escritor = excel ? escritorXlsx(excel, out, exp) : escritorCsv(out, exp);
  const fila: Buffer[] = [];
  let terminou = false;
  let falha: unknown = null;
  let acordar: (() => void) | null = null;
  const avisar = () => {
    acordar?.();
    acordar = null;
  };
  out.on("data", (b: Buffer) => {
    fila.push(b);
    avisar();
  });
  out.on("end", () => {
    terminou = true;
    avisar();
  });
  out.on("error", (e) => {
    falha = e;
    avisar();
  });

  let pendente: Array<R & { cursor: TCursor }> | null = primeiro;
  let escrito = false;
  let cancelado = false;
  let cursor: TCursor | null = null;
  /**
   * Writes the next batch; the last one (shorter than a batch) closes the file. The batch after it
   * is asked for before this one is written, so the database reads while the writer works (two
   * batches at most in memory).
   */
  let seguinte: Promise<Array<R & { cursor: TCursor }>> | null = null;
  const escreverLote = async () => {
    const linhas = pendente ?? (await (seguinte ?? exp.lote(cursor, LOTE_EXPORTACAO)));
    pendente = null;
    seguinte = null;
    const ultimo = linhas.length < LOTE_EXPORTACAO;
    if (!ultimo) {
      cursor = linhas[linhas.length - 1].cursor;
      seguinte = exp.lote(cursor, LOTE_EXPORTACAO);
      seguinte.catch(() => {}); // awaited by the next call, which reports it
    }
    for (const r of linhas) escritor.linha(exp.colunas.map((c) => c.valor(r)));
    if (ultimo) {
      escrito = true;
      await escritor.fim();
    }
  };

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        for (;;) {
          if (falha) throw falha;
          if (fila.length > 0) {
            for (const b of fila.splice(0)) controller.enqueue(new Uint8Array(b.buffer, b.byteOffset, b.byteLength));
            return;
          }
          if (terminou) return controller.close();
          if (!escrito && !cancelado) await escreverLote();
          // The writer compresses and flushes asynchronously: wait for its bytes or its end.
          else await new Promise<void>((resolve) => (acordar = resolve));
        }
      } catch (e) {
        logger.error(`Exportação de ${exp.arquivo} interrompida`, e);
        controller.error(e);
      }
    },
    cancel() {
      cancelado = true;
      out.destroy();
    },
  });
}
