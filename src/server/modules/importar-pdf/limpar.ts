import { measureVaos, type TLinha } from "./agrupar";

// What a page prints around the licence's text: running headers and footers, page numbers, and the
// electronic-signature stamps some agencies (IMA-SC's SGPe, SEI) print in the middle of it.

/** A number alone on its line, '3' or '- 3 -'. */
const NUMERO_SOLTO = /^[-–]?\s*\d{1,3}\s*[-–]?$/;
const NUMERO_DE_PAGINA = [
  /^(p[áa]g(ina)?\.?|fls?\.?|folha)\s*:?\s*\d+(\s*(de|\/)\s*\d+)?$/i,
  /^\d+\s*(\/|de)\s*\d+$/i,
  NUMERO_SOLTO,
];

const CARIMBO = [
  /documento assinado (eletronicamente|digitalmente)/i,
  /autenticidade (deste|do) documento pode ser conferida/i,
  /c[óo]digo (verificador|crc)/i,
  /assinado digitalmente por/i,
];

/** Digits differ from page to page ('Página 2 de 5'); the rest of a header does not. */
const chaveRepetida = (linha: TLinha) => `${Math.round(linha.y / 4)}|${linha.texto.replace(/\d+/g, "#").toLowerCase()}`;

/** A line is a running header or footer when it repeats at the same height on most pages. */
function cabecalhosERodapes(linhas: TLinha[], paginas: number): Set<string> {
  const paginasPorChave = new Map<string, Set<number>>();
  for (const linha of linhas) {
    const chave = chaveRepetida(linha);
    paginasPorChave.set(chave, (paginasPorChave.get(chave) ?? new Set()).add(linha.pagina));
  }
  const minimo = Math.max(2, Math.ceil(paginas * 0.6));
  return new Set([...paginasPorChave].filter(([, p]) => p.size >= minimo).map(([chave]) => chave));
}

/** A stamp is its first line and the lines that follow it closely in the same font size. */
function linhasDeCarimbo(linhas: TLinha[]): Set<TLinha> {
  const carimbo = new Set<TLinha>();
  linhas.forEach((linha, i) => {
    if (carimbo.has(linha) || !CARIMBO.some((re) => re.test(linha.texto))) return;
    carimbo.add(linha);
    for (let j = i + 1, anterior = linha; j < linhas.length; anterior = linhas[j++]) {
      const seguinte = linhas[j];
      const junto = seguinte.pagina === anterior.pagina && seguinte.y - anterior.y <= 1.6 * anterior.altura;
      if (!junto || Math.abs(seguinte.altura - linha.altura) > 0.5) break;
      carimbo.add(seguinte);
    }
  });
  return carimbo;
}

/** The first and the last line of each page: where a bare number can only be the page's. */
function pontas(linhas: TLinha[]): Set<TLinha> {
  return new Set(
    linhas.filter((linha, i) => linhas[i - 1]?.pagina !== linha.pagina || linhas[i + 1]?.pagina !== linha.pagina),
  );
}

function ehNumeroDePagina(linha: TLinha, nasPontas: Set<TLinha>): boolean {
  if (!NUMERO_DE_PAGINA.some((re) => re.test(linha.texto))) return false;
  // Elsewhere a bare number is text (an item's number in a table's column, say).
  return !NUMERO_SOLTO.test(linha.texto) || nasPontas.has(linha);
}

export function removeMargensECarimbos(linhas: TLinha[], paginas: number): TLinha[] {
  const repetidas = paginas >= 2 ? cabecalhosERodapes(linhas, paginas) : new Set<string>();
  const nasPontas = pontas(linhas);
  const semMargens = measureVaos(
    linhas.filter((linha) => !repetidas.has(chaveRepetida(linha)) && !ehNumeroDePagina(linha, nasPontas)),
  );
  const carimbo = linhasDeCarimbo(semMargens);
  return semMargens.filter((linha) => !carimbo.has(linha));
}
