import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { atividades, empreendimentos, licencaTipos } from "../../db/schema";
import { Client, approveDirectly, createTestApp, signUpAndConfirm, type TestApp } from "../../test/test-app";
import type { TCliente } from "../../../shared/schemas/clientes";
import type { TEmpreendimentoDetalhe } from "../../../shared/schemas/empreendimentos";
import type { TAtividade, TLicencaDetalhe, TLicencaTipos } from "../../../shared/schemas/licencas";
import { expectError, postJson, getJson } from "../../test/expect";

const NO_SESSION = "Usuário não autenticado";
const NO_COMPANY = "Usuário não possui empresa associada";
const TIPO_NOT_FOUND = "Tipo de licença não encontrado.";
const ATIVIDADE_NOT_FOUND = "Atividade não encontrada.";
const ATIVIDADE_DUPLICATE = "Esta atividade já existe.";
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

type TSignedIn = Awaited<ReturnType<typeof signUpAndConfirm>>;
type TTipo = TLicencaTipos["empresa"][number];

let t: TestApp;
let ana: TSignedIn; // Alfa Ambiental
let bia: TSignedIn; // Beta Consultoria
let pendente: TSignedIn; // signed up, not approved
let alfaId: string;
let betaId: string;
// One project of each company, for licences that put a type in use.
let alfaCliente: TCliente;
let alfaProjeto: TEmpreendimentoDetalhe;
let betaCliente: TCliente;
let betaProjeto: TEmpreendimentoDetalhe;

beforeAll(async () => {
  t = await createTestApp();
  ana = await signUpAndConfirm(t, "ana@alfa.example.com", "Ana Alfa");
  alfaId = (await approveDirectly(t, ana.userId, "admin", "Alfa Ambiental")).id;
  bia = await signUpAndConfirm(t, "bia@beta.example.com", "Bia Beta");
  betaId = (await approveDirectly(t, bia.userId, "admin", "Beta Consultoria")).id;
  pendente = await signUpAndConfirm(t, "pendente@example.com", "Paulo Pendente");

  alfaCliente = await postJson<TCliente>(ana.client, "/api/clientes", { nome: "Cliente Alfa" });
  alfaProjeto = await postJson<TEmpreendimentoDetalhe>(ana.client, "/api/empreendimentos", {
    nome: "Projeto Alfa",
    clienteId: alfaCliente.id,
  });
  betaCliente = await postJson<TCliente>(bia.client, "/api/clientes", { nome: "Cliente Beta" });
  betaProjeto = await postJson<TEmpreendimentoDetalhe>(bia.client, "/api/empreendimentos", {
    nome: "Projeto Beta",
    clienteId: betaCliente.id,
  });
});
afterAll(() => t.close());

// ---------- small helpers ----------

const createTipo = (client: Client, codigo: string, nome: string) =>
  postJson<TTipo>(client, "/api/licenca-tipos", { codigo, nome });
const listTipos = (client: Client) => getJson<TLicencaTipos>(client, "/api/licenca-tipos");
const createAtividade = (client: Client, nome: string) => postJson<TAtividade>(client, "/api/atividades", { nome });
const listAtividades = (client: Client) => getJson<TAtividade[]>(client, "/api/atividades");

/** A licence of the given type, so the type is "in use". */
const licencaDoTipo = (client: Client, tipo: string, which: "alfa" | "beta" = "alfa") =>
  postJson<TLicencaDetalhe>(client, "/api/licencas", {
    clienteId: which === "alfa" ? alfaCliente.id : betaCliente.id,
    empreendimentoId: which === "alfa" ? alfaProjeto.id : betaProjeto.id,
    tipo,
    numero: `${tipo}-1`,
    orgao: "IMA",
  });

async function tipoRow(id: string) {
  const [row] = await t.database.db.select().from(licencaTipos).where(eq(licencaTipos.id, id));
  return row;
}

async function tipoCount() {
  const [{ n }] = await t.database.db.select({ n: count() }).from(licencaTipos);
  return n;
}

async function atividadeRow(id: string) {
  const [row] = await t.database.db.select().from(atividades).where(eq(atividades.id, id));
  return row;
}

async function atividadeCount() {
  const [{ n }] = await t.database.db.select({ n: count() }).from(atividades);
  return n;
}

// ---------- licence types ----------

describe("the licence-type catalogue", () => {
  it("lists the 17 built-in types with their full names, and no company type at first", async () => {
    const tipos = await listTipos(ana.client);
    expect(tipos.empresa).toEqual([]);
    expect(tipos.padrao).toHaveLength(17);
    expect(tipos.padrao.slice(0, 3)).toEqual([
      { codigo: "LP", nome: "Licença Prévia" },
      { codigo: "LI", nome: "Licença de Instalação" },
      { codigo: "LO", nome: "Licença de Operação" },
    ]);
    expect(tipos.padrao.map((p) => p.codigo)).toEqual([
      "LP",
      "LI",
      "LO",
      "LAU",
      "LAR",
      "LAC",
      "RLO",
      "ALVARA_SANITARIO",
      "ALVARA_FUNCIONAMENTO",
      "ALVARA_BOMBEIROS",
      "CR_IBAMA",
      "SINIR",
      "AVCB",
      "CERTIDAO_CONFORMIDADE_AMBIENTAL",
      "DISPENSA_LICENCA",
      "AUTORIZACAO_AMBIENTAL",
      "DECLARACAO_ATIVIDADE_NAO_CONSTANTE",
    ]);
    expect(tipos.padrao.find((p) => p.codigo === "CR_IBAMA")?.nome).toBe("Certificado de Regularidade do IBAMA");
    // Readable names, not the codes: words with spaces.
    for (const p of tipos.padrao) expect(p.nome).toMatch(/^\S+( \S+)+$/);
  });
});

describe("the company's own licence types", () => {
  let lao: TTipo;
  let lap: TTipo;
  beforeAll(async () => {
    lao = await createTipo(ana.client, " lao ", "Licença Ambiental de Operação");
    lap = await createTipo(ana.client, "LAP", "Licença Ambiental Prévia");
  });

  it("are added with the sigla in capitals, listed by sigla and only to their company", async () => {
    expect(lao).toEqual({ id: expect.any(String), codigo: "LAO", nome: "Licença Ambiental de Operação" });
    expect(await tipoRow(lao.id)).toMatchObject({ companyId: alfaId, codigo: "LAO" });

    const tipos = await listTipos(ana.client);
    expect(tipos.empresa).toEqual([lao, lap]);
    expect(tipos.padrao).toHaveLength(17);
    expect((await listTipos(bia.client)).empresa).toEqual([]);
  });

  it("lets another company use the same sigla", async () => {
    await createTipo(ana.client, "LAI", "Licença Ambiental de Instalação");
    const daBeta = await createTipo(bia.client, "LAI", "LAI da Beta");
    expect(await tipoRow(daBeta.id)).toMatchObject({ companyId: betaId, codigo: "LAI" });
    expect((await listTipos(bia.client)).empresa).toEqual([daBeta]);
    expect((await listTipos(ana.client)).empresa.map((e) => e.codigo)).toEqual(["LAI", "LAO", "LAP"]);
  });

  it.each([
    ["the company's own sigla", "lap", "A sigla LAP já existe."],
    ["a built-in sigla", "lo", "A sigla LO já existe."],
    ["a long built-in sigla", "Alvara_Sanitario", "A sigla ALVARA_SANITARIO já existe."],
  ])("refuses %s again with 409, adding nothing", async (_case, codigo, message) => {
    const before = await tipoCount();
    const res = await ana.client.post("/api/licenca-tipos", { codigo, nome: "Duplicado" });
    const error = await expectError(res, 409, message);
    expect(error.fields?.codigo).toBe(message);
    expect(await tipoCount()).toBe(before);
  });

  it.each([
    ["without sigla", { nome: "Sem Sigla" }, "codigo", "Sigla é obrigatória"],
    ["with a blank sigla", { codigo: "  ", nome: "Sigla Vazia" }, "codigo", "Sigla é obrigatória"],
    [
      "with a sigla over 30 characters",
      { codigo: "X".repeat(31), nome: "Longa" },
      "codigo",
      "Sigla deve ter no máximo 30 caracteres",
    ],
    ["without name", { codigo: "SEMNOME" }, "nome", "Nome é obrigatório"],
    ["with a blank name", { codigo: "NOMEVAZIO", nome: " " }, "nome", "Nome é obrigatório"],
  ])("refuses a type %s with 400, adding nothing", async (_case, body, field, message) => {
    const before = await tipoCount();
    const error = await expectError(await ana.client.post("/api/licenca-tipos", body), 400, message);
    expect(error.fields?.[field]).toBe(message);
    expect(await tipoCount()).toBe(before);
  });

  it("renames a type and changes the sigla of one no licence uses", async () => {
    const tipo = await createTipo(ana.client, "LAU2", "Nome Antigo");
    const renamed = await ana.client.patch(`/api/licenca-tipos/${tipo.id}`, { codigo: "LAU2", nome: "Nome Novo" });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toEqual({ id: tipo.id, codigo: "LAU2", nome: "Nome Novo" });

    const resigla = await ana.client.patch(`/api/licenca-tipos/${tipo.id}`, { codigo: "lau3", nome: "Nome Novo" });
    expect(resigla.status).toBe(200);
    expect(await tipoRow(tipo.id)).toMatchObject({ codigo: "LAU3", nome: "Nome Novo" });
  });

  it.each([
    ["another of the company's siglas", "LAO", "A sigla LAO já existe."],
    ["a built-in sigla", "RLO", "A sigla RLO já existe."],
  ])("refuses changing a sigla to %s with 409", async (_case, codigo, message) => {
    const tipo = await createTipo(ana.client, `TROCA-${codigo}`, "Vai Trocar");
    const before = await tipoRow(tipo.id);
    await expectError(await ana.client.patch(`/api/licenca-tipos/${tipo.id}`, { codigo, nome: "X" }), 409, message);
    expect(await tipoRow(tipo.id)).toEqual(before);
  });

  it("refuses an edit without a name with 400", async () => {
    const tipo = await createTipo(ana.client, "EDITA-VAZIO", "Tem Nome");
    const res = await ana.client.patch(`/api/licenca-tipos/${tipo.id}`, { codigo: "EDITA-VAZIO", nome: "" });
    await expectError(res, 400, "Nome é obrigatório");
    expect((await tipoRow(tipo.id)).nome).toBe("Tem Nome");
  });

  describe("a type in use by a licence", () => {
    let usado: TTipo;
    beforeAll(async () => {
      usado = await createTipo(ana.client, "LAC-SC", "Licença por Adesão (SC)");
      await licencaDoTipo(ana.client, "LAC-SC");
    });

    it("can be renamed, and the licence shows the new name", async () => {
      const res = await ana.client.patch(`/api/licenca-tipos/${usado.id}`, {
        codigo: "LAC-SC",
        nome: "Licença por Adesão e Compromisso (SC)",
      });
      expect(res.status).toBe(200);
      const page = await getJson<{ items: Array<{ tipo: string; tipoNome: string }> }>(
        ana.client,
        "/api/licencas?q=LAC-SC-1",
      );
      expect(page.items.map((l) => l.tipoNome)).toEqual(["Licença por Adesão e Compromisso (SC)"]);
    });

    it("cannot have its sigla changed (409), and stays", async () => {
      const before = await tipoRow(usado.id);
      const res = await ana.client.patch(`/api/licenca-tipos/${usado.id}`, { codigo: "LAC-PR", nome: before.nome });
      await expectError(res, 409, "A sigla LAC-SC está em uso por 1 licença(s) e não pode ser trocada.");
      expect(await tipoRow(usado.id)).toEqual(before);
    });

    it("cannot be deleted (409), and stays", async () => {
      const res = await ana.client.delete(`/api/licenca-tipos/${usado.id}`);
      await expectError(res, 409, "O tipo LAC-SC está em uso por 1 licença(s) e não pode ser excluído.");
      expect(await tipoRow(usado.id)).toBeDefined();
    });

    it("does not block another company's type of the same sigla", async () => {
      const daBeta = await createTipo(bia.client, "LAC-SC", "Da Beta");
      expect((await bia.client.delete(`/api/licenca-tipos/${daBeta.id}`)).status).toBe(200);
      expect(await tipoRow(daBeta.id)).toBeUndefined();
      // And a Beta licence of its own LAC-SC does not block Alfa's count either.
      const deBeta = await createTipo(bia.client, "LAC-SC", "Da Beta de novo");
      await licencaDoTipo(bia.client, "LAC-SC", "beta");
      await expectError(
        await bia.client.delete(`/api/licenca-tipos/${deBeta.id}`),
        409,
        "O tipo LAC-SC está em uso por 1 licença(s) e não pode ser excluído.",
      );
    });
  });

  it("deletes a type no licence uses", async () => {
    const tipo = await createTipo(ana.client, "DESCARTAR", "Tipo Descartável");
    const res = await ana.client.delete(`/api/licenca-tipos/${tipo.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(await tipoRow(tipo.id)).toBeUndefined();
    expect((await listTipos(ana.client)).empresa.map((e) => e.codigo)).not.toContain("DESCARTAR");
    // A licence of the removed type is refused from now on.
    await expectError(
      await ana.client.post("/api/licencas", {
        clienteId: alfaCliente.id,
        empreendimentoId: alfaProjeto.id,
        tipo: "DESCARTAR",
        numero: "X-1",
        orgao: "IMA",
      }),
      400,
      "Tipo de licença desconhecido.",
    );
  });

  it.each([
    ["another company's type", () => "beta"],
    ["an unknown id", () => UNKNOWN_ID],
    ["a malformed id", () => "nao-e-um-uuid"],
  ])("answers %s with 404 on edit and delete, changing nothing", async (_case, which) => {
    const alheio = await createTipo(bia.client, `ALHEIO-${Math.random().toString(36).slice(2, 8)}`, "Da Beta");
    const id = which() === "beta" ? alheio.id : which();
    const before = await tipoRow(alheio.id);
    const count = await tipoCount();
    await expectError(
      await ana.client.patch(`/api/licenca-tipos/${id}`, { codigo: "TOMADO", nome: "Tomado" }),
      404,
      TIPO_NOT_FOUND,
    );
    await expectError(await ana.client.delete(`/api/licenca-tipos/${id}`), 404, TIPO_NOT_FOUND);
    expect(await tipoRow(alheio.id)).toEqual(before);
    expect(await tipoCount()).toBe(count);
    expect((await listTipos(ana.client)).empresa.map((e) => e.id)).not.toContain(alheio.id);
  });
});

// ---------- activities ----------

describe("the activity catalogue", () => {
  it("adds activities and lists them by name, only to their company", async () => {
    const b = await createAtividade(ana.client, "  Suinocultura  ");
    const a = await createAtividade(ana.client, "Extração de areia");
    expect(b).toEqual({ id: expect.any(String), nome: "Suinocultura" });
    expect(await atividadeRow(b.id)).toMatchObject({ companyId: alfaId, nome: "Suinocultura" });
    expect(await listAtividades(ana.client)).toEqual([a, b]);
    expect(await listAtividades(bia.client)).toEqual([]);
  });

  it("lets another company have the same activity", async () => {
    const daBeta = await createAtividade(bia.client, "Suinocultura");
    expect(await atividadeRow(daBeta.id)).toMatchObject({ companyId: betaId });
  });

  it("refuses an activity the company already has with 409", async () => {
    const before = await atividadeCount();
    const error = await expectError(
      await ana.client.post("/api/atividades", { nome: "Suinocultura" }),
      409,
      ATIVIDADE_DUPLICATE,
    );
    expect(error.fields?.nome).toBe(ATIVIDADE_DUPLICATE);
    expect(await atividadeCount()).toBe(before);
  });

  it.each([
    ["without a name", {}],
    ["with a blank name", { nome: "   " }],
  ])("refuses an activity %s with 400", async (_case, body) => {
    const before = await atividadeCount();
    const error = await expectError(
      await ana.client.post("/api/atividades", body),
      400,
      "Nome da atividade é obrigatório",
    );
    expect(error.fields?.nome).toBe("Nome da atividade é obrigatório");
    expect(await atividadeCount()).toBe(before);
  });

  it("renames an activity, and refuses a name another activity has", async () => {
    const atividade = await createAtividade(ana.client, "Avicultura de corte");
    const res = await ana.client.patch(`/api/atividades/${atividade.id}`, { nome: "Avicultura de postura" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: atividade.id, nome: "Avicultura de postura" });
    // Saving its own name again is fine.
    expect((await ana.client.patch(`/api/atividades/${atividade.id}`, { nome: "Avicultura de postura" })).status).toBe(
      200,
    );

    await expectError(
      await ana.client.patch(`/api/atividades/${atividade.id}`, { nome: "Suinocultura" }),
      409,
      ATIVIDADE_DUPLICATE,
    );
    await expectError(await ana.client.patch(`/api/atividades/${atividade.id}`, { nome: "" }), 400);
    expect((await atividadeRow(atividade.id)).nome).toBe("Avicultura de postura");
  });

  it("deletes an activity without touching the projects that name it", async () => {
    const atividade = await createAtividade(ana.client, "Beneficiamento de arroz");
    const projeto = await postJson<TEmpreendimentoDetalhe>(ana.client, "/api/empreendimentos", {
      nome: "Engenho",
      clienteId: alfaCliente.id,
      atividade: "Beneficiamento de arroz",
    });
    const res = await ana.client.delete(`/api/atividades/${atividade.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(await atividadeRow(atividade.id)).toBeUndefined();
    const [row] = await t.database.db.select().from(empreendimentos).where(eq(empreendimentos.id, projeto.id));
    expect(row.atividade).toBe("Beneficiamento de arroz");
  });

  it.each([
    ["another company's activity", () => "beta", "Nome Livre Qualquer"],
    ["another company's activity, with a name the caller already has", () => "beta", "Suinocultura"],
    ["an unknown id", () => UNKNOWN_ID, "Nome Livre Qualquer"],
    ["a malformed id", () => "nao-e-um-uuid", "Nome Livre Qualquer"],
  ])("answers %s with 404 on edit and delete, changing nothing", async (_case, which, nome) => {
    const alheia = await createAtividade(bia.client, `Atividade da Beta ${Math.random().toString(36).slice(2, 8)}`);
    const id = which() === "beta" ? alheia.id : which();
    const before = await atividadeRow(alheia.id);
    const n = await atividadeCount();
    await expectError(await ana.client.patch(`/api/atividades/${id}`, { nome }), 404, ATIVIDADE_NOT_FOUND);
    await expectError(await ana.client.delete(`/api/atividades/${id}`), 404, ATIVIDADE_NOT_FOUND);
    expect(await atividadeRow(alheia.id)).toEqual(before);
    expect(await atividadeCount()).toBe(n);
    expect((await listAtividades(ana.client)).map((a) => a.id)).not.toContain(alheia.id);
  });
});

// ---------- the gate ----------

describe("the approval gate on the catalogues", () => {
  const routes: Array<[string, string, (() => object)?]> = [
    ["GET", "/api/licenca-tipos"],
    ["POST", "/api/licenca-tipos", () => ({ codigo: "PORTAO", nome: "Portão" })],
    ["PATCH", `/api/licenca-tipos/${UNKNOWN_ID}`, () => ({ codigo: "PORTAO", nome: "Portão" })],
    ["DELETE", `/api/licenca-tipos/${UNKNOWN_ID}`],
    ["GET", "/api/atividades"],
    ["POST", "/api/atividades", () => ({ nome: "Portão" })],
    ["PATCH", `/api/atividades/${UNKNOWN_ID}`, () => ({ nome: "Portão" })],
    ["DELETE", `/api/atividades/${UNKNOWN_ID}`],
  ];

  it.each(routes)("answers %s %s without a session with 401", async (method, url, body) => {
    await expectError(await new Client(t.app).request(method, url, body?.()), 401, NO_SESSION);
  });

  it.each(routes)("answers %s %s for a pending user with 403", async (method, url, body) => {
    await expectError(await pendente.client.request(method, url, body?.()), 403, NO_COMPANY);
  });

  it("adds nothing through the refused calls", async () => {
    const tipos = await t.database.db.select().from(licencaTipos).where(eq(licencaTipos.codigo, "PORTAO"));
    const nomes = await t.database.db.select().from(atividades).where(eq(atividades.nome, "Portão"));
    expect([tipos, nomes]).toEqual([[], []]);
  });
});
