import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { condicionantes, profiles, userRoles } from "../../db/schema";
import { duasEmpresas, type TSignedIn } from "../../test/duas-empresas";
import { createTestApp, signUpAndConfirm, testClock, type TestApp } from "../../test/test-app";
import { expectError, getJson, postJson } from "../../test/expect";
import { RESPONSAVEL_INVALIDO } from "../../../shared/schemas/usuarios";
import type { TCondicionante, TCondicionantesDaLicenca, TSecoes } from "../../../shared/schemas/condicionantes";
import type { TChecklistDetalhe, TChecklist } from "../../../shared/schemas/checklists";
import type { TAtividade, TRelatorio } from "../../../shared/schemas/cronograma";
import type { TPage } from "../../../shared/schemas/paging";
import { linhas } from "../../test/linhas";

// The responsible person of a condition, a checklist item and an activity (issue 16 §2): set on
// create and edit, cleared with null, refused (400, on the field) unless an active user of the
// caller's company, and a filter of each list.

const clock = testClock("2026-03-10T02:30:00.000Z"); // 9 March in São Paulo

let t: TestApp;
let ana: TSignedIn; // admin of Alfa
let caio: TSignedIn; // user of Alfa
let bia: TSignedIn; // admin of Beta
let dora: TSignedIn; // Alfa's, deactivated
let alfaId: string;
// Written straight into the database: the licence's own routes are another part's work.
let licenca: { id: string; projetoId: string };
let daBeta: { id: string; projetoId: string };

async function colega(email: string, nome: string, companyId: string, ativo = true) {
  const u = await signUpAndConfirm(t, email, nome);
  await t.database.db.update(profiles).set({ companyId, ativo }).where(eq(profiles.id, u.userId));
  await t.database.db.insert(userRoles).values({ userId: u.userId, role: "user" });
  return u;
}

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  const empresas = await duasEmpresas(t);
  ({ ana, bia } = empresas);
  caio = await colega("caio@alfa.example.com", "Caio Alfa", empresas.alfaId);
  dora = await colega("dora@alfa.example.com", "Dora Alfa", empresas.alfaId, false);
  alfaId = empresas.alfaId;
  licenca = await novaLicenca(alfaId, "Cerâmica São José", "Forno Túnel");
  daBeta = await novaLicenca(empresas.betaId, "Mineração da Beta", "Lavra Norte");
});

async function novaLicenca(companyId: string, cliente: string, projeto: string) {
  const l = linhas(() => t.database.db);
  const projetoId = await l.projeto(companyId, await l.cliente(companyId, cliente), projeto);
  return { id: await l.licenca(companyId, projetoId, "2027-01-31"), projetoId };
}
afterAll(() => t.close());

const condicao = (over: Record<string, unknown> = {}) => ({
  nome: "Monitoramento de efluentes",
  descricao: "Laudo semestral",
  status: "pendente",
  dataPrazo: "2026-04-01",
  ...over,
});

describe("a condition's responsible person", () => {
  it("is set on create, named in the answer, changed and cleared by the edit", async () => {
    const c = await postJson<TCondicionante>(
      ana.client,
      `/api/licencas/${licenca.id}/condicionantes`,
      condicao({ responsavelId: caio.userId }),
    );
    expect(c.responsavel).toEqual({ id: caio.userId, nome: "Caio Alfa" });

    const semCampo = await ana.client.patch(`/api/condicionantes/${c.id}`, condicao({ nome: "Outro nome" }));
    expect(((await semCampo.json()) as TCondicionante).responsavel?.id).toBe(caio.userId);

    const paraAna = await ana.client.patch(`/api/condicionantes/${c.id}`, condicao({ responsavelId: ana.userId }));
    expect(((await paraAna.json()) as TCondicionante).responsavel).toEqual({ id: ana.userId, nome: "Ana Alfa" });

    const limpa = await ana.client.patch(`/api/condicionantes/${c.id}`, condicao({ responsavelId: null }));
    expect(((await limpa.json()) as TCondicionante).responsavel).toBeNull();
  });

  it("is taken from the conditions screen's short form too", async () => {
    const c = await postJson<TCondicionante>(ana.client, "/api/condicionantes", {
      licencaId: licenca.id,
      descricao: "Relatório de ruído",
      status: "pendente",
      responsavelId: caio.userId,
    });
    expect(c.responsavel?.nome).toBe("Caio Alfa");
  });

  it.each([
    ["another company's user", () => bia.userId],
    ["a deactivated colleague", () => dora.userId],
    ["an unknown id", () => "nao-existe"],
  ])("refuses %s with the field's message, saving nothing", async (_caso, quem) => {
    const res = await ana.client.post(
      `/api/licencas/${licenca.id}/condicionantes`,
      condicao({ nome: "Recusada", responsavelId: quem() }),
    );
    const error = await expectError(res, 400, RESPONSAVEL_INVALIDO);
    expect(error.fields).toEqual({ responsavelId: RESPONSAVEL_INVALIDO });
    const rows = await t.database.db.select().from(condicionantes).where(eq(condicionantes.nome, "Recusada"));
    expect(rows).toEqual([]);
  });

  it("answers 404 for another company's condition before looking at the person", async () => {
    const dela = await postJson<TCondicionante>(bia.client, `/api/licencas/${daBeta.id}/condicionantes`, condicao());
    await expectError(
      await ana.client.patch(`/api/condicionantes/${dela.id}`, condicao({ responsavelId: ana.userId })),
      404,
      "Condicionante não encontrada.",
    );
  });

  it("clears the daily sweep's mark when a person saves a status", async () => {
    const c = await postJson<TCondicionante>(ana.client, `/api/licencas/${licenca.id}/condicionantes`, condicao());
    const marcar = () =>
      t.database.db
        .update(condicionantes)
        .set({ status: "atrasada", statusAntesAtraso: "pendente" })
        .where(eq(condicionantes.id, c.id));
    const marca = async () =>
      (await t.database.db.select().from(condicionantes).where(eq(condicionantes.id, c.id)))[0].statusAntesAtraso;
    await marcar();
    await ana.client.patch(`/api/condicionantes/${c.id}/status`, { status: "em_andamento" });
    expect(await marca()).toBeNull();
    await marcar();
    await ana.client.patch(`/api/condicionantes/${c.id}`, condicao({ status: "atrasada" }));
    expect(await marca()).toBeNull();
  });

  it("filters the licence's list and the conditions screen by person, 'eu' being the caller", async () => {
    const outra = await novaLicenca(alfaId, "Agro Vale", "Granja");
    const criar = (nome: string, responsavelId: string | null, over: Record<string, unknown> = {}) =>
      postJson<TCondicionante>(
        ana.client,
        `/api/licencas/${outra.id}/condicionantes`,
        condicao({ nome, responsavelId, ...over }),
      );
    const doCaio = await criar("Do Caio", caio.userId);
    await criar("Da Ana", ana.userId);
    await criar("De ninguém", null);
    const aprovada = await criar("Do Caio, aprovada", caio.userId, { aprovada: true });

    const daLicenca = (q: string) =>
      getJson<TCondicionantesDaLicenca>(ana.client, `/api/licencas/${outra.id}/condicionantes${q}`);
    expect((await daLicenca(`?responsavel=${caio.userId}`)).items.map((c) => c.nome).sort()).toEqual([
      "Do Caio",
      "Do Caio, aprovada",
    ]);
    expect((await daLicenca("?responsavel=eu")).items.map((c) => c.nome)).toEqual(["Da Ana"]);
    expect((await daLicenca("")).items).toHaveLength(4);

    const secoes = (client: TSignedIn["client"], q: string) =>
      getJson<TSecoes>(client, `/api/condicionantes/secoes${q}`);
    const nomes = (s: TSecoes) => [...s.vencidas.items, ...s.vencendo.items, ...s.a_vencer.items].map((i) => i.nome);
    const doFiltro = await secoes(ana.client, `?responsavel=${caio.userId}&q=Granja`);
    expect(nomes(doFiltro).sort()).toEqual(["Do Caio", "Do Caio, aprovada"]);
    expect(doFiltro.vencendo.items.find((i) => i.id === doCaio.id)?.responsavel).toEqual({
      id: caio.userId,
      nome: "Caio Alfa",
    });
    // 'Minhas pendências' leaves out the approved one; Ana's filter of Caio reads the same for Caio's 'eu'.
    expect(nomes(await secoes(caio.client, "?minhas=1&q=Granja"))).toEqual(["Do Caio"]);
    expect(nomes(await secoes(caio.client, "?responsavel=eu&q=Granja")).sort()).toEqual([
      "Do Caio",
      "Do Caio, aprovada",
    ]);
    expect(aprovada.aprovada).toBe(true);
  });
});

describe("a checklist item's responsible person", () => {
  let checklist: TChecklistDetalhe;

  beforeAll(async () => {
    checklist = await postJson<TChecklistDetalhe>(ana.client, "/api/checklists", { titulo: "Vistoria de campo" });
    await postJson(ana.client, "/api/checklists", { titulo: "Sem itens do Caio" });
  });

  it("is set when the item is added, changed and cleared in place", async () => {
    const com = await postJson<TChecklistDetalhe>(ana.client, `/api/checklists/${checklist.id}/itens`, {
      descricao: "Fotografar a caixa separadora",
      responsavelId: caio.userId,
    });
    const item = com.itens[0];
    expect(item.responsavel).toEqual({ id: caio.userId, nome: "Caio Alfa" });

    const trocado = await ana.client.patch(`/api/checklist-itens/${item.id}`, { responsavelId: ana.userId });
    expect(((await trocado.json()) as TChecklistDetalhe).itens[0].responsavel?.nome).toBe("Ana Alfa");
    const marcado = await ana.client.patch(`/api/checklist-itens/${item.id}`, { concluido: true });
    expect(((await marcado.json()) as TChecklistDetalhe).itens[0].responsavel?.nome).toBe("Ana Alfa");
    const limpo = await ana.client.patch(`/api/checklist-itens/${item.id}`, { responsavelId: null });
    expect(((await limpo.json()) as TChecklistDetalhe).itens[0].responsavel).toBeNull();
    await ana.client.patch(`/api/checklist-itens/${item.id}`, { responsavelId: caio.userId, concluido: false });
  });

  it("refuses another company's user on add and on change", async () => {
    const add = await ana.client.post(`/api/checklists/${checklist.id}/itens`, {
      descricao: "Recusado",
      responsavelId: bia.userId,
    });
    expect((await expectError(add, 400, RESPONSAVEL_INVALIDO)).fields).toEqual({ responsavelId: RESPONSAVEL_INVALIDO });
    const lido = await getJson<TChecklistDetalhe>(ana.client, `/api/checklists/${checklist.id}`);
    expect(lido.itens.map((i) => i.descricao)).toEqual(["Fotografar a caixa separadora"]);
    await expectError(
      await ana.client.patch(`/api/checklist-itens/${lido.itens[0].id}`, { responsavelId: dora.userId }),
      400,
      RESPONSAVEL_INVALIDO,
    );
  });

  it("filters the checklists to those with an item of that person", async () => {
    const lista = (client: TSignedIn["client"], q: string) => getJson<TPage<TChecklist>>(client, `/api/checklists${q}`);
    expect((await lista(ana.client, `?responsavel=${caio.userId}`)).items.map((c) => c.titulo)).toEqual([
      "Vistoria de campo",
    ]);
    expect((await lista(caio.client, "?responsavel=eu")).total).toBe(1);
    expect((await lista(ana.client, "?responsavel=eu")).total).toBe(0);
    expect((await lista(ana.client, "")).total).toBe(2);
  });
});

describe("an activity's responsible person", () => {
  let projetoId: string;

  beforeAll(async () => {
    projetoId = licenca.projetoId;
  });

  it("is set on create, kept when absent, changed and cleared on edit; the report filters by it", async () => {
    const url = `/api/empreendimentos/${projetoId}/atividades`;
    const a = await postJson<TAtividade>(ana.client, url, {
      titulo: "Coleta de efluentes",
      dataPrazo: "2026-03-20",
      responsavelId: caio.userId,
    });
    expect(a.responsavel).toEqual({ id: caio.userId, nome: "Caio Alfa" });
    await postJson<TAtividade>(ana.client, url, { titulo: "Visita técnica", responsavelId: ana.userId });

    const relatorio = (client: TSignedIn["client"], q: string) =>
      getJson<TRelatorio>(client, `/api/relatorios/empreendimentos/${projetoId}${q}`);
    const doCaio = await relatorio(ana.client, `?responsavel=${caio.userId}`);
    expect(doCaio.atividades.map((x) => x.titulo)).toEqual(["Coleta de efluentes"]);
    expect(doCaio.resumo.atividades.total).toBe(1);
    expect((await relatorio(ana.client, "?responsavel=eu")).atividades.map((x) => x.titulo)).toEqual([
      "Visita técnica",
    ]);
    expect((await relatorio(ana.client, "")).atividades).toHaveLength(2);

    const edit = (body: Record<string, unknown>) =>
      ana.client.patch(`/api/cronograma/atividades/${a.id}`, { titulo: "Coleta de efluentes", ...body });
    expect(((await (await edit({ dataPrazo: "2026-03-21" })).json()) as TAtividade).responsavel?.id).toBe(caio.userId);
    expect(((await (await edit({ responsavelId: ana.userId })).json()) as TAtividade).responsavel?.nome).toBe(
      "Ana Alfa",
    );
    expect(((await (await edit({ responsavelId: "" })).json()) as TAtividade).responsavel).toBeNull();
  });

  it("refuses another company's user, and answers 404 for another company's activity", async () => {
    const res = await ana.client.post(`/api/empreendimentos/${projetoId}/atividades`, {
      titulo: "Recusada",
      responsavelId: bia.userId,
    });
    expect((await expectError(res, 400, RESPONSAVEL_INVALIDO)).fields).toEqual({ responsavelId: RESPONSAVEL_INVALIDO });
    const dela = await postJson<TAtividade>(bia.client, `/api/empreendimentos/${daBeta.projetoId}/atividades`, {
      titulo: "Da Beta",
    });
    await expectError(
      await ana.client.patch(`/api/cronograma/atividades/${dela.id}`, { titulo: "X", responsavelId: ana.userId }),
      404,
      "Atividade não encontrada.",
    );
  });
});
