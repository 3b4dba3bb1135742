// The calendar feed read a batch at a time (decision 068): whatever the batch size, the same
// events in the same order, each source by date (and id on a shared day), none twice, none lost;
// each source's bound still keeps its first events by date. PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../../db/tenant";
import { duasEmpresas } from "../../test/duas-empresas";
import { linhas } from "../../test/linhas";
import { createTestApp, testClock, type TestApp } from "../../test/test-app";
import { addDays } from "../../../shared/rules/datas";
import { eventosDoFeed, type TFeedEvento } from "./feed-eventos";

const HOJE = "2026-03-09";
const clock = testClock("2026-03-10T02:30:00.000Z"); // still 9 March in São Paulo

let t: TestApp;
let alfaId: string;
let anaId: string;
let daBeta: string;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  const empresas = await duasEmpresas(t);
  alfaId = empresas.alfaId;
  anaId = empresas.ana.userId;
  const l = linhas(() => t.database.db);
  const projeto = await l.projeto(alfaId, await l.cliente(alfaId, "Cerâmica São José"), "Forno Túnel");
  // Three licences expire on one day and two on others: a batch of two ends inside a day.
  for (const dias of [30, 30, 30, 60, 400]) {
    const licenca = await l.licenca(alfaId, projeto, addDays(HOJE, dias));
    // Conditions due on a shared day too, and scheduled deliveries, two per condition.
    await l.condicionante(alfaId, licenca, "pendente", addDays(HOJE, 20));
    const periodica = await l.condicionante(alfaId, licenca, "pendente", addDays(HOJE, 90));
    await l.entrega(alfaId, periodica, addDays(HOJE, 40), "agendada");
    await l.entrega(alfaId, periodica, addDays(HOJE, 40 + dias), "agendada");
  }
  // Beta's, on the same days: never in Alfa's feed, whatever the batches.
  const b = empresas.betaId;
  const projetoBeta = await l.projeto(b, await l.cliente(b, "Mineração da Beta"), "Lavra Norte");
  daBeta = await l.licenca(b, projetoBeta, addDays(HOJE, 30));
});
afterAll(() => t.close());

/** Every event of Alfa's feed, reading `lote` at a time (each batch its own tenant transaction). */
async function feed(opcoes: { lote?: number; maxPorFonte?: number }) {
  const ler = <T>(fn: Parameters<typeof withTenant<T>>[2]) =>
    withTenant(t.database.db, { companyId: alfaId, userId: anaId }, fn);
  const eventos: TFeedEvento[] = [];
  const lotes: number[] = [];
  for await (const lote of eventosDoFeed(ler, { userId: anaId, escopo: "empresa", today: HOJE }, opcoes)) {
    eventos.push(...lote);
    lotes.push(lote.length);
  }
  return { eventos, lotes };
}

const chave = (e: TFeedEvento) => `${e.tipo} ${e.data} ${e.itemId}`;

describe("the feed read in batches", () => {
  it("has every event once, in the same order, when a batch is smaller than a source", async () => {
    const { eventos: inteiro } = await feed({});
    // 5 expiries, 5 legal renewal deadlines in the window (120 days before them), 10 deliveries;
    // the 5 conditions due on day 20 (the periodic ones have deliveries standing for them).
    expect(inteiro.map((e) => e.tipo).sort()).toEqual([
      ...Array(5).fill("condicionante"),
      ...Array(10).fill("entrega"),
      ...Array(5).fill("prazo_renovacao"),
      ...Array(5).fill("vencimento"),
    ]);
    for (const lote of [1, 2, 3]) {
      const { eventos, lotes } = await feed({ lote });
      expect(eventos.map(chave)).toEqual(inteiro.map(chave));
      expect(Math.max(...lotes)).toBeLessThanOrEqual(lote);
    }
    expect(new Set(inteiro.map((e) => `${e.tipo}-${e.itemId}`)).size).toBe(inteiro.length);
    expect(inteiro.map((e) => e.link).join()).not.toContain(daBeta);
  });

  it("gives each source by date, then by id on a shared day", async () => {
    const { eventos } = await feed({ lote: 2 });
    const tipos = [...new Set(eventos.map((e) => e.tipo))];
    expect(tipos).toEqual(["vencimento", "prazo_renovacao", "condicionante", "entrega"]);
    for (const tipo of tipos) {
      const daFonte = eventos.filter((e) => e.tipo === tipo);
      const ordem = [...daFonte].sort((a, b) => a.data.localeCompare(b.data) || (a.itemId < b.itemId ? -1 : 1));
      expect(daFonte.map(chave), tipo).toEqual(ordem.map(chave));
    }
  });

  it("keeps each source's first events by date when it has more than its bound, across batches", async () => {
    const { eventos: inteiro } = await feed({});
    const { eventos } = await feed({ lote: 2, maxPorFonte: 3 });
    const primeiros = (lista: TFeedEvento[], tipo: string, n: number) =>
      lista
        .filter((e) => e.tipo === tipo)
        .slice(0, n)
        .map(chave);
    for (const tipo of ["vencimento", "prazo_renovacao", "condicionante", "entrega"])
      expect(eventos.filter((e) => e.tipo === tipo).map(chave), tipo).toEqual(primeiros(inteiro, tipo, 3));
  });
});
