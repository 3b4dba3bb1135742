import { and, count, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientes, empreendimentos, profiles, userRoles } from "../../db/schema";
import { Client, approveDirectly, createTestApp, signUpAndConfirm, type TestApp } from "../../test/test-app";
import { UF_CODES } from "../../../shared/rules/uf";
import type { TPage } from "../../../shared/schemas/paging";
import type { TCliente, TClienteInput, TClienteOpcao, TClientesFiltros } from "../../../shared/schemas/clientes";
import { expectError, getJson } from "../../test/expect";

const NO_SESSION = "Usuário não autenticado";
const NO_COMPANY = "Usuário não possui empresa associada";
const NOT_FOUND = "Cliente não encontrado.";
const DOC_INVALID = "CPF/CNPJ inválido. Verifique os dígitos.";
const DUPLICATE = "Já existe um cliente com este CPF/CNPJ nesta empresa.";
const RESPONSAVEL_INVALID = "Responsável não encontrado nesta empresa.";
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

type TSignedIn = Awaited<ReturnType<typeof signUpAndConfirm>>;

let t: TestApp;
let ana: TSignedIn; // Alfa Ambiental, admin
let beto: TSignedIn; // Alfa Ambiental, user
let bia: TSignedIn; // Beta Consultoria, admin
let pendente: TSignedIn; // signed up, not approved
let alfaId: string;
let betaId: string;

beforeAll(async () => {
  t = await createTestApp();
  ana = await signUpAndConfirm(t, "ana@alfa.example.com", "Ana Alfa");
  alfaId = (await approveDirectly(t, ana.userId, "admin", "Alfa Ambiental")).id;
  beto = await signUpAndConfirm(t, "beto@alfa.example.com", "Beto Alfa");
  await joinCompany(beto.userId, alfaId, "user");
  bia = await signUpAndConfirm(t, "bia@beta.example.com", "Bia Beta");
  betaId = (await approveDirectly(t, bia.userId, "admin", "Beta Consultoria")).id;
  pendente = await signUpAndConfirm(t, "pendente@example.com", "Paulo Pendente");
});
afterAll(() => t.close());

// ---------- small helpers ----------

async function joinCompany(userId: string, companyId: string, role: string) {
  await t.database.db.update(profiles).set({ companyId }).where(eq(profiles.id, userId));
  await t.database.db.insert(userRoles).values({ userId, role });
}

async function createCliente(client: Client, body: TClienteInput): Promise<TCliente> {
  const res = await client.post("/api/clientes", body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as TCliente;
}

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

const listClientes = (client: Client, params: Record<string, string | number> = {}) =>
  getJson<TPage<TCliente>>(client, `/api/clientes?${query(params)}`);

/** The ids of one page, in the order the API gave them. */
async function idsOf(client: Client, params: Record<string, string | number>) {
  return (await listClientes(client, params)).items.map((c) => c.id);
}

async function clienteRow(id: string) {
  const [row] = await t.database.db.select().from(clientes).where(eq(clientes.id, id));
  return row;
}

async function clienteCount(companyId: string) {
  // What the company's list counts: out of the bin.
  const [{ n }] = await t.database.db
    .select({ n: count() })
    .from(clientes)
    .where(and(eq(clientes.companyId, companyId), isNull(clientes.lixeiraId)));
  return n;
}

async function clienteCountWhere(companyId: string, situacao: "ativo" | "inativo") {
  const rows = await t.database.db
    .select({ situacao: clientes.situacao })
    .from(clientes)
    .where(and(eq(clientes.companyId, companyId), isNull(clientes.lixeiraId)));
  return rows.filter((r) => r.situacao === situacao).length;
}

/** A project for the client, written straight to the table (the projects API has its own tests). */
async function insertProjeto(companyId: string, clienteId: string, nome: string) {
  const [row] = await t.database.db.insert(empreendimentos).values({ companyId, clienteId, nome }).returning();
  return row;
}

// ---------- creating ----------

describe("creating a client", () => {
  it("creates an active client with every field and reads it back", async () => {
    const created = await createCliente(ana.client, {
      nome: "Serraria Pinheiro Alto",
      cnpj: "11.222.333/0001-81",
      email: "contato@pinheiroalto.example.com",
      telefone: "(49) 99988-7766",
      estado: "SC",
      cidade: "Lages",
      responsavelId: beto.userId,
    });
    expect(created).toMatchObject({
      nome: "Serraria Pinheiro Alto",
      cnpj: "11222333000181",
      tipoPessoa: "juridica",
      situacao: "ativo",
      email: "contato@pinheiroalto.example.com",
      telefone: "49999887766",
      estado: "SC",
      cidade: "Lages",
      responsavelId: beto.userId,
      responsavelNome: "Beto Alfa",
    });
    expect(Math.abs(Date.parse(created.createdAt) - Date.now())).toBeLessThan(60_000);

    expect(await getJson<TCliente>(ana.client, `/api/clientes/${created.id}`)).toEqual(created);
    expect(await clienteRow(created.id)).toMatchObject({ companyId: alfaId, cnpj: "11222333000181" });
  });

  it("needs only a name; empty optional fields are stored as empty", async () => {
    const created = await createCliente(ana.client, {
      nome: "  Só o Nome  ",
      cnpj: "",
      email: "",
      telefone: "",
      estado: "",
      cidade: "",
    });
    expect(created).toMatchObject({
      nome: "Só o Nome",
      cnpj: null,
      email: null,
      telefone: null,
      estado: null,
      cidade: null,
      responsavelId: null,
      responsavelNome: null,
      situacao: "ativo",
    });
  });

  it.each([
    ["a CNPJ", "22.334.455/0001-86", "22334455000186", "juridica"],
    ["a CPF", "529.982.247-25", "52998224725", "fisica"],
    ["an alphanumeric CNPJ", "12.abc.345/01de-35", "12ABC34501DE35", "juridica"],
  ] as const)(
    "stores %s without its mask and derives the kind of person from it",
    async (_case, typed, stored, tipo) => {
      // The chosen kind is the opposite one: the document wins.
      const chosen = tipo === "fisica" ? "juridica" : "fisica";
      const created = await createCliente(ana.client, { nome: `Documento ${stored}`, cnpj: typed, tipoPessoa: chosen });
      expect(created).toMatchObject({ cnpj: stored, tipoPessoa: tipo });
      expect(await clienteRow(created.id)).toMatchObject({ cnpj: stored, tipoPessoa: tipo });
    },
  );

  it("keeps the kind of person chosen when no document is given", async () => {
    const created = await createCliente(ana.client, { nome: "Pessoa Sem Documento", tipoPessoa: "fisica" });
    expect(created.tipoPessoa).toBe("fisica");
  });

  it.each([
    ["without a name", { email: "sem-nome@example.com" }, "nome", "Nome é obrigatório"],
    ["with a blank name", { nome: "   " }, "nome", "Nome é obrigatório"],
    ["with a bad e-mail", { nome: "Email Ruim", email: "nao-e-um-email" }, "email", "E-mail inválido"],
    [
      "with a phone without DDD",
      { nome: "Fone Ruim", telefone: "9998-7766" },
      "telefone",
      "Telefone inválido. Informe DDD e número.",
    ],
    ["with an unknown UF", { nome: "UF Ruim", estado: "XX" }, "estado", "Estado inválido"],
    ["with a CPF of wrong check digits", { nome: "CPF Ruim", cnpj: "529.982.247-26" }, "cnpj", DOC_INVALID],
    ["with a CNPJ of wrong check digits", { nome: "CNPJ Ruim", cnpj: "11.222.333/0001-82" }, "cnpj", DOC_INVALID],
    [
      "with an alphanumeric CNPJ of wrong check digits",
      { nome: "Alfa Ruim", cnpj: "12ABC34501DE36" },
      "cnpj",
      DOC_INVALID,
    ],
    ["with a document of neither length", { nome: "Curto", cnpj: "123.456" }, "cnpj", DOC_INVALID],
  ])("is refused %s, naming the field, and nothing is stored", async (_case, body, field, message) => {
    const before = await clienteCount(alfaId);
    const error = await expectError(await ana.client.post("/api/clientes", body), 400, message);
    expect(error.fields?.[field]).toBe(message);
    expect(await clienteCount(alfaId)).toBe(before);
  });

  it("refuses the same document twice in one company, however it is typed, with 409", async () => {
    const first = await createCliente(ana.client, { nome: "Dona do CNPJ", cnpj: "76.543.210/0001-98" });
    const before = await clienteCount(alfaId);

    const error = await expectError(
      await ana.client.post("/api/clientes", { nome: "Cópia do CNPJ", cnpj: "76543210000198" }),
      409,
      DUPLICATE,
    );
    expect(error.fields?.cnpj).toBe(DUPLICATE);
    // Another user of the same company is refused too.
    await expectError(await beto.client.post("/api/clientes", { nome: "Cópia", cnpj: "76.543.210/0001-98" }), 409);
    expect(await clienteCount(alfaId)).toBe(before);
    expect((await clienteRow(first.id)).nome).toBe("Dona do CNPJ");
  });

  it("refuses a CPF already used in the company", async () => {
    await createCliente(ana.client, { nome: "Dono do CPF", cnpj: "111.444.777-35" });
    await expectError(await ana.client.post("/api/clientes", { nome: "Outro", cnpj: "11144477735" }), 409, DUPLICATE);
  });

  it("allows the same document in another company", async () => {
    await createCliente(ana.client, { nome: "Cliente da Alfa", cnpj: "99.887.766/0001-05" });
    const inBeta = await createCliente(bia.client, { nome: "Cliente da Beta", cnpj: "99.887.766/0001-05" });
    expect(inBeta.cnpj).toBe("99887766000105");
    expect((await clienteRow(inBeta.id)).companyId).toBe(betaId);
  });

  it.each([
    ["a user of another company", () => bia.userId],
    ["a user that does not exist", () => "usuario-inexistente"],
    ["a pending user", () => pendente.userId],
  ])("refuses %s as responsável with 400 on responsavelId", async (_case, responsavelId) => {
    const before = await clienteCount(alfaId);
    const res = await ana.client.post("/api/clientes", { nome: "Responsável Errado", responsavelId: responsavelId() });
    const error = await expectError(res, 400, RESPONSAVEL_INVALID);
    expect(error.fields?.responsavelId).toBe(RESPONSAVEL_INVALID);
    expect(await clienteCount(alfaId)).toBe(before);
  });
});

// ---------- reading, editing and deleting one ----------

describe("one client: read, edit, delete", () => {
  it("edits every field, including marking the client inactive", async () => {
    const created = await createCliente(ana.client, { nome: "Antes da Edição", responsavelId: ana.userId });
    const res = await ana.client.patch(`/api/clientes/${created.id}`, {
      nome: "Depois da Edição",
      cnpj: "45.723.174/0001-10",
      email: "novo@example.com",
      telefone: "(48) 3322-4455",
      estado: "PR",
      cidade: "Curitiba",
      situacao: "inativo",
      responsavelId: beto.userId,
    });
    expect(res.status).toBe(200);
    const expected = {
      id: created.id,
      nome: "Depois da Edição",
      cnpj: "45723174000110",
      tipoPessoa: "juridica",
      situacao: "inativo",
      email: "novo@example.com",
      telefone: "4833224455",
      estado: "PR",
      cidade: "Curitiba",
      responsavelId: beto.userId,
      responsavelNome: "Beto Alfa",
      createdAt: created.createdAt,
    };
    expect(await res.json()).toEqual(expected);
    expect(await getJson<TCliente>(ana.client, `/api/clientes/${created.id}`)).toEqual(expected);
  });

  it("keeps a client's own document when it is saved again", async () => {
    const created = await createCliente(ana.client, { nome: "Mesmo Documento", cnpj: "987.654.321-00" });
    const res = await ana.client.patch(`/api/clientes/${created.id}`, {
      nome: "Mesmo Documento 2",
      cnpj: "98765432100",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ nome: "Mesmo Documento 2", cnpj: "98765432100", tipoPessoa: "fisica" });
  });

  it("refuses an edit that takes another client's document, and keeps the client as it was", async () => {
    await createCliente(ana.client, { nome: "Tem o CPF", cnpj: "123.456.789-09" });
    const other = await createCliente(ana.client, { nome: "Quer o CPF" });
    const before = await clienteRow(other.id);

    const res = await ana.client.patch(`/api/clientes/${other.id}`, { nome: "Quer o CPF", cnpj: "12345678909" });
    await expectError(res, 409, DUPLICATE);
    expect(await clienteRow(other.id)).toEqual(before);
  });

  it.each([
    ["without a name", () => ({ nome: "" }), "nome", "Nome é obrigatório"],
    ["with a bad e-mail", () => ({ nome: "X", email: "x@" }), "email", "E-mail inválido"],
    [
      "with a bad phone",
      () => ({ nome: "X", telefone: "123" }),
      "telefone",
      "Telefone inválido. Informe DDD e número.",
    ],
    ["with an unknown UF", () => ({ nome: "X", estado: "sc" }), "estado", "Estado inválido"],
    ["with a CNPJ of wrong check digits", () => ({ nome: "X", cnpj: "11.222.333/0001-80" }), "cnpj", DOC_INVALID],
    [
      "with another company's user as responsável",
      () => ({ nome: "X", responsavelId: bia.userId }),
      "responsavelId",
      RESPONSAVEL_INVALID,
    ],
  ])("refuses an edit %s and changes nothing", async (_case, body, field, message) => {
    const created = await createCliente(ana.client, { nome: "Edição Inválida", email: "ok@example.com" });
    const before = await clienteRow(created.id);

    const error = await expectError(await ana.client.patch(`/api/clientes/${created.id}`, body()), 400, message);
    expect(error.fields?.[field]).toBe(message);
    expect(await clienteRow(created.id)).toEqual(before);
  });

  it("puts a client without projects in the bin: not found any more, its row kept for a restore", async () => {
    const created = await createCliente(ana.client, { nome: "Vai Ser Excluído" });
    const res = await ana.client.delete(`/api/clientes/${created.id}`);
    expect(res.status).toBe(200);
    expect((await clienteRow(created.id)).lixeiraId).not.toBeNull();
    await expectError(await ana.client.get(`/api/clientes/${created.id}`), 404, NOT_FOUND);
  });

  it("refuses to delete a client that has projects, saying how many, and keeps everything", async () => {
    const created = await createCliente(ana.client, { nome: "Tem Dois Projetos" });
    const p1 = await insertProjeto(alfaId, created.id, "Projeto Um");
    const p2 = await insertProjeto(alfaId, created.id, "Projeto Dois");

    const error = await expectError(await ana.client.delete(`/api/clientes/${created.id}`), 409);
    expect(error.message).toContain("2 empreendimentos");
    expect((await clienteRow(created.id)).lixeiraId).toBeNull();
    const projetos = await t.database.db
      .select({ id: empreendimentos.id })
      .from(empreendimentos)
      .where(eq(empreendimentos.clienteId, created.id));
    expect(projetos.map((p) => p.id).sort()).toEqual([p1.id, p2.id].sort());
  });

  it("says '1 empreendimento' for a single project, and deletes once the project is gone", async () => {
    const created = await createCliente(ana.client, { nome: "Tem Um Projeto" });
    const projeto = await insertProjeto(alfaId, created.id, "Projeto Único");

    const error = await expectError(await ana.client.delete(`/api/clientes/${created.id}`), 409);
    expect(error.message).toContain("1 empreendimento ");

    await t.database.db.delete(empreendimentos).where(eq(empreendimentos.id, projeto.id));
    expect((await ana.client.delete(`/api/clientes/${created.id}`)).status).toBe(200);
    expect((await clienteRow(created.id)).lixeiraId).not.toBeNull();
  });

  describe("another company's client", () => {
    let alheio: TCliente;
    beforeAll(async () => {
      alheio = await createCliente(bia.client, {
        nome: "Segredo da Beta",
        cnpj: "34.028.316/0001-03",
        email: "segredo@beta.example.com",
        estado: "RS",
        cidade: "Pelotas",
      });
    });

    it("is not found on read", async () => {
      await expectError(await ana.client.get(`/api/clientes/${alheio.id}`), 404, NOT_FOUND);
    });

    it("is not found on edit, and stays as it was", async () => {
      const before = await clienteRow(alheio.id);
      const res = await ana.client.patch(`/api/clientes/${alheio.id}`, {
        nome: "Tomado pela Alfa",
        situacao: "inativo",
      });
      await expectError(res, 404, NOT_FOUND);
      expect(await clienteRow(alheio.id)).toEqual(before);
    });

    it("is not found on delete, and stays", async () => {
      await expectError(await ana.client.delete(`/api/clientes/${alheio.id}`), 404, NOT_FOUND);
      expect((await clienteRow(alheio.id)).lixeiraId).toBeNull();
      expect((await getJson<TCliente>(bia.client, `/api/clientes/${alheio.id}`)).nome).toBe("Segredo da Beta");
    });
  });

  it.each([
    ["a malformed id", "nao-e-um-uuid"],
    ["a number", "123"],
    ["an unknown id", UNKNOWN_ID],
  ])("answers %s with 404 on read, edit and delete", async (_case, id) => {
    const before = await clienteCount(alfaId);
    await expectError(await ana.client.get(`/api/clientes/${id}`), 404, NOT_FOUND);
    await expectError(await ana.client.patch(`/api/clientes/${id}`, { nome: "Fantasma" }), 404, NOT_FOUND);
    await expectError(await ana.client.delete(`/api/clientes/${id}`), 404, NOT_FOUND);
    expect(await clienteCount(alfaId)).toBe(before);
  });
});

// ---------- the list: filters ----------

describe("the list's filters", () => {
  // All names carry "Filtrado" so each test reads only these four (plus Beta's lookalike).
  let serraria: TCliente; // SC, Lages, Beto, CNPJ (jurídica), ativo
  let padaria: TCliente; // SC, Chapecó, Ana, CPF (física), ativo
  let olaria: TCliente; // PR, Curitiba, nobody, física, INATIVO
  let granja: TCliente; // SC, Lages, Beto, jurídica, ativo
  const base = { q: "filtrado" };

  beforeAll(async () => {
    serraria = await createCliente(ana.client, {
      nome: "Filtrado Serraria",
      cnpj: "06.990.590/0001-23",
      estado: "SC",
      cidade: "Lages",
      responsavelId: beto.userId,
    });
    padaria = await createCliente(ana.client, {
      nome: "Filtrado Padaria",
      cnpj: "390.533.447-05",
      estado: "SC",
      cidade: "Chapecó",
      responsavelId: ana.userId,
    });
    olaria = await createCliente(ana.client, {
      nome: "Filtrado Olaria",
      tipoPessoa: "fisica",
      estado: "PR",
      cidade: "Curitiba",
    });
    const res = await ana.client.patch(`/api/clientes/${olaria.id}`, {
      nome: "Filtrado Olaria",
      tipoPessoa: "fisica",
      estado: "PR",
      cidade: "Curitiba",
      situacao: "inativo",
    });
    expect(res.status).toBe(200);
    granja = await createCliente(ana.client, {
      nome: "Filtrado Granja",
      tipoPessoa: "juridica",
      estado: "SC",
      cidade: "Lages",
      responsavelId: beto.userId,
    });
    // Another company's client that matches every filter below: never listed for Alfa.
    await createCliente(bia.client, { nome: "Filtrado Beta", estado: "SC", cidade: "Lages", tipoPessoa: "juridica" });
  });

  it("shows active clients of every kind, newest first, by default", async () => {
    const page = await listClientes(ana.client, base);
    expect(page.items.map((c) => c.id)).toEqual([granja.id, padaria.id, serraria.id]);
    expect(page.total).toBe(3);
  });

  it("'inativos' shows only inactive clients and 'todos' shows both", async () => {
    expect(await idsOf(ana.client, { ...base, situacao: "inativos" })).toEqual([olaria.id]);
    expect(await idsOf(ana.client, { ...base, situacao: "ativos" })).toEqual([granja.id, padaria.id, serraria.id]);
    expect(await idsOf(ana.client, { ...base, situacao: "todos" })).toEqual([
      granja.id,
      olaria.id,
      padaria.id,
      serraria.id,
    ]);
  });

  it("narrows by estado", async () => {
    expect(await idsOf(ana.client, { ...base, estado: "SC" })).toEqual([granja.id, padaria.id, serraria.id]);
    expect(await idsOf(ana.client, { ...base, estado: "PR", situacao: "todos" })).toEqual([olaria.id]);
    expect(await idsOf(ana.client, { ...base, estado: "RS" })).toEqual([]);
  });

  it("narrows by cidade", async () => {
    expect(await idsOf(ana.client, { ...base, cidade: "Lages" })).toEqual([granja.id, serraria.id]);
    expect(await idsOf(ana.client, { ...base, estado: "SC", cidade: "Chapecó" })).toEqual([padaria.id]);
  });

  it("narrows by responsável", async () => {
    expect(await idsOf(ana.client, { ...base, responsavel: beto.userId })).toEqual([granja.id, serraria.id]);
    expect(await idsOf(ana.client, { ...base, responsavel: ana.userId })).toEqual([padaria.id]);
    expect(await idsOf(ana.client, { ...base, responsavel: bia.userId })).toEqual([]);
  });

  it("narrows by tipo de pessoa, 'todos' being every kind", async () => {
    expect(await idsOf(ana.client, { ...base, tipo: "juridica" })).toEqual([granja.id, serraria.id]);
    expect(await idsOf(ana.client, { ...base, tipo: "fisica" })).toEqual([padaria.id]);
    expect(await idsOf(ana.client, { ...base, tipo: "fisica", situacao: "todos" })).toEqual([olaria.id, padaria.id]);
    expect(await idsOf(ana.client, { ...base, tipo: "todos" })).toEqual([granja.id, padaria.id, serraria.id]);
  });

  it("combines every filter", async () => {
    const all = {
      ...base,
      estado: "SC",
      cidade: "Lages",
      responsavel: beto.userId,
      tipo: "juridica",
      situacao: "ativos",
    };
    expect(await idsOf(ana.client, all)).toEqual([granja.id, serraria.id]);
    expect(await idsOf(ana.client, { ...all, tipo: "fisica" })).toEqual([]);
  });

  it("filters without a search too, and never lists another company's clients", async () => {
    const page = await listClientes(ana.client, { estado: "SC", cidade: "Lages", pageSize: 100 });
    const ids = page.items.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([granja.id, serraria.id]));
    expect(ids).not.toContain(olaria.id);
    expect(page.items.every((c) => c.estado === "SC" && c.cidade === "Lages" && c.situacao === "ativo")).toBe(true);
    expect(page.items.some((c) => c.nome === "Filtrado Beta")).toBe(false);
    expect(page.total).toBe(page.items.length);
  });

  it.each([
    ["estado", "XX", "Estado inválido"],
    ["tipo", "empresa", "Tipo de pessoa inválido"],
    ["situacao", "arquivados", "Situação inválida"],
  ])("refuses an unknown %s with 400", async (param, value, message) => {
    const error = await expectError(await ana.client.get(`/api/clientes?${param}=${value}`), 400, message);
    expect(error.fields?.[param]).toBe(message);
  });
});

// ---------- the list: search ----------

describe("the list's search", () => {
  let ceramica: TCliente;
  let olaria: TCliente;
  let gorski: TCliente;
  let cpf: TCliente;
  let alfanumerico: TCliente;

  beforeAll(async () => {
    ceramica = await createCliente(ana.client, { nome: "Cerâmica São José", cnpj: "45.997.418/0001-53" });
    olaria = await createCliente(ana.client, { nome: "OLARIA JOÃO PESSÔA" });
    gorski = await createCliente(ana.client, { nome: "Madeireira Irmãos", email: "Financeiro.Gorski@Exemplo.com.br" });
    cpf = await createCliente(ana.client, { nome: "Pessoa do CPF", cnpj: "205.478.963-10" });
    alfanumerico = await createCliente(ana.client, { nome: "Empresa Nova Geração", cnpj: "XY.7KQ.2M8/0001-73" });
    // Lookalikes in another company.
    await createCliente(bia.client, { nome: "Cerâmica São José da Beta", email: "financeiro.gorski@beta.example.com" });
  });

  const search = (q: string) => idsOf(ana.client, { q, pageSize: 50 });

  it.each(["ceramica sao jose", "CERÂMICA", "são josé", "Ceramica Sao Jose", "MICA S"])(
    "finds 'Cerâmica São José' by '%s'",
    async (q) => {
      expect(await search(q)).toEqual([ceramica.id]);
    },
  );

  it("finds a name stored in capitals with accents by plain lowercase words", async () => {
    expect(await search("joao pessoa")).toEqual([olaria.id]);
    expect(await search("João Pessôa")).toEqual([olaria.id]);
  });

  it("finds by e-mail, whatever the case", async () => {
    expect(await search("financeiro.gorski")).toEqual([gorski.id]);
    expect(await search("GORSKI@EXEMPLO")).toEqual([gorski.id]);
  });

  it.each([
    ["with its mask", "45.997.418/0001-53", () => ceramica.id],
    ["without its mask", "45997418000153", () => ceramica.id],
    ["in part", "45.997.418", () => ceramica.id],
    ["a CPF with its mask", "205.478.963-10", () => cpf.id],
    ["a CPF without its mask", "20547896310", () => cpf.id],
    ["an alphanumeric CNPJ in lowercase", "xy.7kq.2m8", () => alfanumerico.id],
  ])("finds by document typed %s", async (_case, q, id) => {
    expect(await search(q)).toEqual([id()]);
  });

  it("finds nothing for text nobody has, and treats % and _ as plain characters", async () => {
    expect(await listClientes(ana.client, { q: "inexistente-xyz" })).toEqual({ items: [], total: 0 });
    expect(await listClientes(ana.client, { q: "%" })).toEqual({ items: [], total: 0 });
    expect(await listClientes(ana.client, { q: "_" })).toEqual({ items: [], total: 0 });
  });
});

// ---------- the list: paging ----------

describe("the list's paging", () => {
  let created: TCliente[];
  beforeAll(async () => {
    created = [];
    for (let i = 1; i <= 12; i++) {
      created.push(await createCliente(ana.client, { nome: `Paginado ${String(i).padStart(2, "0")}` }));
    }
  });

  it("holds 10 per page by default, counts every match, and page 2 holds the rest", async () => {
    const newestFirst = created.map((c) => c.id).reverse();
    const page1 = await listClientes(ana.client, { q: "paginado" });
    const page2 = await listClientes(ana.client, { q: "paginado", page: 2 });
    expect(page1.total).toBe(12);
    expect(page1.items.map((c) => c.id)).toEqual(newestFirst.slice(0, 10));
    expect(page2.total).toBe(12);
    expect(page2.items.map((c) => c.id)).toEqual(newestFirst.slice(10));
  });

  it("holds 25 or 50 per page when asked", async () => {
    const page = await listClientes(ana.client, { q: "paginado", pageSize: 25 });
    expect(page.items).toHaveLength(12);
    expect(page.total).toBe(12);
    const all = await listClientes(ana.client, { pageSize: 50 });
    expect(all.total).toBe(await clienteCountWhere(alfaId, "ativo"));
    expect(all.items).toHaveLength(Math.min(50, all.total));
  });

  it("answers a page past the end with no items but the right total", async () => {
    expect(await listClientes(ana.client, { q: "paginado", page: 3 })).toEqual({ items: [], total: 12 });
  });

  it("refuses paging values out of range", async () => {
    await expectError(await ana.client.get("/api/clientes?page=0"), 400, "Página inválida.");
    await expectError(
      await ana.client.get("/api/clientes?pageSize=500"),
      400,
      "Tamanho de página inválido (de 1 a 100).",
    );
  });
});

// ---------- filter choices and client options ----------

describe("the filter card's choices", () => {
  beforeAll(async () => {
    await createCliente(ana.client, { nome: "Tocantins Um", estado: "TO", cidade: "Palmas" });
    await createCliente(ana.client, { nome: "Tocantins Dois", estado: "TO", cidade: "Araguaína" });
    await createCliente(ana.client, { nome: "Tocantins Três", estado: "TO", cidade: "Palmas" });
    await createCliente(ana.client, { nome: "Tocantins Sem Cidade", estado: "TO" });
    await createCliente(ana.client, { nome: "Goiás Um", estado: "GO", cidade: "Goiânia" });
    await createCliente(bia.client, { nome: "Tocantins da Beta", estado: "TO", cidade: "Gurupi" });
  });

  it("lists the company's users as responsáveis, by name, and no one else", async () => {
    const filtros = await getJson<TClientesFiltros>(ana.client, "/api/clientes/filtros?estado=TO");
    expect(filtros.responsaveis).toEqual([
      { id: ana.userId, nome: "Ana Alfa" },
      { id: beto.userId, nome: "Beto Alfa" },
    ]);
    const daBeta = await getJson<TClientesFiltros>(bia.client, "/api/clientes/filtros");
    expect(daBeta.responsaveis).toEqual([{ id: bia.userId, nome: "Bia Beta" }]);
  });

  it("lists each city of the chosen UF once, only among the company's clients", async () => {
    const filtros = await getJson<TClientesFiltros>(ana.client, "/api/clientes/filtros?estado=TO");
    expect(filtros.cidades).toEqual(["Araguaína", "Palmas"]);
    expect((await getJson<TClientesFiltros>(ana.client, "/api/clientes/filtros?estado=GO")).cidades).toEqual([
      "Goiânia",
    ]);
    expect((await getJson<TClientesFiltros>(bia.client, "/api/clientes/filtros?estado=TO")).cidades).toEqual([
      "Gurupi",
    ]);
  });

  it("lists no cities until a UF is chosen", async () => {
    expect((await getJson<TClientesFiltros>(ana.client, "/api/clientes/filtros")).cidades).toEqual([]);
  });

  it("refuses an unknown UF", async () => {
    await expectError(await ana.client.get("/api/clientes/filtros?estado=ZZ"), 400, "Estado inválido");
  });
});

describe("the client options of the project form", () => {
  it("lists the company's clients by name, as id and nome, accent-insensitively", async () => {
    const [a, b] = [
      await createCliente(ana.client, { nome: "Opção Zeta" }),
      await createCliente(ana.client, { nome: "Opção Alfa" }),
    ];
    await createCliente(bia.client, { nome: "Opção da Beta" });

    const opcoes = await getJson<TClienteOpcao[]>(ana.client, `/api/clientes/opcoes?${query({ q: "OPCAO" })}`);
    expect(opcoes).toEqual([
      { id: b.id, nome: "Opção Alfa" },
      { id: a.id, nome: "Opção Zeta" },
    ]);
  });

  it("lists the active clients (up to 50) without a search", async () => {
    const opcoes = await getJson<TClienteOpcao[]>(ana.client, "/api/clientes/opcoes");
    expect(opcoes.length).toBe(Math.min(50, await clienteCountWhere(alfaId, "ativo")));
    expect(opcoes.map((o) => o.nome)).not.toContain("Opção da Beta");
  });

  it("leaves inactive clients out of the choices", async () => {
    const inativo = await createCliente(ana.client, { nome: "Opção Inativa", situacao: "inativo" });
    await ana.client.patch(`/api/clientes/${inativo.id}`, { nome: "Opção Inativa", situacao: "inativo" });
    const opcoes = await getJson<TClienteOpcao[]>(ana.client, `/api/clientes/opcoes?${query({ q: "inativa" })}`);
    expect(opcoes).toEqual([]);
  });
});

// ---------- the gate ----------

describe("the approval gate on the clients API", () => {
  let alvo: TCliente;
  beforeAll(async () => {
    alvo = await createCliente(ana.client, { nome: "Alvo do Portão" });
  });

  const routes: Array<[string, string, () => string, object?]> = [
    ["GET", "list", () => "/api/clientes"],
    ["GET", "filter choices", () => "/api/clientes/filtros?estado=SC"],
    ["GET", "options", () => "/api/clientes/opcoes"],
    ["GET", "read", () => `/api/clientes/${alvo.id}`],
    ["POST", "create", () => "/api/clientes", { nome: "Criado sem Permissão" }],
    ["PATCH", "edit", () => `/api/clientes/${alvo.id}`, { nome: "Editado sem Permissão" }],
    ["DELETE", "delete", () => `/api/clientes/${alvo.id}`],
  ];

  it.each(routes)("answers %s (%s) without a session with 401", async (method, _what, path, body) => {
    await expectError(await new Client(t.app).request(method, path(), body), 401, NO_SESSION);
  });

  it.each(routes)("answers %s (%s) for a pending user with 403", async (method, _what, path, body) => {
    await expectError(await pendente.client.request(method, path(), body), 403, NO_COMPANY);
  });

  it("answers before looking at the payload: 401 and 403 even for an invalid one", async () => {
    await expectError(await new Client(t.app).post("/api/clientes", { email: "x" }), 401, NO_SESSION);
    await expectError(await pendente.client.post("/api/clientes", { email: "x" }), 403, NO_COMPANY);
    await expectError(await pendente.client.get("/api/clientes?estado=XX"), 403, NO_COMPANY);
  });

  it("leaves the data as it was after the refused calls", async () => {
    expect(await clienteRow(alvo.id)).toMatchObject({ nome: "Alvo do Portão", companyId: alfaId });
    const [{ n }] = await t.database.db
      .select({ n: count() })
      .from(clientes)
      .where(eq(clientes.nome, "Criado sem Permissão"));
    expect(n).toBe(0);
  });
});

// ---------- scale ----------

describe("a company with 10,000 clients", () => {
  const TOTAL = 10_000;
  // Every 271st client carries a word nobody else has: 37 of them.
  const marked = (i: number) => i % 271 === 0;
  const ufOf = (i: number) => UF_CODES[i % UF_CODES.length];
  let grande: TSignedIn;

  beforeAll(async () => {
    grande = await signUpAndConfirm(t, "grande@escala.example.com", "Gina Grande");
    const { id: companyId } = await approveDirectly(t, grande.userId, "admin", "Escala Grande Ltda");
    const rows = Array.from({ length: TOTAL }, (_, i) => ({
      companyId,
      nome: marked(i) ? `Cliente ${i} Xilogravura` : `Cliente ${i} Comum`,
      tipoPessoa: i % 2 === 0 ? ("fisica" as const) : ("juridica" as const),
      email: `cliente${i}@escala.example.com`,
      estado: ufOf(i),
      cidade: `Cidade ${i % 40}`,
    }));
    for (let i = 0; i < rows.length; i += 1_000) {
      await t.database.db.insert(clientes).values(rows.slice(i, i + 1_000));
    }
  }, 120_000);

  // How fast these answer is the benchmark's to say (bench/, `grande/clientes`), not a timer's here.
  const list = (params: Record<string, string | number>) => listClientes(grande.client, params);

  it("answers one page of 10 with the total of 10,000", async () => {
    const page = await list({ pageSize: 10 });
    expect(page.total).toBe(TOTAL);
    expect(page.items).toHaveLength(10);
  });

  it("answers the last page with the last rows", async () => {
    const page = await list({ pageSize: 50, page: TOTAL / 50 });
    expect(page.total).toBe(TOTAL);
    expect(page.items).toHaveLength(50);
  });

  it("narrows by a search to the 37 clients that match", async () => {
    const page = await list({ q: "xilogravura", pageSize: 50 });
    expect(page.total).toBe(37);
    expect(page.items).toHaveLength(37);
    expect(page.items.every((c) => c.nome.endsWith("Xilogravura"))).toBe(true);
  });

  it("narrows by filters with the right total", async () => {
    const expected = Array.from({ length: TOTAL }, (_, i) => i).filter((i) => ufOf(i) === "SC" && i % 2 === 0).length;
    const page = await list({ estado: "SC", tipo: "fisica", pageSize: 25 });
    expect(page.total).toBe(expected);
    expect(page.items).toHaveLength(25);
    expect(page.items.every((c) => c.estado === "SC" && c.tipoPessoa === "fisica")).toBe(true);
  });

  it("offers at most 50 clients to the project form", async () => {
    const opcoes = await getJson<TClienteOpcao[]>(grande.client, "/api/clientes/opcoes");
    expect(opcoes).toHaveLength(50);
  });
});
