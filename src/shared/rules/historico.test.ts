import { describe, expect, it } from "vitest";
import {
  alteracoesExibidas,
  exibirValor,
  fraseDoHistorico,
  referenciasDaLinha,
  rotuloDoFilho,
  type THistoricoLinha,
  type TNomes,
} from "./historico";

const NOMES: Record<string, string> = {
  "user-ana": "Ana Alfa",
  "cli-1": "Cerâmica São José",
  "emp-1": "Forno Túnel",
  LO: "Licença de Operação",
};
const nomes: TNomes = (_tipo, id) => NOMES[id];

const linha = (tabela: string, acao: THistoricoLinha["acao"], alteracoes: THistoricoLinha["alteracoes"]) => ({
  tabela,
  acao,
  alteracoes,
});

describe("the sentence of a history row", () => {
  it.each([
    [linha("licencas", "insert", { numero: [null, "LO-1"] }), "Criou o registro"],
    [
      linha("condicionantes", "insert", {
        descricao: [null, "Monitorar efluentes"],
        importada_do_pdf: [null, "LO.pdf"],
      }),
      'Importou do PDF "LO.pdf"',
    ],
    [linha("licencas", "update", { numero: ["LO-1", "LO-2"] }), "Alterou"],
    [linha("licencas", "delete", { numero: ["LO-1", null] }), "Excluiu"],
    [linha("clientes", "update", { lixeira_id: [null, "lix-1"] }), "Enviou para a Lixeira"],
    [linha("clientes", "update", { lixeira_id: ["lix-1", null] }), "Restaurou da Lixeira"],
    [linha("licenca_documentos", "insert", { nome: [null, "licença.pdf"] }), 'Adicionou o documento "licença.pdf"'],
    [linha("licenca_documentos", "delete", { nome: ["licença.pdf", null] }), 'Removeu o documento "licença.pdf"'],
    [linha("documentos", "update", { lixeira_id: [null, "lix-1"] }), "Enviou um documento para a Lixeira"],
    [
      linha("condicionante_comprovacoes", "insert", { data_entrega: [null, "2026-03-10"] }),
      "Adicionou a comprovação de 10/03/2026",
    ],
    [
      linha("condicionante_comprovacoes", "insert", { data_entrega: [null, "2026-03-10"], origem: [null, "portal"] }),
      "Enviou pelo portal a comprovação de 10/03/2026",
    ],
    [
      linha("condicionante_comprovacoes", "update", {
        status_comprovacao: ["em_analise", "aprovada"],
        analisada_em: [null, "2026-03-11T12:00:00Z"],
      }),
      "Aprovou uma comprovação",
    ],
    [
      linha("condicionante_comprovacoes", "update", {
        status_comprovacao: ["em_analise", "rejeitada"],
        motivo_rejeicao: [null, "Ilegível"],
        analisada_em: [null, "2026-03-11T12:00:00Z"],
      }),
      "Rejeitou uma comprovação",
    ],
    // The status select alone (no review) is still an ordinary change.
    [
      linha("condicionante_comprovacoes", "update", { status_comprovacao: ["pendente", "aprovada"] }),
      "Alterou uma comprovação",
    ],
  ])("%j says %s", (row, frase) => {
    expect(fraseDoHistorico(row)).toBe(frase);
  });

  it("names a document the row does not carry by the label the server found", () => {
    const row = linha("documentos", "update", { condicionante_cumprida: [false, true] });
    expect(fraseDoHistorico(row, "relatório.pdf")).toBe('Alterou o documento "relatório.pdf"');
  });
});

describe("the field changes of a history row", () => {
  it("shows pt-BR labels, dd/MM/yyyy dates, Sim/Não and names instead of ids", () => {
    const row = linha("licencas", "update", {
      validade_date: ["2027-01-31", "2028-06-30"],
      em_renovacao: [false, true],
      responsavel_id: [null, "user-ana"],
      empreendimento_id: ["emp-1", "emp-x"],
    });
    expect(alteracoesExibidas(row, nomes)).toEqual([
      { campo: "Empreendimento", antes: "Forno Túnel", depois: "Empreendimento excluído" },
      { campo: "Válida Até", antes: "31/01/2027", depois: "30/06/2028" },
      { campo: "Em Renovação", antes: "Não", depois: "Sim" },
      { campo: "Responsável", antes: null, depois: "Ana Alfa" },
    ]);
  });

  it("shows statuses by their labels and hides the sweep's internal column", () => {
    const row = linha("condicionantes", "update", {
      status: ["pendente", "atrasada"],
      status_antes_atraso: [null, "pendente"],
    });
    expect(alteracoesExibidas(row, nomes)).toEqual([{ campo: "Status", antes: "Pendente", depois: "Atrasada" }]);
  });

  it("lists what a creation filled in and nothing for a deletion", () => {
    const criado = linha("clientes", "insert", {
      nome: [null, "Cerâmica"],
      cnpj: [null, "11222333000181"],
      tipo_pessoa: [null, "juridica"],
      lixeira_id: [null, null],
    });
    expect(alteracoesExibidas(criado, nomes)).toEqual([
      { campo: "Nome/Razão Social", antes: null, depois: "Cerâmica" },
      { campo: "CNPJ/CPF", antes: null, depois: "11.222.333/0001-81" },
      { campo: "Tipo de pessoa", antes: null, depois: "Pessoa Jurídica" },
    ]);
    expect(alteracoesExibidas(linha("clientes", "delete", { nome: ["Cerâmica", null] }), nomes)).toEqual([]);
  });

  it("hides file internals and leaves a document's name to the sentence", () => {
    const row = linha("licenca_documentos", "insert", {
      nome: [null, "a.pdf"],
      storage_path: [null, "x/y.pdf"],
      file_size: [null, 123],
      content_type: [null, "application/pdf"],
    });
    expect(alteracoesExibidas(row, nomes)).toEqual([]);
  });
});

describe("display values", () => {
  it.each([
    ["data", "2026-03-10", "10/03/2026"],
    ["instante", "2026-03-10T15:00:00+00:00", "10/03/2026 12:00"],
    ["booleano", true, "Sim"],
    ["booleano", false, "Não"],
    ["telefone", "48999990000", "(48) 99999-0000"],
    ["numero", 2, "2"],
    ["texto", "", null],
    ["texto", null, null],
  ] as const)("%s %j → %j", (formato, valor, esperado) => {
    expect(exibirValor(formato, valor, nomes)).toBe(esperado);
  });

  it("names a licence type by the lookup, or keeps its code", () => {
    expect(exibirValor({ ref: "tipoLicenca" }, "LO", nomes)).toBe("Licença de Operação");
    expect(exibirValor({ ref: "tipoLicenca" }, "LAP", nomes)).toBe("LAP");
    expect(exibirValor({ ref: "usuario" }, "user-gone", nomes)).toBe("Usuário removido");
  });

  it("collects the ids a row names, before and after", () => {
    const row = linha("empreendimentos", "update", { cliente_id: ["cli-1", "cli-2"], nome: ["A", "B"] });
    expect(referenciasDaLinha(row)).toEqual([
      { tipo: "cliente", id: "cli-1" },
      { tipo: "cliente", id: "cli-2" },
    ]);
  });

  it("labels a child by its file name or its delivery date", () => {
    expect(rotuloDoFilho("documentos", { nome: [null, "x.pdf"] })).toBe("x.pdf");
    expect(rotuloDoFilho("condicionante_comprovacoes", { data_entrega: ["2026-01-02", null] })).toBe("02/01/2026");
    expect(rotuloDoFilho("licencas", { nome: [null, "x"] })).toBeNull();
  });
});
