import fs from "node:fs/promises";
import path from "node:path";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import { FOLD_FROM, foldText } from "../../../shared/rules/search";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { licencaDocumentos, licencas } from "../../db/schema";
import { Client, approveDirectly, createTestApp, signUpAndConfirm, testClock, type TestApp } from "../../test/test-app";
import { pdfBytes, pngBytes } from "../../test/files";
import { addDays } from "../../../shared/rules/datas";
import { LICENCA_STATUS, licencaStatus, type TLicencaStatus } from "../../../shared/rules/licenca-status";
import type { TPage } from "../../../shared/schemas/paging";
import type { TCliente, TClienteInput } from "../../../shared/schemas/clientes";
import type { TEmpreendimentoDetalhe, TEmpreendimentoInput } from "../../../shared/schemas/empreendimentos";
import type { TLicenca, TLicencaDetalhe, TLicencaDocumento, TLicencaInput } from "../../../shared/schemas/licencas";
import { expectError, postJson, getJson } from "../../test/expect";
import {
  duasEmpresas,
  itRefusesOutsiders,
  NO_COMPANY,
  NO_SESSION,
  type TGateRoute,
  type TSignedIn,
  UNKNOWN_ID,
} from "../../test/duas-empresas";

const NOT_FOUND = "Licença não encontrada.";
const DOC_NOT_FOUND = "Documento não encontrado.";
const BAD_DATE = "Data inválida. Use dd/mm/aaaa.";
const PROJETO_NOT_FOUND = "Empreendimento não encontrado.";
const PROJETO_OF_OTHER_CLIENT = "O empreendimento não pertence à empresa escolhida.";
const TIPO_UNKNOWN = "Tipo de licença desconhecido.";

// 02:30 UTC on 10 March is still 9 March in São Paulo (UTC-3): "today" is 2026-03-09.
const clock = testClock("2026-03-10T02:30:00Z");
const TODAY = "2026-03-09";

let t: TestApp;
let ana: TSignedIn; // Alfa Ambiental
let bia: TSignedIn; // Beta Consultoria
let gil: TSignedIn; // Gama Licenciamento, the company of the 5,000 licences
let pendente: TSignedIn; // signed up, not approved
let alfaId: string;
let betaId: string;
let gamaId: string;
// Alfa's clients and projects.
let ceramica: TCliente;
let agro: TCliente;
let forno: TEmpreendimentoDetalhe; // ceramica's
let patio: TEmpreendimentoDetalhe; // ceramica's
let granja: TEmpreendimentoDetalhe; // agro's
// Beta's client, project, licence and document.
let mineracao: TCliente;
let lavra: TEmpreendimentoDetalhe;
let daBeta: TLicencaDetalhe;
let docDaBeta: TLicencaDocumento;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  ({ ana, alfaId, bia, betaId, pendente } = await duasEmpresas(t));
  gil = await signUpAndConfirm(t, "gil@gama.example.com", "Gil Gama");
  gamaId = (await approveDirectly(t, gil.userId, "admin", "Gama Licenciamento")).id;

  ceramica = await createCliente(ana.client, {
    nome: "Cerâmica São José",
    cnpj: "11.222.333/0001-81",
    email: "contato@ceramica.example.com",
    estado: "SC",
    cidade: "São José",
  });
  agro = await createCliente(ana.client, { nome: "Agropecuária Vale Verde", cnpj: "529.982.247-25" });
  forno = await createProjeto(ana.client, {
    nome: "Forno Túnel",
    clienteId: ceramica.id,
    atividade: "Fabricação de tijolos",
    municipio: "São José",
    estado: "SC",
  });
  patio = await createProjeto(ana.client, { nome: "Pátio de Argila", clienteId: ceramica.id });
  granja = await createProjeto(ana.client, { nome: "Granja Boa Esperança", clienteId: agro.id });

  mineracao = await createCliente(bia.client, { nome: "Mineração da Beta" });
  lavra = await createProjeto(bia.client, { nome: "Lavra Norte", clienteId: mineracao.id });
  daBeta = await createLicenca(bia.client, {
    clienteId: mineracao.id,
    empreendimentoId: lavra.id,
    tipo: "LO",
    numero: "LO-BETA-1",
    orgao: "IMA",
    validadeDate: "2026-04-01",
  });
  docDaBeta = await upload(bia.client, daBeta.id, "lavra.pdf", pdfBytes("Beta"));
});
afterAll(() => t.close());

// ---------- small helpers ----------

const createCliente = (client: Client, body: TClienteInput) => postJson<TCliente>(client, "/api/clientes", body);
const createProjeto = (client: Client, body: TEmpreendimentoInput) =>
  postJson<TEmpreendimentoDetalhe>(client, "/api/empreendimentos", body);
/** Creation instants come from the test clock: move it as a real one would, so "newest first" has an order. */
const createLicenca = (client: Client, body: TLicencaInput) => {
  clock.advance(0.001);
  return postJson<TLicencaDetalhe>(client, "/api/licencas", body);
};

/** A valid licence of the Cerâmica's kiln, with whatever the test changes. */
const valid = (overrides: Partial<TLicencaInput> = {}): TLicencaInput => ({
  clienteId: ceramica.id,
  empreendimentoId: forno.id,
  tipo: "LO",
  numero: "LO-0001/2026",
  orgao: "IMA",
  emissaoDate: "",
  validadeDate: "",
  ...overrides,
});

async function upload(client: Client, licencaId: string, name: string, bytes: Uint8Array) {
  const res = await client.postFile(`/api/licencas/${licencaId}/documentos`, "arquivo", name, bytes);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as TLicencaDocumento;
}

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

const listLicencas = (client: Client, params: Record<string, string | number> = {}) =>
  getJson<TPage<TLicenca>>(client, `/api/licencas?${query(params)}`);

async function licencaRow(id: string) {
  const [row] = await t.database.db.select().from(licencas).where(eq(licencas.id, id));
  return row;
}

async function docRow(id: string) {
  const [row] = await t.database.db.select().from(licencaDocumentos).where(eq(licencaDocumentos.id, id));
  return row;
}

async function licencaCount(companyId?: string) {
  const [{ n }] = await t.database.db
    .select({ n: count() })
    .from(licencas)
    // A company's count is what its list shows: out of the bin.
    .where(companyId ? and(eq(licencas.companyId, companyId), isNull(licencas.lixeiraId)) : undefined);
  return n;
}

async function docCount() {
  const [{ n }] = await t.database.db.select({ n: count() }).from(licencaDocumentos);
  return n;
}

const fileExists = (storagePath: string) =>
  fs.access(path.join(t.uploadsDir, storagePath)).then(
    () => true,
    () => false,
  );

// ---------- creating ----------

describe("creating a licence", () => {
  it("creates a licence with dates typed as dd/MM/yyyy, storing them as yyyy-mm-dd", async () => {
    const created = await createLicenca(
      ana.client,
      valid({
        numero: "LO 4521/2026",
        orgao: "Instituto do Meio Ambiente de Santa Catarina",
        emissaoDate: "15/01/2026",
        validadeDate: "15/01/2030",
      }),
    );
    expect(created).toMatchObject({
      numero: "LO 4521/2026",
      tipo: "LO",
      tipoNome: "Licença de Operação",
      orgao: "Instituto do Meio Ambiente de Santa Catarina",
      emissaoDate: "2026-01-15",
      validadeDate: "2030-01-15",
      emRenovacao: false,
      status: "vigente",
      documentos: [],
      documentosCount: 0,
      empreendimento: { id: forno.id, nome: "Forno Túnel", atividade: "Fabricação de tijolos" },
      cliente: { id: ceramica.id, nome: "Cerâmica São José" },
    });
    expect(Math.abs(Date.parse(created.createdAt) - clock.clock().getTime())).toBeLessThan(60_000);
    expect(await licencaRow(created.id)).toMatchObject({
      companyId: alfaId,
      empreendimentoId: forno.id,
      emissaoDate: "2026-01-15",
      validadeDate: "2030-01-15",
      emRenovacao: false,
    });
    expect(await getJson<TLicencaDetalhe>(ana.client, `/api/licencas/${created.id}`)).toEqual(created);
  });

  it("accepts dates sent as yyyy-mm-dd and trims the texts", async () => {
    const created = await createLicenca(
      ana.client,
      valid({ numero: "  LI 77/2025  ", orgao: "  IMA  ", emissaoDate: "2025-06-30", validadeDate: "2029-06-30" }),
    );
    expect(created).toMatchObject({
      numero: "LI 77/2025",
      orgao: "IMA",
      emissaoDate: "2025-06-30",
      validadeDate: "2029-06-30",
    });
    expect(await licencaRow(created.id)).toMatchObject({ emissaoDate: "2025-06-30", validadeDate: "2029-06-30" });
  });

  it("accepts 29/02 of a leap year", async () => {
    const created = await createLicenca(ana.client, valid({ validadeDate: "29/02/2028" }));
    expect(created.validadeDate).toBe("2028-02-29");
  });

  it("stores empty, null and missing dates as none, and such a licence is 'vigente'", async () => {
    const { emissaoDate: _e, validadeDate: _v, ...withoutDates } = valid();
    for (const body of [valid(), valid({ emissaoDate: null, validadeDate: null }), withoutDates]) {
      const created = await createLicenca(ana.client, body);
      expect(created).toMatchObject({ emissaoDate: null, validadeDate: null, status: "vigente" });
      expect(await licencaRow(created.id)).toMatchObject({ emissaoDate: null, validadeDate: null });
    }
  });

  it.each([
    ["without empresa", () => valid({ clienteId: undefined }), "clienteId", "Empresa é obrigatória"],
    ["with a blank empresa", () => valid({ clienteId: "" }), "clienteId", "Empresa é obrigatória"],
    [
      "without empreendimento",
      () => valid({ empreendimentoId: undefined }),
      "empreendimentoId",
      "Empreendimento é obrigatório",
    ],
    [
      "with a blank empreendimento",
      () => valid({ empreendimentoId: " " }),
      "empreendimentoId",
      "Empreendimento é obrigatório",
    ],
    ["without tipo", () => valid({ tipo: undefined }), "tipo", "Tipo é obrigatório"],
    ["with a blank tipo", () => valid({ tipo: "" }), "tipo", "Tipo é obrigatório"],
    ["without número", () => valid({ numero: undefined }), "numero", "Número é obrigatório"],
    ["with a blank número", () => valid({ numero: "   " }), "numero", "Número é obrigatório"],
    [
      "with a número over 100 characters",
      () => valid({ numero: "9".repeat(101) }),
      "numero",
      "Máximo de 100 caracteres",
    ],
    ["without órgão", () => valid({ orgao: undefined }), "orgao", "Órgão é obrigatório"],
    ["with a blank órgão", () => valid({ orgao: "" }), "orgao", "Órgão é obrigatório"],
    ["with emissão on 31/02/2026", () => valid({ emissaoDate: "31/02/2026" }), "emissaoDate", BAD_DATE],
    ["with validade on 31/02/2026", () => valid({ validadeDate: "31/02/2026" }), "validadeDate", BAD_DATE],
    ["with validade on 2026-02-31", () => valid({ validadeDate: "2026-02-31" }), "validadeDate", BAD_DATE],
    ["with validade on 29/02/2027", () => valid({ validadeDate: "29/02/2027" }), "validadeDate", BAD_DATE],
    ["with validade in month 13", () => valid({ validadeDate: "10/13/2026" }), "validadeDate", BAD_DATE],
    ["with an unmasked validade", () => valid({ validadeDate: "1/2/2026" }), "validadeDate", BAD_DATE],
    ["with validade in another format", () => valid({ validadeDate: "2026/01/15" }), "validadeDate", BAD_DATE],
    ["with validade as words", () => valid({ validadeDate: "amanhã" }), "validadeDate", BAD_DATE],
  ])("is refused %s, naming the field, and nothing is stored", async (_case, body, field, message) => {
    const before = await licencaCount();
    const error = await expectError(await ana.client.post("/api/licencas", body()), 400, message);
    expect(error.fields?.[field]).toBe(message);
    expect(await licencaCount()).toBe(before);
  });

  it("names every missing field at once", async () => {
    const error = await expectError(await ana.client.post("/api/licencas", {}), 400, "Empresa é obrigatória");
    expect(error.fields).toEqual({
      clienteId: "Empresa é obrigatória",
      empreendimentoId: "Empreendimento é obrigatório",
      tipo: "Tipo é obrigatório",
      numero: "Número é obrigatório",
      orgao: "Órgão é obrigatório",
    });
  });

  it.each([
    ["a project of another client of the company", () => [agro.id, forno.id], PROJETO_OF_OTHER_CLIENT],
    ["the company's project with another company's client", () => [mineracao.id, forno.id], PROJETO_OF_OTHER_CLIENT],
    ["another company's project with the company's client", () => [ceramica.id, lavra.id], PROJETO_NOT_FOUND],
    ["another company's client and project", () => [mineracao.id, lavra.id], PROJETO_NOT_FOUND],
    ["a project that does not exist", () => [ceramica.id, UNKNOWN_ID], PROJETO_NOT_FOUND],
    ["a malformed project id", () => [ceramica.id, "nao-e-um-uuid"], PROJETO_NOT_FOUND],
  ])("refuses %s with 400 on empreendimentoId, writing nothing", async (_case, ids, message) => {
    const [clienteId, empreendimentoId] = ids();
    const before = await licencaCount();
    const res = await ana.client.post("/api/licencas", valid({ clienteId, empreendimentoId, numero: "RECUSADA-1" }));
    const error = await expectError(res, 400, message);
    expect(error.fields).toEqual({ empreendimentoId: message });
    expect(await licencaCount()).toBe(before);
    const [{ n }] = await t.database.db.select({ n: count() }).from(licencas).where(eq(licencas.numero, "RECUSADA-1"));
    expect(n).toBe(0);
  });
});

// ---------- types ----------

describe("the licence's type", () => {
  beforeAll(async () => {
    await postJson(ana.client, "/api/licenca-tipos", { codigo: "lai", nome: "Licença Ambiental de Instalação" });
    await postJson(bia.client, "/api/licenca-tipos", { codigo: "LAP", nome: "Licença Ambiental Prévia (Beta)" });
  });

  it("accepts each built-in type and answers its readable name", async () => {
    const created = await createLicenca(ana.client, valid({ tipo: "DECLARACAO_ATIVIDADE_NAO_CONSTANTE" }));
    expect(created).toMatchObject({
      tipo: "DECLARACAO_ATIVIDADE_NAO_CONSTANTE",
      tipoNome: "Declaração de Atividade Não Constante",
    });
  });

  it("accepts a type the company added, answering its name as tipoNome in detail and list", async () => {
    const created = await createLicenca(ana.client, valid({ tipo: "LAI", numero: "LAI-SC-12" }));
    expect(created).toMatchObject({ tipo: "LAI", tipoNome: "Licença Ambiental de Instalação" });
    expect(await licencaRow(created.id)).toMatchObject({ tipo: "LAI" });
    const listed = await listLicencas(ana.client, { q: "LAI-SC-12" });
    expect(listed.items.map((l) => [l.id, l.tipoNome])).toEqual([[created.id, "Licença Ambiental de Instalação"]]);
  });

  it.each([
    ["an unknown type", "XYZ"],
    ["another company's own type", "LAP"],
  ])("refuses %s with 400 on tipo, writing nothing", async (_case, tipo) => {
    const before = await licencaCount();
    const error = await expectError(await ana.client.post("/api/licencas", valid({ tipo })), 400, TIPO_UNKNOWN);
    expect(error.fields).toEqual({ tipo: TIPO_UNKNOWN });
    expect(await licencaCount()).toBe(before);
  });
});

// ---------- editing ----------

describe("editing a licence", () => {
  it("edits every field, moving it to another client's project, and keeps its creation time", async () => {
    const created = await createLicenca(
      ana.client,
      valid({ numero: "ANTES-1", emissaoDate: "01/02/2024", validadeDate: "01/02/2031" }),
    );
    const res = await ana.client.patch(`/api/licencas/${created.id}`, {
      clienteId: agro.id,
      empreendimentoId: granja.id,
      tipo: "AUTORIZACAO_AMBIENTAL",
      numero: "DEPOIS-1",
      orgao: "FATMA",
      emissaoDate: "2025-03-01",
      validadeDate: "10/04/2026",
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const edited = (await res.json()) as TLicencaDetalhe;
    expect(edited).toMatchObject({
      id: created.id,
      numero: "DEPOIS-1",
      tipo: "AUTORIZACAO_AMBIENTAL",
      tipoNome: "Autorização Ambiental",
      orgao: "FATMA",
      emissaoDate: "2025-03-01",
      validadeDate: "2026-04-10",
      status: "alerta",
      createdAt: created.createdAt,
      empreendimento: { id: granja.id, nome: "Granja Boa Esperança" },
      cliente: { id: agro.id, nome: "Agropecuária Vale Verde" },
    });
    expect(await getJson<TLicencaDetalhe>(ana.client, `/api/licencas/${created.id}`)).toEqual(edited);
    expect(await licencaRow(created.id)).toMatchObject({
      empreendimentoId: granja.id,
      tipo: "AUTORIZACAO_AMBIENTAL",
      numero: "DEPOIS-1",
      emissaoDate: "2025-03-01",
      validadeDate: "2026-04-10",
    });
  });

  it("clears the dates when they are sent empty", async () => {
    const created = await createLicenca(ana.client, valid({ emissaoDate: "01/01/2025", validadeDate: "01/01/2027" }));
    const res = await ana.client.patch(`/api/licencas/${created.id}`, valid({ emissaoDate: "", validadeDate: null }));
    expect(res.status).toBe(200);
    expect(await licencaRow(created.id)).toMatchObject({ emissaoDate: null, validadeDate: null });
  });

  it.each([
    ["without número", () => valid({ numero: "" }), "numero", "Número é obrigatório"],
    ["without órgão", () => valid({ orgao: undefined }), "orgao", "Órgão é obrigatório"],
    ["with validade on 31/02/2026", () => valid({ validadeDate: "31/02/2026" }), "validadeDate", BAD_DATE],
    [
      "with a project of another client",
      () => valid({ clienteId: agro.id, empreendimentoId: patio.id }),
      "empreendimentoId",
      PROJETO_OF_OTHER_CLIENT,
    ],
    [
      "with another company's project",
      () => valid({ clienteId: mineracao.id, empreendimentoId: lavra.id }),
      "empreendimentoId",
      PROJETO_NOT_FOUND,
    ],
    ["with an unknown type", () => valid({ tipo: "NAO_EXISTE" }), "tipo", TIPO_UNKNOWN],
  ])("refuses an edit %s and changes nothing", async (_case, body, field, message) => {
    const created = await createLicenca(ana.client, valid({ numero: "EDICAO-INVALIDA", validadeDate: "2027-05-05" }));
    const before = await licencaRow(created.id);
    const error = await expectError(await ana.client.patch(`/api/licencas/${created.id}`, body()), 400, message);
    expect(error.fields?.[field]).toBe(message);
    expect(await licencaRow(created.id)).toEqual(before);
  });

  it("marks a licence as in renewal and back, its status following", async () => {
    const created = await createLicenca(ana.client, valid({ numero: "RENOVA-1", validadeDate: "2026-03-08" }));
    expect(created.status).toBe("vencida");

    const on = await ana.client.patch(`/api/licencas/${created.id}/renovacao`, { emRenovacao: true });
    expect(on.status).toBe(200);
    expect(await on.json()).toMatchObject({ id: created.id, emRenovacao: true, status: "em_renovacao" });
    expect(await licencaRow(created.id)).toMatchObject({ emRenovacao: true, validadeDate: "2026-03-08" });
    const renewing = await listLicencas(ana.client, { q: "RENOVA-1", status: "em_renovacao" });
    expect(renewing.items.map((l) => l.id)).toEqual([created.id]);

    const off = await ana.client.patch(`/api/licencas/${created.id}/renovacao`, { emRenovacao: false });
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ emRenovacao: false, status: "vencida" });
    expect((await licencaRow(created.id)).emRenovacao).toBe(false);
  });

  it.each([
    ["an empty body", {}],
    ["a text instead of a yes/no", { emRenovacao: "sim" }],
  ])("refuses the renewal flag with %s and changes nothing", async (_case, body) => {
    const created = await createLicenca(ana.client, valid({ numero: "RENOVA-2" }));
    const before = await licencaRow(created.id);
    const error = await expectError(
      await ana.client.patch(`/api/licencas/${created.id}/renovacao`, body),
      400,
      "Informe se está em renovação",
    );
    expect(error.fields?.emRenovacao).toBe("Informe se está em renovação");
    expect(await licencaRow(created.id)).toEqual(before);
  });
});

// ---------- deleting ----------

describe("deleting a licence", () => {
  it("puts a licence in the bin: gone from its detail and the list, its row kept for a restore", async () => {
    const created = await createLicenca(ana.client, valid({ numero: "APAGAR-1" }));
    const res = await ana.client.delete(`/api/licencas/${created.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect((await licencaRow(created.id)).lixeiraId).not.toBeNull();
    await expectError(await ana.client.get(`/api/licencas/${created.id}`), 404, NOT_FOUND);
    expect((await listLicencas(ana.client, { q: "APAGAR-1" })).total).toBe(0);
    await expectError(await ana.client.delete(`/api/licencas/${created.id}`), 404, NOT_FOUND);
  });

  it("keeps the list's total, read from the company's counter, right through the bin, a restore and a purge", async () => {
    const total = async () => (await listLicencas(ana.client)).total;
    const before = await licencaCount(alfaId);
    expect(await total()).toBe(before);

    const created = await createLicenca(ana.client, valid({ numero: "CONTADA-1" }));
    expect(await total()).toBe(before + 1);
    expect((await ana.client.delete(`/api/licencas/${created.id}`)).status).toBe(200);
    expect(await total()).toBe(before);
    const entrada = (await licencaRow(created.id)).lixeiraId!;
    expect((await ana.client.post(`/api/lixeira/${entrada}/restaurar`)).status).toBe(200);
    expect(await total()).toBe(before + 1);
    expect((await ana.client.delete(`/api/licencas/${created.id}`)).status).toBe(200);
    const again = (await licencaRow(created.id)).lixeiraId!;
    expect((await ana.client.delete(`/api/lixeira/${again}`)).status).toBe(200);
    expect(await total()).toBe(before);
    expect(await licencaCount(alfaId)).toBe(before);
  });

  it("takes its documents to the bin with it and keeps their files on disk", async () => {
    const created = await createLicenca(ana.client, valid({ numero: "COM-ARQUIVOS-1", validadeDate: "2030-12-31" }));
    const docs = [
      await upload(ana.client, created.id, "licenca.pdf", pdfBytes()),
      await upload(ana.client, created.id, "mapa.png", pngBytes()),
    ];
    const paths = await Promise.all(docs.map(async (d) => (await docRow(d.id)).storagePath));

    // A document of another licence must not move.
    const other = await createLicenca(ana.client, valid({ numero: "VIZINHA-1" }));
    const otherDoc = await upload(ana.client, other.id, "vizinha.pdf", pdfBytes());

    expect((await ana.client.delete(`/api/licencas/${created.id}`)).status).toBe(200);
    const entrada = (await licencaRow(created.id)).lixeiraId;
    for (const d of docs) expect((await docRow(d.id)).lixeiraId).toBe(entrada);
    for (const p of paths) expect(await fileExists(p)).toBe(true);
    expect((await docRow(otherDoc.id)).lixeiraId).toBeNull();
    await expectError(
      await ana.client.get(`/api/licencas/${created.id}/documentos/${docs[0].id}/link`),
      404,
      DOC_NOT_FOUND,
    );
  });

  it("keeps a project that has licences from being deleted, saying how many", async () => {
    const projeto = await createProjeto(ana.client, { nome: "Obra Licenciada", clienteId: agro.id });
    const created = await createLicenca(
      ana.client,
      valid({ clienteId: agro.id, empreendimentoId: projeto.id, numero: "PRENDE-1" }),
    );
    await expectError(
      await ana.client.delete(`/api/empreendimentos/${projeto.id}`),
      409,
      "Este empreendimento possui 1 licença vinculada e não pode ser excluído. Exclua antes a licença.",
    );
    expect((await licencaRow(created.id)).lixeiraId).toBeNull();
  });
});

// ---------- other companies' ids and malformed ids ----------

describe("another company's licence and document", () => {
  let minha: TLicencaDetalhe;
  let meuDoc: TLicencaDocumento;
  beforeAll(async () => {
    minha = await createLicenca(ana.client, valid({ numero: "MINHA-1" }));
    meuDoc = await upload(ana.client, minha.id, "meu.pdf", pdfBytes());
  });

  const routes: Array<[string, string, () => Promise<Response>]> = [
    ["GET the licence", NOT_FOUND, () => ana.client.get(`/api/licencas/${daBeta.id}`)],
    ["PATCH the licence", NOT_FOUND, () => ana.client.patch(`/api/licencas/${daBeta.id}`, valid({ numero: "TOMADA" }))],
    [
      "PATCH its renewal flag",
      NOT_FOUND,
      () => ana.client.patch(`/api/licencas/${daBeta.id}/renovacao`, { emRenovacao: true }),
    ],
    ["DELETE the licence", NOT_FOUND, () => ana.client.delete(`/api/licencas/${daBeta.id}`)],
    [
      "POST a document to it",
      NOT_FOUND,
      () => ana.client.postFile(`/api/licencas/${daBeta.id}/documentos`, "arquivo", "intruso.pdf", pdfBytes()),
    ],
    [
      "GET a link to its document",
      DOC_NOT_FOUND,
      () => ana.client.get(`/api/licencas/${daBeta.id}/documentos/${docDaBeta.id}/link`),
    ],
    [
      "GET a link to its document under the caller's licence",
      DOC_NOT_FOUND,
      () => ana.client.get(`/api/licencas/${minha.id}/documentos/${docDaBeta.id}/link`),
    ],
    [
      "DELETE its document",
      DOC_NOT_FOUND,
      () => ana.client.delete(`/api/licencas/${daBeta.id}/documentos/${docDaBeta.id}`),
    ],
    [
      "DELETE its document under the caller's licence",
      DOC_NOT_FOUND,
      () => ana.client.delete(`/api/licencas/${minha.id}/documentos/${docDaBeta.id}`),
    ],
    [
      "DELETE the caller's document under its licence",
      DOC_NOT_FOUND,
      () => ana.client.delete(`/api/licencas/${daBeta.id}/documentos/${meuDoc.id}`),
    ],
  ];

  it.each(routes)("answers %s with 404 and changes nothing", async (_case, message, call) => {
    const [licencaBefore, docBefore, myDocBefore, docs] = [
      await licencaRow(daBeta.id),
      await docRow(docDaBeta.id),
      await docRow(meuDoc.id),
      await docCount(),
    ];
    await expectError(await call(), 404, message);
    expect(await licencaRow(daBeta.id)).toEqual(licencaBefore);
    expect(await docRow(docDaBeta.id)).toEqual(docBefore);
    expect(await docRow(meuDoc.id)).toEqual(myDocBefore);
    expect(await docCount()).toBe(docs);
    expect(await fileExists(docBefore.storagePath)).toBe(true);
    expect(await fs.readdir(path.join(t.uploadsDir, "licencas", daBeta.id))).toHaveLength(1);
  });

  it("is still whole for its own company", async () => {
    const own = await getJson<TLicencaDetalhe>(bia.client, `/api/licencas/${daBeta.id}`);
    expect(own).toMatchObject({ numero: "LO-BETA-1", emRenovacao: false, cliente: { nome: "Mineração da Beta" } });
    expect(own.documentos.map((d) => d.id)).toEqual([docDaBeta.id]);
    const link = await getJson<{ url: string }>(
      bia.client,
      `/api/licencas/${daBeta.id}/documentos/${docDaBeta.id}/link`,
    );
    expect((await new Client(t.app).get(link.url)).status).toBe(200);
  });

  it.each([
    ["a malformed id", "nao-e-um-uuid"],
    ["a number", "42"],
    ["an unknown id", UNKNOWN_ID],
  ])("answers %s with 404 on every licence route", async (_case, id) => {
    const [licencasBefore, docsBefore] = [await licencaCount(), await docCount()];
    await expectError(await ana.client.get(`/api/licencas/${id}`), 404, NOT_FOUND);
    await expectError(await ana.client.patch(`/api/licencas/${id}`, valid()), 404, NOT_FOUND);
    await expectError(await ana.client.patch(`/api/licencas/${id}/renovacao`, { emRenovacao: true }), 404, NOT_FOUND);
    await expectError(await ana.client.delete(`/api/licencas/${id}`), 404, NOT_FOUND);
    const post = await ana.client.postFile(`/api/licencas/${id}/documentos`, "arquivo", "a.pdf", pdfBytes());
    await expectError(post, 404, NOT_FOUND);
    await expectError(await ana.client.get(`/api/licencas/${minha.id}/documentos/${id}/link`), 404, DOC_NOT_FOUND);
    await expectError(await ana.client.get(`/api/licencas/${id}/documentos/${meuDoc.id}/link`), 404, DOC_NOT_FOUND);
    await expectError(await ana.client.delete(`/api/licencas/${minha.id}/documentos/${id}`), 404, DOC_NOT_FOUND);
    await expectError(await ana.client.delete(`/api/licencas/${id}/documentos/${meuDoc.id}`), 404, DOC_NOT_FOUND);
    expect([await licencaCount(), await docCount()]).toEqual([licencasBefore, docsBefore]);
  });
});

// ---------- status ----------

describe("the status of a licence and the status filter", () => {
  let cliente: TCliente;
  const seeded = new Map<string, TLicencaStatus>();
  // [número, validade, flagged 'Em Renovação', filed on (validade + n days), status today].
  // The legal renewal rule (decision 023): filed by validade − 120 keeps it valid past its expiry.
  const table: Array<[string, string | null, boolean, number | null, TLicencaStatus]> = [
    ["vence ontem", "2026-03-08", false, null, "vencida"],
    ["venceu há um ano", "2025-03-09", false, null, "vencida"],
    ["vence hoje", TODAY, false, null, "alerta"],
    ["vence amanhã", "2026-03-10", false, null, "alerta"],
    ["vence em 120 dias", "2026-07-07", false, null, "alerta"],
    ["vence em 121 dias", "2026-07-08", false, null, "vigente"],
    ["vence em 2030", "2030-01-01", false, null, "vigente"],
    ["sem validade", null, false, null, "vigente"],
    ["em renovação, vencida", "2026-03-08", true, null, "em_renovacao"],
    ["em renovação, em alerta", "2026-04-01", true, null, "em_renovacao"],
    ["em renovação, vigente", "2028-01-01", true, null, "em_renovacao"],
    ["em renovação, sem validade", null, true, null, "em_renovacao"],
    ["protocolo no dia −121, venceu ontem", "2026-03-08", true, -121, "prorrogada"],
    ["protocolo no dia −120, venceu ontem", "2026-03-08", true, -120, "prorrogada"],
    ["protocolo no dia −119, venceu ontem", "2026-03-08", true, -119, "vencida"],
    ["protocolo após vencer, venceu ontem", "2026-03-08", true, 1, "vencida"],
    ["protocolo no dia −120, vence hoje", TODAY, true, -120, "em_renovacao"],
    ["protocolo no dia −119, vence hoje", TODAY, true, -119, "em_renovacao"],
    ["protocolo no prazo, venceu há um ano", "2025-03-09", true, -200, "prorrogada"],
  ];

  beforeAll(async () => {
    cliente = await createCliente(ana.client, { nome: "Status Teste Ltda" });
    const projeto = await createProjeto(ana.client, { nome: "Obra do Status", clienteId: cliente.id });
    for (const [numero, validade, flagged, filedOn, status] of table) {
      const created = await createLicenca(
        ana.client,
        valid({ clienteId: cliente.id, empreendimentoId: projeto.id, numero, validadeDate: validade }),
      );
      if (flagged) {
        const protocoloRenovacaoData = filedOn === null ? null : addDays(validade!, filedOn);
        const res = await ana.client.patch(`/api/licencas/${created.id}/renovacao`, {
          emRenovacao: true,
          protocoloRenovacaoData,
        });
        expect(res.status, await res.clone().text()).toBe(200);
      }
      seeded.set(created.id, status);
    }
  });

  const expectedIds = (status: TLicencaStatus) => [...seeded].filter(([, s]) => s === status).map(([id]) => id);

  it("computes each licence's status from São Paulo's today", async () => {
    const page = await listLicencas(ana.client, { clienteId: cliente.id, pageSize: 100 });
    expect(page.total).toBe(table.length);
    const byId = new Map(page.items.map((l) => [l.id, l]));
    for (const [numero, , , , status] of table) {
      const item = page.items.find((l) => l.numero === numero)!;
      expect([numero, item.status]).toEqual([numero, status]);
    }
    for (const [id, status] of seeded) expect(byId.get(id)?.status).toBe(status);
  });

  it.each(LICENCA_STATUS)(
    "filters '%s' in SQL: exactly the seeded licences, each one showing that status",
    async (status) => {
      const page = await listLicencas(ana.client, { clienteId: cliente.id, status, pageSize: 100 });
      expect(page.items.map((l) => l.id).sort()).toEqual(expectedIds(status).sort());
      expect(page.total).toBe(expectedIds(status).length);
      for (const item of page.items) expect(item.status).toBe(status);
    },
  );

  it("puts every licence under exactly one status filter, the one the shared rule gives it", async () => {
    const byFilter = await Promise.all(
      LICENCA_STATUS.map(async (status) => {
        const page = await listLicencas(ana.client, { clienteId: cliente.id, status, pageSize: 100 });
        return page.items.map((l) => [l.numero, status] as const);
      }),
    );
    const sqlStatus = new Map(byFilter.flat());
    expect(byFilter.flat()).toHaveLength(table.length);
    for (const [numero, validade, emRenovacao, filedOn] of table) {
      const protocolo = emRenovacao && filedOn !== null ? addDays(validade!, filedOn) : null;
      expect([numero, sqlStatus.get(numero)]).toEqual([
        numero,
        licencaStatus({ validade, emRenovacao, protocolo }, TODAY),
      ]);
    }
  });

  it("agrees with the detail's status", async () => {
    for (const [id, status] of seeded) {
      expect((await getJson<TLicencaDetalhe>(ana.client, `/api/licencas/${id}`)).status).toBe(status);
    }
  });

  it("moves the boundaries when the day changes in São Paulo", async () => {
    const start = clock.clock();
    try {
      clock.set("2026-03-10T03:00:00Z"); // midnight in São Paulo: today is 2026-03-10
      const page = await listLicencas(ana.client, { clienteId: cliente.id, pageSize: 100 });
      const statusOf = (numero: string) => page.items.find((l) => l.numero === numero)?.status;
      expect(statusOf("vence hoje")).toBe("vencida");
      expect(statusOf("vence amanhã")).toBe("alerta");
      expect(statusOf("vence em 121 dias")).toBe("alerta");
      // Expired at midnight: filed on day −120 it is prorrogada, on day −119 it lapses.
      expect(statusOf("protocolo no dia −120, vence hoje")).toBe("prorrogada");
      expect(statusOf("protocolo no dia −119, vence hoje")).toBe("vencida");
      const vencidas = await listLicencas(ana.client, { clienteId: cliente.id, status: "vencida", pageSize: 100 });
      expect(vencidas.items.map((l) => l.numero).sort()).toEqual(
        [
          "protocolo após vencer, venceu ontem",
          "protocolo no dia −119, vence hoje",
          "protocolo no dia −119, venceu ontem",
          "vence hoje",
          "vence ontem",
          "venceu há um ano",
        ].sort(),
      );
    } finally {
      clock.set(start);
    }
  });

  it("refuses an unknown status with 400", async () => {
    await expectError(await ana.client.get("/api/licencas?status=expirada"), 400, "Status inválido");
  });
});

// ---------- the list ----------

describe("the licence list", () => {
  // Names here share no words with the other tests' data, so each search finds only these.
  let olaria: TCliente;
  let laticinios: TCliente;
  let secagem: TEmpreendimentoDetalhe; // olaria's
  let queijos: TEmpreendimentoDetalhe; // laticinios'
  let l1: TLicencaDetalhe;
  let l2: TLicencaDetalhe;
  let l3: TLicencaDetalhe;
  let docs: TLicencaDocumento[];

  beforeAll(async () => {
    olaria = await createCliente(ana.client, { nome: "Olaria Açoriana Ltda" });
    laticinios = await createCliente(ana.client, { nome: "Laticínios Serra Dourada" });
    secagem = await createProjeto(ana.client, {
      nome: "Pátio de Secagem Norte",
      clienteId: olaria.id,
      atividade: "Secagem de telhas",
    });
    const estufa = await createProjeto(ana.client, { nome: "Estufa Velha", clienteId: olaria.id });
    queijos = await createProjeto(ana.client, { nome: "Fábrica de Queijos", clienteId: laticinios.id });
    l1 = await createLicenca(ana.client, {
      clienteId: olaria.id,
      empreendimentoId: secagem.id,
      tipo: "LO",
      numero: "LO-7731/2026",
      orgao: "Instituto Catarinense de Proteção",
      validadeDate: "2031-01-01",
    });
    l2 = await createLicenca(ana.client, {
      clienteId: olaria.id,
      empreendimentoId: estufa.id,
      tipo: "LI",
      numero: "LI-0098/2025",
      orgao: "Secretaria Municipal de Urbanismo",
      validadeDate: "2026-03-01",
    });
    l3 = await createLicenca(ana.client, {
      clienteId: laticinios.id,
      empreendimentoId: queijos.id,
      tipo: "AUTORIZACAO_AMBIENTAL",
      numero: "AUT-5512",
      orgao: "Fundação Estadual de Proteção Ambiental",
    });
    docs = [];
    for (const nome of ["um.pdf", "dois.png", "três.pdf", "quatro.pdf"]) {
      docs.push(await upload(ana.client, l1.id, nome, nome.endsWith(".png") ? pngBytes() : pdfBytes()));
    }
    // A lookalike in another company, never listed for Alfa.
    await createLicenca(bia.client, {
      clienteId: mineracao.id,
      empreendimentoId: lavra.id,
      tipo: "LO",
      numero: "LO-7731/2026-BETA",
      orgao: "Secretaria Municipal de Urbanismo",
    });
  });

  const search = async (q: string) => (await listLicencas(ana.client, { q, pageSize: 100 })).items.map((l) => l.id);

  it("lists the company's licences newest first, each with its client, project, type and documents", async () => {
    const page = await listLicencas(ana.client, { pageSize: 100 });
    expect(page.total).toBe(await licencaCount(alfaId));
    expect(page.items.slice(0, 3).map((l) => l.id)).toEqual([l3.id, l2.id, l1.id]);
    expect(page.items.find((l) => l.id === l1.id)).toEqual({
      id: l1.id,
      numero: "LO-7731/2026",
      tipo: "LO",
      tipoNome: "Licença de Operação",
      orgao: "Instituto Catarinense de Proteção",
      emissaoDate: null,
      validadeDate: "2031-01-01",
      emRenovacao: false,
      protocoloRenovacaoData: null,
      protocoloRenovacaoNumero: null,
      prazoLegalRenovacao: "2030-09-03",
      renovacaoSituacao: null,
      responsavelId: null,
      responsavelNome: null,
      status: "vigente",
      empreendimento: { id: secagem.id, nome: "Pátio de Secagem Norte", atividade: "Secagem de telhas" },
      cliente: { id: olaria.id, nome: "Olaria Açoriana Ltda" },
      documentos: ["um.pdf", "dois.png", "três.pdf"],
      documentosCount: 4,
      createdAt: l1.createdAt,
    });
    expect(page.items.find((l) => l.id === l2.id)).toMatchObject({ documentos: [], documentosCount: 0 });
    expect(page.items.some((l) => l.numero.includes("BETA"))).toBe(false);
  });

  it.each([
    ["its número in small letters", "lo-7731", () => [l1.id]],
    ["part of its número", "0098/2025", () => [l2.id]],
    ["its órgão in capitals", "SECRETARIA MUNICIPAL", () => [l2.id]],
    ["its órgão without accents", "fundacao estadual", () => [l3.id]],
    ["its órgão with accents", "Fundação Estadual", () => [l3.id]],
    ["words shared by two órgãos", "de proteção", () => [l3.id, l1.id]],
    ["its client's name without accents", "olaria acoriana", () => [l2.id, l1.id]],
    ["its client's name in capitals with accents", "LATICÍNIOS", () => [l3.id]],
    ["its project's name without accents", "patio de secagem", () => [l1.id]],
    ["its project's name in capitals", "FÁBRICA DE QUEIJOS", () => [l3.id]],
  ])("finds a licence by %s", async (_case, q, ids) => {
    expect(await search(q)).toEqual(ids());
  });

  it("finds nothing for text no licence has", async () => {
    expect(await listLicencas(ana.client, { q: "inexistente-xyz" })).toEqual({ items: [], total: 0 });
  });

  it("filters by client and by project, alone, together and with search and status", async () => {
    const ids = async (params: Record<string, string>) =>
      (await listLicencas(ana.client, { ...params, pageSize: 100 })).items.map((l) => l.id);
    expect(await ids({ clienteId: olaria.id })).toEqual([l2.id, l1.id]);
    expect(await ids({ clienteId: laticinios.id })).toEqual([l3.id]);
    expect(await ids({ empreendimentoId: secagem.id })).toEqual([l1.id]);
    expect(await ids({ clienteId: olaria.id, empreendimentoId: secagem.id })).toEqual([l1.id]);
    expect(await ids({ clienteId: laticinios.id, empreendimentoId: secagem.id })).toEqual([]);
    expect(await ids({ clienteId: olaria.id, q: "secretaria" })).toEqual([l2.id]);
    expect(await ids({ clienteId: olaria.id, status: "vencida" })).toEqual([l2.id]);
    expect(await ids({ clienteId: olaria.id, status: "alerta" })).toEqual([]);
    const filtered = await listLicencas(ana.client, { clienteId: olaria.id, pageSize: 1 });
    expect(filtered.total).toBe(2);
  });

  it.each([
    ["another company's client", () => ({ clienteId: mineracao.id })],
    ["another company's project", () => ({ empreendimentoId: lavra.id })],
    ["a malformed client id", () => ({ clienteId: "nao-e-um-uuid" })],
    ["a malformed project id", () => ({ empreendimentoId: "42" })],
  ])("answers an empty page for %s", async (_case, params) => {
    expect(await listLicencas(ana.client, params())).toEqual({ items: [], total: 0 });
  });

  it("shows the licence's detail with its project, client and documents", async () => {
    const detail = await getJson<TLicencaDetalhe>(ana.client, `/api/licencas/${l1.id}`);
    expect(detail).toMatchObject({
      id: l1.id,
      numero: "LO-7731/2026",
      tipoNome: "Licença de Operação",
      status: "vigente",
      documentosCount: 4,
      empreendimento: {
        id: secagem.id,
        nome: "Pátio de Secagem Norte",
        clienteId: olaria.id,
        clienteNome: "Olaria Açoriana Ltda",
        atividade: "Secagem de telhas",
        createdAt: secagem.createdAt,
      },
      cliente: { id: olaria.id, nome: "Olaria Açoriana Ltda", situacao: "ativo", createdAt: olaria.createdAt },
    });
    expect(detail.documentos).toEqual(docs);
    expect(detail.documentos.map((d) => [d.nome, d.contentType])).toEqual([
      ["um.pdf", "application/pdf"],
      ["dois.png", "image/png"],
      ["três.pdf", "application/pdf"],
      ["quatro.pdf", "application/pdf"],
    ]);
    expect(detail.documentos[1].fileSize).toBe(pngBytes().byteLength);
  });

  it("refuses paging values out of range", async () => {
    await expectError(await ana.client.get("/api/licencas?page=0"), 400, "Página inválida.");
    await expectError(
      await ana.client.get("/api/licencas?pageSize=101"),
      400,
      "Tamanho de página inválido (de 1 a 100).",
    );
  });
});

// ---------- 5,000 licences ----------

describe("paging through 5,000 licences", () => {
  const TOTAL = 5000;
  // Five kinds, a thousand each: vencida, alerta, vigente (dated), vigente (no date), em renovação.
  const kinds: Array<[string | ((i: number) => string | null), boolean, TLicencaStatus]> = [
    [(i) => `2025-${String((i % 12) + 1).padStart(2, "0")}-15`, false, "vencida"],
    [(i) => ["2026-03-09", "2026-05-01", "2026-07-07"][i % 3], false, "alerta"],
    [(i) => ["2026-07-08", "2028-01-01"][i % 2], false, "vigente"],
    [() => null, false, "vigente"],
    [(i) => ["2024-01-01", "2026-04-01", "2030-01-01"][i % 3], true, "em_renovacao"],
  ];
  let projetoId: string;

  beforeAll(async () => {
    const cliente = await createCliente(gil.client, { nome: "Cliente de Volume" });
    projetoId = (await createProjeto(gil.client, { nome: "Parque Eólico", clienteId: cliente.id })).id;
    const rows = Array.from({ length: TOTAL }, (_, i) => {
      const [validade, emRenovacao] = kinds[i % kinds.length];
      return {
        companyId: gamaId,
        empreendimentoId: projetoId,
        tipo: "LO",
        numero: `VOL-${String(i).padStart(5, "0")}`,
        orgao: "IMA",
        validadeDate: typeof validade === "function" ? validade(i) : validade,
        emRenovacao,
      };
    });
    for (let i = 0; i < rows.length; i += 500) await t.database.db.insert(licencas).values(rows.slice(i, i + 500));
  }, 120_000);

  it("answers one page and the total", async () => {
    const first = await listLicencas(gil.client, { pageSize: 100 });
    expect(first.total).toBe(TOTAL);
    expect(first.items).toHaveLength(100);
    const second = await listLicencas(gil.client, { pageSize: 100, page: 2 });
    expect(second.total).toBe(TOTAL);
    const ids = new Set([...first.items, ...second.items].map((l) => l.id));
    expect(ids.size).toBe(200);

    const last = await listLicencas(gil.client, { pageSize: 100, page: 50 });
    expect(last.items).toHaveLength(100);
    const beyond = await listLicencas(gil.client, { pageSize: 100, page: 51 });
    expect(beyond).toEqual({ items: [], total: TOTAL });
    expect((await listLicencas(gil.client)).items).toHaveLength(10);
  });

  it("folds text in the database as the screens fold it: every accented letter, any case", async () => {
    const sample = `${FOLD_FROM} São JOSÉ Ação Çç 50%_`;
    const { rows } = await t.database.db.execute<{ folded: string }>(sql`select app_fold(${sample}) as folded`);
    expect(rows[0].folded).toBe(foldText(sample));
  });

  it("pages a filtered list from first to last without losing or repeating one, past the middle too", async () => {
    const all = (await listLicencas(gil.client, { q: "VOL-0490", pageSize: 100 })).items.map((l) => l.id);
    expect(all).toHaveLength(10);
    const paged: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const answer = await listLicencas(gil.client, { q: "VOL-0490", pageSize: 3, page });
      expect(answer.total).toBe(10);
      paged.push(...answer.items.map((l) => l.id));
    }
    expect(paged).toEqual(all);
  });

  it.each([
    ["vencida", 1000],
    ["alerta", 1000],
    ["vigente", 2000],
    ["em_renovacao", 1000],
  ] as const)("counts '%s' over all of them and pages within it", async (status, total) => {
    const page = await listLicencas(gil.client, { status, pageSize: 100, page: 3 });
    expect(page.total).toBe(total);
    expect(page.items).toHaveLength(100);
    for (const item of page.items) expect(item.status).toBe(status);
  });

  it("counts a search over all of them", async () => {
    expect((await listLicencas(gil.client, { q: "VOL-0490", pageSize: 5 })).total).toBe(10);
    expect((await listLicencas(gil.client, { q: "vol-00", status: "alerta", pageSize: 5 })).total).toBe(200);
  });

  it("none of them reaches another company's list", async () => {
    expect((await listLicencas(ana.client, { q: "VOL-0" })).total).toBe(0);
  });
});

// ---------- project choices for the form ----------

describe("the project choices of one client (/api/empreendimentos/opcoes)", () => {
  let cliente: TCliente;
  let outro: TCliente;
  beforeAll(async () => {
    cliente = await createCliente(ana.client, { nome: "Cliente das Opções" });
    outro = await createCliente(ana.client, { nome: "Outro Cliente das Opções" });
    for (const nome of ["Zona Portuária", "Aterro Leste", "Mina B"]) {
      await createProjeto(ana.client, { nome, clienteId: cliente.id });
    }
    await createProjeto(ana.client, { nome: "Não Listado", clienteId: outro.id });
  });

  const opcoes = (client: Client, clienteId: string) =>
    getJson<{ id: string; nome: string }[]>(client, `/api/empreendimentos/opcoes?${query({ clienteId })}`);

  it("lists only that client's projects, by name", async () => {
    const items = await opcoes(ana.client, cliente.id);
    expect(items.map((p) => p.nome)).toEqual(["Aterro Leste", "Mina B", "Zona Portuária"]);
    expect(Object.keys(items[0]).sort()).toEqual(["id", "nome"]);
    expect((await opcoes(ana.client, ceramica.id)).map((p) => p.id).sort()).toEqual([forno.id, patio.id].sort());
  });

  it("lists nothing for another company's client, an unknown or a malformed id", async () => {
    expect(await opcoes(ana.client, mineracao.id)).toEqual([]);
    expect(await opcoes(bia.client, cliente.id)).toEqual([]);
    expect(await opcoes(ana.client, UNKNOWN_ID)).toEqual([]);
    expect(await opcoes(ana.client, "nao-e-um-uuid")).toEqual([]);
  });

  it("asks for the client", async () => {
    const error = await expectError(await ana.client.get("/api/empreendimentos/opcoes"), 400, "Cliente é obrigatório");
    expect(error.fields?.clienteId).toBe("Cliente é obrigatório");
  });
});

// ---------- the gate ----------

describe("the approval gate on the licences API", () => {
  let alvo: TLicencaDetalhe;
  beforeAll(async () => {
    alvo = await createLicenca(ana.client, valid({ numero: "ALVO-DO-PORTAO" }));
  });

  const routes: TGateRoute[] = [
    ["GET", "list", () => "/api/licencas"],
    ["GET", "list by status", () => "/api/licencas?status=vencida"],
    ["GET", "detail", () => `/api/licencas/${alvo.id}`],
    ["POST", "create", () => "/api/licencas", () => valid({ numero: "CRIADA-SEM-PERMISSAO" })],
    ["PATCH", "edit", () => `/api/licencas/${alvo.id}`, () => valid({ numero: "EDITADA-SEM-PERMISSAO" })],
    ["PATCH", "renewal", () => `/api/licencas/${alvo.id}/renovacao`, () => ({ emRenovacao: true })],
    ["DELETE", "delete", () => `/api/licencas/${alvo.id}`],
    ["GET", "project choices", () => `/api/empreendimentos/opcoes?clienteId=${ceramica.id}`],
  ];

  itRefusesOutsiders(routes, () => ({ t, pendente }));

  it("answers before looking at the payload or query", async () => {
    await expectError(await new Client(t.app).post("/api/licencas", {}), 401, NO_SESSION);
    await expectError(await pendente.client.post("/api/licencas", {}), 403, NO_COMPANY);
    await expectError(await pendente.client.get("/api/licencas?status=expirada"), 403, NO_COMPANY);
  });

  it("leaves the data as it was after the refused calls", async () => {
    expect(await licencaRow(alvo.id)).toMatchObject({ numero: "ALVO-DO-PORTAO", emRenovacao: false });
    const [{ n }] = await t.database.db
      .select({ n: count() })
      .from(licencas)
      .where(eq(licencas.numero, "CRIADA-SEM-PERMISSAO"));
    expect(n).toBe(0);
    expect(await licencaCount(betaId)).toBe(2);
  });
});
