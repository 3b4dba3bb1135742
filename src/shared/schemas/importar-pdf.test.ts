import { describe, expect, it } from "vitest";
import { parsePrazo } from "../rules/prazo-texto";
import { mensagemDaLinha, ZConfirmarImportacaoSchema } from "./importar-pdf";

const item = (prazo: object) => ({ numero: "1", descricao: "Apresentar relatório.", prazo });
const problemas = (itens: object[]) => {
  const r = ZConfirmarImportacaoSchema.safeParse({ itens });
  return r.success ? [] : r.error.issues.map((i) => [i.path.join("."), i.message]);
};

describe("the reviewed rows of a PDF import", () => {
  it("take every deadline the grammar reads, as it reads it, except the ones to review", () => {
    const frases = [
      "90 (noventa) dias",
      "Semestralmente",
      "Anualmente, até 31 de março",
      "Durante a vigência",
      "Antes da operação",
    ];
    for (const frase of frases) expect(problemas([item(parsePrazo(frase, "2026-01-15"))]), frase).toEqual([]);
    expect(problemas([item(parsePrazo("5 dias úteis"))])).toEqual([["itens.0.prazo.tipo", "Escolha o tipo de prazo."]]);
  });

  it("ask for what each kind needs, and take null for what a form left empty", () => {
    expect(problemas([item({ tipo: "data", texto: "" })])).toEqual([
      ["itens.0.prazo.data", "Informe a data do prazo."],
    ]);
    expect(problemas([item({ tipo: "dias", texto: "", dias: null })])).toEqual([
      ["itens.0.prazo.dias", "Informe o número de dias do prazo."],
    ]);
    expect(problemas([item({ tipo: "periodica", texto: "" })])).toEqual([
      ["itens.0.prazo.periodicidade", "Escolha a periodicidade do prazo."],
    ]);
    expect(problemas([{ ...item({ tipo: "vigencia", texto: "", data: null }), nome: null }])).toEqual([]);
    expect(problemas([])).toEqual([["itens", "Escolha ao menos uma condicionante para importar."]]);
  });

  it("hold a row's description to a typed condition's rule, with its messages", () => {
    const vigencia = { tipo: "vigencia", texto: "" };
    expect(problemas([{ ...item(vigencia), descricao: "  " }])).toEqual([
      ["itens.0.descricao", "Descrição é obrigatória"],
    ]);
    expect(problemas([{ ...item(vigencia), descricao: "a".repeat(2001) }])).toEqual([
      ["itens.0.descricao", "Máximo de 2000 caracteres"],
    ]);
    expect(problemas([{ ...item(vigencia), descricao: "a".repeat(2000) }])).toEqual([]);
  });

  it("say a row's problem after its number, the message's first letter lowered unless an acronym", () => {
    expect(mensagemDaLinha(2, "Escolha o tipo de prazo.")).toBe("Linha 3: escolha o tipo de prazo.");
    expect(mensagemDaLinha(0, "PDF ilegível.")).toBe("Linha 1: PDF ilegível.");
  });
});
