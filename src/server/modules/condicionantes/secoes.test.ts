import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { condicionantes } from "../../db/schema";
import { Client, approveDirectly, createTestApp, signUpAndConfirm, testClock, type TestApp } from "../../test/test-app";
import { expectError, getJson, postJson } from "../../test/expect";
import { addDays } from "../../../shared/rules/datas";
import { GRUPOS, grupoCondicionante, type TGrupo } from "../../../shared/rules/condicionantes";
import type { TLicencaDetalhe } from "../../../shared/schemas/licencas";
import type { TCondicionante, TCondicionanteItem, TSecoes } from "../../../shared/schemas/condicionantes";
import { novaLicenca } from "./anexos.fixture";

// 02:30 UTC on 10 March is still 9 March in São Paulo (UTC-3): "today" is 2026-03-09.
const NOW = "2026-03-10T02:30:00.000Z";
const clock = testClock(NOW);
const TODAY = "2026-03-09";
const TOTAL = 2000;
const PER_KIND = TOTAL / 5;

type TSignedIn = Awaited<ReturnType<typeof signUpAndConfirm>>;
let t: TestApp;
let ana: TSignedIn; // Alfa: a handful of conditions at the day boundaries
let gil: TSignedIn; // Gama: the company of the 2,000 conditions
let pendente: TSignedIn;
let ceramica: TLicencaDetalhe; // Gama's, half of the 2,000
let granja: TLicencaDetalhe; // Gama's, the other half

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  ana = await signUpAndConfirm(t, "ana@alfa.example.com", "Ana Alfa");
  await approveDirectly(t, ana.userId, "admin", "Alfa Ambiental");
  gil = await signUpAndConfirm(t, "gil@gama.example.com", "Gil Gama");
  const gama = await approveDirectly(t, gil.userId, "admin", "Gama Licenciamento");
  pendente = await signUpAndConfirm(t, "pendente@example.com", "Paulo Pendente");

  ceramica = await novaLicenca(gil.client, "Cerâmica São José", "Forno Túnel", "LO-GAMA-A");
  granja = await novaLicenca(gil.client, "Agropecuária Vale Verde", "Granja Boa Esperança", "LI-GAMA-B");
  // Five kinds, 400 each: overdue, due soon, later, concluded, open without a deadline.
  const rows = Array.from({ length: TOTAL }, (_, i) => {
    const kind = i % 5;
    const open = (["pendente", "em_andamento", "atrasada"] as const)[i % 3];
    const prazo = [
      addDays(TODAY, -1 - (i % 365)),
      addDays(TODAY, i % 31),
      addDays(TODAY, 31 + (i % 700)),
      [addDays(TODAY, -10), addDays(TODAY, 10), null][i % 3],
      null,
    ][kind];
    return {
      companyId: gama.id,
      licencaId: i % 2 ? granja.id : ceramica.id,
      nome: i % 2 ? null : `Condicionante ${i}`,
      descricao: `Descrição ${i}`,
      status: kind === 3 ? "concluida" : open,
      dataPrazo: prazo,
      dataEntrega: kind === 3 ? addDays(TODAY, -(i % 200)) : null,
    };
  });
  for (let i = 0; i < rows.length; i += 500) await t.database.db.insert(condicionantes).values(rows.slice(i, i + 500));
}, 120_000);
afterAll(() => t.close());

const secoes = (client: Client, params: Record<string, string | number> = {}) =>
  getJson<TSecoes>(
    client,
    `/api/condicionantes/secoes?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`,
  );

const totals = (s: TSecoes) => ({
  vencidas: s.vencidas.total,
  vencendo: s.vencendo.total,
  a_vencer: s.a_vencer.total,
  concluidas: s.concluidas.total,
  semPrazo: s.semPrazo,
});

describe("the conditions screen's sections over 2,000 conditions", () => {
  it("counts every section and the open ones without a deadline", async () => {
    expect(totals(await secoes(gil.client))).toEqual({
      vencidas: PER_KIND,
      vencendo: PER_KIND,
      a_vencer: PER_KIND,
      concluidas: PER_KIND,
      semPrazo: PER_KIND,
    });
  });

  it("answers ten of each section by default", async () => {
    const s = await secoes(gil.client);
    for (const g of GRUPOS) expect(s[g].items).toHaveLength(10);
  });

  it.each(GRUPOS)("pages through '%s' without losing or repeating one, each in its group", async (grupo) => {
    const seen: TCondicionanteItem[] = [];
    for (let page = 1; page <= 4; page++) {
      const s = await secoes(gil.client, { pageSize: 100, [grupo]: page });
      expect(s[grupo].total).toBe(PER_KIND);
      expect(s[grupo].items).toHaveLength(100);
      seen.push(...s[grupo].items);
    }
    expect(new Set(seen.map((c) => c.id)).size).toBe(PER_KIND);
    for (const c of seen) expect(grupoCondicionante(c.status, c.dataPrazo, TODAY)).toBe(grupo);
    const beyond = await secoes(gil.client, { pageSize: 100, [grupo]: 5 });
    expect(beyond[grupo]).toEqual({ items: [], total: PER_KIND });
  });

  it.each(["vencidas", "vencendo", "a_vencer"] as const)("orders '%s' by deadline, soonest first", async (grupo) => {
    const prazos: string[] = [];
    for (let page = 1; page <= 4; page++) {
      prazos.push(
        ...(await secoes(gil.client, { pageSize: 100, [grupo]: page }))[grupo].items.map((c) => c.dataPrazo!),
      );
    }
    expect(prazos).toEqual([...prazos].sort());
  });

  it("orders the concluded ones by delivery date, latest first", async () => {
    const entregas: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const s = await secoes(gil.client, { pageSize: 100, concluidas: page });
      entregas.push(...s.concluidas.items.map((c) => c.dataEntrega!));
    }
    expect(entregas).toEqual([...entregas].sort().reverse());
    // The concluded ones (i = 3, 8, 13…) were delivered i % 200 days ago: 3 days at the latest.
    expect(entregas[0]).toBe(addDays(TODAY, -3));
    expect(entregas.at(-1)).toBe(addDays(TODAY, -198));
  });

  it("pages each section on its own", async () => {
    const first = await secoes(gil.client, { pageSize: 20 });
    const mixed = await secoes(gil.client, { pageSize: 20, vencidas: 2, concluidas: 3 });
    const thirdConcluded = await secoes(gil.client, { pageSize: 60 });
    expect(mixed.vencendo.items).toEqual(first.vencendo.items);
    expect(mixed.a_vencer.items).toEqual(first.a_vencer.items);
    expect(mixed.vencidas.items.map((c) => c.id)).not.toContain(first.vencidas.items[0].id);
    expect(mixed.concluidas.items).toEqual(thirdConcluded.concluidas.items.slice(40, 60));
  });

  it("answers each row with its licence, project and client", async () => {
    // Number 2 is a later one (due in 33 days), the soonest of those named "Condicionante 2…".
    const [item] = (await secoes(gil.client, { q: "Condicionante 2", pageSize: 1 })).a_vencer.items;
    expect(item).toEqual({
      id: expect.any(String),
      nome: "Condicionante 2",
      descricao: "Descrição 2",
      status: "atrasada",
      aprovada: false,
      dataPrazo: addDays(TODAY, 33),
      dataEntrega: null,
      responsavel: null,
      licenca: { id: ceramica.id, numero: "LO-GAMA-A", tipo: "LO", tipoNome: "Licença de Operação" },
      empreendimento: { id: ceramica.empreendimento.id, nome: "Forno Túnel" },
      cliente: { id: ceramica.cliente.id, nome: "Cerâmica São José" },
      entrega: null,
    });
  });

  it("searches names, descriptions, licence numbers, projects and clients, ignoring accents and case", async () => {
    const half = { vencidas: 200, vencendo: 200, a_vencer: 200, concluidas: 200, semPrazo: 200 };
    expect(totals(await secoes(gil.client, { q: "ceramica sao jose" }))).toEqual(half);
    expect(totals(await secoes(gil.client, { q: "GRANJA" }))).toEqual(half);
    expect(totals(await secoes(gil.client, { q: "li-gama" }))).toEqual(half);
    const none = { vencidas: 0, vencendo: 0, a_vencer: 0, concluidas: 0, semPrazo: 0 };
    expect(totals(await secoes(gil.client, { q: "DESCRICAO 1999" }))).toEqual({ ...none, semPrazo: 1 });
    expect(totals(await secoes(gil.client, { q: "condicionante 1998" }))).toEqual({ ...none, concluidas: 1 });
    expect(totals(await secoes(gil.client, { q: "50%" }))).toEqual(none);
  });

  it("shows none of them to another company", async () => {
    const s = await secoes(ana.client, { q: "Descrição" });
    expect([s.vencidas.total, s.vencendo.total, s.a_vencer.total, s.concluidas.total, s.semPrazo]).toEqual([
      0, 0, 0, 0, 0,
    ]);
  });
});

describe("the sections at the day boundaries (São Paulo's today)", () => {
  const porNome = new Map<string, TCondicionante>();
  beforeAll(async () => {
    const lic = await novaLicenca(ana.client, "Cliente Limite", "Projeto Limite", "LO-LIMITE");
    const cases: Array<[string, string | null, string, string?]> = [
      ["ontem", addDays(TODAY, -1), "pendente"],
      ["hoje", TODAY, "em_andamento"],
      ["em 30 dias", addDays(TODAY, 30), "pendente"],
      ["em 31 dias", addDays(TODAY, 31), "atrasada"],
      ["concluída vencida", addDays(TODAY, -5), "concluida", addDays(TODAY, -6)],
      ["concluída sem prazo", null, "concluida", TODAY],
      ["sem prazo", null, "pendente"],
    ];
    for (const [nome, dataPrazo, status, dataEntrega] of cases) {
      const created = await postJson<TCondicionante>(ana.client, `/api/licencas/${lic.id}/condicionantes`, {
        nome,
        descricao: `Limite ${nome}`,
        status,
        dataPrazo,
        dataEntrega,
      });
      porNome.set(nome, created);
    }
  });

  const nomes = (s: TSecoes, g: TGrupo) => s[g].items.map((c) => c.nome);

  it("puts each condition in the group of §4", async () => {
    const s = await secoes(ana.client, { q: "limite" });
    expect(nomes(s, "vencidas")).toEqual(["ontem"]);
    expect(nomes(s, "vencendo")).toEqual(["hoje", "em 30 dias"]);
    expect(nomes(s, "a_vencer")).toEqual(["em 31 dias"]);
    expect(nomes(s, "concluidas")).toEqual(["concluída sem prazo", "concluída vencida"]);
    expect(s.semPrazo).toBe(1);
  });

  it("moves the one due today to the overdue ones when São Paulo's day changes", async () => {
    clock.set("2026-03-10T03:00:00Z"); // midnight in São Paulo
    try {
      const s = await secoes(ana.client, { q: "limite" });
      expect(nomes(s, "vencidas")).toEqual(["ontem", "hoje"]);
      expect(nomes(s, "vencendo")).toEqual(["em 30 dias", "em 31 dias"]);
      expect(s.a_vencer.total).toBe(0);
    } finally {
      clock.set(NOW);
    }
  });

  it("refuses a page size over 100 and a page below 1", async () => {
    expect(
      (await expectError(await ana.client.get("/api/condicionantes/secoes?pageSize=101"), 400)).fields,
    ).toHaveProperty("pageSize");
    expect(
      (await expectError(await ana.client.get("/api/condicionantes/secoes?vencidas=0"), 400)).fields,
    ).toHaveProperty("vencidas");
    await expectError(
      await ana.client.get(`/api/condicionantes/secoes?q=${"x".repeat(201)}`),
      400,
      "Busca muito longa.",
    );
  });

  it("answers 401 without a session and 403 to a pending user", async () => {
    await expectError(await new Client(t.app).get("/api/condicionantes/secoes"), 401, "Usuário não autenticado");
    await expectError(
      await pendente.client.get("/api/condicionantes/secoes"),
      403,
      "Usuário não possui empresa associada",
    );
  });
});
