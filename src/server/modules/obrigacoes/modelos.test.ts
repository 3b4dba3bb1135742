// 'Modelos de obrigação' (decision 056) through the API, on PGlite and (TEST_DATABASE_URL)
// PostgreSQL: a company's own recurring duty, kept, listed and edited by its staff; offered to each
// client by 'Gerar calendário legal' as 'Modelo da empresa' and created from it once; behind the
// company's wall.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { obrigacoes } from "../../db/schema";
import { createTestApp, testClock, type TestApp } from "../../test/test-app";
import { expectError, getJson, postJson } from "../../test/expect";
import { UNKNOWN_ID, duasEmpresas, itRefusesOutsiders, type TSignedIn } from "../../test/duas-empresas";
import type { TPage } from "../../../shared/schemas/paging";
import type { TModelo } from "../../../shared/schemas/obrigacao-modelos";
import type { TCalendarioLegal, TObrigacaoDetalhe, TObrigacaoItem } from "../../../shared/schemas/obrigacoes";

// 12:00 in São Paulo on 10 March 2026.
const clock = testClock("2026-03-10T15:00:00.000Z");
const MENSAL = { tipo: "apos_periodo", periodo: "mensal", contagem: "dia_util", n: 10 };
const EFLUENTES = {
  titulo: "Relatório mensal de efluentes",
  orgao: "CETESB",
  baseLegal: "Licença de Operação, condição 5",
  recorrencia: MENSAL,
};

let t: TestApp;
let ana: TSignedIn; // Alfa Ambiental
let bia: TSignedIn; // Beta Consultoria
let pendente: TSignedIn;
let efluentes: TModelo;
let daBeta: TModelo;
let cliente: { id: string };

const modelos = (who: TSignedIn, query = "") => getJson<TPage<TModelo>>(who.client, `/api/obrigacao-modelos${query}`);
const calendario = (id = cliente.id) => getJson<TCalendarioLegal>(ana.client, `/api/clientes/${id}/calendario-legal`);
const gerar = (body: object) => ana.client.post(`/api/clientes/${cliente.id}/calendario-legal`, body);

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  ({ ana, bia, pendente } = await duasEmpresas(t));
  cliente = await postJson(ana.client, "/api/clientes", { nome: "Curtume Vale Verde", cidade: "Franca", estado: "SP" });
  efluentes = await postJson(ana.client, "/api/obrigacao-modelos", EFLUENTES);
  daBeta = await postJson(bia.client, "/api/obrigacao-modelos", { ...EFLUENTES, titulo: "Modelo da Beta" });
});
afterAll(() => t.close());

describe("a company's templates", () => {
  it("are kept with the rule in words, listed by title, searched and counted", async () => {
    expect(efluentes).toMatchObject({
      ...{ titulo: "Relatório mensal de efluentes", orgao: "CETESB", baseLegalUrl: null, descricao: null },
      recorrenciaTexto: "Até o 10º dia útil do mês seguinte ao mês",
    });
    await postJson(ana.client, "/api/obrigacao-modelos", {
      ...{ titulo: "Auditoria ambiental", orgao: "INEA", recorrencia: { tipo: "meses", intervalo: 24 } },
    });
    const todos = await modelos(ana);
    expect([todos.items.map((m) => m.titulo), todos.total]).toEqual([
      ["Auditoria ambiental", "Relatório mensal de efluentes"],
      2,
    ]);
    const busca = await modelos(ana, "?q=cetesb&pageSize=1");
    expect([busca.items.map((m) => m.titulo), busca.total]).toEqual([["Relatório mensal de efluentes"], 1]);
  });

  it("refuses a template without a title or with an unreadable rule, in Portuguese, and saves nothing", async () => {
    const erro = await expectError(
      await ana.client.post("/api/obrigacao-modelos", {
        ...EFLUENTES,
        titulo: " ",
        recorrencia: { tipo: "anual", mes: 13, dia: 1 },
      }),
      400,
    );
    expect(erro.fields).toMatchObject({ titulo: "Título é obrigatório", "recorrencia.mes": "Mês inválido" });
    expect((await modelos(ana)).total).toBe(2);
  });

  it("are another company's to see, edit and delete: theirs answer 404 and never show", async () => {
    expect((await modelos(ana)).items.map((m) => m.id)).not.toContain(daBeta.id);
    const url = `/api/obrigacao-modelos/${daBeta.id}`;
    await expectError(await ana.client.patch(url, EFLUENTES), 404, "Modelo de obrigação não encontrado.");
    await expectError(await ana.client.delete(url), 404, "Modelo de obrigação não encontrado.");
    await expectError(await ana.client.delete(`/api/obrigacao-modelos/${UNKNOWN_ID}`), 404);
    expect((await modelos(bia)).items.map((m) => m.titulo)).toEqual(["Modelo da Beta"]);
  });

  itRefusesOutsiders(
    [
      ["GET", "the list", () => "/api/obrigacao-modelos"],
      ["POST", "a new template", () => "/api/obrigacao-modelos", () => EFLUENTES],
      ["PATCH", "a template", () => `/api/obrigacao-modelos/${efluentes.id}`, () => EFLUENTES],
      ["DELETE", "a template", () => `/api/obrigacao-modelos/${efluentes.id}`],
    ],
    () => ({ t, pendente }),
  );
});

describe("the legal calendar with the company's templates", () => {
  it("offers each template as 'Modelo da empresa', and creates the ticked one once, due by its rule where the client is", async () => {
    const antes = await calendario();
    expect(antes.propostas).toEqual([]);
    expect(antes.modelos.find((m) => m.modeloId === efluentes.id)).toMatchObject({
      ...{ titulo: "Relatório mensal de efluentes", orgao: "CETESB", baseLegal: "Licença de Operação, condição 5" },
      ...{ recorrencia: "Até o 10º dia útil do mês seguinte ao mês", motivos: ["Modelo da empresa"], criada: false },
    });
    expect(antes.modelos.map((m) => m.modeloId)).not.toContain(daBeta.id);

    const res = await gerar({ modelos: [efluentes.id] });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await res.json()).toEqual({ criadas: 1 });
    expect(await (await gerar({ modelos: [efluentes.id] })).json()).toEqual({ criadas: 0 });
    expect((await calendario()).modelos.find((m) => m.modeloId === efluentes.id)?.criada).toBe(true);

    const lista = await getJson<TPage<TObrigacaoItem>>(ana.client, `/api/obrigacoes?cliente=${cliente.id}`);
    // After February 2026: March's 10th business day in Franca (SP), Carnival's Monday and Tuesday counted as working days.
    expect(lista.items.map((i) => [i.titulo, i.dataVencimento, i.recorrencia])).toEqual([
      ["Relatório mensal de efluentes", "2026-03-13", "Até o 10º dia útil do mês seguinte ao mês"],
    ]);
    const [row] = await t.database.db
      .select({ modeloId: obrigacoes.modeloId })
      .from(obrigacoes)
      .where(eq(obrigacoes.id, lista.items[0].obrigacaoId));
    expect(row.modeloId).toBe(efluentes.id);
  });

  it("refuses another company's template and an empty choice", async () => {
    await expectError(await gerar({ modelos: [daBeta.id] }), 400, "Modelo de obrigação não encontrado.");
    const vazio = await expectError(await gerar({ itens: [], modelos: [] }), 400);
    expect(vazio.fields?.itens).toBe("Marque ao menos uma obrigação");
  });

  it("edited or deleted, leaves the obligations created from it as they were", async () => {
    const lista = await getJson<TPage<TObrigacaoItem>>(ana.client, `/api/obrigacoes?cliente=${cliente.id}`);
    const id = lista.items[0].obrigacaoId;
    const editado = await ana.client.patch(`/api/obrigacao-modelos/${efluentes.id}`, {
      ...EFLUENTES,
      titulo: "Relatório de efluentes (novo)",
    });
    expect(((await editado.json()) as TModelo).titulo).toBe("Relatório de efluentes (novo)");
    expect((await ana.client.delete(`/api/obrigacao-modelos/${efluentes.id}`)).status).toBe(200);
    const obrigacao = await getJson<TObrigacaoDetalhe>(ana.client, `/api/obrigacoes/${id}`);
    expect([obrigacao.titulo, obrigacao.instancias.length]).toEqual(["Relatório mensal de efluentes", 1]);
    expect((await calendario()).modelos.map((m) => m.titulo)).toEqual(["Auditoria ambiental"]);
  });
});
