import { describe, expect, it } from "vitest";
import { parsePrazo } from "@/shared/rules/prazo-texto";
import type { TPreviaImportacao } from "@/shared/schemas/importar-pdf";
import {
  diasDaAncora,
  editLinha,
  itensParaConfirmar,
  linhaDoErro,
  linhasDaPrevia,
  prazoDaLinha,
  problemaDaLinha,
  type TDatasBase,
} from "./importar-pdf-linhas";

const item = (numero: string, prazo: string) => ({
  numero,
  descricao: `Condição ${numero}.`,
  pagina: 1,
  prazo: parsePrazo(prazo, "2026-03-10"),
});

const previa: TPreviaImportacao = {
  arquivo: { nome: "LO.pdf", paginas: 2 },
  itens: [
    item("1", "90 (noventa) dias"),
    item("2", "60 dias contados da publicação"),
    item("3", "Anualmente, até 31 de março"),
    item("4", "6 (seis) meses"),
    item("5", "Conforme cronograma"),
    item("6", "Sempre que solicitado"),
  ],
  avisos: [],
};

const bases = (datas: Partial<TDatasBase["datas"]> = {}, padrao: TDatasBase["padrao"] = "emissao"): TDatasBase => ({
  padrao,
  datas: { emissao: "2026-03-10", publicacao: null, recebimento: null, ...datas },
});

describe("the review of a PDF's conditions", () => {
  const linhas = linhasDaPrevia(previa);

  it("counts each deadline from the base its phrase names, and the rest from the chosen base", () => {
    const datas = (b: TDatasBase) => linhas.map((l) => prazoDaLinha(l, b).data ?? null);
    expect(datas(bases({ publicacao: "2026-04-01" }))).toEqual([
      "2026-06-08",
      "2026-05-31",
      "2026-03-31",
      "2026-09-10",
      null,
      null,
    ]);
    // The agency counts everything from the publication: the rows without a base follow it.
    expect(datas(bases({ publicacao: "2026-04-01" }, "publicacao")).slice(0, 4)).toEqual([
      "2026-06-30",
      "2026-05-31",
      "2027-03-31",
      "2026-10-01",
    ]);
  });

  it("blocks a row until its base date is given, and a row to revise until its kind is chosen", () => {
    const b = bases();
    expect(linhas.map((l) => problemaDaLinha(l, b))).toEqual([
      null,
      "Informe a data de publicação no topo.",
      null,
      null,
      "Escolha o tipo de prazo.",
      null,
    ]);
    const escolhida = editLinha(linhas[4], { tipo: "dias" }, b);
    expect(problemaDaLinha(escolhida, b)).toBeNull();
    expect(prazoDaLinha(escolhida, b)).toMatchObject({ tipo: "dias", dias: 30, data: "2026-04-09" });
  });

  it("asks for the base a months phrase counts from, and for the date itself once the row is a date by hand", () => {
    const semEmissao = bases({ emissao: null });
    expect(problemaDaLinha(linhas[3], semEmissao)).toBe("Informe a data de emissão no topo.");
    expect(problemaDaLinha({ ...linhas[3], editada: true, data: undefined }, semEmissao)).toBe(
      "Informe a data do prazo.",
    );
  });

  it("keeps a months phrase's date following the emission until the row is changed by hand", () => {
    expect(prazoDaLinha(linhas[3], bases({ emissao: "2026-05-20" })).data).toBe("2026-11-20");
    const editada = editLinha(linhas[3], { nome: "Relatório" }, bases());
    expect(prazoDaLinha(editada, bases({ emissao: "2026-05-20" })).data).toBe("2026-11-20");
    const tipoEscolhido = editLinha(linhas[3], { tipo: "data" }, bases());
    expect(prazoDaLinha(tipoEscolhido, bases({ emissao: "2026-05-20" })).data).toBe("2026-09-10");
  });

  it("sends only the ticked rows, each with its computed date, and finds the row a refusal names", () => {
    const marcadas = linhas.map((l) => (l.numero === "1" || l.numero === "5" ? { ...l, incluir: false } : l));
    const itens = itensParaConfirmar(marcadas, bases({ publicacao: "2026-04-01" }));
    expect(itens.map((i) => [i.numero, i.prazo.tipo, i.prazo.data])).toEqual([
      ["2", "dias", "2026-05-31"],
      ["3", "periodica", "2026-03-31"],
      ["4", "data", "2026-09-10"],
      ["6", "evento", undefined],
    ]);
    expect(itens[1].prazo).toMatchObject({ periodicidade: { tipo: "anual", intervalo: 12 }, ancora: "03-31" });
    expect(linhaDoErro(marcadas, { "itens.1.prazo.tipo": "Linha 2: escolha o tipo de prazo." })).toBe(2);
    expect(linhaDoErro(marcadas, { arquivo: "Envie o PDF novamente." })).toBeNull();
  });
});

describe("the days an anchored recurrence falls on", () => {
  it.each([
    ["03-31", 12, "No dia 31/03"],
    ["01-10", 6, "Nos dias 10/01 e 10/07"],
    ["02-15", 3, "Nos dias 15/02, 15/05, 15/08 e 15/11"],
    ["09-30", 6, "Nos dias 30/03 e 30/09"],
    ["01-10", 1, "Todo dia 10"],
    ["03-31", 24, "No dia 31/03, a cada 24 meses"],
  ])("%s every %i months: %s", (ancora, intervalo, texto) => {
    expect(diasDaAncora(ancora, intervalo)).toBe(texto);
  });
});
