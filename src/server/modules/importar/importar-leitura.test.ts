import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientes } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";
import { duasEmpresas, type TSignedIn } from "../../test/duas-empresas";
import { postJson } from "../../test/expect";
import {
  CLIENTES_TITULOS,
  confirmPlanilha,
  csv,
  EMPREENDIMENTOS_TITULOS,
  LICENCAS_TITULOS,
  previa,
  xlsx,
} from "../../test/planilhas";
import { completeCnpj, formatCnpj } from "../../../shared/rules/documento";
import { VALIDADE_ANTES_DA_EMISSAO } from "../../../shared/schemas/licencas";

// How the import reads what spreadsheet programs do to a cell: a CPF/CNPJ kept in a number cell
// loses its leading zeros; and a licence's dates must be in order, as in the form.

let t: TestApp;
let ana: TSignedIn;

beforeAll(async () => {
  t = await createTestApp();
  ({ ana } = await duasEmpresas(t));
});
afterAll(() => t.close());

const documentoGravado = async (nome: string) =>
  (await t.database.db.select({ cnpj: clientes.cnpj }).from(clientes).where(eq(clientes.nome, nome)))[0]?.cnpj;

const AMBIGUO_191 =
  "O número 191 pode ser o CPF 000.000.001-91 ou o CNPJ 00.000.000/0001-91. " +
  "Informe o Tipo de pessoa (Física ou Jurídica) ou escreva o documento com a máscara.";

describe("a CPF/CNPJ whose leading zeros a number cell dropped", () => {
  it("gets its zeros back from an XLSX number cell, says so on the row, and is saved whole", async () => {
    const bytes = await xlsx([
      CLIENTES_TITULOS,
      ["Padaria Dois Zeros", "", 124568000114, "", 4832221100, "SC", "Joinville"],
      ["Banco do Brasil S.A.", "Jurídica", 191],
      ["Maria do Sítio", "", 1000000028], // CPF 010.000.000-28
      ["Com Máscara Ltda", "", "11.222.333/0001-81"],
    ]);
    const p = await previa(ana.client, "clientes", bytes, "clientes.xlsx");
    expect(p).toMatchObject({ comErros: 0, novos: 4 });
    const nota = (documento: string) => [{ campo: "CNPJ/CPF", mensagem: `Zeros à esquerda completados: ${documento}` }];
    expect(p.linhas[0]).toMatchObject({
      dados: { cnpj: "00.124.568/0001-14", tipoPessoa: "Jurídica", telefone: "(48) 3222-1100" },
      avisos: nota("00.124.568/0001-14"),
    });
    expect(p.linhas[1]).toMatchObject({ dados: { cnpj: "00.000.000/0001-91" }, avisos: nota("00.000.000/0001-91") });
    expect(p.linhas[2]).toMatchObject({
      dados: { cnpj: "010.000.000-28", tipoPessoa: "Física" },
      avisos: nota("010.000.000-28"),
    });
    expect(p.linhas[3].avisos).toBeUndefined(); // typed whole: nothing to say

    expect(await confirmPlanilha(ana.client, "clientes", bytes, "clientes.xlsx")).toEqual({
      importados: 4,
      ignorados: 0,
    });
    expect(await documentoGravado("Padaria Dois Zeros")).toBe("00124568000114");
    expect(await documentoGravado("Banco do Brasil S.A.")).toBe("00000000000191");
    expect(await documentoGravado("Maria do Sítio")).toBe("01000000028");
  });

  it("asks for the kind of person when a number is a CPF and a CNPJ alike, instead of guessing", async () => {
    const p = await previa(
      ana.client,
      "clientes",
      csv([
        CLIENTES_TITULOS,
        ["Sem Tipo", "", "191"],
        ["José Zero", "Física", "191"],
        ["Dígito Errado", "", "124568000115"],
      ]),
    );
    expect(p.linhas[0]).toMatchObject({ acao: "ignorar", erros: [{ campo: "CNPJ/CPF", mensagem: AMBIGUO_191 }] });
    expect(p.linhas[1]).toMatchObject({
      acao: "criar",
      dados: { cnpj: "000.000.001-91", tipoPessoa: "Física" },
      avisos: [{ campo: "CNPJ/CPF", mensagem: "Zeros à esquerda completados: 000.000.001-91" }],
    });
    expect(p.linhas[2].erros).toEqual([{ campo: "CNPJ/CPF", mensagem: "CPF/CNPJ inválido. Verifique os dígitos." }]);
  });

  it("finds a project's client by a CNPJ that lost three zeros, noting it under the client column", async () => {
    const cnpj = completeCnpj("000456780001");
    expect(String(Number(cnpj))).toHaveLength(11);
    await postJson(ana.client, "/api/clientes", { nome: "Três Zeros S.A.", cnpj });
    const p = await previa(
      ana.client,
      "empreendimentos",
      await xlsx([EMPREENDIMENTOS_TITULOS, ["Galpão Norte", Number(cnpj), "", "SC", "Itajaí"]]),
      "projetos.xlsx",
    );
    expect(p.linhas[0]).toMatchObject({
      acao: "criar",
      dados: { cliente: "Três Zeros S.A." },
      avisos: [
        {
          campo: "Cliente (nome ou CNPJ/CPF)",
          mensagem: `Zeros à esquerda completados: ${formatCnpj(cnpj)}`,
        },
      ],
    });
  });
});

describe("a licence's dates in the import", () => {
  it("marks a row whose validity is before its emission, from date cells or text; the same day passes", async () => {
    const cliente = await postJson<{ id: string }>(ana.client, "/api/clientes", { nome: "Olaria do Vale" });
    await postJson(ana.client, "/api/empreendimentos", { nome: "Forno do Vale", clienteId: cliente.id });
    const dia = (d: number) => new Date(Date.UTC(2026, 4, d));
    const bytes = await xlsx([
      LICENCAS_TITULOS,
      ["LO", "INV-1", "IMA", dia(10), dia(9), "Forno do Vale", "Olaria do Vale"],
      ["LO", "INV-2", "IMA", "10/05/2026", "9/5/2026", "Forno do Vale", "Olaria do Vale"],
      ["LO", "MESMO-DIA", "IMA", dia(10), dia(10), "Forno do Vale", "Olaria do Vale"],
    ]);
    const p = await previa(ana.client, "licencas", bytes, "licencas.xlsx");
    const erro = [{ campo: "Validade", mensagem: VALIDADE_ANTES_DA_EMISSAO }];
    expect(p.linhas.map((l) => l.erros)).toEqual([erro, erro, []]);
    expect(p).toMatchObject({ comErros: 2, novos: 1 });
  });
});
