import { count, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientes, empreendimentos, licencas } from "../../db/schema";
import { Client, createTestApp, type TestApp } from "../../test/test-app";
import type { TImportarPrevia } from "../../../shared/schemas/importar";
import { duasEmpresas, NO_COMPANY, NO_SESSION, type TSignedIn } from "../../test/duas-empresas";
import { expectError, postJson } from "../../test/expect";
import {
  CLIENTES_TITULOS,
  confirmPlanilha,
  csv,
  EMPREENDIMENTOS_TITULOS,
  sendPlanilha,
  LICENCAS_TITULOS,
  previa,
  xlsx,
} from "../../test/planilhas";
import { completeCnpj, completeCpf, formatCnpj } from "../../../shared/rules/documento";

let t: TestApp;
let ana: TSignedIn; // Alfa Ambiental
let bia: TSignedIn; // Beta Consultoria
let pendente: TSignedIn;
let alfaId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ ana, bia, pendente, alfaId } = await duasEmpresas(t));
});
afterAll(() => t.close());

const contar = async (tabela: typeof clientes | typeof empreendimentos | typeof licencas, companyId = alfaId) =>
  (await t.database.db.select({ n: count() }).from(tabela).where(eq(tabela.companyId, companyId)))[0].n;

let seq = 100;
/** A fresh valid CNPJ for each call. */
const novoCnpj = () => completeCnpj(`${String(seq++).padStart(8, "0")}0001`);

// ---------- the template ----------

describe("the template", () => {
  it("comes as XLSX with the pt-BR titles, a frozen title row and one example row", async () => {
    const res = await ana.client.get("/api/importar/clientes/modelo?formato=xlsx");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain("modelo-clientes.xlsx");
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(CLIENTES_TITULOS);
    expect(ws.getRow(2).getCell(1).value).toBe("Indústria Exemplo Ltda");
    expect(ws.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
  });

  it("comes as CSV for Excel in Brazil (';' and UTF-8 with BOM), and its example row imports as it is", async () => {
    const res = await ana.client.get("/api/importar/licencas/modelo?formato=csv");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes).split("\n")[0]).toContain("Tipo;Número;Órgão;Data de emissão;Validade");
    const modelo = await ana.client.get("/api/importar/clientes/modelo?formato=csv");
    const p = await previa(ana.client, "clientes", new Uint8Array(await modelo.arrayBuffer()));
    expect(p).toMatchObject({ total: 1, comErros: 0, novos: 1 });
  });

  it("refuses an unknown kind or format in Portuguese", async () => {
    await expectError(await ana.client.get("/api/importar/condicionantes/modelo"), 404);
    const err = await expectError(await ana.client.get("/api/importar/clientes/modelo?formato=pdf"), 400);
    expect(err.message).toMatch(/formato inválido/i);
  });
});

// ---------- the preview ----------

describe("the preview", () => {
  it("says each row's errors in pt-BR and writes nothing", async () => {
    const antes = await contar(clientes);
    const bom = novoCnpj();
    const ruim = `${bom.slice(0, 13)}${(Number(bom[13]) + 1) % 10}`; // wrong last check digit
    const p = await previa(
      ana.client,
      "clientes",
      csv([
        CLIENTES_TITULOS,
        ["Boa Ltda", "Jurídica", formatCnpj(bom), "boa@exemplo.com", "(48) 3222-1100", "SC", "Florianópolis"],
        ["Dígito Errado Ltda", "", formatCnpj(ruim), "", "", "SC", ""],
        ["UF Errada", "", "", "", "", "XX", ""],
        ["", "", "", "", "", "SC", "Sem nome"],
        ["E-mail Ruim", "", "", "nao-e-email", "", "", ""],
      ]),
    );
    expect(p).toMatchObject({ total: 5, validas: 1, comErros: 4, novos: 1 });
    const erros = Object.fromEntries(p.linhas.map((l) => [l.linha, l.erros]));
    expect(erros[2]).toEqual([]);
    expect(erros[3]).toEqual([{ campo: "CNPJ/CPF", mensagem: "CPF/CNPJ inválido. Verifique os dígitos." }]);
    expect(erros[4]).toEqual([{ campo: "UF", mensagem: "Estado inválido" }]);
    expect(erros[5]).toEqual([{ campo: "Nome/Razão Social", mensagem: "Nome é obrigatório" }]);
    expect(erros[6]).toEqual([{ campo: "E-mail", mensagem: "E-mail inválido" }]);
    expect(p.linhas[0].dados).toMatchObject({ cnpj: formatCnpj(bom), tipoPessoa: "Jurídica", estado: "SC" });
    expect(await contar(clientes)).toBe(antes);
  });

  it("takes a state's name, a CPF that decides the kind of person, and skips blank rows", async () => {
    const cpf = completeCpf("529982247");
    const p = await previa(
      ana.client,
      "clientes",
      csv([
        CLIENTES_TITULOS,
        ["Maria Souza", "", cpf, "", "", "Santa Catarina", "Joinville"],
        ["", "", "", "", "", "", ""],
      ]),
    );
    expect(p.total).toBe(1);
    expect(p.linhas[0]).toMatchObject({ linha: 2, acao: "criar", dados: { tipoPessoa: "Física", estado: "SC" } });
  });

  it("refuses a file without a required column, an empty one and one that is not a spreadsheet", async () => {
    let err = await expectError(
      await sendPlanilha(ana.client, "clientes", "previa", "a.csv", csv([["Cidade"], ["X"]])),
      400,
    );
    expect(err.message).toBe(
      "A planilha não tem a coluna 'Nome/Razão Social'. Use a primeira linha para os títulos, como no modelo.",
    );
    err = await expectError(
      await sendPlanilha(ana.client, "clientes", "previa", "a.csv", csv([CLIENTES_TITULOS])),
      400,
    );
    expect(err.message).toBe("A planilha não tem linhas para importar.");
    err = await expectError(
      await sendPlanilha(ana.client, "clientes", "previa", "a.pdf", new TextEncoder().encode("%PDF-1.4")),
      400,
    );
    expect(err.message).toBe("Envie uma planilha .xlsx ou .csv.");
    err = await expectError(
      await sendPlanilha(ana.client, "clientes", "previa", "falsa.xlsx", new TextEncoder().encode("não é zip")),
      400,
    );
    expect(err.message).toMatch(/Não foi possível ler a planilha/);
  });

  it("marks duplicates: a client of the company with the same CPF/CNPJ, and a document repeated in the file", async () => {
    const existente = novoCnpj();
    const novo = novoCnpj();
    await postJson(ana.client, "/api/clientes", { nome: "Já Cadastrado", cnpj: existente });
    const p = await previa(
      ana.client,
      "clientes",
      csv([
        CLIENTES_TITULOS,
        ["Já Cadastrado de Novo", "", existente, "", "", "", ""],
        ["Novo", "", formatCnpj(novo), "", "", "", ""],
        ["Novo Repetido", "", novo, "", "", "", ""],
      ]),
    );
    expect(p).toMatchObject({ comErros: 0, duplicados: 2, novos: 1 });
    expect(p.linhas.map((l) => [l.acao, l.duplicado])).toEqual([
      ["ignorar", "mesmo CNPJ/CPF de um cliente existente"],
      ["criar", undefined],
      ["ignorar", "repetido na planilha (linha 3)"],
    ]);
  });

  it("reads CSV with ',' and without BOM, and Windows-1252 as Excel saves it by default", async () => {
    const linhas = [CLIENTES_TITULOS, ["Água Limpa Ltda", "", "", "", "", "SP", "São Paulo"]];
    let p = await previa(ana.client, "clientes", csv(linhas, { bom: false, sep: "," }));
    expect(p.linhas[0].dados).toMatchObject({ nome: "Água Limpa Ltda", cidade: "São Paulo" });
    const latin1 = Buffer.from(new TextDecoder().decode(csv(linhas, { bom: false })), "latin1");
    p = await previa(ana.client, "clientes", new Uint8Array(latin1));
    expect(p.linhas[0].dados).toMatchObject({ nome: "Água Limpa Ltda", cidade: "São Paulo" });
  });

  it("reads XLSX: date cells, a CNPJ typed as a number that lost its leading zero, and dd/mm/aaaa text", async () => {
    const cnpj = completeCnpj("012345670001");
    expect(cnpj.startsWith("0")).toBe(true);
    const cliente = await postJson<{ id: string }>(ana.client, "/api/clientes", { nome: "Zero à Esquerda", cnpj });
    await postJson(ana.client, "/api/empreendimentos", { nome: "Planta XLSX", clienteId: cliente.id });
    const bytes = await xlsx([
      LICENCAS_TITULOS,
      ["LO", "XL-1", "IMA", new Date(Date.UTC(2025, 2, 15)), "15/03/2029", "Planta XLSX", Number(cnpj)],
      ["Licença de Instalação", "XL-2", "IMA", "", "31/02/2029", "Planta XLSX", "Zero à Esquerda"],
    ]);
    const p = await previa(ana.client, "licencas", bytes, "licencas.xlsx");
    expect(p.linhas[0]).toMatchObject({
      acao: "criar",
      dados: { tipo: "LO", emissaoDate: "15/03/2025", validadeDate: "15/03/2029", cliente: "Zero à Esquerda" },
    });
    expect(p.linhas[1].erros).toEqual([{ campo: "Validade", mensagem: "Data inválida. Use dd/mm/aaaa." }]);
  });
});

// ---------- references ----------

describe("rows that name a client or a project", () => {
  let cnpjSul: string;
  beforeAll(async () => {
    cnpjSul = novoCnpj();
    await postJson(ana.client, "/api/clientes", { nome: "Cerâmica Sul", cnpj: cnpjSul });
    // Two clients with one name: a name alone cannot tell them apart.
    await postJson(ana.client, "/api/clientes", { nome: "Homônimo Ltda", cnpj: novoCnpj() });
    await postJson(ana.client, "/api/clientes", { nome: "Homônimo Ltda", cnpj: novoCnpj() });
    // Beta's client: never Alfa's to find, by name or by document.
    await postJson(bia.client, "/api/clientes", { nome: "Só da Beta", cnpj: completeCnpj("998877660001") });
  });

  it("find the client by name (any case and accents) or by CPF/CNPJ, and say when none or several match", async () => {
    const p = await previa(
      ana.client,
      "empreendimentos",
      csv([
        EMPREENDIMENTOS_TITULOS,
        ["Forno 1", "ceramica sul", "Cerâmica", "SC", "Criciúma"],
        ["Forno 2", formatCnpj(cnpjSul), "", "", ""],
        ["Forno 3", "Cliente Inexistente", "", "", ""],
        ["Forno 4", "Homônimo Ltda", "", "", ""],
        ["Forno 5", "Só da Beta", "", "", ""],
        ["Forno 6", formatCnpj(completeCnpj("998877660001")), "", "", ""],
        ["Forno 7", "", "", "", ""],
      ]),
    );
    const por = Object.fromEntries(p.linhas.map((l) => [l.dados.nome, l]));
    expect(por["Forno 1"]).toMatchObject({ acao: "criar", dados: { cliente: "Cerâmica Sul" } });
    expect(por["Forno 2"]).toMatchObject({ acao: "criar", dados: { cliente: "Cerâmica Sul" } });
    const campo = "Cliente (nome ou CNPJ/CPF)";
    expect(por["Forno 3"].erros).toEqual([
      { campo, mensagem: "Cliente 'Cliente Inexistente' não encontrado nesta empresa." },
    ]);
    expect(por["Forno 4"].erros).toEqual([
      { campo, mensagem: "Há 2 clientes com o nome 'Homônimo Ltda'. Informe o CPF/CNPJ." },
    ]);
    expect(por["Forno 5"].erros).toEqual([{ campo, mensagem: "Cliente 'Só da Beta' não encontrado nesta empresa." }]);
    expect(por["Forno 6"].erros[0].mensagem).toMatch(/^Nenhum cliente com o CPF\/CNPJ .* nesta empresa\.$/);
    expect(por["Forno 7"].erros).toEqual([{ campo, mensagem: "Cliente é obrigatório" }]);
  });

  it("find a licence's project by name, within its client when given, and its type by code or name", async () => {
    await confirmPlanilha(
      ana.client,
      "empreendimentos",
      csv([
        EMPREENDIMENTOS_TITULOS,
        ["Forno Central", "Cerâmica Sul", "", "", ""],
        ["Pátio", "Cerâmica Sul", "", "", ""],
      ]),
    );
    const outro = await postJson<{ id: string }>(ana.client, "/api/clientes", { nome: "Outra Cerâmica" });
    await postJson(ana.client, "/api/empreendimentos", { nome: "Pátio", clienteId: outro.id });
    const p = await previa(
      ana.client,
      "licencas",
      csv([
        LICENCAS_TITULOS,
        ["LO", "R-1", "IMA", "01/02/2024", "01/02/2028", "forno central", ""],
        ["Licença Prévia", "R-2", "IMA", "", "", "Pátio", "Cerâmica Sul"],
        ["LP", "R-3", "IMA", "", "", "Pátio", ""],
        ["LP", "R-4", "IMA", "", "", "Forno Inexistente", "Cerâmica Sul"],
        ["XYZ", "R-5", "IMA", "", "", "Forno Central", ""],
        ["LO", "", "", "", "", "Forno Central", ""],
      ]),
    );
    const [r1, r2, r3, r4, r5, r6] = p.linhas;
    expect(r1).toMatchObject({ acao: "criar", dados: { empreendimento: "Forno Central", cliente: "Cerâmica Sul" } });
    expect(r2).toMatchObject({ acao: "criar", dados: { tipo: "LP", empreendimento: "Pátio" } });
    expect(r3.erros).toEqual([
      { campo: "Empreendimento (nome)", mensagem: "Há 2 empreendimentos com o nome 'Pátio'. Informe o cliente." },
    ]);
    expect(r4.erros).toEqual([
      {
        campo: "Empreendimento (nome)",
        mensagem: "Empreendimento 'Forno Inexistente' não encontrado para o cliente 'Cerâmica Sul'.",
      },
    ]);
    expect(r5.erros).toEqual([{ campo: "Tipo", mensagem: "Tipo de licença desconhecido." }]);
    expect(r6.erros).toEqual([
      { campo: "Número", mensagem: "Número é obrigatório" },
      { campo: "Órgão", mensagem: "Órgão é obrigatório" },
    ]);
  });

  it("mark a licence with a type and number the company has, and a project repeated within its client", async () => {
    await confirmPlanilha(
      ana.client,
      "licencas",
      csv([LICENCAS_TITULOS, ["LO", "DUP-1", "IMA", "", "", "Forno Central", ""]]),
    );
    const p = await previa(
      ana.client,
      "licencas",
      csv([
        LICENCAS_TITULOS,
        ["LO", "DUP-1", "IMA", "", "", "Forno Central", ""],
        ["LI", "DUP-1", "IMA", "", "", "Forno Central", ""],
        ["LI", "DUP-1", "IMA", "", "", "Forno Central", ""],
      ]),
    );
    expect(p.linhas.map((l) => l.duplicado)).toEqual([
      "mesmo tipo e número de uma licença existente",
      undefined,
      "repetido na planilha (linha 3)",
    ]);
    const q = await previa(
      ana.client,
      "empreendimentos",
      csv([
        EMPREENDIMENTOS_TITULOS,
        ["forno central", "Cerâmica Sul", "", "", ""],
        ["Pátio", "Outra Cerâmica", "", "", ""],
      ]),
    );
    expect(q.linhas.map((l) => l.duplicado)).toEqual([
      "mesmo nome de um empreendimento existente deste cliente",
      "mesmo nome de um empreendimento existente deste cliente",
    ]);
  });
});

// ---------- the confirmation ----------

describe("the confirmation", () => {
  it("writes nothing while one row has an error, answering the preview; the fixed file writes every row at once", async () => {
    const antes = await contar(clientes);
    const docs = [novoCnpj(), novoCnpj(), novoCnpj()];
    const linhas = [
      CLIENTES_TITULOS,
      ["Primeiro Tudo ou Nada", "", docs[0], "", "", "SC", ""],
      ["Segundo Tudo ou Nada", "", docs[1], "", "", "ZZ", ""],
      ["Terceiro Tudo ou Nada", "", docs[2], "", "", "PR", ""],
    ];
    const res = await sendPlanilha(ana.client, "clientes", "confirmar", "c.csv", csv(linhas));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { message: string }; previa: TImportarPrevia };
    expect(body.error.message).toBe(
      "1 linha da planilha tem erros. Corrija-a e envie a planilha de novo; nada foi importado.",
    );
    expect(body.previa.linhas[1].erros).toEqual([{ campo: "UF", mensagem: "Estado inválido" }]);
    expect(await contar(clientes)).toBe(antes);

    linhas[2][5] = "RS";
    expect(await confirmPlanilha(ana.client, "clientes", csv(linhas))).toEqual({ importados: 3, ignorados: 0 });
    expect(await contar(clientes)).toBe(antes + 3);
    // The same file again: every row a duplicate, nothing written twice.
    expect(await confirmPlanilha(ana.client, "clientes", csv(linhas))).toEqual({ importados: 0, ignorados: 3 });
    expect(await contar(clientes)).toBe(antes + 3);
  });

  it("leaves out a client whose document is in the bin, saying so", async () => {
    const doc = novoCnpj();
    const c = await postJson<{ id: string }>(ana.client, "/api/clientes", { nome: "Na Lixeira", cnpj: doc });
    expect((await ana.client.delete(`/api/clientes/${c.id}`)).status).toBe(200);
    const p = await previa(ana.client, "clientes", csv([CLIENTES_TITULOS, ["Na Lixeira", "", doc, "", "", "", ""]]));
    expect(p.linhas[0]).toMatchObject({ acao: "ignorar", duplicado: "mesmo CNPJ/CPF de um cliente na Lixeira" });
    expect(
      await confirmPlanilha(ana.client, "clientes", csv([CLIENTES_TITULOS, ["Na Lixeira", "", doc, "", "", "", ""]])),
    ).toEqual({ importados: 0, ignorados: 1 });
  });

  it("never counts another company's client as a duplicate, nor writes into it", async () => {
    const doc = completeCnpj("554433220001");
    await postJson(bia.client, "/api/clientes", { nome: "Da Beta", cnpj: doc });
    const r = await confirmPlanilha(
      ana.client,
      "clientes",
      csv([CLIENTES_TITULOS, ["Da Alfa", "", doc, "", "", "", ""]]),
    );
    expect(r).toEqual({ importados: 1, ignorados: 0 });
    const donos = await t.database.db
      .select({ nome: clientes.nome, empresa: clientes.companyId })
      .from(clientes)
      .where(eq(clientes.cnpj, doc));
    expect(donos).toHaveLength(2);
    expect(donos.find((d) => d.empresa === alfaId)?.nome).toBe("Da Alfa");
    expect(donos.find((d) => d.empresa !== alfaId)?.nome).toBe("Da Beta");
  });

  it("imports licences from XLSX with their dates", async () => {
    const bytes = await xlsx([
      LICENCAS_TITULOS,
      [
        "LI",
        "XLSX-9",
        "FATMA",
        new Date(Date.UTC(2024, 0, 31)),
        new Date(Date.UTC(2030, 11, 1)),
        "Forno Central",
        "Cerâmica Sul",
      ],
    ]);
    expect(await confirmPlanilha(ana.client, "licencas", bytes, "l.xlsx")).toEqual({ importados: 1, ignorados: 0 });
    const [row] = await t.database.db.select().from(licencas).where(eq(licencas.numero, "XLSX-9"));
    expect(row).toMatchObject({ tipo: "LI", orgao: "FATMA", emissaoDate: "2024-01-31", validadeDate: "2030-12-01" });
  });

  it("imports a 5,000-row file in one go", async () => {
    const antes = await contar(clientes);
    const linhas = [CLIENTES_TITULOS];
    for (let i = 0; i < 5000; i++) {
      linhas.push([
        `Cliente em Massa ${i}`,
        "",
        completeCnpj(`7${String(i).padStart(7, "0")}0001`),
        "",
        "",
        "SC",
        "Lages",
      ]);
    }
    const inicio = Date.now();
    expect(await confirmPlanilha(ana.client, "clientes", csv(linhas))).toEqual({ importados: 5000, ignorados: 0 });
    expect(await contar(clientes)).toBe(antes + 5000);
    expect(Date.now() - inicio).toBeLessThan(60_000);
    // One row over the limit is refused before anything is checked.
    linhas.push(["Um a Mais", "", "", "", "", "", ""]);
    linhas.push(["Outro a Mais", "", "", "", "", "", ""]);
    const err = await expectError(await sendPlanilha(ana.client, "clientes", "previa", "g.csv", csv(linhas)), 400);
    expect(err.message).toBe("A planilha tem mais de 5.000 linhas. Divida-a em arquivos menores.");
  }, 120_000);
});

describe("who may import", () => {
  it("needs a session and an approved company", async () => {
    const anonimo = new Client(t.app);
    const bytes = csv([CLIENTES_TITULOS, ["X", "", "", "", "", "", ""]]);
    await expectError(await sendPlanilha(anonimo, "clientes", "previa", "a.csv", bytes), 401, NO_SESSION);
    await expectError(await sendPlanilha(pendente.client, "clientes", "confirmar", "a.csv", bytes), 403, NO_COMPANY);
    await expectError(await anonimo.get("/api/importar/clientes/modelo"), 401, NO_SESSION);
  });
});
