// 'Importar do PDF''s preview (issue 30): the route reads a licence PDF into numbered conditions
// with their deadlines dated from the base, stages the file for the confirmation, and refuses
// what is not a readable PDF with nothing staged. On a real database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL) and the real reader's worker.
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importacoesPdf, licencaDocumentos } from "../../db/schema";
import { duasEmpresas, type TSignedIn } from "../../test/duas-empresas";
import { expectError, getJson, postJson } from "../../test/expect";
import { createTestApp, testClock, type Client, type TestApp } from "../../test/test-app";
import { linhasDoAnexo } from "./fixtures/parecer-longo";
import { PRAZO_TIPOS } from "../../../shared/rules/prazo-texto";
import type { TCondicionantesDaLicenca } from "../../../shared/schemas/condicionantes";
import type { TPreviaImportacao } from "../../../shared/schemas/importar-pdf";
import type { TLicencaDetalhe } from "../../../shared/schemas/licencas";

const fixture = (arquivo: string) =>
  new Uint8Array(fs.readFileSync(path.join(import.meta.dirname, "fixtures", arquivo)));

const clock = testClock("2026-03-10T15:00:00Z");
let t: TestApp;
let ana: TSignedIn;
let bia: TSignedIn;
let licencaId: string;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  const e = await duasEmpresas(t);
  ana = e.ana;
  bia = e.bia;
  const clienteId = (await postJson<{ id: string }>(ana.client, "/api/clientes", { nome: "Mineração Serra Azul" })).id;
  const empreendimentoId = (
    await postJson<{ id: string }>(ana.client, "/api/empreendimentos", { nome: "Mina Serra Azul", clienteId })
  ).id;
  licencaId = (
    await postJson<TLicencaDetalhe>(ana.client, "/api/licencas", {
      ...{ clienteId, empreendimentoId, tipo: "LO", numero: "LO 045/2026", orgao: "SEMAD/MG" },
      ...{ emissaoDate: "2026-01-15", validadeDate: "2036-01-15" },
    })
  ).id;
}, 120_000);
afterAll(() => t.close());

const prever = (client: Client, id: string, nome: string, bytes: Uint8Array, campos: Record<string, string> = {}) =>
  client.postFile(`/api/licencas/${id}/condicionantes/importar-pdf`, "arquivo", nome, bytes, "application/pdf", campos);

const previas = () => t.database.db.select().from(importacoesPdf).where(eq(importacoesPdf.licencaId, licencaId));

describe("the preview of a licence PDF", () => {
  it("reads a SEMAD table's conditions with their deadlines dated from the licence's emission", async () => {
    const res = await prever(ana.client, licencaId, "parecer-unico.pdf", fixture("semad-supram-mg.pdf"));
    expect(res.status).toBe(200);
    const previa = (await res.json()) as TPreviaImportacao;
    expect(previa.arquivo).toEqual({ nome: "parecer-unico.pdf", paginas: 2 });
    expect(previa.avisos).toEqual([]);
    expect(previa.itens.map((i) => [i.numero, i.pagina, i.prazo.tipo])).toEqual([
      ["01", 1, "vigencia"],
      ["02", 1, "dias"],
      ["03", 1, expect.any(String)],
      ["04", 1, "periodica"],
      ["05", 2, "evento"],
    ]);
    // 15/01/2026 + 90 days; the next 31 March after the emission.
    expect(previa.itens[1].prazo).toMatchObject({ texto: "90 (noventa) dias", dias: 90, data: "2026-04-15" });
    expect(previa.itens[3].prazo).toMatchObject({ ancora: "03-31", data: "2026-03-31" });
    expect(previa.itens[3].descricao).not.toMatch(/Anualmente/);
    expect(await previas()).toHaveLength(1);
  });

  it("reads an IMA-SC licence's deadlines from inside each condition's sentence", async () => {
    const res = await prever(ana.client, licencaId, "lao.pdf", fixture("ima-sc.pdf"));
    const previa = (await res.json()) as TPreviaImportacao;
    expect(previa.itens.map((i) => [i.numero, i.pagina, i.prazo.tipo, i.prazo.texto, i.prazo.data])).toEqual([
      ["I", 1, "revisar", "", undefined],
      ["II", 1, "revisar", "", undefined],
      ["III", 1, "evento", "antes de sua implantação", undefined],
      ["1", 1, "periodica", "semestral", "2026-07-15"],
      ["2", 1, "revisar", "", undefined],
      ["3", 1, "periodica", "anualmente, até 31 de março", "2026-03-31"],
      ["4", 1, "revisar", "", undefined],
      ["5", 2, "dias", "no prazo de 90 (noventa) dias", "2026-04-15"],
    ]);
  });

  it("reads a 30-page Parecer Único whole: its 60 conditions in order, each with its own deadline", async () => {
    const res = await prever(ana.client, licencaId, "parecer-unico.pdf", fixture("parecer-unico-30-paginas.pdf"));
    expect(res.status).toBe(200);
    const previa = (await res.json()) as TPreviaImportacao;
    expect(previa.arquivo.paginas).toBe(30);
    expect(previa.avisos).toEqual([]);
    // Numbered as the Item column prints them, 01 to 60; the rows' texts come from the model printed.
    const anexo = linhasDoAnexo(60);
    expect(previa.itens.map((i) => i.numero)).toEqual(anexo.map((_, i) => String(i + 1).padStart(2, "0")));
    expect(previa.itens.map((i) => [i.descricao, i.prazo.texto])).toEqual(anexo.map((l) => [l.descricao, l.prazo]));
    expect(new Set(previa.itens.map((i) => i.prazo.tipo))).toEqual(new Set(PRAZO_TIPOS));
    // The annex starts after nine pages of analysis and runs to the last page, each row on or after the one before.
    const paginas = previa.itens.map((i) => i.pagina);
    expect(paginas).toEqual([...paginas].sort((a, b) => a - b));
    expect([paginas[0], paginas.at(-1)]).toEqual([10, 30]);
  });

  it("dates the deadlines from the base the consultant chose", async () => {
    const res = await prever(ana.client, licencaId, "parecer-unico.pdf", fixture("semad-supram-mg.pdf"), {
      dataBase: "2026-02-01",
    });
    const previa = (await res.json()) as TPreviaImportacao;
    expect(previa.itens[1].prazo.data).toBe("2026-05-02");
  });

  it("lets the previewed file be confirmed into conditions and kept as the licence's document", async () => {
    const previa = (await (
      await prever(ana.client, licencaId, "decreto.pdf", fixture("decreto-municipal.pdf"))
    ).json()) as TPreviaImportacao;
    const itens = previa.itens
      .filter((i) => i.prazo.tipo !== "revisar")
      .map((i) => ({ numero: i.numero, descricao: i.descricao, prazo: i.prazo }));
    expect(itens.length).toBeGreaterThan(0);
    const res = await ana.client.post(`/api/licencas/${licencaId}/condicionantes/importar-pdf/confirmar`, { itens });
    expect(res.status, await res.clone().text()).toBe(201);
    const criadas = await getJson<TCondicionantesDaLicenca>(ana.client, `/api/licencas/${licencaId}/condicionantes`);
    expect(criadas.items.map((c) => c.descricao)).toEqual(expect.arrayContaining(itens.map((i) => i.descricao)));
    expect(await previas()).toHaveLength(0);
    const documentos = await t.database.db
      .select({ nome: licencaDocumentos.nome })
      .from(licencaDocumentos)
      .where(eq(licencaDocumentos.licencaId, licencaId));
    expect(documentos).toEqual([{ nome: "decreto.pdf" }]);
  });
});

describe("the preview refuses, staging nothing", () => {
  const recusa = async (res: Response, status: number, mensagem: string) => {
    await expectError(res, status, mensagem);
    expect(await previas()).toHaveLength(0);
  };

  it("a file that is not a PDF, whatever its name", async () => {
    const res = await prever(
      ana.client,
      licencaId,
      "licenca.pdf",
      new TextEncoder().encode("Licença de Operação nº 1"),
    );
    await recusa(res, 400, "Tipo de arquivo não permitido. Envie PDF.");
  });

  it("a scan without selectable text, a protected PDF, and a base that is not a day", async () => {
    await recusa(
      await prever(ana.client, licencaId, "scan.pdf", fixture("digitalizado.pdf")),
      400,
      "O PDF não contém texto selecionável: parece ser uma digitalização.",
    );
    await recusa(
      await prever(ana.client, licencaId, "protegido.pdf", fixture("protegido.pdf")),
      400,
      "O PDF está protegido por senha: envie uma cópia sem senha.",
    );
    await recusa(
      await prever(ana.client, licencaId, "lo.pdf", fixture("ibama.pdf"), { dataBase: "2026-02-30" }),
      400,
      "Data base inválida: use AAAA-MM-DD.",
    );
  });

  it("a file over 10 MB", async () => {
    const grande = new Uint8Array(10 * 1024 * 1024 + 1);
    grande.set(new TextEncoder().encode("%PDF-1.7\n"));
    await recusa(await prever(ana.client, licencaId, "lo.pdf", grande), 413, "O arquivo excede o limite de 10 MB.");
  });

  it("another company's licence, before reading the file", async () => {
    await recusa(await prever(bia.client, licencaId, "lo.pdf", fixture("ibama.pdf")), 404, "Licença não encontrada.");
  });
});
