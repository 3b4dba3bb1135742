import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { ErroPdfRecusado } from "./erros";
import type { TRespostaDoWorker, TTextoDoPdf } from "./tipos";

export interface TLimitesDaLeitura {
  tempoMs: number;
  memoriaMb: number;
}

/** A 30-page licence reads in about a second; these leave room for a slow machine, not for a bomb. */
export const LIMITES_PADRAO: TLimitesDaLeitura = { tempoMs: 20_000, memoriaMb: 256 };

/**
 * In the server bundle (scripts/build-if-stale.ts) esbuild writes the worker as an entry of its own,
 * importar-pdf.worker.js, beside index.js (whose URL import.meta.url then is). From source (tsx,
 * vitest) the worker is the TypeScript beside this file: a worker thread does not inherit the
 * parent's TypeScript loader, so a two-line script registers tsx's in the thread before importing it.
 */
const DO_FONTE = import.meta.url.endsWith(".ts");
const ENTRADA_DO_WORKER = DO_FONTE ? carregadorComTsx() : new URL("./importar-pdf.worker.js", import.meta.url);

function carregadorComTsx(): URL {
  // The ESM build of tsx's API: require.resolve would give its CommonJS build, which loads ESM badly.
  const tsx = path.dirname(createRequire(import.meta.url).resolve("tsx/package.json"));
  const api = pathToFileURL(path.join(tsx, "dist/esm/api/index.mjs")).href;
  const worker = new URL("./extrair.worker.ts", import.meta.url).href;
  const script = `const { register } = await import(${JSON.stringify(api)});
register();
await import(${JSON.stringify(worker)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(script)}`);
}

/** The spec lets a header start anywhere in the first 1024 bytes; anything else is not a PDF. */
function pareceUmPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 1024)).includes("%PDF-");
}

/** The positioned text of every page, read in a worker with a time and memory limit. */
export async function extractTexto(bytes: Uint8Array, limites = LIMITES_PADRAO): Promise<TTextoDoPdf> {
  if (bytes.length === 0) throw new ErroPdfRecusado("vazio");
  if (!pareceUmPdf(bytes)) throw new ErroPdfRecusado("invalido");
  const resposta = await umaLeituraPorVez(() => lerNoWorker(bytes, limites));
  if (!resposta.ok) throw new ErroPdfRecusado(resposta.motivo);
  return resposta.texto;
}

/**
 * Each reading may hold its memory limit: a few at once bound what uploads together can take,
 * and the others wait their turn (a 30-page licence reads in about a second).
 */
const LEITURAS_AO_MESMO_TEMPO = 2;
let emLeitura = 0;
const naFila: (() => void)[] = [];

async function umaLeituraPorVez<T>(ler: () => Promise<T>): Promise<T> {
  if (emLeitura >= LEITURAS_AO_MESMO_TEMPO) await new Promise<void>((vez) => naFila.push(vez));
  else emLeitura++;
  try {
    return await ler();
  } finally {
    // The turn passes straight to the next in line, or the slot is freed.
    const proximo = naFila.shift();
    if (proximo) proximo();
    else emLeitura--;
  }
}

function lerNoWorker(bytes: Uint8Array, { tempoMs, memoriaMb }: TLimitesDaLeitura): Promise<TRespostaDoWorker> {
  // A copy goes to the worker: the caller keeps its bytes (the file is stored afterwards).
  const worker = new Worker(ENTRADA_DO_WORKER, {
    workerData: new Uint8Array(bytes),
    resourceLimits: { maxOldGenerationSizeMb: memoriaMb, maxYoungGenerationSizeMb: Math.min(32, memoriaMb) },
  });
  return new Promise((resolve, reject) => {
    const limite: TRespostaDoWorker = { ok: false, motivo: "limite-excedido" };
    const relogio = setTimeout(() => {
      resolve(limite);
      void worker.terminate();
    }, tempoMs);
    const terminar = (resposta: TRespostaDoWorker) => {
      clearTimeout(relogio);
      void worker.terminate();
      resolve(resposta);
    };
    worker.once("message", terminar);
    worker.once("error", (erro: NodeJS.ErrnoException) => {
      // Out of memory is the limit firing; any other crash is a bug of ours, not the file's.
      if (erro.code === "ERR_WORKER_OUT_OF_MEMORY") terminar(limite);
      else {
        clearTimeout(relogio);
        reject(erro);
      }
    });
    // After an answer, a limit or an error the promise is settled and this does nothing.
    worker.once("exit", (codigo) => {
      clearTimeout(relogio);
      reject(new Error(`O leitor de PDF terminou sem responder (código ${codigo}).`));
    });
  });
}
