// A range asked without porDia nor limite (decision 068): at most CALENDAR_LIST_MAX events, whole
// days, the answer's `ate` the last day it lists; a first day busier than the bound alone comes
// as the month grid's day does, its first events and its total. "Today" is 9 March 2026.
// PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { condicionanteComprovacoes, condicionantes } from "../../db/schema";
import { duasEmpresas, type TSignedIn } from "../../test/duas-empresas";
import { getJson } from "../../test/expect";
import { linhas } from "../../test/linhas";
import { createTestApp, testClock, type TestApp } from "../../test/test-app";
import { CALENDAR_LIST_MAX } from "../../../shared/rules/calendario";
import type { TCalendario } from "../../../shared/schemas/calendario";

const clock = testClock("2026-03-09T15:00:00Z");
const D1 = "2026-03-10"; // 300 conditions due
const D2 = "2026-03-12"; // 300 scheduled deliveries
const D3 = "2026-03-14"; // 10 conditions due
const D4 = "2026-03-20"; // 600 conditions due: more than the bound on one day

let t: TestApp;
let ana: TSignedIn;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  const empresas = await duasEmpresas(t);
  ana = empresas.ana;
  const alfa = empresas.alfaId;
  const l = linhas(() => t.database.db);
  const licencaId = await l.licenca(alfa, await l.projeto(alfa, await l.cliente(alfa, "Cerâmica"), "Forno"), null);
  const condicoes = (n: number, dataPrazo: string, periodica = false) =>
    t.database.db
      .insert(condicionantes)
      .values(
        Array.from({ length: n }, (_, i) => ({
          companyId: alfa,
          licencaId,
          nome: `Condição ${dataPrazo} ${i}`,
          descricao: "Relatório",
          status: "pendente",
          dataPrazo,
          ...(periodica ? { periodicidadeTipo: "mensal", periodicidadeIntervalo: 1 } : {}),
        })),
      )
      .returning({ id: condicionantes.id });
  await condicoes(300, D1);
  const periodicas = await condicoes(300, D2, true);
  await t.database.db.insert(condicionanteComprovacoes).values(
    periodicas.map(({ id }) => ({
      companyId: alfa,
      condicionanteId: id,
      dataEntrega: D2,
      statusComprovacao: "agendada",
    })),
  );
  await condicoes(10, D3);
  await condicoes(600, D4);
  // Beta's, on the same days: never in Alfa's answer nor in its count.
  const b = empresas.betaId;
  await l.condicionante(
    b,
    await l.licenca(b, await l.projeto(b, await l.cliente(b, "Beta"), "Lavra"), null),
    "pendente",
    D1,
  );
}, 120_000);
afterAll(() => t.close());

const calendario = (query: string) => getJson<TCalendario>(ana.client, `/api/calendario${query}`);
const porDia = (c: TCalendario) => {
  const n: Record<string, number> = {};
  for (const e of c.eventos) n[e.data] = (n[e.data] ?? 0) + 1;
  return n;
};

describe("GET /api/calendario without porDia, on a range holding more than it lists", () => {
  it("lists whole days up to the bound and ends its range on the last day it lists whole", async () => {
    expect(CALENDAR_LIST_MAX).toBe(500);
    const c = await calendario(`?de=2026-03-01&ate=2026-03-15`);
    // D1's 300 fit; with D2's 300 the answer would pass 500: it ends the day before D2.
    expect([c.de, c.ate]).toEqual(["2026-03-01", "2026-03-11"]);
    expect(porDia(c)).toEqual({ [D1]: 300 });
    expect(c.dias).toBeUndefined();
    // The next range starts the day after, and holds the rest.
    const resto = await calendario(`?de=2026-03-12&ate=2026-03-15`);
    expect(resto.ate).toBe("2026-03-15");
    expect(porDia(resto)).toEqual({ [D2]: 300, [D3]: 10 });
    expect(resto.eventos.filter((e) => e.comprovacaoId)).toHaveLength(300);
  });

  it("ends before a day a source could not read whole", async () => {
    // The conditions' source reads 500: D3's 10 and 490 of D4's 600, so D4 is not listed.
    const c = await calendario(`?de=2026-03-13&ate=2026-03-31`);
    expect(c.ate).toBe("2026-03-19");
    expect(porDia(c)).toEqual({ [D3]: 10 });
  });

  it("gives a first day busier than the bound as the day's first 500 and its total", async () => {
    const c = await calendario(`?de=${D4}&ate=2026-03-31`);
    expect([c.de, c.ate]).toEqual([D4, D4]);
    expect(c.eventos).toHaveLength(CALENDAR_LIST_MAX);
    expect(c.dias).toEqual({ [D4]: 600 });
    expect(new Set(c.eventos.map((e) => e.id)).size).toBe(CALENDAR_LIST_MAX);
    // The same first ones the day's dialog reads, in the same order.
    const dialogo = await calendario(`?de=${D4}&ate=${D4}&porDia=100`);
    expect(c.eventos.slice(0, 100).map((e) => e.id)).toEqual(dialogo.eventos.map((e) => e.id));
  });

  it("answers a range within the bound whole, as before", async () => {
    const c = await calendario(`?de=${D3}&ate=2026-03-19`);
    expect(c.ate).toBe("2026-03-19");
    expect(porDia(c)).toEqual({ [D3]: 10 });
    expect(c.dias).toBeUndefined();
  });
});
