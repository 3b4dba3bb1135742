import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { Printer, X } from "lucide-react";
import { formatDataHora } from "@/shared/rules/datas";
import { useMe } from "@/web/lib/auth";
import { useMarcaDaEmpresa } from "@/web/lib/empresa";
import { Button } from "@/web/components/ui/button";

// The frame of every printed report (/relatorios/imprimir): an A4 sheet a consultant can send to
// a client. On paper: the company's name, the report's title and subject lines, the content, and
// in each page's margin the date of issue and 'Página X de Y' (CSS page-margin boxes, which
// Chromium prints). Black on white, status words rather than colours, no navigation chrome.
// On screen: the same sheet on a grey desk with 'Imprimir' and 'Fechar' above it.

export interface TLinhaCabecalho {
  rotulo: string;
  valor: string;
}

/** Query `?imprimir=0` keeps the print dialog closed (the browser tests read the page instead). */
const autoPrint = () => new URLSearchParams(window.location.search).get("imprimir") !== "0";

export function ImpressaoDocumento(props: {
  /** e.g. 'Relatório do Empreendimento'. */
  titulo: string;
  /** What the report is about (Empreendimento, Cliente, Período…), shown under the title. */
  linhas: TLinhaCabecalho[];
  /** False while the data loads: the print dialog opens once it is true. */
  pronto: boolean;
  children: ReactNode;
}) {
  const empresa = useMe().data?.profile?.companyName ?? "";
  const { logoUrl } = useMarcaDaEmpresa();
  // The print dialog waits for the logo too (loaded or failed), or the sheet prints without it.
  const [logoCarregado, setLogoCarregado] = useState(false);
  const pronto = props.pronto && (!logoUrl || logoCarregado);
  const [emitidoEm] = useState(() => formatDataHora(new Date()));
  const impresso = useRef(false);
  const escala = useEscalaDaFolha();

  useEffect(() => {
    document.title = `${props.titulo}${empresa ? ` — ${empresa}` : ""}`;
  }, [props.titulo, empresa]);
  useEffect(() => {
    if (!pronto || impresso.current || !autoPrint()) return;
    impresso.current = true;
    // After the browser has laid the sheet out, so the preview shows the content.
    requestAnimationFrame(() => setTimeout(() => window.print(), 50));
  }, [pronto]);

  return (
    <div className="impressao min-h-screen bg-muted/60 print:bg-white">
      <style>{paginaCss(empresa, emitidoEm)}</style>
      <div className="flex items-center justify-end gap-2 px-4 py-3 print:hidden">
        <Button variant="outline" onClick={() => window.close()}>
          <X aria-hidden /> Fechar
        </Button>
        <Button onClick={() => window.print()} disabled={!pronto}>
          <Printer aria-hidden /> Imprimir
        </Button>
      </div>
      <main
        className="mx-auto mb-8 w-[210mm] bg-white px-[15mm] py-[14mm] text-[10.5pt] leading-snug text-black shadow-md [zoom:var(--escala-folha)] print:m-0 print:w-auto print:p-0 print:pr-[0.5mm] print:shadow-none print:[zoom:1]"
        style={{ "--escala-folha": escala } as CSSProperties}
        aria-busy={!pronto}
      >
        <header className="border-b-2 border-black pb-3">
          <p className="flex items-center gap-2 text-[9pt] font-semibold tracking-wide uppercase">
            {logoUrl && (
              <img
                src={logoUrl}
                alt={`Logo de ${empresa}`}
                className="h-[12mm] w-auto max-w-[40mm] object-contain"
                onLoad={() => setLogoCarregado(true)}
                onError={() => setLogoCarregado(true)}
              />
            )}
            {empresa}
          </p>
          <h1 className="mt-1 text-[16pt] font-bold">{props.titulo}</h1>
          <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-0.5 text-[10pt]">
            {props.linhas.map((l) => (
              <div key={l.rotulo} className="contents">
                <dt className="font-semibold">{l.rotulo}:</dt>
                <dd>{l.valor}</dd>
              </div>
            ))}
          </dl>
        </header>
        <div className="mt-4 space-y-5">{props.children}</div>
        <footer className="mt-6 border-t border-black pt-2 text-[8.5pt]">
          Emitido em {emitidoEm}
          {empresa ? ` por ${empresa}` : ""}.
        </footer>
      </main>
    </div>
  );
}

/** 210 mm in CSS pixels. */
const LARGURA_A4 = (210 / 25.4) * 96;

/**
 * On a screen narrower than the sheet (a phone), the whole sheet shrinks to the screen's width,
 * as a PDF viewer shows a page, rather than its tables running off the screen. Paper is unscaled.
 */
function useEscalaDaFolha() {
  const [escala, setEscala] = useState(1);
  useEffect(() => {
    const medir = () => setEscala(Math.min(1, document.documentElement.clientWidth / LARGURA_A4));
    medir();
    window.addEventListener("resize", medir);
    return () => window.removeEventListener("resize", medir);
  }, []);
  return escala;
}

/** A titled part of the report; its title stays with the start of its content on paper. */
export function ImpressaoSecao(props: { titulo: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="mb-1.5 border-b border-black/60 pb-0.5 text-[12pt] font-bold break-after-avoid">{props.titulo}</h2>
      {props.children}
    </section>
  );
}

/** Counts as labelled boxes, four to a row (or five, for a group of five). */
export function ImpressaoResumo(props: { itens: { rotulo: string; valor: number }[]; colunas?: 4 | 5 }) {
  return (
    <dl className={`grid gap-2 ${props.colunas === 5 ? "grid-cols-5" : "grid-cols-4"}`}>
      {props.itens.map((i) => (
        <div key={i.rotulo} className="border border-black/70 px-2 py-1.5 break-inside-avoid">
          <dt className="text-[8.5pt]">{i.rotulo}</dt>
          <dd className="text-[14pt] font-bold">{i.valor}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface TColuna<T> {
  titulo: string;
  valor: (linha: T) => ReactNode;
  /** Tailwind classes for the column (width, alignment). */
  className?: string;
}

const CABECALHO = "border border-black/70 bg-black/[0.06] px-1.5 py-1 font-semibold [print-color-adjust:exact]";

/**
 * A table for paper: its header repeats on each page, and no row is split across two.
 * `grupos` adds a header row above the columns' titles (e.g. 'Licenças' over four counts),
 * covering the columns in order; a group without a title leaves its columns' cell empty.
 */
export function ImpressaoTabela<T>(props: {
  colunas: TColuna<T>[];
  linhas: T[];
  chave: (linha: T) => string;
  vazio: string;
  grupos?: { titulo: string; colunas: number }[];
}) {
  if (props.linhas.length === 0) return <p className="text-[10pt] italic">{props.vazio}</p>;
  return (
    <table className="w-full border-collapse text-[9.5pt]">
      <thead>
        {props.grupos && (
          <tr>
            {props.grupos.map((g, i) => (
              <th key={i} scope="colgroup" colSpan={g.colunas} className={`${CABECALHO} text-center`}>
                {g.titulo}
              </th>
            ))}
          </tr>
        )}
        <tr>
          {props.colunas.map((c, i) => (
            <th key={i} scope="col" className={`${CABECALHO} text-left align-bottom ${c.className ?? ""}`}>
              {c.titulo}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.linhas.map((linha) => (
          <tr key={props.chave(linha)} className="break-inside-avoid">
            {props.colunas.map((c, i) => (
              <td key={i} className={`border border-black/70 px-1.5 py-1 align-top ${c.className ?? ""}`}>
                {c.valor(linha)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The sheet and its margins: the date of issue and the page count print in every page's foot. */
function paginaCss(empresa: string, emitidoEm: string) {
  const rodape = JSON.stringify(`${empresa ? `${empresa} · ` : ""}Emitido em ${emitidoEm}`);
  return `
@page {
  size: A4;
  margin: 16mm 15mm 18mm 15mm;
  @bottom-left { content: ${rodape}; font: 8pt system-ui, sans-serif; color: #000; }
  @bottom-right { content: "Página " counter(page) " de " counter(pages); font: 8pt system-ui, sans-serif; color: #000; }
}
@media print { html, body { background: #fff !important; } }
`;
}
