import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ErroPdfRecusado } from "./erros";
import { extractTexto } from "./extrair";
import { pdfMinimo } from "./fixtures/pdf-minimo";
import { reconstruirCondicionantes } from "./linhas";
import type { TMotivoRecusa } from "./tipos";

// The fixtures are invented licences in five agencies' layouts (fixtures/modelos.ts, printed by gerar.ts).
const fixture = (arquivo: string) => fs.readFileSync(path.join(import.meta.dirname, "fixtures", arquivo));

async function ler(arquivo: string) {
  const texto = await extractTexto(fixture(arquivo));
  return { paginas: texto.paginas, ...reconstruirCondicionantes(texto.itens, texto.paginas) };
}

async function motivoDaRecusa(bytes: Uint8Array, limites?: Parameters<typeof extractTexto>[1]): Promise<TMotivoRecusa> {
  const erro = await extractTexto(bytes, limites).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(erro).toBeInstanceOf(ErroPdfRecusado);
  return (erro as ErroPdfRecusado).motivo;
}

describe("extractTexto + reconstruirCondicionantes on each agency's layout", () => {
  it("IMA-SC: roman general conditions, numbered specific ones, the stamp and the page break left out", async () => {
    const { paginas, itens, avisos } = await ler("ima-sc.pdf");
    expect(paginas).toBe(2);
    expect(avisos).toEqual([]);
    expect(itens.map((item) => `${item.numero}@${item.pagina}`)).toEqual([
      "I@1",
      "II@1",
      "III@1",
      "1@1",
      "2@1",
      "3@1",
      "4@1",
      "5@2",
    ]);
    expect(itens[4].descricao).toBe(
      "Executar o programa de gerenciamento de resíduos sólidos, mantendo os registros de destinação final e os manifestos de transporte por no mínimo cinco anos.",
    );
    expect(itens[6].descricao).toMatch(
      /repondo as mudas que não se desenvolverem no período de dois anos após o plantio\.$/,
    );
    expect(itens[7].descricao).toBe("Apresentar o plano de emergência ambiental no prazo de 90 (noventa) dias.");
  });

  it("SEMAD/SUPRAM-MG: the table's deadline column apart, a row joined across the page break", async () => {
    const { paginas, itens } = await ler("semad-supram-mg.pdf");
    expect(paginas).toBe(2);
    expect(itens.map((item) => [item.numero, item.pagina, item.prazoTexto])).toEqual([
      ["01", 1, "Durante a vigência da Licença"],
      ["02", 1, "90 (noventa) dias"],
      ["03", 1, "Semestralmente, até o dia 10 do mês subsequente"],
      ["04", 1, "Anualmente, até 31 de março"],
      ["05", 2, "Antes do início da desativação"],
    ]);
    expect(itens[3].descricao).toMatch(/^Apresentar relatórios anuais de monitoramento da fauna terrestre/);
    expect(itens[3].descricao).toMatch(/cópia dos laudos assinados pelos responsáveis técnicos do laboratório\.$/);
    expect(itens[3].descricao).not.toMatch(/Item|Prazo|Anualmente|Página/);
  });

  it("CETESB: sub-items a), b) inside their item and 'Prazo: 180 dias' apart", async () => {
    const { itens } = await ler("cetesb.pdf");
    expect(itens.map((item) => item.numero)).toEqual(["1", "2", "3", "4"]);
    expect(itens[1].descricao).toMatch(/poluição:\na\) sistema de exaustão .*;\nb\) separador de água e óleo/);
    expect(itens[2]).toMatchObject({
      descricao: "Apresentar à CETESB o inventário de resíduos sólidos gerados no estabelecimento.",
      prazoTexto: "180 dias",
    });
  });

  it("IBAMA: general 1.x and specific 2.x conditions, without the sections' titles or the signature", async () => {
    const { itens } = await ler("ibama.pdf");
    expect(itens.map((item) => item.numero)).toEqual(["1.1", "1.2", "1.3", "2.1", "2.2", "2.3"]);
    expect(itens.at(-1)!.descricao).toBe(
      "Apresentar, no prazo de 120 (cento e vinte) dias, o Plano de Emergência Individual revisado.",
    );
  });

  it("municipal decree: 'I – … Prazo: …;' items between the decree's articles", async () => {
    const { itens } = await ler("decreto-municipal.pdf");
    expect(itens.map((item) => [item.numero, item.prazoTexto])).toEqual([
      ["I", "durante a vigência da Licença"],
      ["II", "90 (noventa) dias"],
      ["III", "semestralmente"],
      ["IV", "antes da ampliação"],
    ]);
    expect(itens[3].descricao).toBe(
      "Comunicar à Secretaria Municipal de Meio Ambiente a ampliação da capacidade produtiva.",
    );
  });
});

describe("extractTexto", () => {
  it("reads every agency's fixture without a warning, several files at once", async () => {
    const arquivos = ["ima-sc.pdf", "semad-supram-mg.pdf", "cetesb.pdf", "ibama.pdf", "decreto-municipal.pdf"];
    const lidos = await Promise.all(arquivos.map(ler));
    expect(lidos.map((lido) => lido.avisos)).toEqual(arquivos.map(() => []));
    expect(lidos.map((lido) => lido.itens.length)).toEqual([8, 5, 4, 6, 4]);
  });
});

describe("extractTexto refuses", () => {
  it("a password-protected PDF", async () => {
    expect(await motivoDaRecusa(fixture("protegido.pdf"))).toBe("protegido");
  });

  it("a file that is not a PDF, whatever its name, and a corrupt one", async () => {
    expect(await motivoDaRecusa(Buffer.from("Nome;CNPJ\nEmpresa;00.000.000/0001-00\n"))).toBe("invalido");
    expect(await motivoDaRecusa(Buffer.from("%PDF-1.7\n1 0 obj\n<< /Type /Catalog"))).toBe("invalido");
  });

  it("an empty file", async () => {
    expect(await motivoDaRecusa(new Uint8Array())).toBe("vazio");
  });

  it("a scan (pages with an image and no text), with the message the consultant reads", async () => {
    const erro = await extractTexto(fixture("digitalizado.pdf")).catch((e: unknown) => e);
    expect(erro).toMatchObject({
      motivo: "sem-texto",
      message: "O PDF não contém texto selecionável: parece ser uma digitalização.",
    });
  });

  it("more than 200 pages, and reads 200", async () => {
    expect(await motivoDaRecusa(pdfMinimo({ texto: "1. Condicionante", paginas: 201 }))).toBe("paginas-demais");
    expect((await extractTexto(pdfMinimo({ texto: "1. Condicionante", paginas: 200 }))).paginas).toBe(200);
  });

  it("a PDF that takes longer than the time limit, ending the worker", async () => {
    expect(await motivoDaRecusa(fixture("cetesb.pdf"), { tempoMs: 5, memoriaMb: 256 })).toBe("limite-excedido");
  });

  it("a PDF that needs more memory than the limit", async () => {
    expect(await motivoDaRecusa(fixture("cetesb.pdf"), { tempoMs: 20_000, memoriaMb: 2 })).toBe("limite-excedido");
  });
});
