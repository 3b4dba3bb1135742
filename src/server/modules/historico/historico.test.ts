import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getTableColumns, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import {
  clientes,
  condicionanteComprovacoes,
  condicionantes,
  documentos,
  empreendimentos,
  historico,
  licencaDocumentos,
  obrigacaoInstancias,
  obrigacaoComprovacoes,
  obrigacaoModelos,
  obrigacoes,
  licencas,
} from "../../db/schema";
import { withTenant } from "../../db/tenant";
import { createTestApp, testClock, type Client, type TestApp } from "../../test/test-app";
import { duasEmpresas, NO_COMPANY, NO_SESSION, UNKNOWN_ID, type TSignedIn } from "../../test/duas-empresas";
import { expectError, getJson, postJson } from "../../test/expect";
import { pdfBytes } from "../../test/files";
import { sweepDia } from "../prazos/varredura";
import { HISTORICO_CAMPOS } from "../../../shared/rules/historico";
import type { THistorico } from "../../../shared/schemas/historico";
import type { TCliente } from "../../../shared/schemas/clientes";
import type { TEmpreendimentoDetalhe } from "../../../shared/schemas/empreendimentos";
import type { TLicencaDetalhe, TLicencaDocumento } from "../../../shared/schemas/licencas";
import type { TCondicionante, TComprovacao } from "../../../shared/schemas/condicionantes";

// The audit trail read back through GET /api/historico: every kind of write leaves one row with
// the right actor (the signed-in user, or the system for the daily sweep), a write that changes
// nothing leaves none, and no company ever sees another's rows — not through the API, not by a
// direct select under its own tenant transaction. The tenant role cannot alter a row.

const clock = testClock("2026-03-10T15:00:00Z");
let t: TestApp;
let ana: TSignedIn; // Alfa Ambiental
let bia: TSignedIn; // Beta Consultoria
let pendente: TSignedIn;
let alfaId: string;
let betaId: string;
let cliente: TCliente;
let projeto: TEmpreendimentoDetalhe;
let licenca: TLicencaDetalhe;

const licencaBody = (over: Record<string, unknown> = {}) => ({
  clienteId: cliente.id,
  empreendimentoId: projeto.id,
  tipo: "LO",
  numero: "LO-100/2026",
  orgao: "IMA",
  validadeDate: "2027-01-31",
  ...over,
});

const historicoDe = (tabela: string, id: string, client: Client = ana.client, extra = "") =>
  getJson<THistorico>(client, `/api/historico?tabela=${tabela}&id=${id}${extra}`);

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  ({ ana, bia, pendente, alfaId, betaId } = await duasEmpresas(t));
  cliente = await postJson<TCliente>(ana.client, "/api/clientes", { nome: "Cerâmica São José" });
  projeto = await postJson<TEmpreendimentoDetalhe>(ana.client, "/api/empreendimentos", {
    nome: "Forno Túnel",
    clienteId: cliente.id,
  });
  licenca = await postJson<TLicencaDetalhe>(ana.client, "/api/licencas", licencaBody());
});
afterAll(() => t.close());

describe("a licence's history", () => {
  it("records its creation by the signed-in user, with what was filled in", async () => {
    const h = await historicoDe("licencas", licenca.id);
    expect(h.total).toBe(1);
    const [criada] = h.items;
    expect(criada).toMatchObject({ acao: "insert", frase: "Criou o registro", quem: "Ana Alfa" });
    // The database's time of the write (the trigger's now()), not the app's injectable clock.
    expect(Math.abs(Date.parse(criada.quando) - Date.now())).toBeLessThan(60_000);
    expect(criada.alteracoes).toEqual(
      expect.arrayContaining([
        { campo: "Empreendimento", antes: null, depois: "Forno Túnel" },
        { campo: "Tipo", antes: null, depois: "Licença de Operação" },
        { campo: "Número", antes: null, depois: "LO-100/2026" },
        { campo: "Válida Até", antes: null, depois: "31/01/2027" },
        { campo: "Em Renovação", antes: null, depois: "Não" },
      ]),
    );
  });

  it("records an edit as the changed fields, old → new, in pt-BR and dd/MM/yyyy", async () => {
    const res = await ana.client.patch(
      `/api/licencas/${licenca.id}`,
      licencaBody({ validadeDate: "2028-06-30", orgao: "IBAMA", responsavelId: ana.userId }),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const [editada] = (await historicoDe("licencas", licenca.id)).items;
    expect(editada).toMatchObject({ acao: "update", frase: "Alterou", quem: "Ana Alfa" });
    expect(editada.alteracoes).toEqual([
      { campo: "Órgão", antes: "IMA", depois: "IBAMA" },
      { campo: "Válida Até", antes: "31/01/2027", depois: "30/06/2028" },
      { campo: "Responsável", antes: null, depois: "Ana Alfa" },
    ]);
  });

  it("records nothing for an edit that changes nothing", async () => {
    const antes = (await historicoDe("licencas", licenca.id)).total;
    const body = licencaBody({ validadeDate: "2028-06-30", orgao: "IBAMA", responsavelId: ana.userId });
    expect((await ana.client.patch(`/api/licencas/${licenca.id}`, body)).status).toBe(200);
    expect((await historicoDe("licencas", licenca.id)).total).toBe(antes);
  });

  it("shows the documents added and removed", async () => {
    const up = await ana.client.postFile(
      `/api/licencas/${licenca.id}/documentos`,
      "arquivo",
      "licença.pdf",
      pdfBytes(),
    );
    expect(up.status, await up.clone().text()).toBe(201);
    const doc = (await up.json()) as TLicencaDocumento;
    const del = await ana.client.delete(`/api/licencas/${licenca.id}/documentos/${doc.id}`);
    expect(del.status, await del.clone().text()).toBe(200);

    const [removido, adicionado] = (await historicoDe("licencas", licenca.id)).items;
    expect(removido).toMatchObject({ acao: "delete", tabela: "licenca_documentos", quem: "Ana Alfa" });
    expect(removido.frase).toBe('Removeu o documento "licença.pdf"');
    expect(adicionado).toMatchObject({ acao: "insert", frase: 'Adicionou o documento "licença.pdf"' });
    expect(adicionado.alteracoes).toEqual([]);
  });

  it("is newest first and paged", async () => {
    const todas = await historicoDe("licencas", licenca.id);
    const segunda = await historicoDe("licencas", licenca.id, ana.client, "&page=2&pageSize=1");
    expect(segunda.total).toBe(todas.total);
    expect(segunda.items.map((i) => i.id)).toEqual([todas.items[1].id]);
    expect(todas.items.at(-1)?.frase).toBe("Criou o registro");
  });
});

describe("a condition's history", () => {
  let cond: TCondicionante;

  beforeAll(async () => {
    cond = await postJson<TCondicionante>(ana.client, `/api/licencas/${licenca.id}/condicionantes`, {
      nome: "Monitoramento de efluentes",
      descricao: "Relatório semestral",
      status: "pendente",
      dataPrazo: "2026-03-01",
    });
  });

  it("records the daily sweep's status change as the system's", async () => {
    await sweepDia({ db: t.database.db, mailer: { send: async () => {} }, appUrl: "http://localhost" }, "2026-03-10");
    const [atrasada] = (await historicoDe("condicionantes", cond.id)).items;
    expect(atrasada).toMatchObject({ acao: "update", frase: "Alterou", quem: "Sistema" });
    expect(atrasada.alteracoes).toEqual([{ campo: "Status", antes: "Pendente", depois: "Atrasada" }]);
  });

  it("shows its proofs added and removed, by their delivery date", async () => {
    const prova = await postJson<TComprovacao>(ana.client, `/api/condicionantes/${cond.id}/comprovacoes`, {
      dataEntrega: "2026-02-15",
    });
    expect((await ana.client.delete(`/api/comprovacoes/${prova.id}`)).status).toBe(200);
    const [removida, adicionada] = (await historicoDe("condicionantes", cond.id)).items;
    expect(removida).toMatchObject({ frase: "Removeu a comprovação de 15/02/2026", quem: "Ana Alfa" });
    expect(adicionada.frase).toBe("Adicionou a comprovação de 15/02/2026");
    expect(adicionada.alteracoes).toContainEqual({ campo: "Data de entrega", antes: null, depois: "15/02/2026" });
  });

  it("shows its documents added", async () => {
    const up = await ana.client.postFile(
      `/api/condicionantes/${cond.id}/documentos`,
      "arquivo",
      "relatório.pdf",
      pdfBytes(),
    );
    expect(up.status, await up.clone().text()).toBe(201);
    const [doc] = (await historicoDe("condicionantes", cond.id)).items;
    expect(doc).toMatchObject({ tabela: "documentos", frase: 'Adicionou o documento "relatório.pdf"' });
  });
});

describe("a client's and a project's history", () => {
  it("records a client's edit", async () => {
    const outro = await postJson<TCliente>(ana.client, "/api/clientes", { nome: "Olaria Vale" });
    const res = await ana.client.patch(`/api/clientes/${outro.id}`, {
      nome: "Olaria do Vale",
      telefone: "48999990000",
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const [editado, criado] = (await historicoDe("clientes", outro.id)).items;
    expect(criado.frase).toBe("Criou o registro");
    expect(editado.alteracoes).toEqual([
      { campo: "Nome/Razão Social", antes: "Olaria Vale", depois: "Olaria do Vale" },
      { campo: "Telefone", antes: null, depois: "(48) 99999-0000" },
    ]);
  });

  it("records a trip to the bin and back, and hides the history while the record is in the bin", async () => {
    const outro = await postJson<TCliente>(ana.client, "/api/clientes", { nome: "Serraria Leste" });
    expect((await ana.client.delete(`/api/clientes/${outro.id}`)).status).toBe(200);
    await expectError(await ana.client.get(`/api/historico?tabela=clientes&id=${outro.id}`), 404);
    const lixeira = await getJson<{ items: { id: string; titulo: string }[] }>(ana.client, "/api/lixeira");
    const entrada = lixeira.items.find((i) => i.titulo === "Serraria Leste");
    expect((await ana.client.post(`/api/lixeira/${entrada?.id}/restaurar`)).status).toBe(200);
    const frases = (await historicoDe("clientes", outro.id)).items.map((i) => [i.frase, i.quem, i.alteracoes]);
    expect(frases).toEqual([
      ["Restaurou da Lixeira", "Ana Alfa", []],
      ["Enviou para a Lixeira", "Ana Alfa", []],
      ["Criou o registro", "Ana Alfa", expect.any(Array)],
    ]);
  });

  it("names the project's client instead of its id", async () => {
    const [criado] = (await historicoDe("empreendimentos", projeto.id)).items;
    expect(criado.alteracoes).toContainEqual({ campo: "Empreendedor", antes: null, depois: "Cerâmica São José" });
  });
});

describe("the wall around the history", () => {
  it("answers 404 for another company's record, an unknown id or a malformed one", async () => {
    await expectError(
      await bia.client.get(`/api/historico?tabela=licencas&id=${licenca.id}`),
      404,
      "Licença não encontrada.",
    );
    await expectError(
      await ana.client.get(`/api/historico?tabela=clientes&id=${UNKNOWN_ID}`),
      404,
      "Cliente não encontrado.",
    );
    await expectError(await ana.client.get(`/api/historico?tabela=empreendimentos&id=abc`), 404);
  });

  it("refuses an unknown table with a pt-BR message, a visitor and a user awaiting approval", async () => {
    const erro = await expectError(await ana.client.get(`/api/historico?tabela=usuarios&id=${licenca.id}`), 400);
    expect(erro.fields?.tabela).toMatch(/^Tabela inválida/);
    const anonimo = await t.app.request(`/api/historico?tabela=licencas&id=${licenca.id}`);
    await expectError(anonimo, 401, NO_SESSION);
    await expectError(await pendente.client.get(`/api/historico?tabela=licencas&id=${licenca.id}`), 403, NO_COMPANY);
  });

  it("lets a direct select under another company's tenant transaction see none of the rows", async () => {
    const db = t.database.db;
    const daAlfa = await withTenant(db, { companyId: betaId, userId: bia.userId }, (tx) =>
      tx
        .select()
        .from(historico)
        .where(sql`${historico.companyId} = ${alfaId}`),
    );
    expect(daAlfa).toEqual([]);
    const proprias = await withTenant(db, { companyId: alfaId, userId: ana.userId }, (tx) =>
      tx.select().from(historico),
    );
    expect(proprias.length).toBeGreaterThan(5);
    expect(new Set(proprias.map((r) => r.companyId))).toEqual(new Set([alfaId]));
  });

  it.each([
    ["update", sql`update historico set acao = 'delete'`],
    ["delete", sql`delete from historico`],
    [
      "insert",
      sql`insert into historico (company_id, tabela, registro_id, acao, ator, alteracoes)
                   values (app_company_id(), 'licencas', gen_random_uuid(), 'insert', 'usuario', '{}')`,
    ],
  ])("refuses the tenant role a history %s", async (_kind, statement) => {
    const db = t.database.db;
    const antes = await db.select({ n: sql<number>`count(*)::int` }).from(historico);
    const recusa = await withTenant(db, { companyId: alfaId, userId: ana.userId }, (tx) => tx.execute(statement)).then(
      () => "aceito",
      (err: { cause?: { code?: string } }) => err.cause?.code,
    );
    expect(recusa).toBe("42501"); // insufficient_privilege: the role has SELECT only
    expect(await db.select({ n: sql<number>`count(*)::int` }).from(historico)).toEqual(antes);
  });
});

describe("the field names", () => {
  it.each([
    ["clientes", clientes],
    ["empreendimentos", empreendimentos],
    ["licencas", licencas],
    ["licenca_documentos", licencaDocumentos],
    ["condicionantes", condicionantes],
    ["condicionante_comprovacoes", condicionanteComprovacoes],
    ["documentos", documentos],
    ["obrigacoes", obrigacoes],
    ["obrigacao_instancias", obrigacaoInstancias],
    ["obrigacao_comprovacoes", obrigacaoComprovacoes],
    ["obrigacao_modelos", obrigacaoModelos],
  ] as [string, PgTable][])("label or hide every column of %s", (tabela, table) => {
    const colunas = Object.values(getTableColumns(table)).map((c) => c.name);
    const semDecisao = colunas.filter((c) => !(c in HISTORICO_CAMPOS[tabela]));
    expect(semDecisao).toEqual([]);
  });
});
