/**
 * One run of text as the PDF places it. `y` counts from the top of the page down to the run's
 * baseline (PDF coordinates count up from the bottom): sorting by y is then reading order.
 */
export interface TTextoPosicionado {
  /** 1-based. */
  pagina: number;
  x: number;
  y: number;
  largura: number;
  /** The font size: the run's height on the page. */
  altura: number;
  str: string;
}

export interface TTextoDoPdf {
  paginas: number;
  itens: TTextoPosicionado[];
}

/** What the worker answers: the text, or the kind of refusal (an Error can't cross threads typed). */
export type TRespostaDoWorker = { ok: true; texto: TTextoDoPdf } | { ok: false; motivo: TMotivoRecusa };

export type TMotivoRecusa = "vazio" | "protegido" | "invalido" | "sem-texto" | "paginas-demais" | "limite-excedido";

export const MAX_PAGINAS = 200;
