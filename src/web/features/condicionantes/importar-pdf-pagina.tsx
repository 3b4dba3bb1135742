import { useEffect, useRef, useState } from "react";
import { X } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { marcasDoTrecho, type TMarca } from "./importar-pdf-marcas";

// The page of the PDF a row was read from, drawn in the browser from the file the consultant
// chose (PDF.js, from unpdf, loaded only when a page is first shown), with the row's text marked
// so the reading can be checked against the page.

type TDocumento = Awaited<ReturnType<typeof import("unpdf").getDocumentProxy>>;

/** Each chosen file is opened once, however many of its pages are shown. */
const abertos = new WeakMap<File, Promise<TDocumento>>();
function abrir(arquivo: File): Promise<TDocumento> {
  let pdf = abertos.get(arquivo);
  if (!pdf) {
    pdf = (async () => {
      const { getDocumentProxy } = await import("unpdf");
      return getDocumentProxy(new Uint8Array(await arquivo.arrayBuffer()), { verbosity: 0 });
    })();
    abertos.set(arquivo, pdf);
  }
  return pdf;
}

type TDesenho = { chave: string; estado: "pronto" | "erro"; marcas: TMarca[] };

export function PaginaDoPdf(props: { arquivo: File; pagina: number; trecho: string; onClose: () => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const primeira = useRef<HTMLSpanElement>(null);
  // What was drawn last, and for which page and row: another row shows 'Carregando' until its own is drawn.
  const chave = `${props.pagina}|${props.trecho}`;
  const [desenho, setDesenho] = useState<TDesenho | null>(null);
  const estado = desenho?.chave === chave ? desenho.estado : "carregando";
  const marcas = desenho?.chave === chave ? desenho.marcas : [];

  useEffect(() => {
    let cancelado = false;
    (async () => {
      const pdf = await abrir(props.arquivo);
      const page = await pdf.getPage(props.pagina);
      const alvo = canvas.current;
      if (cancelado || !alvo) return;
      const largura = alvo.parentElement?.clientWidth || 480;
      const escala = (largura / page.getViewport({ scale: 1 }).width) * (window.devicePixelRatio || 1);
      const viewport = page.getViewport({ scale: escala });
      alvo.width = Math.floor(viewport.width);
      alvo.height = Math.floor(viewport.height);
      await page.render({ canvas: alvo, canvasContext: alvo.getContext("2d")!, viewport }).promise;
      const conteudo = await page.getTextContent();
      const runs = conteudo.items.filter((item) => "str" in item);
      if (!cancelado) setDesenho({ chave, estado: "pronto", marcas: marcasDoTrecho(runs, props.trecho, page.view) });
    })().catch(() => !cancelado && setDesenho({ chave, estado: "erro", marcas: [] }));
    return () => {
      cancelado = true;
    };
  }, [props.arquivo, props.pagina, props.trecho, chave]);

  // The row's first marked run brought into view once drawn: beside the table (a laptop) within
  // the page's own scroll area, since scrollIntoView would also scroll the dialog around it and
  // push its header out of sight; on a phone, where the dialog itself scrolls, simply into view.
  useEffect(() => {
    const marca = primeira.current;
    if (estado !== "pronto" || !marca) return;
    const rolagem = marca.closest<HTMLElement>("[data-rolagem-pagina]");
    if (!rolagem || rolagem.scrollHeight <= rolagem.clientHeight) {
      marca.scrollIntoView({ block: "nearest" });
      return;
    }
    const topo = marca.getBoundingClientRect().top - rolagem.getBoundingClientRect().top + rolagem.scrollTop;
    rolagem.scrollTo({ top: Math.max(0, topo - rolagem.clientHeight / 2) });
  }, [estado, desenho]);

  return (
    <section aria-label={`Página ${props.pagina} do PDF`} className="grid content-start gap-2">
      <div className="sticky top-0 z-10 flex items-center justify-between gap-2 bg-background">
        <h3 className="font-semibold">Página {props.pagina} do PDF</h3>
        <Button type="button" variant="ghost" size="sm" onClick={props.onClose}>
          <X aria-hidden />
          Fechar página
        </Button>
      </div>
      {estado === "carregando" && <p className="text-sm text-muted-foreground">Carregando a página...</p>}
      {estado === "erro" && (
        <p role="alert" className="text-sm text-destructive">
          Não foi possível mostrar esta página do PDF.
        </p>
      )}
      {estado === "pronto" && marcas.length === 0 && (
        <p className="text-sm text-muted-foreground">O texto desta linha não foi localizado na página.</p>
      )}
      <div className="relative w-full overflow-hidden rounded-md border bg-white shadow-sm">
        <canvas ref={canvas} className="block h-auto w-full" aria-hidden />
        {estado === "pronto" &&
          marcas.map((m, i) => (
            <span
              key={i}
              ref={i === 0 ? primeira : undefined}
              data-testid="trecho-marcado"
              className="pointer-events-none absolute rounded-sm bg-yellow-300/45 mix-blend-multiply"
              style={{
                left: `${m.left * 100}%`,
                top: `${m.top * 100}%`,
                width: `${m.width * 100}%`,
                height: `${m.height * 100}%`,
              }}
            />
          ))}
      </div>
    </section>
  );
}
