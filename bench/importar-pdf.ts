// The PDF preview of issue 30 ('Importar do PDF', decision 045): "a 30-page licence with 60
// conditions previews in ≤ 3 s, and the parser's cost grows with the pages, not worse". One user
// uploading one file, so no load: the large company's administrator previews each long fixture
// once to warm up, then PDF_REPETICOES times one after the other, timing each request from the
// upload's start to the preview's last byte.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PDF_SCENARIO } from "./fixtures";
import { percentile } from "./load";

export const PDF_REPETICOES = 5;
/** Issue 30's target, for the 30-page licence. */
export const PDF_ALVO_MS = 3_000;

const FIXTURES = path.resolve(import.meta.dirname, "../src/server/modules/importar-pdf/fixtures");

/** Invented 'Parecer Único' printed by fixtures/gerar.ts (parecer-longo.ts): 30 pages, 60 conditions; 60, 120. */
export const PDF_ARQUIVOS: { arquivo: string; alvoMs?: number }[] = [
  { arquivo: "parecer-unico-30-paginas.pdf", alvoMs: PDF_ALVO_MS },
  { arquivo: "parecer-unico-60-paginas.pdf" },
];

export interface PdfPreviewResult {
  arquivo: string;
  /** As the preview answered them, so a wrong reading shows beside its time. */
  paginas: number;
  condicionantes: number;
  avisos: number;
  /** Each timed preview in milliseconds, in order; the warm-up is left out. */
  ms: number[];
  p50: number;
  max: number;
  /** p50 ÷ pages. */
  msPorPagina: number;
  alvoMs?: number;
  /** The slowest preview within the target (with 5 samples the p95 is the max); null without a target. */
  alvoOk: boolean | null;
}

export interface PdfGrowth {
  /** Pages of the longest file ÷ pages of the shortest. */
  paginas: number;
  /** Their p50s in the same order. */
  tempo: number;
  /** The time grew no faster than the pages. */
  ok: boolean;
}

export interface PdfPreviewReport {
  licencaId: string;
  /** The machine's load when the previews began: the scenarios before may have left it high. */
  loadAverage: number[];
  repeticoes: number;
  arquivos: PdfPreviewResult[];
  crescimento: PdfGrowth | null;
}

export function summarizePreviews(
  arquivo: string,
  lido: { paginas: number; condicionantes: number; avisos: number },
  ms: number[],
  alvoMs?: number,
): PdfPreviewResult {
  const sorted = Float64Array.from(ms).sort();
  const p50 = percentile(sorted, 50) ?? NaN;
  const max = percentile(sorted, 100) ?? NaN;
  return {
    arquivo,
    ...lido,
    ms,
    p50,
    max,
    msPorPagina: p50 / lido.paginas,
    ...(alvoMs !== undefined && { alvoMs }),
    alvoOk: alvoMs === undefined ? null : max <= alvoMs,
  };
}

/** From the shortest file to the longest: the cost must grow at most as the pages do. */
export function pdfGrowth(results: PdfPreviewResult[]): PdfGrowth | null {
  const byPages = [...results].sort((a, b) => a.paginas - b.paginas);
  const [first, last] = [byPages[0], byPages.at(-1)];
  if (!first || !last || first.paginas === last.paginas) return null;
  const paginas = last.paginas / first.paginas;
  const tempo = last.p50 / first.p50;
  return { paginas, tempo, ok: tempo <= paginas };
}

interface Previa {
  arquivo: { paginas: number };
  itens: unknown[];
  avisos: string[];
}

async function previewOnce(
  url: string,
  cookie: string,
  licencaId: string,
  arquivo: string,
  bytes: Uint8Array<ArrayBuffer>,
) {
  const form = new FormData();
  form.append("arquivo", new Blob([bytes], { type: "application/pdf" }), arquivo);
  const started = performance.now();
  const res = await fetch(`${url}/api/licencas/${licencaId}/condicionantes/importar-pdf`, {
    method: "POST",
    // A write must name the app's origin (http/security.ts).
    headers: { cookie, origin: url, accept: "application/json" },
    body: form,
  });
  const body = await res.text();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`prévia de ${arquivo}: ${res.status} ${body}`);
  return { ms, previa: JSON.parse(body) as Previa };
}

/** Previews each file as `cookie`'s user on the first licence of its list; `get` reads as that user. */
export async function measurePdfPreviews(o: {
  url: string;
  cookie: string;
  get: (path: string) => Promise<unknown>;
  repeticoes?: number;
}): Promise<PdfPreviewReport> {
  const repeticoes = o.repeticoes ?? PDF_REPETICOES;
  const lista = (await o.get("/api/licencas?page=1&pageSize=1")) as { items: { id: string }[] };
  const licencaId = lista.items[0]?.id;
  if (!licencaId) throw new Error("importar-pdf: a empresa não tem licença para a prévia");
  const loadAverage = os.loadavg().map((l) => Number(l.toFixed(2)));
  const arquivos: PdfPreviewResult[] = [];
  for (const { arquivo, alvoMs } of PDF_ARQUIVOS) {
    const bytes = new Uint8Array(fs.readFileSync(path.join(FIXTURES, arquivo)));
    process.stdout.write(`${PDF_SCENARIO} ${arquivo}: `);
    const { previa } = await previewOnce(o.url, o.cookie, licencaId, arquivo, bytes);
    const ms: number[] = [];
    for (let i = 0; i < repeticoes; i++) ms.push((await previewOnce(o.url, o.cookie, licencaId, arquivo, bytes)).ms);
    const lido = { paginas: previa.arquivo.paginas, condicionantes: previa.itens.length, avisos: previa.avisos.length };
    const result = summarizePreviews(arquivo, lido, ms, alvoMs);
    console.log(`${ms.map((t) => t.toFixed(0)).join(" ")} ms (${lido.paginas} páginas, ${lido.condicionantes} itens)`);
    arquivos.push(result);
  }
  return { licencaId, loadAverage, repeticoes, arquivos, crescimento: pdfGrowth(arquivos) };
}
