import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  approveDirectly,
  createTestApp,
  signUpAndConfirm,
  testClock,
  type Client,
  type TestApp,
} from "../../test/test-app";
import { expectError, getJson } from "../../test/expect";
import { linhas } from "../../test/linhas";
import { addDays } from "../../../shared/rules/datas";
import type { TConsolidado, TConsolidadoLinha, TConsolidadoLote } from "../../../shared/schemas/consolidado";

// Decision 067: the report's first pages read the projects in name order and count only theirs,
// its figures come from the tallies, and the print reads the report batch by batch. Each answer
// here is compared with the whole-company statement's on the same rows: a page past the critical
// projects, or one larger than they are, is still that statement's (consolidado.service.ts).

const clock = testClock("2026-03-10T15:00:00Z"); // 12:00 in São Paulo
const TODAY = "2026-03-10";
const day = (n: number) => addDays(TODAY, n);

type TSignedIn = Awaited<ReturnType<typeof signUpAndConfirm>>;
let t: TestApp;
let ana: TSignedIn;
let bia: TSignedIn;
let alfa: string;
const ids: Record<string, string> = {};
const { cliente, licenca, condicionante, entrega, obrigacao, projeto } = linhas(() => t.database.db);

const consolidado = (client: Client, query: string) =>
  getJson<TConsolidado>(client, `/api/relatorios/consolidado${query}`);
const nomes = (items: TConsolidadoLinha[]) => items.map((i) => i.empreendimento.nome);

/** Every batch of the print, one after another, as the print page reads them. */
async function impressao(client: Client, lote: number) {
  const items: TConsolidadoLinha[] = [];
  let query = `?lote=${lote}`;
  for (let chamadas = 1; ; chamadas++) {
    const r = await getJson<TConsolidadoLote>(client, `/api/relatorios/consolidado/lote${query}`);
    items.push(...r.items);
    if (!r.proximo) return { items, chamadas };
    const { situacao, depois } = r.proximo;
    query = `?lote=${lote}&situacao=${situacao}${depois ? `&depois=${depois}` : ""}`;
  }
}

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  ana = await signUpAndConfirm(t, "ana@alfa.example.com", "Ana Alfa");
  alfa = (await approveDirectly(t, ana.userId, "admin", "Alfa Ambiental")).id;
  bia = await signUpAndConfirm(t, "bia@beta.example.com", "Bia Beta");
  const beta = (await approveDirectly(t, bia.userId, "user", "Beta Consultoria")).id;

  const ceramica = await cliente(alfa, "Cerâmica Alfa");
  const mineradora = await cliente(alfa, "Mineradora Sul");
  const p = async (clienteId: string, nome: string) => (ids[nome] = await projeto(alfa, clienteId, nome));

  // Critical, each for its own reason; the two 'Área Norte' fold to one name and go by id.
  await licenca(alfa, await p(ceramica, "Forno"), day(-1));
  const deposito = await licenca(alfa, await p(ceramica, "Depósito"), day(400));
  await condicionante(alfa, deposito, "pendente", day(-2));
  await condicionante(alfa, deposito, "concluida", day(-30));
  const periodica = await condicionante(
    alfa,
    await licenca(alfa, await p(ceramica, "cava"), null),
    "em_andamento",
    day(200),
  );
  await entrega(alfa, periodica, day(-5), "agendada");
  await entrega(alfa, periodica, day(20), "agendada");
  await entrega(alfa, periodica, day(-40), "aprovada");
  await p(mineradora, "Área Norte");
  await p(mineradora, "area norte");
  await obrigacao(alfa, mineradora, null, day(-3)); // the client's: binds both its projects
  // Attention, then up to date.
  await licenca(alfa, await p(ceramica, "Barragem"), day(100));
  await condicionante(alfa, await licenca(alfa, await p(ceramica, "Estação"), day(500)), "pendente", day(30));
  await obrigacao(alfa, ceramica, await p(ceramica, "Galpão"), day(10));
  await p(ceramica, "Horto");
  await licenca(alfa, await p(ceramica, "Ilha"), day(-10), true);
  await condicionante(alfa, await licenca(alfa, await p(ceramica, "Jazida"), day(300)), "pendente", day(60));

  await licenca(beta, await projeto(beta, await cliente(beta, "Cliente Beta"), "Aterro Beta"), day(-1));
}, 120_000);
afterAll(() => t.close());

describe("GET /api/relatorios/consolidado/lote — the print, batch by batch", () => {
  it.each([1, 2, 3, 500])(
    "reads every project once, in the report's order and with its counts, in batches of %i",
    async (lote) => {
      const inteiro = await consolidado(ana.client, "?pageSize=50");
      const { items, chamadas } = await impressao(ana.client, lote);
      expect(items).toEqual(inteiro.items);
      // Each situation walks the 11 projects by name, `lote` at a time.
      expect(chamadas).toBe(3 * (Math.floor(11 / lote) + 1));
    },
  );

  it("orders the critical by name without accents or case, the same name by id", async () => {
    const { items } = await impressao(ana.client, 2);
    const areas = [ids["Área Norte"], ids["area norte"]].sort();
    const depois = ["cava", "Depósito", "Forno", "Barragem", "Estação", "Galpão", "Horto", "Ilha", "Jazida"];
    expect(items.map((i) => i.empreendimento.id)).toEqual([...areas, ...depois.map((n) => ids[n])]);
    expect(items.map((i) => i.situacao)).toEqual([
      ...Array(5).fill("critico"),
      ...Array(3).fill("atencao"),
      ...Array(3).fill("em_dia"),
    ]);
  });

  it("never reads another company's projects", async () => {
    expect(nomes((await impressao(bia.client, 2)).items)).toEqual(["Aterro Beta"]);
    expect(nomes((await impressao(ana.client, 500)).items)).not.toContain("Aterro Beta");
  });

  it("refuses a batch size out of range and a continuation it did not write, in Portuguese", async () => {
    const base = "/api/relatorios/consolidado/lote";
    await expectError(await ana.client.get(`${base}?lote=0`), 400, "Tamanho de lote inválido (de 1 a 500).");
    await expectError(await ana.client.get(`${base}?lote=501`), 400, "Tamanho de lote inválido (de 1 a 500).");
    await expectError(
      await ana.client.get(`${base}?depois=nada`),
      400,
      "Continuação do relatório inválida: comece a impressão de novo.",
    );
  });
});

describe("GET /api/relatorios/consolidado — the first pages and the figures", () => {
  it("answers the pages of critical projects with the whole report's rows and figures", async () => {
    const inteiro = await consolidado(ana.client, "?pageSize=50");
    for (const page of [1, 2, 3]) {
      const r = await consolidado(ana.client, `?pageSize=2&page=${page}`);
      expect(r.items).toEqual(inteiro.items.slice((page - 1) * 2, page * 2));
      expect(r.total).toBe(11);
      expect(r.totais).toEqual(inteiro.totais);
    }
    expect(inteiro.totais.situacoes).toEqual({ critico: 5, atencao: 3, em_dia: 3 });
  });

  it("says when the projects were counted by situation, and counts again when a figure changes or after five minutes", async () => {
    const primeira = await consolidado(ana.client, "?pageSize=1");
    clock.advance(60);
    const depois = await consolidado(ana.client, "?pageSize=1");
    expect(depois.situacoesContadasEm).toBe(primeira.situacoesContadasEm);

    // 'Horto' gets an expired licence: the licences' tally changes, so the count is made again.
    const horto = await licenca(alfa, ids.Horto, day(-1));
    const mudou = await consolidado(ana.client, "?pageSize=1");
    expect(mudou.situacoesContadasEm).toBe(clock.clock().toISOString());
    expect(mudou.totais.situacoes).toEqual({ critico: 6, atencao: 3, em_dia: 2 });
    expect(mudou.totais.licencas.vencida).toBe(depois.totais.licencas.vencida + 1);

    clock.advance(5 * 60 + 1);
    const expirou = await consolidado(ana.client, "?pageSize=1");
    expect(expirou.situacoesContadasEm).toBe(clock.clock().toISOString());
    await ana.client.delete(`/api/licencas/${horto}`);
  });
});
