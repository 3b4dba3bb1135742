import ExcelJS from "exceljs";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { atividadesCronograma, checklists, clientes, licencas } from "../../db/schema";
import { createTestApp, testClock, type TestApp } from "../../test/test-app";
import { duasEmpresas, NO_COMPANY, NO_SESSION, type TSignedIn } from "../../test/duas-empresas";
import { expectError } from "../../test/expect";
import { linhas } from "../../test/linhas";
import { LOTE_EXPORTACAO } from "../../http/exportar";
import { FORMATO_INVALIDO } from "../../../shared/schemas/exportar";
import { todayIn } from "../../../shared/rules/datas";

// 02:30 UTC on 24 November is still 23 November in São Paulo: the files are dated 2026-11-23.
const clock = testClock("2026-11-24T02:30:00Z");
const HOJE = "2026-11-23";
// Rows get their creation time from the database's own clock, not the test's: the day they were
// created, in São Paulo, is the real one.
const CRIADO_EM = todayIn(new Date());
const criadoEmBr = CRIADO_EM.split("-").reverse().join("/");

let t: TestApp;
let ana: TSignedIn; // Alfa Ambiental
let bia: TSignedIn; // Beta Consultoria
let pendente: TSignedIn;
let alfaId: string;
let betaId: string;
const db = () => t.database.db;

/** The first worksheet's rows as values (index 0 is the header), read by exceljs's own reader. */
async function lerXlsx(res: Response) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(await res.arrayBuffer());
  const ws = wb.worksheets[0];
  const rows: unknown[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { ws, rows };
}

/** The CSV's bytes (BOM included) and its records as Excel in Brazil reads them. */
async function lerCsv(res: Response) {
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
  const records = parse(text, { delimiter: ";", bom: true, record_delimiter: "\r\n" }) as string[][];
  return { bytes, text, records };
}

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

let projetoAlfa: string;
let projetoBeta: string;
let licencaAlfa: string;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  ({ ana, bia, pendente, alfaId, betaId } = await duasEmpresas(t));
  const l = linhas(db);
  const cliente = await l.cliente(alfaId, "Cerâmica São João Ltda.");
  projetoAlfa = await l.projeto(alfaId, cliente, "Forno Elétrico — Ampliação");
  const [lo] = await db()
    .insert(licencas)
    .values({
      companyId: alfaId,
      empreendimentoId: projetoAlfa,
      tipo: "LO",
      numero: "LO-001/2024",
      orgao: "Secretaria de Meio Ambiente e Ação Climática",
      emissaoDate: "2024-05-15",
      validadeDate: "2020-01-31",
    })
    .returning();
  licencaAlfa = lo.id;
  // More than one batch, all created in the same instant: the cursor's id breaks the tie.
  const muitas = Array.from({ length: LOTE_EXPORTACAO + 50 }, (_, i) => ({
    companyId: alfaId,
    empreendimentoId: projetoAlfa,
    tipo: "LP",
    numero: `LP-${String(i).padStart(5, "0")}`,
    orgao: "IMA",
    validadeDate: "2030-06-30",
  }));
  for (let i = 0; i < muitas.length; i += 500)
    await db()
      .insert(licencas)
      .values(muitas.slice(i, i + 500));
  const clienteBeta = await l.cliente(betaId, "Mineração Beta");
  projetoBeta = await l.projeto(betaId, clienteBeta, "Lavra Beta");
  await l.licenca(betaId, projetoBeta, "2027-01-01");
  await db().insert(clientes).values({
    companyId: alfaId,
    nome: "José da Conceição",
    tipoPessoa: "fisica",
    cnpj: "52998224725",
    estado: "SC",
    cidade: "Florianópolis",
  });
  // A CNPJ and a phone whose leading zeros a spreadsheet would drop if it read them as numbers.
  await db().insert(clientes).values({
    companyId: alfaId,
    nome: "Padaria Dois Zeros",
    tipoPessoa: "juridica",
    cnpj: "00124568000114",
    telefone: "4832221100",
  });
  await db()
    .insert(checklists)
    .values([
      { companyId: alfaId, titulo: "Vistoria de instalação", status: "concluido", empreendimentoId: projetoAlfa },
      { companyId: alfaId, titulo: "Documentação da renovação", status: "aberto" },
      { companyId: betaId, titulo: "Checklist da Beta", status: "aberto" },
    ]);
  await db()
    .insert(atividadesCronograma)
    .values([
      {
        companyId: alfaId,
        empreendimentoId: projetoAlfa,
        titulo: "Monitoramento de emissões",
        dataPrazo: "2026-12-10",
      },
      { companyId: alfaId, empreendimentoId: projetoAlfa, titulo: "Relatório anual", dataPrazo: "2026-01-15" },
      { companyId: betaId, empreendimentoId: projetoBeta, titulo: "Atividade da Beta", dataPrazo: "2026-12-01" },
    ]);
  const condicionante = await l.condicionante(alfaId, licencaAlfa, "pendente", "2026-12-01");
  await l.entrega(alfaId, condicionante, "2026-11-30", "agendada");
  await l.entrega(alfaId, condicionante, "2027-03-30", "agendada");
  await l.condicionante(alfaId, licencaAlfa, "pendente", "2026-01-10");
});
afterAll(() => t.close());

describe("GET /api/licencas/exportar", () => {
  it("sends an XLSX with pt-BR titles, a frozen header, real dates and every row of every page", async () => {
    const res = await ana.client.get("/api/licencas/exportar?formato=xlsx");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("spreadsheetml");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="licencas-${HOJE}.xlsx"`);
    const { ws, rows } = await lerXlsx(res);
    expect(rows[0]).toEqual([
      "Número",
      "Tipo",
      "Órgão",
      "Cliente",
      "Empreendimento",
      "Status",
      "Emissão",
      "Validade",
      "Prazo legal de renovação",
      "Protocolo da renovação",
      "Nº do protocolo",
      "Responsável",
      "Documentos",
      "Cadastrada em",
    ]);
    expect(ws.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(rows).toHaveLength(1 + LOTE_EXPORTACAO + 51);
    const numeros = rows.slice(1).map((r) => r[0]);
    expect(new Set(numeros).size).toBe(LOTE_EXPORTACAO + 51);
    const lo = rows.find((r) => r[0] === "LO-001/2024")!;
    expect(lo[2]).toBe("Secretaria de Meio Ambiente e Ação Climática");
    expect(lo[3]).toBe("Cerâmica São João Ltda.");
    expect(lo[4]).toBe("Forno Elétrico — Ampliação");
    expect(lo[5]).toBe("Vencida");
    expect(lo[6]).toEqual(utc("2024-05-15"));
    expect(lo[7]).toEqual(utc("2020-01-31"));
    expect(lo[8]).toEqual(utc("2019-10-03"));
    expect(lo[12]).toBe(0);
    expect(ws.getCell("G2").numFmt).toBe("dd/mm/yyyy");
  });

  it("sends a CSV for Excel in Brazil: BOM, ';', CRLF and dd/MM/yyyy dates", async () => {
    const res = await ana.client.get("/api/licencas/exportar?formato=csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="licencas-${HOJE}.csv"`);
    const { bytes, text, records } = await lerCsv(res);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text).toContain("Número;Tipo;Órgão;Cliente;Empreendimento;Status;Emissão;Validade\r\n".slice(0, 40));
    expect(records).toHaveLength(1 + LOTE_EXPORTACAO + 51);
    const lo = records.find((r) => r[0] === "LO-001/2024")!;
    expect(lo.slice(2, 9)).toEqual([
      "Secretaria de Meio Ambiente e Ação Climática",
      "Cerâmica São João Ltda.",
      "Forno Elétrico — Ampliação",
      "Vencida",
      "15/05/2024",
      "31/01/2020",
      "03/10/2019",
    ]);
  });

  it("exports only what the filters select", async () => {
    const { records } = await lerCsv(await ana.client.get("/api/licencas/exportar?formato=csv&status=vencida"));
    expect(records.slice(1).map((r) => r[0])).toEqual(["LO-001/2024"]);
    const busca = await lerCsv(await ana.client.get("/api/licencas/exportar?formato=csv&q=LP-0104"));
    expect(
      busca.records
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual([
      "LP-01040",
      "LP-01041",
      "LP-01042",
      "LP-01043",
      "LP-01044",
      "LP-01045",
      "LP-01046",
      "LP-01047",
      "LP-01048",
      "LP-01049",
    ]);
  });

  it("never carries another company's rows", async () => {
    const { records } = await lerCsv(await bia.client.get("/api/licencas/exportar?formato=csv"));
    expect(records).toHaveLength(2);
    expect(records[1][3]).toBe("Mineração Beta");
  });

  it("refuses an unknown format with 400 (none is Excel's), and callers without an approved company", async () => {
    await expectError(await ana.client.get("/api/licencas/exportar?formato=pdf"), 400, FORMATO_INVALIDO);
    await expectError(await ana.client.get("/api/licencas/exportar?formato="), 400, FORMATO_INVALIDO);
    const semFormato = await ana.client.get("/api/licencas/exportar?status=vencida");
    expect(semFormato.headers.get("content-disposition")).toContain(".xlsx");
    expect((await lerXlsx(semFormato)).rows).toHaveLength(2);
    await expectError(await t.app.request("/api/licencas/exportar?formato=csv"), 401, NO_SESSION);
    await expectError(await pendente.client.get("/api/licencas/exportar?formato=csv"), 403, NO_COMPANY);
  });
});

describe("the other lists' exports", () => {
  it("clients: document, kind and place in pt-BR, filtered by kind", async () => {
    const { rows } = await lerXlsx(await ana.client.get("/api/clientes/exportar?formato=xlsx&tipo=fisica"));
    expect(rows[0]).toEqual([
      "Nome",
      "CPF/CNPJ",
      "Tipo",
      "Situação",
      "E-mail",
      "Telefone",
      "UF",
      "Cidade",
      "Responsável",
      "Cadastrado em",
    ]);
    expect(rows.slice(1)).toHaveLength(1);
    expect(rows[1].slice(0, 4)).toEqual(["José da Conceição", "529.982.247-25", "Pessoa Física", "Ativo"]);
    expect(rows[1][7]).toBe("Florianópolis");
    expect(rows[1][9]).toEqual(utc(CRIADO_EM));
  });

  it("clients: documents and phones as text cells spreadsheets keep whole, the creation day as a date", async () => {
    const { ws } = await lerXlsx(await ana.client.get("/api/clientes/exportar?formato=xlsx&tipo=juridica"));
    const row = ws.getRows(2, ws.rowCount - 1)!.find((r) => r.getCell(1).value === "Padaria Dois Zeros")!;
    for (const [col, texto] of [
      [2, "00.124.568/0001-14"],
      [6, "(48) 3222-1100"],
    ] as const) {
      const cell = row.getCell(col);
      expect({ valor: cell.value, tipo: cell.type, formato: cell.numFmt }).toEqual({
        valor: texto,
        tipo: ExcelJS.ValueType.String,
        formato: "@",
      });
    }
    expect(row.getCell(10).type).toBe(ExcelJS.ValueType.Date);
    expect(row.getCell(10).value).toEqual(utc(CRIADO_EM));

    const { records } = await lerCsv(await ana.client.get("/api/clientes/exportar?formato=csv&tipo=juridica"));
    const linha = records.find((r) => r[0] === "Padaria Dois Zeros")!;
    expect([linha[1], linha[5], linha[9]]).toEqual(["00.124.568/0001-14", "(48) 3222-1100", criadoEmBr]);
  });

  it("projects: the company's, with their client and licence count", async () => {
    const { records } = await lerCsv(await ana.client.get("/api/empreendimentos/exportar?formato=csv"));
    expect(records[0]).toEqual(["Nome", "Cliente", "Atividade", "Município", "UF", "Licenças", "Cadastrado em"]);
    expect(records.slice(1)).toEqual([
      ["Forno Elétrico — Ampliação", "Cerâmica São João Ltda.", "", "", "", String(LOTE_EXPORTACAO + 51), criadoEmBr],
    ]);
  });

  it("checklists: status and progress, filtered by status", async () => {
    const { records } = await lerCsv(await ana.client.get("/api/checklists/exportar?formato=csv&status=concluidos"));
    expect(records.slice(1)).toEqual([
      [
        "Vistoria de instalação",
        "Concluído",
        "Forno Elétrico — Ampliação",
        "Cerâmica São João Ltda.",
        "0",
        "0",
        criadoEmBr,
      ],
    ]);
    const todos = await lerCsv(await bia.client.get("/api/checklists/exportar?formato=csv"));
    expect(todos.records.slice(1).map((r) => r[0])).toEqual(["Checklist da Beta"]);
  });

  it("users: the caller's company's colleagues with their role", async () => {
    const { records } = await lerCsv(await ana.client.get("/api/usuarios/exportar?formato=csv"));
    expect(records).toEqual([
      ["Nome", "E-mail", "Papel", "Situação", "Cadastrado em"],
      ["Ana Alfa", "ana@alfa.example.com", "Administrador", "Ativo", criadoEmBr],
    ]);
  });

  it("conditions: each obligation with its section, scheduled deliveries one row each", async () => {
    const { rows } = await lerXlsx(await ana.client.get("/api/condicionantes/exportar?formato=xlsx"));
    expect(rows[0].slice(0, 7)).toEqual([
      "Condicionante",
      "Descrição",
      "Seção",
      "Status",
      "Prazo",
      "Entrega programada",
      "Data de entrega",
    ]);
    const linhas = rows.slice(1).map((r) => [r[1], r[2], r[5]]);
    expect(linhas).toHaveLength(3);
    expect(linhas).toContainEqual(["Prazo 2026-12-01", "Vencendo em Breve - Próximos 30 dias", utc("2026-11-30")]);
    expect(linhas).toContainEqual(["Prazo 2026-12-01", "A Vencer", utc("2027-03-30")]);
    expect(linhas).toContainEqual(["Prazo 2026-01-10", "Vencidas", undefined]);
    const daBeta = await lerCsv(await bia.client.get("/api/condicionantes/exportar?formato=csv"));
    expect(daBeta.records).toHaveLength(1);
  });

  it("a project's schedule: its activities with their displayed status; another company's project is 404", async () => {
    const { records } = await lerCsv(
      await ana.client.get(`/api/empreendimentos/${projetoAlfa}/atividades/exportar?formato=csv`),
    );
    expect(records[0]).toEqual([
      "Atividade",
      "Descrição",
      "Prazo",
      "Conclusão",
      "Status",
      "Responsável",
      "Observações",
      "Documentos",
    ]);
    expect(
      records
        .slice(1)
        .map((r) => [r[0], r[2], r[4]])
        .sort(),
    ).toEqual([
      ["Monitoramento de emissões", "10/12/2026", "Pendente"],
      ["Relatório anual", "15/01/2026", "Atrasada"],
    ]);
    const periodo = await lerCsv(
      await ana.client.get(`/api/empreendimentos/${projetoAlfa}/atividades/exportar?formato=csv&inicio=2026-12-01`),
    );
    expect(periodo.records.slice(1).map((r) => r[0])).toEqual(["Monitoramento de emissões"]);
    await expectError(
      await ana.client.get(`/api/empreendimentos/${projetoBeta}/atividades/exportar?formato=csv`),
      404,
      "Empreendimento não encontrado.",
    );
    await expectError(
      await ana.client.get(
        `/api/empreendimentos/${projetoAlfa}/atividades/exportar?formato=csv&inicio=2026-12-01&fim=2026-01-01`,
      ),
      400,
    );
  });
});
