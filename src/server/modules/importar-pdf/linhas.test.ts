import { describe, expect, it } from "vitest";
import { reconstruirCondicionantes } from "./linhas";
import type { TTextoPosicionado } from "./tipos";

// Positioned text built by hand, as unpdf gives it: one run per cell or line, y from the top.
const ALTURA = 11;
const ENTRELINHA = 14;

function run(pagina: number, y: number, x: number, str: string, altura = ALTURA): TTextoPosicionado {
  return { pagina, y, x, str, altura, largura: str.length * altura * 0.5 };
}

/** Lines of running text from the top of the body, one under the other. */
function corpo(pagina: number, linhas: string[], topo = 100): TTextoPosicionado[] {
  return linhas.map((texto, i) => run(pagina, topo + i * ENTRELINHA, 72, texto));
}

/** A running header and a footer with the page number, as every page of a licence prints them. */
function margens(pagina: number, total: number): TTextoPosicionado[] {
  return [
    run(pagina, 40, 150, "INSTITUTO DO MEIO AMBIENTE – LICENÇA Nº 12/2026", 8),
    run(pagina, 800, 250, `Página ${pagina} de ${total}`, 8),
  ];
}

const ler = (texto: TTextoPosicionado[], paginas = 1) => reconstruirCondicionantes(texto, paginas);
const numeros = (texto: TTextoPosicionado[], paginas = 1) => ler(texto, paginas).itens.map((item) => item.numero);

describe("reconstruirCondicionantes", () => {
  it("joins a condition's wrapped lines into one description", () => {
    const { itens } = ler(
      corpo(1, ["1. Apresentar relatório de monitoramento", "dos efluentes líquidos.", "2. Manter cópia da licença."]),
    );
    expect(itens).toEqual([
      {
        numero: "1",
        descricao: "Apresentar relatório de monitoramento dos efluentes líquidos.",
        pagina: 1,
        prazoTexto: undefined,
      },
      { numero: "2", descricao: "Manter cópia da licença.", pagina: 1, prazoTexto: undefined },
    ]);
  });

  it("joins a condition across a page break and drops the running header, footer and page number", () => {
    const texto = [
      ...margens(1, 2),
      ...corpo(1, ["1. Manter a cortina vegetal no entorno da área,", "repondo as mudas que"]),
      ...margens(2, 2),
      ...corpo(2, ["não se desenvolverem.", "2. Comunicar alterações."]),
    ];
    const { itens } = ler(texto, 2);
    expect(itens.map((item) => [item.numero, item.pagina, item.descricao])).toEqual([
      ["1", 1, "Manter a cortina vegetal no entorno da área, repondo as mudas que não se desenvolverem."],
      ["2", 2, "Comunicar alterações."],
    ]);
  });

  it("drops a bare page number such as '2/3' at the foot of the page", () => {
    const texto = [...corpo(1, ["1. Manter cópia da licença."]), run(1, 800, 280, "1/3")];
    expect(ler(texto).itens[0].descricao).toBe("Manter cópia da licença.");
  });

  it("drops an electronic-signature stamp printed in the middle of a condition and joins the text around it", () => {
    const texto = [
      ...corpo(1, ["1. Executar o programa de resíduos, mantendo os registros"]),
      run(1, 125, 75, "Documento assinado eletronicamente por Marina Souza, Gerente, em 12/03/2026 às 10:15,", 8),
      run(1, 134, 75, "conforme horário oficial de Brasília.", 8),
      run(1, 143, 75, "A autenticidade deste documento pode ser conferida no site do SGPe.", 8),
      ...corpo(1, ["de destinação por cinco anos.", "2. Monitorar o ruído."], 165),
    ];
    expect(ler(texto).itens.map((item) => item.descricao)).toEqual([
      "Executar o programa de resíduos, mantendo os registros de destinação por cinco anos.",
      "Monitorar o ruído.",
    ]);
  });

  it("reads roman numerals written with a dot or a dash", () => {
    expect(
      numeros(
        corpo(1, ["I. Manter cópia.", "II – Comunicar alterações.", "III - Publicar a licença.", "IV. Renovar."]),
      ),
    ).toEqual(["I", "II", "III", "IV"]);
  });

  it("keeps sub-items a), b) inside their parent, each on its own line", () => {
    const { itens } = ler(
      corpo(1, ["1. Manter os equipamentos:", "a) filtro de mangas;", "b) separador de água e óleo.", "2. Publicar."]),
    );
    expect(itens[0].descricao).toBe("Manter os equipamentos:\na) filtro de mangas;\nb) separador de água e óleo.");
    expect(itens.map((item) => item.numero)).toEqual(["1", "2"]);
  });

  it("takes a wrapped line that starts with a number out of sequence as text, not as a new item", () => {
    const { itens } = ler(
      corpo(1, [
        "1. Apresentar o plano no prazo de",
        "30 dias após a emissão e o relatório do item",
        "7. da norma.",
        "2. Publicar.",
      ]),
    );
    expect(itens.map((item) => item.numero)).toEqual(["1", "2"]);
    expect(itens[0].descricao).toBe(
      "Apresentar o plano no prazo de 30 dias após a emissão e o relatório do item 7. da norma.",
    );
  });

  it("warns of a line numbered out of order, so the consultant checks the condition it joined", () => {
    const { avisos } = ler(corpo(1, ["1. Apresentar o relatório do item", "7. da norma técnica.", "2. Publicar."]));
    expect(avisos).toEqual([
      "A linha '7. da norma técnica.' (página 1) parece numerada fora de ordem e foi lida como texto da condicionante 1.",
    ]);
  });

  it("starts a list only at its first number: a numbered line of the preamble is no condition", () => {
    expect(
      numeros(corpo(1, ["Conforme o parecer,", "5. da Lei nº 1.234 aplica-se.", "1. Publicar.", "2. Manter cópia."])),
    ).toEqual(["1", "2"]);
  });

  it("ends a condition at a wide gap, and warns when text follows the gap", () => {
    const texto = [...corpo(1, ["1. Publicar a licença."]), run(1, 300, 72, "Rua das Palmeiras, 100 – Centro")];
    const { itens, avisos } = ler(texto);
    expect(itens[0].descricao).toBe("Publicar a licença.");
    expect(avisos).toEqual([
      "Um trecho depois da condicionante 1 (página 1) ficou de fora: confira se ele pertence a ela.",
    ]);
  });

  it("reads multi-level numbers and drops a section's title followed by its first child", () => {
    const texto = corpo(1, [
      "1. Condicionantes Gerais",
      "1.1. Publicar a licença.",
      "1.2. Manter cópia.",
      "2. Condicionantes Específicas",
      "2.1 Monitorar a biota.",
    ]);
    expect(numeros(texto)).toEqual(["1.1", "1.2", "2.1"]);
  });

  it("separates an inline 'Prazo:' from the description, dropping the closing ';' and '; e'", () => {
    const { itens } = ler(
      corpo(1, [
        "I – Manter a estação de tratamento. Prazo: durante a vigência da Licença;",
        "II – Apresentar o laudo. Prazo: semestralmente; e",
        "III – Apresentar o inventário. Prazo: 180 dias",
      ]),
    );
    expect(itens.map((item) => [item.descricao, item.prazoTexto])).toEqual([
      ["Manter a estação de tratamento.", "durante a vigência da Licença"],
      ["Apresentar o laudo.", "semestralmente"],
      ["Apresentar o inventário.", "180 dias"],
    ]);
  });

  it("ends the list at the place and date, an article or a heading, so signatures are no condition's text", () => {
    const texto = corpo(1, [
      "1. Publicar a licença.",
      "Florianópolis, 12 de março de 2026.",
      "Marina Souza",
      "2. Manter cópia.",
      "Art. 3º Este Decreto entra em vigor.",
      "3. Renovar.",
      "CONDIÇÕES ESPECÍFICAS",
      "texto solto",
    ]);
    expect(ler(texto).itens.map((item) => item.descricao)).toEqual([
      "Publicar a licença.",
      "Manter cópia.",
      "Renovar.",
    ]);
  });

  it("keeps an acronym wrapped alone onto a line inside its condition", () => {
    const { itens } = ler(corpo(1, ["1. Encaminhar cópia da publicação ao", "IBAMA.", "2. Manter cópia."]));
    expect(itens[0].descricao).toBe("Encaminhar cópia da publicação ao IBAMA.");
  });

  it("warns when no numbered condition is found", () => {
    expect(ler(corpo(1, ["Texto sem numeração."])).avisos).toEqual([
      "Nenhuma condicionante numerada foi encontrada no PDF.",
    ]);
  });
});

describe("reconstruirCondicionantes in a table 'Item | Descrição da Condicionante | Prazo*'", () => {
  const COLUNAS = { item: 80, descricao: 130, prazo: 420 };
  const cabecalhoDaTabela = (pagina: number, y: number) => [
    run(pagina, y, COLUNAS.item, "Item"),
    run(pagina, y, COLUNAS.descricao + 60, "Descrição da Condicionante"),
    run(pagina, y, COLUNAS.prazo + 10, "Prazo*"),
  ];
  const celulas = (pagina: number, y: number, item: string, descricao: string, prazo: string) =>
    [
      run(pagina, y, COLUNAS.item, item),
      run(pagina, y, COLUNAS.descricao, descricao),
      run(pagina, y, COLUNAS.prazo, prazo),
    ].filter((r) => r.str !== "");

  it("splits the columns by x: the deadline column is the prazoTexto, not part of the description", () => {
    const texto = [
      ...cabecalhoDaTabela(1, 100),
      ...celulas(1, 120, "01", "Executar o Programa de Automonitoramento,", "Durante a vigência da"),
      ...celulas(1, 134, "", "conforme o Anexo II.", "Licença"),
      ...celulas(1, 154, "02", "Apresentar relatório fotográfico.", "90 (noventa) dias"),
      run(1, 180, 72, "* Salvo especificações, os prazos contam da publicação da Licença."),
    ];
    expect(ler(texto).itens).toEqual([
      {
        numero: "01",
        descricao: "Executar o Programa de Automonitoramento, conforme o Anexo II.",
        pagina: 1,
        prazoTexto: "Durante a vigência da Licença",
      },
      { numero: "02", descricao: "Apresentar relatório fotográfico.", pagina: 1, prazoTexto: "90 (noventa) dias" },
    ]);
  });

  it("splits cells the PDF printed as one run, header and number alike", () => {
    // 5.5 points a letter (run's width), so each word's place is what the builder makes it.
    const texto = [
      run(1, 100, 80, "Item Descrição da Condicionante"),
      run(1, 100, 420, "Prazo"),
      run(1, 120, 80, "01 Executar o Programa."),
      run(1, 120, 420, "Semestralmente"),
    ];
    expect(ler(texto).itens).toEqual([
      { numero: "01", descricao: "Executar o Programa.", pagina: 1, prazoTexto: "Semestralmente" },
    ]);
  });

  it("continues a row that breaks across pages below the table header repeated on the next page", () => {
    const texto = [
      ...margens(1, 2),
      ...cabecalhoDaTabela(1, 100),
      ...celulas(1, 120, "01", "Apresentar relatórios anuais de fauna", "Anualmente, até 31 de"),
      ...celulas(1, 134, "", "na área de influência,", "março"),
      ...margens(2, 2),
      ...cabecalhoDaTabela(2, 80),
      ...celulas(2, 100, "", "com a metodologia de coleta.", ""),
      ...celulas(2, 120, "02", "Comunicar a desativação.", "Antes da desativação"),
    ];
    expect(ler(texto, 2).itens.map((item) => [item.numero, item.pagina, item.descricao, item.prazoTexto])).toEqual([
      [
        "01",
        1,
        "Apresentar relatórios anuais de fauna na área de influência, com a metodologia de coleta.",
        "Anualmente, até 31 de março",
      ],
      ["02", 2, "Comunicar a desativação.", "Antes da desativação"],
    ]);
  });
});
