// Runs in a worker thread (extrair.ts): PDF.js on an untrusted file may loop or balloon, and the
// thread's time and memory limits end it without taking the server down.
import { parentPort, workerData } from "node:worker_threads";
import { getDocumentProxy } from "unpdf";
import { MAX_PAGINAS, type TMotivoRecusa, type TRespostaDoWorker, type TTextoPosicionado } from "./tipos";

type TPdf = Awaited<ReturnType<typeof getDocumentProxy>>;

/** PDF.js names its errors; the one it throws for a password is the only other refusal we tell apart. */
function motivoDoErro(erro: unknown): TMotivoRecusa {
  return (erro as { name?: string })?.name === "PasswordException" ? "protegido" : "invalido";
}

async function textoDaPagina(pdf: TPdf, pagina: number): Promise<TTextoPosicionado[]> {
  const page = await pdf.getPage(pagina);
  // y counted down from the page's top edge (view = [x0, y0, x1, y1] in PDF units, y up).
  const topo = page.view[3];
  const conteudo = await page.getTextContent();
  const itens: TTextoPosicionado[] = [];
  for (const item of conteudo.items) {
    if (!("str" in item) || item.str.trim() === "") continue;
    const [, , c, d, x, yDeBaixo] = item.transform as number[];
    const tamanho = Math.hypot(c, d);
    itens.push({ pagina, x, y: topo - yDeBaixo, largura: item.width, altura: tamanho, str: item.str });
  }
  page.cleanup();
  return itens;
}

async function extrair(bytes: Uint8Array): Promise<TRespostaDoWorker> {
  let pdf: TPdf;
  try {
    pdf = await getDocumentProxy(bytes, { verbosity: 0 });
  } catch (erro) {
    return { ok: false, motivo: motivoDoErro(erro) };
  }
  try {
    if (pdf.numPages > MAX_PAGINAS) return { ok: false, motivo: "paginas-demais" };
    const itens: TTextoPosicionado[] = [];
    // One page at a time, each freed after its text is read: PDF.js holds one page's objects, not the file's.
    for (let pagina = 1; pagina <= pdf.numPages; pagina++) {
      for (const item of await textoDaPagina(pdf, pagina)) itens.push(item);
    }
    if (itens.length === 0) return { ok: false, motivo: "sem-texto" };
    return { ok: true, texto: { paginas: pdf.numPages, itens } };
  } catch (erro) {
    return { ok: false, motivo: motivoDoErro(erro) };
  } finally {
    await pdf.destroy();
  }
}

parentPort!.postMessage(await extrair(workerData as Uint8Array));
