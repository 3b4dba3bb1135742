import { and, count, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { empreendimentos } from "../../db/schema";
import { Client, createTestApp, type TestApp } from "../../test/test-app";
import type { TPage } from "../../../shared/schemas/paging";
import type { TCliente, TClienteInput } from "../../../shared/schemas/clientes";
import type {
  TEmpreendimento,
  TEmpreendimentoDetalhe,
  TEmpreendimentoInput,
  TEmpreendimentoPagina,
} from "../../../shared/schemas/empreendimentos";
import { expectError, getJson } from "../../test/expect";
import {
  duasEmpresas,
  itRefusesOutsiders,
  NO_COMPANY,
  NO_SESSION,
  type TGateRoute,
  type TSignedIn,
  UNKNOWN_ID,
} from "../../test/duas-empresas";

const NOT_FOUND = "Empreendimento não encontrado.";
const CLIENTE_NOT_FOUND = "Cliente não encontrado.";

let t: TestApp;
let ana: TSignedIn; // Alfa Ambiental
let bia: TSignedIn; // Beta Consultoria
let pendente: TSignedIn; // signed up, not approved
let alfaId: string;
let betaId: string;
// Clients of Alfa, and one of Beta.
let ceramica: TCliente;
let agro: TCliente;
let daBeta: TCliente;

beforeAll(async () => {
  t = await createTestApp();
  ({ ana, alfaId, bia, betaId, pendente } = await duasEmpresas(t));

  ceramica = await createCliente(ana.client, {
    nome: "Cerâmica São José",
    cnpj: "11.222.333/0001-81",
    email: "contato@ceramica.example.com",
    estado: "SC",
    cidade: "São José",
  });
  agro = await createCliente(ana.client, { nome: "Agropecuária Vale Verde", cnpj: "529.982.247-25" });
  daBeta = await createCliente(bia.client, { nome: "Mineração da Beta", cnpj: "11.444.777/0001-61" });
});
afterAll(() => t.close());

// ---------- small helpers ----------

async function createCliente(client: Client, body: TClienteInput): Promise<TCliente> {
  const res = await client.post("/api/clientes", body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as TCliente;
}

async function createProjeto(client: Client, body: TEmpreendimentoInput): Promise<TEmpreendimentoDetalhe> {
  const res = await client.post("/api/empreendimentos", body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as TEmpreendimentoDetalhe;
}

const listProjetos = (client: Client, params: Record<string, string | number> = {}) =>
  getJson<TPage<TEmpreendimento>>(
    client,
    `/api/empreendimentos?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`,
  );

async function projetoRow(id: string) {
  const [row] = await t.database.db.select().from(empreendimentos).where(eq(empreendimentos.id, id));
  return row;
}

async function projetoCount(companyId?: string) {
  const [{ n }] = await t.database.db
    .select({ n: count() })
    .from(empreendimentos)
    .where(companyId ? and(eq(empreendimentos.companyId, companyId), isNull(empreendimentos.lixeiraId)) : undefined);
  return n;
}

// ---------- creating ----------

describe("creating a project", () => {
  it("creates a project of one of the company's clients and answers it with the client", async () => {
    const created = await createProjeto(ana.client, {
      nome: "Ampliação do Forno",
      clienteId: ceramica.id,
      atividade: "Fabricação de tijolos",
      municipio: "São José",
      estado: "SC",
    });
    expect(created).toMatchObject({
      nome: "Ampliação do Forno",
      clienteId: ceramica.id,
      clienteNome: "Cerâmica São José",
      atividade: "Fabricação de tijolos",
      municipio: "São José",
      estado: "SC",
      cliente: { id: ceramica.id, nome: "Cerâmica São José", cnpj: "11222333000181" },
    });
    expect(await projetoRow(created.id)).toMatchObject({ companyId: alfaId, clienteId: ceramica.id });
  });

  it("needs only a name and a client; empty optional fields are stored as empty", async () => {
    const created = await createProjeto(ana.client, {
      nome: "  Só o Essencial  ",
      clienteId: agro.id,
      atividade: "",
      municipio: "",
      estado: "",
    });
    expect(created).toMatchObject({ nome: "Só o Essencial", atividade: null, municipio: null, estado: null });
  });

  it.each([
    ["without a name", () => ({ clienteId: agro.id }), "nome", "Nome é obrigatório"],
    ["with a blank name", () => ({ nome: "  ", clienteId: agro.id }), "nome", "Nome é obrigatório"],
    ["without a client", () => ({ nome: "Sem Cliente" }), "clienteId", "Cliente é obrigatório"],
    ["with an empty client", () => ({ nome: "Cliente Vazio", clienteId: "" }), "clienteId", "Cliente é obrigatório"],
    ["with an unknown UF", () => ({ nome: "UF Ruim", clienteId: agro.id, estado: "XX" }), "estado", "Estado inválido"],
  ])("is refused %s, naming the field, and nothing is stored", async (_case, body, field, message) => {
    const before = await projetoCount();
    const error = await expectError(await ana.client.post("/api/empreendimentos", body()), 400, message);
    expect(error.fields?.[field]).toBe(message);
    expect(await projetoCount()).toBe(before);
  });

  it.each([
    ["another company's client", () => daBeta.id],
    ["a client that does not exist", () => UNKNOWN_ID],
    ["a malformed client id", () => "nao-e-um-uuid"],
  ])("refuses %s with 400 on clienteId, and nothing is stored", async (_case, clienteId) => {
    const before = await projetoCount();
    const res = await ana.client.post("/api/empreendimentos", { nome: "Cliente Alheio", clienteId: clienteId() });
    const error = await expectError(res, 400, CLIENTE_NOT_FOUND);
    expect(error.fields?.clienteId).toBe(CLIENTE_NOT_FOUND);
    expect(await projetoCount()).toBe(before);
    const [{ n }] = await t.database.db
      .select({ n: count() })
      .from(empreendimentos)
      .where(eq(empreendimentos.nome, "Cliente Alheio"));
    expect(n).toBe(0);
  });
});

// ---------- one project ----------

describe("one project: detail, edit, delete", () => {
  it("shows the project with its client's data", async () => {
    const created = await createProjeto(ana.client, {
      nome: "Galpão de Secagem",
      clienteId: ceramica.id,
      atividade: "Secagem",
      municipio: "Palhoça",
      estado: "SC",
    });
    const detail = await getJson<TEmpreendimentoPagina>(ana.client, `/api/empreendimentos/${created.id}`);
    // The page's lists (pagina.test.ts) come beside the project and client that creating answered.
    expect(detail).toEqual({ ...created, licencas: { items: [], total: 0 }, prazos: { items: [], total: 0 } });
    expect(detail.cliente).toMatchObject({
      id: ceramica.id,
      nome: "Cerâmica São José",
      cnpj: "11222333000181",
      tipoPessoa: "juridica",
      email: "contato@ceramica.example.com",
      estado: "SC",
      cidade: "São José",
    });
  });

  it("edits every field, moving the project to another client", async () => {
    const created = await createProjeto(ana.client, { nome: "Antes", clienteId: ceramica.id, estado: "SC" });
    const res = await ana.client.patch(`/api/empreendimentos/${created.id}`, {
      nome: "Depois",
      clienteId: agro.id,
      atividade: "Suinocultura",
      municipio: "Concórdia",
      estado: "RS",
    });
    expect(res.status).toBe(200);
    const expected = {
      id: created.id,
      nome: "Depois",
      clienteId: agro.id,
      clienteNome: "Agropecuária Vale Verde",
      atividade: "Suinocultura",
      municipio: "Concórdia",
      estado: "RS",
      createdAt: created.createdAt,
    };
    expect(await res.json()).toMatchObject({ ...expected, cliente: { id: agro.id, tipoPessoa: "fisica" } });
    expect(await getJson<TEmpreendimentoDetalhe>(ana.client, `/api/empreendimentos/${created.id}`)).toMatchObject(
      expected,
    );
    expect(await projetoRow(created.id)).toMatchObject({ nome: "Depois", clienteId: agro.id, estado: "RS" });
  });

  it.each([
    ["without a name", () => ({ nome: "", clienteId: agro.id }), "nome", "Nome é obrigatório"],
    ["without a client", () => ({ nome: "X" }), "clienteId", "Cliente é obrigatório"],
    [
      "with an unknown UF",
      () => ({ nome: "X", clienteId: agro.id, estado: "Santa Catarina" }),
      "estado",
      "Estado inválido",
    ],
    ["with another company's client", () => ({ nome: "X", clienteId: daBeta.id }), "clienteId", CLIENTE_NOT_FOUND],
  ])("refuses an edit %s and changes nothing", async (_case, body, field, message) => {
    const created = await createProjeto(ana.client, { nome: "Edição Inválida", clienteId: ceramica.id });
    const before = await projetoRow(created.id);

    const error = await expectError(await ana.client.patch(`/api/empreendimentos/${created.id}`, body()), 400, message);
    expect(error.fields?.[field]).toBe(message);
    expect(await projetoRow(created.id)).toEqual(before);
  });

  it("puts a project in the bin: not found any more, its row kept for a restore", async () => {
    const created = await createProjeto(ana.client, { nome: "Vai Ser Excluído", clienteId: agro.id });
    expect((await ana.client.delete(`/api/empreendimentos/${created.id}`)).status).toBe(200);
    expect((await projetoRow(created.id)).lixeiraId).not.toBeNull();
    await expectError(await ana.client.get(`/api/empreendimentos/${created.id}`), 404, NOT_FOUND);
    await expectError(await ana.client.delete(`/api/empreendimentos/${created.id}`), 404, NOT_FOUND);
  });

  describe("another company's project", () => {
    let alheio: TEmpreendimentoDetalhe;
    beforeAll(async () => {
      alheio = await createProjeto(bia.client, {
        nome: "Lavra Secreta",
        clienteId: daBeta.id,
        atividade: "Mineração",
        municipio: "Criciúma",
        estado: "SC",
      });
    });

    it("is not found on read", async () => {
      await expectError(await ana.client.get(`/api/empreendimentos/${alheio.id}`), 404, NOT_FOUND);
    });

    it("is not found on edit, even with one of the caller's own clients, and stays as it was", async () => {
      const before = await projetoRow(alheio.id);
      const res = await ana.client.patch(`/api/empreendimentos/${alheio.id}`, { nome: "Tomado", clienteId: agro.id });
      await expectError(res, 404, NOT_FOUND);
      expect(await projetoRow(alheio.id)).toEqual(before);
    });

    it("is not found on delete, and stays", async () => {
      await expectError(await ana.client.delete(`/api/empreendimentos/${alheio.id}`), 404, NOT_FOUND);
      expect((await projetoRow(alheio.id)).lixeiraId).toBeNull();
      const own = await getJson<TEmpreendimentoDetalhe>(bia.client, `/api/empreendimentos/${alheio.id}`);
      expect(own).toMatchObject({ nome: "Lavra Secreta", clienteNome: "Mineração da Beta" });
    });
  });

  it.each([
    ["a malformed id", "nao-e-um-uuid"],
    ["a number", "42"],
    ["an unknown id", UNKNOWN_ID],
  ])("answers %s with 404 on read, edit and delete", async (_case, id) => {
    const before = await projetoCount();
    await expectError(await ana.client.get(`/api/empreendimentos/${id}`), 404, NOT_FOUND);
    const edit = await ana.client.patch(`/api/empreendimentos/${id}`, { nome: "Fantasma", clienteId: agro.id });
    await expectError(edit, 404, NOT_FOUND);
    await expectError(await ana.client.delete(`/api/empreendimentos/${id}`), 404, NOT_FOUND);
    expect(await projetoCount()).toBe(before);
  });
});

// ---------- the list ----------

describe("the project list", () => {
  // Every name here is free of the words searched below, except where a test wants a match.
  let loteamento: TEmpreendimentoDetalhe;
  let fabrica: TEmpreendimentoDetalhe;
  let granja: TEmpreendimentoDetalhe;
  let coop: TCliente; // the client of the list's projects only

  beforeAll(async () => {
    coop = await createCliente(ana.client, { nome: "Cooperativa Águas Claras" });
    loteamento = await createProjeto(ana.client, {
      nome: "Loteamento Jardim das Flores",
      clienteId: coop.id,
      atividade: "Parcelamento do solo",
      municipio: "Florianópolis",
      estado: "SC",
    });
    fabrica = await createProjeto(ana.client, {
      nome: "Fábrica de Telhas",
      clienteId: ceramica.id,
      atividade: "Indústria de telhas",
      municipio: "Biguaçu",
      estado: "SC",
    });
    granja = await createProjeto(ana.client, {
      nome: "Granja Boa Esperança",
      clienteId: coop.id,
      atividade: "Avicultura",
      municipio: "Cascavel",
      estado: "PR",
    });
    // Lookalike in another company: never listed for Alfa.
    await createProjeto(bia.client, {
      nome: "Loteamento Jardim da Beta",
      clienteId: daBeta.id,
      atividade: "Parcelamento do solo",
      municipio: "Florianópolis",
      estado: "PR",
    });
  });

  const search = async (q: string) => (await listProjetos(ana.client, { q, pageSize: 100 })).items.map((p) => p.id);

  it("lists the company's projects newest first, each with its client's name", async () => {
    const page = await listProjetos(ana.client, { pageSize: 100 });
    expect(page.total).toBe(await projetoCount(alfaId));
    expect(page.items.map((p) => p.id).slice(0, 3)).toEqual([granja.id, fabrica.id, loteamento.id]);
    expect(page.items[0]).toEqual({
      id: granja.id,
      nome: "Granja Boa Esperança",
      clienteId: coop.id,
      clienteNome: "Cooperativa Águas Claras",
      atividade: "Avicultura",
      municipio: "Cascavel",
      estado: "PR",
      createdAt: granja.createdAt,
    });
    expect(page.items.find((p) => p.id === fabrica.id)?.clienteNome).toBe("Cerâmica São José");
    expect(page.items.some((p) => p.nome.includes("Beta"))).toBe(false);
  });

  it.each([
    ["its name", "LOTEAMENTO jardim", () => [loteamento.id]],
    ["its name without accents", "fabrica de telhas", () => [fabrica.id]],
    ["its client's name", "aguas claras", () => [granja.id, loteamento.id]],
    ["its client's name with accents in capitals", "ÁGUAS CLARAS", () => [granja.id, loteamento.id]],
    ["its activity", "avicultura", () => [granja.id]],
    ["its activity in capitals", "PARCELAMENTO", () => [loteamento.id]],
    ["its city without accents", "florianopolis", () => [loteamento.id]],
    ["its city with accents", "Biguaçu", () => [fabrica.id]],
    ["its state", "PR", () => [granja.id]],
  ])("finds a project by %s", async (_case, q, ids) => {
    expect(await search(q)).toEqual(ids());
  });

  it("finds nothing for text no project has", async () => {
    expect(await listProjetos(ana.client, { q: "inexistente-xyz" })).toEqual({ items: [], total: 0 });
  });

  it("pages: total counts every match, items hold one page", async () => {
    const total = await projetoCount(alfaId);
    expect(total).toBeGreaterThan(3);
    const page1 = await listProjetos(ana.client, { pageSize: 2 });
    const page2 = await listProjetos(ana.client, { pageSize: 2, page: 2 });
    expect(page1).toMatchObject({ total });
    expect(page1.items).toHaveLength(2);
    expect(page2).toMatchObject({ total });
    expect(page2.items).toHaveLength(2);
    const ids = [...page1.items, ...page2.items].map((p) => p.id);
    expect(new Set(ids).size).toBe(4);

    const searched = await listProjetos(ana.client, { q: "aguas claras", pageSize: 1, page: 2 });
    expect(searched.total).toBe(2);
    expect(searched.items.map((p) => p.id)).toEqual([loteamento.id]);
  });

  it("holds 10 per page by default", async () => {
    for (let i = 1; i <= 9; i++) await createProjeto(ana.client, { nome: `Obra Numerada ${i}`, clienteId: agro.id });
    const page = await listProjetos(ana.client);
    expect(page.total).toBe(await projetoCount(alfaId));
    expect(page.total).toBeGreaterThan(10);
    expect(page.items).toHaveLength(10);
  });

  it("refuses paging values out of range", async () => {
    await expectError(await ana.client.get("/api/empreendimentos?page=0"), 400, "Página inválida.");
    await expectError(
      await ana.client.get("/api/empreendimentos?pageSize=101"),
      400,
      "Tamanho de página inválido (de 1 a 100).",
    );
  });
});

// ---------- the gate ----------

describe("the approval gate on the projects API", () => {
  let alvo: TEmpreendimentoDetalhe;
  beforeAll(async () => {
    alvo = await createProjeto(ana.client, { nome: "Alvo do Portão", clienteId: ceramica.id });
  });

  const routes: TGateRoute[] = [
    ["GET", "list", () => "/api/empreendimentos"],
    ["GET", "detail", () => `/api/empreendimentos/${alvo.id}`],
    ["POST", "create", () => "/api/empreendimentos", () => ({ nome: "Criado sem Permissão", clienteId: ceramica.id })],
    ["PATCH", "edit", () => `/api/empreendimentos/${alvo.id}`, () => ({ nome: "Editado", clienteId: ceramica.id })],
    ["DELETE", "delete", () => `/api/empreendimentos/${alvo.id}`],
  ];

  itRefusesOutsiders(routes, () => ({ t, pendente }));

  it("answers before looking at the payload: 401 and 403 even for an invalid one", async () => {
    await expectError(await new Client(t.app).post("/api/empreendimentos", {}), 401, NO_SESSION);
    await expectError(await pendente.client.post("/api/empreendimentos", {}), 403, NO_COMPANY);
    await expectError(await pendente.client.get("/api/empreendimentos?page=0"), 403, NO_COMPANY);
  });

  it("leaves the data as it was after the refused calls", async () => {
    expect(await projetoRow(alvo.id)).toMatchObject({ nome: "Alvo do Portão", companyId: alfaId });
    const [{ n }] = await t.database.db
      .select({ n: count() })
      .from(empreendimentos)
      .where(eq(empreendimentos.nome, "Criado sem Permissão"));
    expect(n).toBe(0);
    expect(await projetoCount(betaId)).toBe(2);
  });
});
