// Checklists and their items through the API, on PGlite and (TEST_DATABASE_URL) PostgreSQL: the
// list, the items dialog's writes, the conclusion rule, the bin, other companies' ids, and two
// additions at the same moment.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asSystem, withTenant } from "../../db/tenant";
import { actorDeTeste } from "../../test/actor-de-teste";
import { Client, approveDirectly, createTestApp, signUpAndConfirm, testClock, type TestApp } from "../../test/test-app";
import { expectError, getJson, postJson } from "../../test/expect";
import { barrier, onServerDatabase, waitingForALock } from "../../test/concurrency";
import type { TPage } from "../../../shared/schemas/paging";
import type { TChecklist, TChecklistDetalhe } from "../../../shared/schemas/checklists";
import { LIXEIRA_SEM_ITENS, type TExclusao, type TLixeiraItem } from "../../../shared/schemas/lixeira";
import { addItem } from "./itens.service";
import { UNKNOWN_ID, duasEmpresas } from "../../test/duas-empresas";

const NOT_FOUND = "Checklist não encontrado.";
const ITEM_NOT_FOUND = "Item do checklist não encontrado.";
const PROJETO_NOT_FOUND = "Empreendimento não encontrado.";
// 12:00 in São Paulo on 10 March 2026.
const clock = testClock("2026-03-10T15:00:00.000Z");

type TSignedIn = Awaited<ReturnType<typeof signUpAndConfirm>>;
let t: TestApp;
let ana: TSignedIn; // Alfa Ambiental, administrator
let bia: TSignedIn; // Beta Consultoria
let pendente: TSignedIn;
let alfaId: string;
let betaId: string;
let forno: { id: string }; // Alfa's project, client 'Cerâmica São José'
let lavra: { id: string }; // Beta's project
let daBeta: TChecklistDetalhe; // Beta's checklist, with one item

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  ({ ana, alfaId, bia, betaId, pendente } = await duasEmpresas(t));

  const ceramica = await postJson<{ id: string }>(ana.client, "/api/clientes", { nome: "Cerâmica São José" });
  forno = await postJson(ana.client, "/api/empreendimentos", { nome: "Forno Túnel", clienteId: ceramica.id });
  const mineracao = await postJson<{ id: string }>(bia.client, "/api/clientes", { nome: "Mineração da Beta" });
  lavra = await postJson(bia.client, "/api/empreendimentos", { nome: "Lavra Norte", clienteId: mineracao.id });
  daBeta = await criar(bia.client, { titulo: "Checklist da Beta", empreendimentoId: lavra.id });
  daBeta = await item(bia.client, daBeta.id, "Item da Beta");
});
afterAll(() => t.close());

async function criar(client: Client, body: object) {
  clock.advance(60); // one minute apart: the list's order is the creation order
  return postJson<TChecklistDetalhe>(client, "/api/checklists", body);
}
const item = (client: Client, checklistId: string, descricao: string) =>
  postJson<TChecklistDetalhe>(client, `/api/checklists/${checklistId}/itens`, { descricao });
async function patchOk(client: Client, url: string, body: object) {
  const res = await client.patch(url, body);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as TChecklistDetalhe;
}
const marcar = (client: Client, itemId: string, concluido: boolean) =>
  patchOk(client, `/api/checklist-itens/${itemId}`, { concluido });
const mover = (client: Client, itemId: string, ordem: number) =>
  patchOk(client, `/api/checklist-itens/${itemId}/ordem`, { ordem });
async function remover(client: Client, itemId: string) {
  const res = await client.delete(`/api/checklist-itens/${itemId}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as TChecklistDetalhe;
}
const listar = (client: Client, query = "") => getJson<TPage<TChecklist>>(client, `/api/checklists?${query}`);
/** The items as 'ordem. descricao [x]', what the dialog shows. */
const itens = (c: TChecklistDetalhe) => c.itens.map((i) => `${i.ordem}. ${i.descricao}${i.concluido ? " [x]" : ""}`);

async function comItens(titulo: string, descricoes: string[], empreendimentoId: string | null = forno.id) {
  let checklist = await criar(ana.client, { titulo, empreendimentoId });
  for (const d of descricoes) checklist = await item(ana.client, checklist.id, d);
  return checklist;
}

/** Every row of a company's checklists and items, as text: what "unchanged" compares. */
async function rowsOf(companyId: string) {
  return asSystem(t.database.db, async (tx) => {
    const out: Record<string, string[]> = {};
    for (const table of ["checklists", "checklist_itens", "lixeira"]) {
      const res = await tx.execute(
        sql`select t::text as row from ${sql.identifier(table)} t where t.company_id = ${companyId} order by t.id`,
      );
      out[table] = (res as unknown as { rows: { row: string }[] }).rows.map((r) => r.row);
    }
    return out;
  });
}

describe("creating a checklist ('Novo Checklist')", () => {
  it("creates it open, with the project and its client, created now", async () => {
    const criado = await criar(ana.client, { titulo: "  Vistoria do forno  ", empreendimentoId: forno.id });
    expect(criado).toEqual({
      id: criado.id,
      titulo: "Vistoria do forno",
      status: "aberto",
      createdAt: clock.clock().toISOString(),
      empreendimento: { id: forno.id, nome: "Forno Túnel" },
      cliente: { id: expect.any(String), nome: "Cerâmica São José" },
      progresso: { total: 0, concluidos: 0 },
      itens: [],
    });
  });

  it("creates one without a project", async () => {
    const criado = await criar(ana.client, { titulo: "Sem projeto", empreendimentoId: "" });
    expect(criado).toMatchObject({ empreendimento: null, cliente: null, status: "aberto" });
  });

  it.each([
    ["no title", {}, "Título é obrigatório"],
    ["an empty title", { titulo: "" }, "Título é obrigatório"],
    ["a title of spaces", { titulo: "   " }, "Título é obrigatório"],
    ["a title too long", { titulo: "x".repeat(201) }, "Título deve ter no máximo 200 caracteres"],
  ])("refuses %s with 400 and the spec's message", async (_case, body, message) => {
    const error = await expectError(await ana.client.post("/api/checklists", body), 400, message);
    expect(error.fields).toEqual({ titulo: message });
  });

  it.each([
    ["another company's project", () => lavra.id],
    ["an unknown project", () => UNKNOWN_ID],
    ["a malformed project id", () => "nao-e-um-uuid"],
  ])("refuses %s with 400, creating nothing", async (_case, id) => {
    const antes = await rowsOf(alfaId);
    const res = await ana.client.post("/api/checklists", { titulo: "Intruso", empreendimentoId: id() });
    const error = await expectError(res, 400, PROJETO_NOT_FOUND);
    expect(error.fields).toEqual({ empreendimentoId: PROJETO_NOT_FOUND });
    expect(await rowsOf(alfaId)).toEqual(antes);
  });
});

describe("the items dialog", () => {
  it("paints from one answer: the checklist and its items in order", async () => {
    const criado = await comItens("Itens em ordem", ["Primeiro", "Segundo", "Terceiro"]);
    const lido = await getJson<TChecklistDetalhe>(ana.client, `/api/checklists/${criado.id}`);
    expect(itens(lido)).toEqual(["1. Primeiro", "2. Segundo", "3. Terceiro"]);
    expect(lido.progresso).toEqual({ total: 3, concluidos: 0 });
    expect(lido.titulo).toBe("Itens em ordem");
  });

  it("numbers a new item the existing count + 1", async () => {
    const criado = await comItens("Numeração", ["A"]);
    const depois = await item(ana.client, criado.id, "  B  ");
    expect(itens(depois)).toEqual(["1. A", "2. B"]);
  });

  it.each([
    ["no description", {}],
    ["an empty description", { descricao: "" }],
    ["a description of spaces", { descricao: "  " }],
  ])("refuses an item with %s: 400 'Descrição é obrigatória'", async (_case, body) => {
    const criado = await comItens("Item inválido", []);
    const res = await ana.client.post(`/api/checklists/${criado.id}/itens`, body);
    expect((await expectError(res, 400, "Descrição é obrigatória")).fields).toEqual({
      descricao: "Descrição é obrigatória",
    });
  });

  it("saves a checkbox at once and renames an item", async () => {
    const criado = await comItens("Marcar e renomear", ["Laudo", "Mapa"]);
    const [laudo, mapa] = criado.itens;
    expect(itens(await marcar(ana.client, laudo.id, true))).toEqual(["1. Laudo [x]", "2. Mapa"]);
    const renomeado = await patchOk(ana.client, `/api/checklist-itens/${mapa.id}`, { descricao: " Mapa da área " });
    expect(itens(renomeado)).toEqual(["1. Laudo [x]", "2. Mapa da área"]);
    const refused = await ana.client.patch(`/api/checklist-itens/${mapa.id}`, { descricao: " " });
    await expectError(refused, 400, "Descrição é obrigatória");
    await expectError(await ana.client.patch(`/api/checklist-itens/${mapa.id}`, {}), 400, "Descrição é obrigatória");
  });

  it("closes the gap when an item is removed: the later ones move up one", async () => {
    const criado = await comItens("Remover", ["A", "B", "C", "D"]);
    const depois = await remover(ana.client, criado.itens[1].id);
    expect(itens(depois)).toEqual(["1. A", "2. C", "3. D"]);
    expect(itens(await item(ana.client, criado.id, "E"))).toEqual(["1. A", "2. C", "3. D", "4. E"]);
  });

  it("moves an item up, down, to a position and past the end, keeping the numbers 1..n", async () => {
    const criado = await comItens("Mover", ["A", "B", "C", "D"]);
    const [a, , c, d] = criado.itens;
    expect(itens(await mover(ana.client, c.id, 2))).toEqual(["1. A", "2. C", "3. B", "4. D"]);
    expect(itens(await mover(ana.client, a.id, 2))).toEqual(["1. C", "2. A", "3. B", "4. D"]);
    expect(itens(await mover(ana.client, d.id, 1))).toEqual(["1. D", "2. C", "3. A", "4. B"]);
    expect(itens(await mover(ana.client, d.id, 99))).toEqual(["1. C", "2. A", "3. B", "4. D"]);
    expect(itens(await mover(ana.client, a.id, 2))).toEqual(["1. C", "2. A", "3. B", "4. D"]);
  });

  it.each([
    ["zero", { ordem: 0 }],
    ["a fraction", { ordem: 1.5 }],
    ["text", { ordem: "primeiro" }],
    ["nothing", {}],
  ])("refuses to move an item to %s: 400 'Posição inválida.'", async (_case, body) => {
    const criado = await comItens("Posição inválida", ["A"]);
    await expectError(
      await ana.client.patch(`/api/checklist-itens/${criado.itens[0].id}/ordem`, body),
      400,
      "Posição inválida.",
    );
  });
});

describe("when a checklist is 'Concluído' (decision 016)", () => {
  it("concludes when the last item is ticked and reopens when one is unticked", async () => {
    const criado = await comItens("Regra", ["A", "B"]);
    const [a, b] = criado.itens;
    expect((await marcar(ana.client, a.id, true)).status).toBe("aberto");
    const concluido = await marcar(ana.client, b.id, true);
    expect(concluido).toMatchObject({ status: "concluido", progresso: { total: 2, concluidos: 2 } });
    expect((await marcar(ana.client, a.id, false)).status).toBe("aberto");
  });

  it("reopens when an item is added, and concludes when the last unticked one is removed", async () => {
    const criado = await comItens("Regra 2", ["A"]);
    expect((await marcar(ana.client, criado.itens[0].id, true)).status).toBe("concluido");
    const reaberto = await item(ana.client, criado.id, "Novo");
    expect(reaberto.status).toBe("aberto");
    expect((await remover(ana.client, reaberto.itens[1].id)).status).toBe("concluido");
  });

  it("can be concluded and reopened by hand; ticking more keeps a hand-concluded one concluded", async () => {
    const criado = await comItens("À mão", ["A", "B", "C"]);
    const url = `/api/checklists/${criado.id}/status`;
    expect((await patchOk(ana.client, url, { status: "concluido" })).status).toBe("concluido");
    expect((await marcar(ana.client, criado.itens[0].id, true)).status).toBe("concluido");
    expect((await marcar(ana.client, criado.itens[0].id, false)).status).toBe("aberto");
    expect((await patchOk(ana.client, url, { status: "concluido" })).status).toBe("concluido");
    expect((await patchOk(ana.client, url, { status: "aberto" })).status).toBe("aberto");
    await expectError(await ana.client.patch(url, { status: "fechado" }), 400, "Status inválido.");
  });

  it("renaming or moving items does not change the status", async () => {
    const criado = await comItens("Sem efeito", ["A", "B"]);
    await marcar(ana.client, criado.itens[0].id, true);
    await marcar(ana.client, criado.itens[1].id, true);
    await patchOk(ana.client, `/api/checklists/${criado.id}/status`, { status: "aberto" });
    expect((await mover(ana.client, criado.itens[0].id, 2)).status).toBe("aberto");
    expect((await patchOk(ana.client, `/api/checklist-itens/${criado.itens[0].id}`, { descricao: "A2" })).status).toBe(
      "aberto",
    );
  });
});

describe("the list (GET /api/checklists)", () => {
  let lista: {
    aberto: TChecklistDetalhe;
    concluido: TChecklistDetalhe;
    semProjeto: TChecklistDetalhe;
    noPatio: TChecklistDetalhe;
  };
  let c: TestApp;
  let cli: TSignedIn;
  beforeAll(async () => {
    // A company of its own, so the other describes' checklists do not count.
    c = t;
    cli = await signUpAndConfirm(t, "caio@gama.example.com", "Caio Gama");
    await approveDirectly(t, cli.userId, "user", "Gama Licenciamento");
    const cliente = await postJson<{ id: string }>(cli.client, "/api/clientes", { nome: "Granja Boa Esperança" });
    const galpao = await postJson<{ id: string }>(cli.client, "/api/empreendimentos", {
      nome: "Galpão de Aves",
      clienteId: cliente.id,
    });
    const silo = await postJson<{ id: string }>(cli.client, "/api/empreendimentos", {
      nome: "Silo",
      clienteId: cliente.id,
    });
    const aberto = await criar(cli.client, { titulo: "Aberto", empreendimentoId: galpao.id });
    const concluidoVazio = await criar(cli.client, { titulo: "Concluído", empreendimentoId: galpao.id });
    let concluido = await item(cli.client, concluidoVazio.id, "Único");
    concluido = await marcar(cli.client, concluido.itens[0].id, true);
    const semProjeto = await criar(cli.client, { titulo: "Sem projeto" });
    const noPatio = await criar(cli.client, { titulo: "No silo", empreendimentoId: silo.id });
    lista = { aberto, concluido, semProjeto, noPatio };
  });

  it("lists the company's checklists newest first, with project, client and progress", async () => {
    const page = await listar(cli.client);
    expect(page.total).toBe(4);
    expect(page.items.map((i) => i.titulo)).toEqual(["No silo", "Sem projeto", "Concluído", "Aberto"]);
    expect(page.items[2]).toEqual({
      id: lista.concluido.id,
      titulo: "Concluído",
      status: "concluido",
      createdAt: lista.concluido.createdAt,
      empreendimento: { id: lista.concluido.empreendimento!.id, nome: "Galpão de Aves" },
      cliente: { id: lista.concluido.cliente!.id, nome: "Granja Boa Esperança" },
      progresso: { total: 1, concluidos: 1 },
    });
    expect(page.items[1]).toMatchObject({ empreendimento: null, cliente: null });
    expect(c).toBe(t);
  });

  it.each([
    ["abertos", ["No silo", "Sem projeto", "Aberto"]],
    ["concluidos", ["Concluído"]],
    ["todos", ["No silo", "Sem projeto", "Concluído", "Aberto"]],
  ])("filters by status %s", async (status, titulos) => {
    const page = await listar(cli.client, `status=${status}`);
    expect(page.items.map((i) => i.titulo)).toEqual(titulos);
    expect(page.total).toBe(titulos.length);
  });

  it("filters by project, and by project and status together", async () => {
    const galpao = lista.aberto.empreendimento!.id;
    expect((await listar(cli.client, `empreendimento=${galpao}`)).items.map((i) => i.titulo)).toEqual([
      "Concluído",
      "Aberto",
    ]);
    const page = await listar(cli.client, `empreendimento=${galpao}&status=abertos`);
    expect(page).toMatchObject({ total: 1, items: [{ titulo: "Aberto" }] });
  });

  it("pages in SQL and counts the whole filter", async () => {
    const segunda = await listar(cli.client, "pageSize=3&page=2");
    expect(segunda).toMatchObject({ total: 4, items: [{ titulo: "Aberto" }] });
  });

  it("lists nothing for another company's project, an unknown or a malformed one", async () => {
    for (const id of [lavra.id, UNKNOWN_ID, "nao-e-um-uuid"]) {
      expect(await listar(cli.client, `empreendimento=${id}`)).toEqual({ items: [], total: 0 });
    }
  });

  it.each([
    ["status=fechados", "Status inválido."],
    ["page=0", undefined],
    ["pageSize=1000", undefined],
  ])("refuses %s with 400", async (query, message) => {
    await expectError(await cli.client.get(`/api/checklists?${query}`), 400, message);
  });
});

describe("deleting: to the bin with its items, and back", () => {
  const entradaDe = async (titulo: string) => {
    const { items } = await getJson<TPage<TLixeiraItem>>(ana.client, "/api/lixeira?pageSize=100");
    return items.find((e) => e.titulo === titulo)!;
  };

  it("confirms with nothing blocking, moves it to the bin and restores it with its items exactly", async () => {
    const criado = await comItens("Para a lixeira", ["A", "B"]);
    await marcar(ana.client, criado.itens[0].id, true);
    const antes = await getJson<TChecklistDetalhe>(ana.client, `/api/checklists/${criado.id}`);
    const exclusao = await getJson<TExclusao>(ana.client, `/api/checklists/${criado.id}/exclusao`);
    expect(exclusao).toEqual({ itens: { ...LIXEIRA_SEM_ITENS, checklistItens: 2 }, bloqueio: null });

    expect((await ana.client.delete(`/api/checklists/${criado.id}`)).status).toBe(200);
    await expectError(await ana.client.get(`/api/checklists/${criado.id}`), 404, NOT_FOUND);
    await expectError(await ana.client.post(`/api/checklists/${criado.id}/itens`, { descricao: "X" }), 404, NOT_FOUND);
    await expectError(
      await ana.client.patch(`/api/checklist-itens/${criado.itens[1].id}`, { concluido: true }),
      404,
      ITEM_NOT_FOUND,
    );
    await expectError(await ana.client.delete(`/api/checklist-itens/${criado.itens[1].id}`), 404, ITEM_NOT_FOUND);
    expect((await listar(ana.client, "pageSize=100")).items.map((i) => i.id)).not.toContain(criado.id);

    const entrada = await entradaDe("Para a lixeira");
    expect(entrada).toMatchObject({
      tipo: "checklist",
      contexto: "Forno Túnel",
      excluidoPor: "Ana Alfa",
      itens: { ...LIXEIRA_SEM_ITENS, checklistItens: 2 },
    });
    expect((await ana.client.post(`/api/lixeira/${entrada.id}/restaurar`)).status).toBe(200);
    expect(await getJson<TChecklistDetalhe>(ana.client, `/api/checklists/${criado.id}`)).toEqual(antes);
  });

  it("removes it and its items for good when the bin's entry is purged", async () => {
    const criado = await comItens("Para sempre", ["A", "B"]);
    await ana.client.delete(`/api/checklists/${criado.id}`);
    expect((await ana.client.delete(`/api/lixeira/${(await entradaDe("Para sempre")).id}`)).status).toBe(200);
    const rows = await rowsOf(alfaId);
    expect(rows.checklists.some((r) => r.includes(criado.id))).toBe(false);
    expect(rows.checklist_itens.some((r) => r.includes(criado.id))).toBe(false);
  });

  it("keeps a checklist whose project goes to the bin, showing no project until it comes back", async () => {
    const cliente = await postJson<{ id: string }>(ana.client, "/api/clientes", { nome: "Cliente Passageiro" });
    const projeto = await postJson<{ id: string }>(ana.client, "/api/empreendimentos", {
      nome: "Projeto Passageiro",
      clienteId: cliente.id,
    });
    const criado = await comItens("Fica", ["A"], projeto.id);
    expect((await ana.client.delete(`/api/empreendimentos/${projeto.id}`)).status).toBe(200);
    const sem = await getJson<TChecklistDetalhe>(ana.client, `/api/checklists/${criado.id}`);
    expect(sem).toMatchObject({ empreendimento: null, cliente: null, itens: [{ descricao: "A" }] });
    expect((await listar(ana.client, `empreendimento=${projeto.id}`)).total).toBe(1);

    await ana.client.post(`/api/lixeira/${(await entradaDe("Projeto Passageiro")).id}/restaurar`);
    const volta = await getJson<TChecklistDetalhe>(ana.client, `/api/checklists/${criado.id}`);
    expect(volta.empreendimento).toEqual({ id: projeto.id, nome: "Projeto Passageiro" });
  });
});

describe("another company's checklists and items", () => {
  const routes: Array<[string, string, () => Promise<Response>]> = [
    ["GET the checklist", NOT_FOUND, () => ana.client.get(`/api/checklists/${daBeta.id}`)],
    ["GET its confirmation", NOT_FOUND, () => ana.client.get(`/api/checklists/${daBeta.id}/exclusao`)],
    [
      "PATCH its status",
      NOT_FOUND,
      () => ana.client.patch(`/api/checklists/${daBeta.id}/status`, { status: "concluido" }),
    ],
    ["DELETE it", NOT_FOUND, () => ana.client.delete(`/api/checklists/${daBeta.id}`)],
    [
      "POST an item to it",
      NOT_FOUND,
      () => ana.client.post(`/api/checklists/${daBeta.id}/itens`, { descricao: "Intruso" }),
    ],
    [
      "PATCH its item's checkbox",
      ITEM_NOT_FOUND,
      () => ana.client.patch(`/api/checklist-itens/${daBeta.itens[0].id}`, { concluido: true }),
    ],
    [
      "PATCH its item's text",
      ITEM_NOT_FOUND,
      () => ana.client.patch(`/api/checklist-itens/${daBeta.itens[0].id}`, { descricao: "Intruso" }),
    ],
    [
      "move its item",
      ITEM_NOT_FOUND,
      () => ana.client.patch(`/api/checklist-itens/${daBeta.itens[0].id}/ordem`, { ordem: 1 }),
    ],
    ["DELETE its item", ITEM_NOT_FOUND, () => ana.client.delete(`/api/checklist-itens/${daBeta.itens[0].id}`)],
  ];

  it.each(routes)("answers %s with 404 and changes nothing", async (_case, message, call) => {
    const antes = await rowsOf(betaId);
    await expectError(await call(), 404, message);
    expect(await rowsOf(betaId)).toEqual(antes);
  });

  it.each([
    ["a malformed id", "nao-e-um-uuid"],
    ["an unknown id", UNKNOWN_ID],
  ])("answers %s with 404 on every checklist and item route", async (_case, id) => {
    await expectError(await ana.client.get(`/api/checklists/${id}`), 404, NOT_FOUND);
    await expectError(await ana.client.get(`/api/checklists/${id}/exclusao`), 404, NOT_FOUND);
    await expectError(await ana.client.delete(`/api/checklists/${id}`), 404, NOT_FOUND);
    await expectError(await ana.client.post(`/api/checklists/${id}/itens`, { descricao: "X" }), 404, NOT_FOUND);
    await expectError(await ana.client.patch(`/api/checklist-itens/${id}`, { concluido: true }), 404, ITEM_NOT_FOUND);
    await expectError(await ana.client.patch(`/api/checklist-itens/${id}/ordem`, { ordem: 1 }), 404, ITEM_NOT_FOUND);
    await expectError(await ana.client.delete(`/api/checklist-itens/${id}`), 404, ITEM_NOT_FOUND);
  });

  it("never lists them", async () => {
    const { items } = await listar(ana.client, "pageSize=100");
    expect(items.map((i) => i.id)).not.toContain(daBeta.id);
  });
});

describe("who may call", () => {
  it("answers 401 without a session and 403 to a user still waiting for approval", async () => {
    const anonimo = new Client(t.app);
    const confirmacao = `/api/checklists/${daBeta.id}/exclusao`;
    await expectError(await anonimo.get(confirmacao), 401, "Usuário não autenticado");
    await expectError(await pendente.client.get(confirmacao), 403, "Usuário não possui empresa associada");
    await expectError(await anonimo.get("/api/checklists"), 401, "Usuário não autenticado");
    await expectError(await anonimo.post("/api/checklists", { titulo: "X" }), 401, "Usuário não autenticado");
    await expectError(await pendente.client.get("/api/checklists"), 403, "Usuário não possui empresa associada");
    await expectError(
      await pendente.client.post("/api/checklists", { titulo: "X" }),
      403,
      "Usuário não possui empresa associada",
    );
  });
});

// Two transactions on two connections, the second started while the first holds its new item
// uncommitted. PGlite has one connection, so its transactions never overlap: PostgreSQL only.
describe.runIf(onServerDatabase)("two additions at the same moment", () => {
  it("number their items n+1 and n+2, both saved", async () => {
    const criado = await comItens("Corrida", ["Primeiro"]);
    const ctx = actorDeTeste({ companyId: alfaId, userId: ana.userId, now: clock.clock() });
    const added = barrier();
    const mayCommit = barrier();
    const first = withTenant(t.database.db, ctx, async (tx) => {
      await addItem(tx, ctx, criado.id, { descricao: "Da Ana" });
      added.open();
      await mayCommit.opened;
    });
    await added.opened;
    const second = withTenant(t.database.db, ctx, (tx) => addItem(tx, ctx, criado.id, { descricao: "Do Beto" }));
    await Promise.race([second.catch(() => undefined), waitingForALock(t.database.db)]);
    mayCommit.open();
    const results = await Promise.allSettled([first, second]);
    expect(
      results.map((r) => (r.status === "fulfilled" ? "ok" : String((r.reason as Error).cause ?? r.reason))),
    ).toEqual(["ok", "ok"]);
    const lido = await getJson<TChecklistDetalhe>(ana.client, `/api/checklists/${criado.id}`);
    expect(itens(lido)).toEqual(["1. Primeiro", "2. Da Ana", "3. Do Beto"]);
  });
});
