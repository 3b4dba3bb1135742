// Where a row's text sits on its page of the PDF, so the review can mark it over the drawing.

/** A marked run of text, in fractions of the page so it follows the drawing's size. */
export type TMarca = { left: number; top: number; width: number; height: number };

/** Letters and digits only, lower case, without accents: the PDF's runs and the row's text compared alike. */
const compacto = (texto: string) =>
  texto
    .normalize("NFD")
    .replace(/[^\p{L}\p{N}]/gu, "")
    .toLowerCase();

/**
 * The runs of the page that hold the row's text: the page's runs joined in their order, the
 * row's opening looked for in them, and every run from there for the row's length marked (the
 * text that continues on the next page is not on this one).
 */
export function marcasDoTrecho(
  runs: { str: string; transform: number[]; width: number }[],
  trecho: string,
  view: number[],
): TMarca[] {
  const [x0, y0, x1, y1] = view;
  let texto = "";
  const faixas = runs.map((run) => {
    const inicio = texto.length;
    texto += compacto(run.str);
    return [inicio, texto.length] as const;
  });
  const alvo = compacto(trecho);
  // The longest opening found: a short one may also start another row.
  const inicio = [40, 20, 10].map((n) => texto.indexOf(alvo.slice(0, n))).find((i) => i >= 0);
  if (inicio === undefined || alvo.length === 0) return [];
  const fim = inicio + alvo.length;
  const largura = x1 - x0;
  const altura = y1 - y0;
  return runs.flatMap((run, i) => {
    const [a, b] = faixas[i];
    if (b <= inicio || a >= fim || a === b) return [];
    const [, , c, d, x, y] = run.transform;
    const tamanho = Math.hypot(c, d);
    return [
      {
        left: (x - x0) / largura,
        top: (y1 - y - tamanho) / altura,
        width: run.width / largura,
        height: (tamanho * 1.25) / altura,
      },
    ];
  });
}
