import type { TTextoPosicionado } from "./tipos";

/** Runs printed on one baseline of one page, left to right. */
export interface TLinha {
  pagina: number;
  y: number;
  altura: number;
  runs: TTextoPosicionado[];
  texto: string;
  /**
   * Distance from the line above on the page, in font sizes (Infinity for a page's first line).
   * Measured after the running header is dropped (the page's top margin is no gap in the text)
   * and before the stamps are (the room a stamp takes is none either).
   */
  vaoAcima: number;
}

/** Baselines closer than this share a line: a fraction of the font size absorbs rounding and kerning. */
const TOLERANCIA_Y = 0.35;
/** A gap wider than this (in font sizes) between two runs is a space the PDF did not print. */
const ESPACO_MINIMO = 0.15;

export function textoDosRuns(runs: TTextoPosicionado[]): string {
  let texto = "";
  let fim = -Infinity;
  for (const run of runs) {
    const separa = texto !== "" && run.x - fim > ESPACO_MINIMO * run.altura && !texto.endsWith(" ");
    texto += (separa ? " " : "") + run.str;
    fim = run.x + run.largura;
  }
  return texto.replace(/\s+/g, " ").trim();
}

export function agruparEmLinhas(itens: TTextoPosicionado[]): TLinha[] {
  const ordenados = [...itens].sort((a, b) => a.pagina - b.pagina || a.y - b.y || a.x - b.x);
  const linhas: TLinha[] = [];
  for (const run of ordenados) {
    const atual = linhas.at(-1);
    const mesmaLinha =
      atual &&
      atual.pagina === run.pagina &&
      Math.abs(atual.y - run.y) <= TOLERANCIA_Y * Math.min(atual.altura, run.altura);
    if (mesmaLinha) {
      atual.runs.push(run);
      atual.altura = Math.max(atual.altura, run.altura);
    } else
      linhas.push({ pagina: run.pagina, y: run.y, altura: run.altura, runs: [run], texto: "", vaoAcima: Infinity });
  }
  for (const linha of linhas) {
    linha.runs.sort((a, b) => a.x - b.x);
    linha.texto = textoDosRuns(linha.runs);
  }
  return linhas.filter((linha) => linha.texto !== "");
}

/** Sets each line's `vaoAcima` from the line above it on its page. */
export function measureVaos(linhas: TLinha[]): TLinha[] {
  linhas.forEach((linha, i) => {
    const acima = linhas[i - 1];
    linha.vaoAcima = acima?.pagina === linha.pagina ? (linha.y - acima.y) / linha.altura : Infinity;
  });
  return linhas;
}
