// The legal catalogue's yearly overrides (decision 056) through the API, on PGlite and
// (TEST_DATABASE_URL) PostgreSQL: the super-administrator sees each entry with its source and rule
// in words; publishing an override moves the open due dates of that entry and year in every
// company, in their history as the super-administrator's, and leaves met ones, other years and
// other obligations alone; a due date created later in that year takes the override.
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogoAjustes, historico, obrigacaoInstancias } from "../../db/schema";
import { Client, createTestApp, signInAsSuperAdmin, testClock, type TestApp } from "../../test/test-app";
import { expectError, getJson, postJson } from "../../test/expect";
import { duasEmpresas, itRefusesOutsiders, type TSignedIn } from "../../test/duas-empresas";
import type { TAjusteResultado, TCatalogoAdmin } from "../../../shared/schemas/catalogo-legal";
import type { TObrigacaoDetalhe } from "../../../shared/schemas/obrigacoes";

// 12:00 in São Paulo on 10 March 2026: the RAPP of 2026 (31 March) is still open.
const clock = testClock("2026-03-10T15:00:00.000Z");
const AJUSTES = "/api/admin/catalogo-legal/ibama-rapp/ajustes";

let t: TestApp;
let admin: Client;
let adminId: string;
let ana: TSignedIn; // Alfa Ambiental
let bia: TSignedIn; // Beta Consultoria
let pendente: TSignedIn;

/** A client with a CTF/APP whose legal calendar created the RAPP: the obligation, with its first due date. */
async function rappDe(who: TSignedIn, nome: string): Promise<TObrigacaoDetalhe> {
  const cliente = await postJson<{ id: string }>(who.client, "/api/clientes", { nome });
  await who.client.request("PUT", `/api/clientes/${cliente.id}/perfil-legal`, { ctfNumero: "1234567" });
  await postJson(who.client, `/api/clientes/${cliente.id}/calendario-legal`, {
    itens: [{ codigo: "ibama-rapp", empreendimentoId: null }],
  });
  const lista = await getJson<{ items: { obrigacaoId: string; titulo: string }[] }>(
    who.client,
    `/api/obrigacoes?cliente=${cliente.id}&status=todas`,
  );
  return getJson<TObrigacaoDetalhe>(who.client, `/api/obrigacoes/${lista.items[0].obrigacaoId}`);
}
const detalhe = (who: TSignedIn, o: TObrigacaoDetalhe) =>
  getJson<TObrigacaoDetalhe>(who.client, `/api/obrigacoes/${o.id}`);
const vencimentos = (o: TObrigacaoDetalhe) => o.instancias.map((i) => [i.dataRegra, i.dataVencimento, i.status]);
const publicar = (body: object, client = admin, url = AJUSTES) => client.post(url, body);
const AJUSTE_2026 = {
  ano: 2026,
  dataVencimento: "31/05/2026",
  motivo: "Instrução Normativa do Ibama prorrogou a entrega do RAPP",
  fonteUrl: "https://www.gov.br/ibama/pt-br",
};

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  ({ ana, bia, pendente } = await duasEmpresas(t));
  admin = await signInAsSuperAdmin(t);
  adminId = ((await (await admin.get("/api/me")).json()) as { user: { id: string } }).user.id;
});
afterAll(() => t.close());

describe("the catalogue for the super-administrator", () => {
  it("lists every entry with its source, its rule and condition in words, and its check date", async () => {
    const catalogo = await getJson<TCatalogoAdmin>(admin, "/api/admin/catalogo-legal");
    const rapp = catalogo.entradas.find((e) => e.codigo === "ibama-rapp")!;
    expect(rapp).toMatchObject({
      orgao: "IBAMA",
      recorrencia: "Anual, até 31/03",
      aplicaSe: "Cliente com CTF/APP ativo",
      verificadoEm: "2026-11-28",
      ajustavel: true,
      ajustes: [],
    });
    expect(rapp.baseLegal.url).toMatch(/^https:\/\/www\.planalto\.gov\.br\//);
    const tcfa = catalogo.entradas.find((e) => e.codigo === "ibama-tcfa")!;
    expect([tcfa.recorrencia, tcfa.ajustavel]).toEqual(["Até o 5º dia útil do mês seguinte ao trimestre", false]);
    expect(catalogo.entradas.find((e) => e.codigo === "mg-tfamg")?.aplicaSe).toBe(
      "Cliente com CTF/APP ativo e empreendimento em MG",
    );
  });

  it("is the super-administrator's alone: a company's administrator is refused", async () => {
    await expectError(await ana.client.get("/api/admin/catalogo-legal"), 403);
    await expectError(await publicar(AJUSTE_2026, ana.client), 403);
  });

  itRefusesOutsiders(
    [
      ["GET", "the catalogue", () => "/api/admin/catalogo-legal"],
      ["POST", "an override", () => AJUSTES, () => AJUSTE_2026],
    ],
    () => ({ t, pendente }),
  );
});

describe("an override of a year", () => {
  it("moves the open due dates of that entry and year in every company, as the super-administrator, and nothing else", async () => {
    const daAlfa = await rappDe(ana, "Cerâmica São José");
    const daBeta = await rappDe(bia, "Mineração da Beta");
    // Alfa's second client met its RAPP of 2026: that one is done, and 2027's is open.
    const cumprida = await rappDe(ana, "Olaria Boa Vista");
    const res = await ana.client.post(`/api/obrigacoes/instancias/${cumprida.instancias[0].id}/cumprir`, {});
    expect(res.status).toBe(200);
    // An obligation typed by hand, whatever its title, is no catalogue entry's.
    const aMao = await postJson<TObrigacaoDetalhe>(ana.client, "/api/obrigacoes", {
      ...{ clienteId: daAlfa.cliente.id, titulo: "RAPP", orgao: "IBAMA" },
      recorrencia: { tipo: "anual", mes: 3, dia: 31 },
    });

    const publicado = await publicar(AJUSTE_2026);
    expect(publicado.status, await publicado.clone().text()).toBe(200);
    const resultado = (await publicado.json()) as TAjusteResultado;
    expect(resultado.movidos).toBe(2);
    expect(resultado.entrada.ajustes).toEqual([
      {
        ...{ ano: 2026, dataVencimento: "2026-05-31", motivo: AJUSTE_2026.motivo, fonteUrl: AJUSTE_2026.fonteUrl },
        ...{ publicadoPor: "Super Administrador", publicadoEm: clock.clock().toISOString() },
      },
    ]);

    expect(vencimentos(await detalhe(ana, daAlfa))).toEqual([["2026-03-31", "2026-05-31", "pendente"]]);
    expect(vencimentos(await detalhe(bia, daBeta))).toEqual([["2026-03-31", "2026-05-31", "pendente"]]);
    expect(vencimentos(await detalhe(ana, cumprida))).toEqual([
      ["2027-03-31", "2027-03-31", "pendente"],
      ["2026-03-31", "2026-03-31", "cumprida"],
    ]);
    expect(vencimentos(await detalhe(ana, aMao))).toEqual([["2026-03-31", "2026-03-31", "pendente"]]);

    // Each move is in its company's history, by the super-administrator, and the feeds see it changed.
    const movidas = [daAlfa.instancias[0].id, daBeta.instancias[0].id];
    const registros = await t.database.db
      .select({
        registro: historico.registroId,
        usuario: historico.usuarioId,
        ator: historico.ator,
        o: historico.alteracoes,
      })
      .from(historico)
      .where(and(inArray(historico.registroId, movidas), eq(historico.acao, "update")));
    expect(registros.map((r) => [r.usuario, r.ator, r.o]).sort()).toEqual([
      [adminId, "usuario", { data_vencimento: ["2026-03-31", "2026-05-31"] }],
      [adminId, "usuario", { data_vencimento: ["2026-03-31", "2026-05-31"] }],
    ]);
    const tocadas = await t.database.db
      .select({ updatedAt: obrigacaoInstancias.updatedAt })
      .from(obrigacaoInstancias)
      .where(inArray(obrigacaoInstancias.id, movidas));
    expect(tocadas.map((i) => i.updatedAt.toISOString())).toEqual([
      clock.clock().toISOString(),
      clock.clock().toISOString(),
    ]);
  });

  it("published again for the same year replaces the first and moves the open due dates again", async () => {
    const res = await publicar({ ...AJUSTE_2026, dataVencimento: "2026-06-30", motivo: "Nova prorrogação" });
    const resultado = (await res.json()) as TAjusteResultado;
    expect(resultado.movidos).toBe(2);
    expect(resultado.entrada.ajustes.map((a) => [a.ano, a.dataVencimento, a.motivo])).toEqual([
      [2026, "2026-06-30", "Nova prorrogação"],
    ]);
    const catalogo = await getJson<TCatalogoAdmin>(admin, "/api/admin/catalogo-legal");
    expect(catalogo.entradas.find((e) => e.codigo === "ibama-rapp")?.ajustes).toHaveLength(1);
  });

  it("gives its date to a due date of that year created later: by the legal calendar and by meeting the year before", async () => {
    await publicar({ ano: 2027, dataVencimento: "2027-04-30", motivo: "Prorrogação de 2027" });
    // A new client's calendar starts at this year's RAPP, which the override of 2026 moved.
    const nova = await rappDe(bia, "Areial Beta");
    expect(vencimentos(nova)).toEqual([["2026-03-31", "2026-06-30", "pendente"]]);
    // Met, it brings 2027's: on the override's date, its rule date still the rule's.
    const res = await bia.client.post(`/api/obrigacoes/instancias/${nova.instancias[0].id}/cumprir`, {});
    const depois = (await res.json()) as TObrigacaoDetalhe;
    expect(vencimentos(depois)[0]).toEqual(["2027-03-31", "2027-04-30", "pendente"]);
  });

  it("refuses, in Portuguese and writing nothing, an unknown entry, a rule due more than once a year, a far year, a date out of its year and a missing reason", async () => {
    const antes = await t.database.db.select().from(catalogoAjustes);
    await expectError(
      await publicar(AJUSTE_2026, admin, "/api/admin/catalogo-legal/nao-existe/ajustes"),
      404,
      "Obrigação do catálogo não encontrada.",
    );
    await expectError(
      await publicar(AJUSTE_2026, admin, "/api/admin/catalogo-legal/ibama-tcfa/ajustes"),
      400,
      "Esta obrigação vence mais de uma vez por ano: o ajuste por ano vale só para as que vencem uma vez por ano.",
    );
    const longe = await expectError(await publicar({ ...AJUSTE_2026, ano: 2040, dataVencimento: "2040-05-31" }), 400);
    expect(longe.fields?.ano).toBe("Informe um ano entre 2025 e 2031.");
    const fora = await expectError(await publicar({ ...AJUSTE_2026, dataVencimento: "2029-01-10" }), 400);
    expect(fora.fields?.dataVencimento).toBe("O novo vencimento deve cair em 2026 ou 2027.");
    const semMotivo = await expectError(await publicar({ ...AJUSTE_2026, motivo: "  ", fonteUrl: "ibama" }), 400);
    expect(semMotivo.fields).toMatchObject({
      motivo: "Informe o motivo do ajuste",
      fonteUrl: "Informe um endereço http(s) válido",
    });
    expect(await t.database.db.select().from(catalogoAjustes)).toEqual(antes);
  });
});
