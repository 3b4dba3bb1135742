import { describe, expect, it } from "vitest";
import { marcasDoTrecho } from "./importar-pdf-marcas";

// An A4 page (595 × 842 points) with runs of 10-point text, y counted up from the bottom as PDF.js gives it.
const VIEW = [0, 0, 595, 842];
const run = (str: string, x: number, y: number, width = 200) => ({ str, transform: [10, 0, 0, 10, x, y], width });

const PAGINA = [
  run("GOVERNO DO ESTADO", 200, 800),
  run("01", 72, 700, 12),
  run("Executar o Programa de Automonitoramento,", 100, 700),
  run("conforme definido no Anexo II.", 100, 688),
  run("02", 72, 660, 12),
  run("Apresentar relatório técnico-fotográfico", 100, 660),
];

describe("the row's text marked on its page", () => {
  it("marks the runs that hold the row, whatever its line breaks, accents and punctuation", () => {
    const marcas = marcasDoTrecho(
      PAGINA,
      "Executar o programa de automonitoramento conforme definido no Anexo II",
      VIEW,
    );
    expect(marcas).toHaveLength(2);
    expect(marcas[0].left).toBeCloseTo(100 / 595);
    // The first run's top edge: 842 − 700 − 10 points from the page's top.
    expect(marcas[0].top).toBeCloseTo(132 / 842);
    expect(marcas[1].top).toBeCloseTo(144 / 842);
  });

  it("finds a row by its opening when the rest was corrected on the screen", () => {
    const marcas = marcasDoTrecho(PAGINA, "Apresentar relatorio tecnico-fotografico (revisado pelo consultor)", VIEW);
    expect(marcas.map((m) => m.top)).toEqual([expect.closeTo(172 / 842)]);
  });

  it("marks nothing when the row's text is not on the page", () => {
    expect(marcasDoTrecho(PAGINA, "Comunicar à SUPRAM o início da desativação", VIEW)).toEqual([]);
    expect(marcasDoTrecho(PAGINA, "", VIEW)).toEqual([]);
  });
});
