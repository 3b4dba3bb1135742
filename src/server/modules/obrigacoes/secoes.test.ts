// The 'Por prazo' view of 'Obrigações' (decision 061) through the API, on PGlite and
// (TEST_DATABASE_URL) PostgreSQL: each due date in the section the TypeScript rule gives at the
// sections' edges (the SQL twin and the partial indexes agree with it), a page per section under
// the list's filters, and another company's due dates never shown.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { obrigacaoInstancias } from "../../db/schema";
import { createTestApp, testClock, type TestApp } from "../../test/test-app";
import { expectError, getJson, postJson } from "../../test/expect";
import { noIndice } from "../../test/casos";
import { duasEmpresas, type TSignedIn } from "../../test/duas-empresas";
import { addDays } from "../../../shared/rules/datas";
import { DUE_SOON_DAYS } from "../../../shared/rules/condicionantes";
import { OBRIGACAO_SECOES, secaoDaInstancia, type TObrigacaoSecao } from "../../../shared/rules/obrigacoes-legais";
import type { TObrigacaoDetalhe, TObrigacoesSecoes } from "../../../shared/schemas/obrigacoes";

const TODAY = "2026-06-15";
const clock = testClock(`${TODAY}T15:00:00.000Z`); // noon in São Paulo
const dia = (n: number) => addDays(TODAY, n);

// A one-off obligation per edge of the sections; 'met' is met on the day before today.
const CASOS: Array<{ titulo: string; vencimento: string; met?: boolean; orgao?: string }> = [
  { titulo: "Venceu ontem", vencimento: dia(-1) },
  { titulo: "Venceu há 40 dias", vencimento: dia(-40), orgao: "CETESB" },
  { titulo: "Vence hoje", vencimento: dia(0) },
  { titulo: "Vence no 30º dia", vencimento: dia(DUE_SOON_DAYS) },
  { titulo: "Vence no 31º dia", vencimento: dia(DUE_SOON_DAYS + 1), orgao: "CETESB" },
  { titulo: "Cumprida antes do prazo", vencimento: dia(3), met: true },
  { titulo: "Cumprida com atraso", vencimento: dia(-10), met: true },
];

let t: TestApp;
let ana: TSignedIn;
let bia: TSignedIn;
let clienteId: string;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  ({ ana, bia } = await duasEmpresas(t));
  ({ id: clienteId } = await postJson<{ id: string }>(ana.client, "/api/clientes", { nome: "Olaria Boa Vista" }));
  for (const c of CASOS) {
    const o = await postJson<TObrigacaoDetalhe>(ana.client, "/api/obrigacoes", {
      ...{ clienteId, titulo: c.titulo, orgao: c.orgao ?? "IBAMA" },
      ...{ recorrencia: { tipo: "unica" }, primeiroVencimento: c.vencimento },
    });
    if (c.met) {
      const res = await ana.client.post(`/api/obrigacoes/instancias/${o.instancias[0].id}/cumprir`, {
        cumpridaEm: dia(-1),
      });
      expect(res.status).toBe(200);
    }
  }
  // Beta's, overdue and due soon: never in Alfa's sections.
  const outra = await postJson<{ id: string }>(bia.client, "/api/clientes", { nome: "Cliente da Beta" });
  for (const vencimento of [dia(-1), dia(2)])
    await postJson(bia.client, "/api/obrigacoes", {
      ...{
        clienteId: outra.id,
        titulo: "Da Beta",
        orgao: "IBAMA",
        recorrencia: { tipo: "unica" },
        primeiroVencimento: vencimento,
      },
    });
});
afterAll(() => t.close());

const secoes = (who: TSignedIn, query: Record<string, string> = {}) =>
  getJson<TObrigacoesSecoes>(
    who.client,
    `/api/obrigacoes/secoes?${new URLSearchParams({ pageSize: "100", ...query })}`,
  );
const titulos = (s: TObrigacoesSecoes) =>
  Object.fromEntries(OBRIGACAO_SECOES.map((k) => [k, s[k].items.map((i) => i.titulo)]));

describe("the obligations' due sections", () => {
  it("put each due date where the rule says: overdue before today, due soon through the 30th day, later after it, met apart", async () => {
    const esperado: Record<TObrigacaoSecao, string[]> = { vencidas: [], vencendo: [], a_vencer: [], cumpridas: [] };
    for (const c of CASOS)
      esperado[secaoDaInstancia(c.met ? "cumprida" : "pendente", c.vencimento, TODAY)].push(c.titulo);
    expect(esperado.vencendo).toEqual(["Vence hoje", "Vence no 30º dia"]); // the rule's own edges
    const s = await secoes(ana);
    // The nearest first; the met ones by when they were met (the same day here: by id).
    expect(titulos(s)).toEqual({
      vencidas: ["Venceu há 40 dias", "Venceu ontem"],
      vencendo: esperado.vencendo,
      a_vencer: esperado.a_vencer,
      cumpridas: expect.arrayContaining(esperado.cumpridas),
    });
    expect(s.cumpridas.items).toHaveLength(2);
    expect(Object.fromEntries(OBRIGACAO_SECOES.map((k) => [k, s[k].total]))).toEqual({
      ...{ vencidas: 2, vencendo: 2, a_vencer: 1, cumpridas: 2 },
    });
    expect(s.vencidas.items[0]).toMatchObject({
      status: "atrasada",
      cliente: { id: clienteId, nome: "Olaria Boa Vista" },
    });
  });

  it("are served by the partial indexes: the open ones by due date, the met ones by when they were met", async () => {
    const abertas = await noIndice(t, obrigacaoInstancias, "obrigacao_instancias_abertas_idx");
    const cumpridas = await noIndice(t, obrigacaoInstancias, "obrigacao_instancias_cumpridas_idx");
    const s = await secoes(ana);
    for (const k of OBRIGACAO_SECOES)
      for (const i of s[k].items)
        expect([k, abertas.has(i.id), cumpridas.has(i.id)]).toEqual([k, k !== "cumpridas", k === "cumpridas"]);
  });

  it("page each section on its own and count under the list's filters", async () => {
    const s = await secoes(ana, { pageSize: "1", vencidas: "2" });
    expect(titulos(s)).toMatchObject({ vencidas: ["Venceu ontem"], vencendo: ["Vence hoje"] });
    expect([s.vencidas.total, s.vencendo.total]).toEqual([2, 2]);
    const cetesb = await secoes(ana, { orgao: "CETESB" });
    expect(titulos(cetesb)).toEqual({
      vencidas: ["Venceu há 40 dias"],
      vencendo: [],
      a_vencer: ["Vence no 31º dia"],
      cumpridas: [],
    });
    const janela = await secoes(ana, { de: dia(-5), ate: dia(5) });
    expect(titulos(janela)).toMatchObject({ vencidas: ["Venceu ontem"], vencendo: ["Vence hoje"], a_vencer: [] });
  });

  it("show another company only its own due dates, and refuse a page that is not one", async () => {
    const daBeta = await secoes(bia);
    expect(titulos(daBeta)).toEqual({ vencidas: ["Da Beta"], vencendo: ["Da Beta"], a_vencer: [], cumpridas: [] });
    const s = await secoes(ana);
    expect(OBRIGACAO_SECOES.flatMap((k) => s[k].items).some((i) => i.titulo === "Da Beta")).toBe(false);
    await expectError(await ana.client.get("/api/obrigacoes/secoes?vencidas=0"), 400, "Página inválida.");
  });
});
