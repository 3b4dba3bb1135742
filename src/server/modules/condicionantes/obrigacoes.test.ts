import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getJson, postJson } from "../../test/expect";
import type { Client } from "../../test/test-app";
import type { TCalendario } from "../../../shared/schemas/calendario";
import type { TCondicionante, TCondicionanteItem, TSecoes } from "../../../shared/schemas/condicionantes";
import type { TDashboard } from "../../../shared/schemas/dashboard";
import { NOW, setupAnexos, type TAnexosFixture } from "./anexos.fixture";

// Decision 013: every scheduled delivery still to be made is an obligation with its own date, and
// so is every condition not concluded; the calendar, its popover, the dashboard and the conditions
// screen all show the same ones. "Today" is 9 March 2026 in São Paulo.

let f: TAnexosFixture;
let periodica: TCondicionante; // monthly from 15 Feb to 15 Jul: 6 deliveries, its own deadline in December
let concluida: TCondicionante;
const entregas: Record<string, string> = {}; // the scheduled proofs' ids by date

async function condicao(nome: string, status: string, dataPrazo: string, dataEntrega?: string) {
  return postJson<TCondicionante>(f.ana.client, `/api/licencas/${f.licenca.id}/condicionantes`, {
    nome,
    descricao: `${nome}: descrição`,
    status,
    dataPrazo,
    dataEntrega,
  });
}

const secoes = (client: Client = f.ana.client) => getJson<TSecoes>(client, "/api/condicionantes/secoes");
const calendario = (query = "", client: Client = f.ana.client) =>
  getJson<TCalendario>(client, `/api/calendario${query}`);
const dashboard = (client: Client = f.ana.client) => getJson<TDashboard>(client, "/api/dashboard");
/** A card as the screen tells it apart: its title and, for a delivery, which one and when. */
const card = (i: TCondicionanteItem) =>
  i.entrega ? `${i.nome} ${i.entrega.ordem}/${i.entrega.total} ${i.entrega.data}` : `${i.nome} ${i.dataPrazo}`;

beforeAll(async () => {
  f = await setupAnexos();
  periodica = await condicao("Relatório mensal", "pendente", "2026-12-31");
  const res = await f.ana.client.request("PUT", `/api/condicionantes/${periodica.id}/periodicidade`, {
    tipo: "mensal",
    intervalo: 1,
    dataInicio: "2026-02-15",
    dataFim: "2026-07-15",
    gerarAutomaticamente: true,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const detalhe = await getJson<{ comprovacoes: { id: string; dataEntrega: string }[] }>(
    f.ana.client,
    `/api/condicionantes/${periodica.id}`,
  );
  for (const p of detalhe.comprovacoes) entregas[p.dataEntrega] = p.id;
  await condicao("Inventário florestal", "em_andamento", "2026-03-19");
  await condicao("Plano de resíduos", "pendente", "2026-03-04"); // overdue
  concluida = await condicao("Relatório de ruído", "concluida", "2026-03-01", "2026-02-27");
}, 120_000);
afterAll(() => f.t.close());

describe("the conditions screen places each scheduled delivery by its own date", () => {
  it("lists the deliveries in their sections and the periodic condition itself in none", async () => {
    const s = await secoes();
    expect(s.vencidas.items.map(card)).toEqual(["Relatório mensal 1/6 2026-02-15", "Plano de resíduos 2026-03-04"]);
    expect(s.vencendo.items.map(card)).toEqual(["Relatório mensal 2/6 2026-03-15", "Inventário florestal 2026-03-19"]);
    expect(s.a_vencer.items.map(card)).toEqual([
      "Relatório mensal 3/6 2026-04-15",
      "Relatório mensal 4/6 2026-05-15",
      "Relatório mensal 5/6 2026-06-15",
      "Relatório mensal 6/6 2026-07-15",
    ]);
    expect(s.concluidas.items.map((i) => i.id)).toEqual([concluida.id]);
    expect(s.semPrazo).toBe(0);
    const primeira = s.vencidas.items[0];
    expect(primeira).toMatchObject({ id: periodica.id, status: "pendente", dataPrazo: "2026-12-31" });
    expect(primeira.entrega).toEqual({ id: entregas["2026-02-15"], data: "2026-02-15", ordem: 1, total: 6 });
  });

  it("takes a delivery out of the lists once it is made, and the condition back once none is left", async () => {
    const feita = await f.ana.client.patch(`/api/comprovacoes/${entregas["2026-02-15"]}`, {
      statusComprovacao: "em_analise",
    });
    expect(feita.status).toBe(200);
    try {
      expect((await secoes()).vencidas.items.map(card)).toEqual(["Plano de resíduos 2026-03-04"]);
    } finally {
      await f.ana.client.patch(`/api/comprovacoes/${entregas["2026-02-15"]}`, { statusComprovacao: "agendada" });
    }
    expect((await secoes()).vencidas.total).toBe(2);
  });

  it("shows another company none of them", async () => {
    const s = await secoes(f.bia.client);
    const all = [...s.vencidas.items, ...s.vencendo.items, ...s.a_vencer.items, ...s.concluidas.items];
    expect(all.map((i) => i.id)).toEqual([f.daBeta.id]); // Beta's own, due on 30 June
    expect(all[0].entrega).toBeNull();
  });
});

describe("the dashboard counts the same obligations", () => {
  it("counts each delivery left and each open condition, overdue and due within 30 days", async () => {
    const d = await dashboard();
    // 6 deliveries, the 'em_andamento' and the overdue 'pendente'; the concluded one is not owed.
    expect(d.contadores.condicionantesPendentes).toBe(8);
    expect(d.prazos).toEqual({ atrasadas: 2, vencendo: 2 });
    const s = await secoes();
    expect(d.prazos).toEqual({ atrasadas: s.vencidas.total, vencendo: s.vencendo.total });
  });

  it("counts nothing of another company's", async () => {
    const d = await dashboard(f.bia.client);
    // Beta's one condition is due on 30 June: owed, but neither overdue nor due within 30 days.
    expect(d.contadores.condicionantesPendentes).toBe(1);
    expect(d.prazos).toEqual({ atrasadas: 0, vencendo: 0 });
  });
});

describe("the calendar and its popover show deliveries, conditions under way and count the overdue ones", () => {
  it("lists the next 60 days from today, each delivery as a condition event, and counts the overdue obligations", async () => {
    const c = await calendario();
    expect(c.atrasadas).toBe(2);
    expect(c.eventos.map((e) => [e.titulo, e.data, e.atrasado])).toEqual([
      ["Entrega 2/6 - Relatório mensal", "2026-03-15", false],
      ["Inventário florestal", "2026-03-19", false],
      ["Entrega 3/6 - Relatório mensal", "2026-04-15", false],
    ]);
  });

  it("marks an overdue delivery on the month view, with its condition and licence", async () => {
    const c = await calendario("?de=2026-02-15&ate=2026-02-15");
    expect(c.eventos).toEqual([
      {
        id: `entrega:${entregas["2026-02-15"]}`,
        tipo: "condicionante",
        titulo: "Entrega 1/6 - Relatório mensal",
        tituloCompleto: null,
        data: "2026-02-15",
        empreendimento: "Forno Túnel",
        licenca: "Licença de Operação LO-4521/2026",
        licencaSigla: "LO LO-4521/2026",
        licencaId: f.licenca.id,
        condicionanteId: periodica.id,
        checklistId: null,
        comprovacaoId: entregas["2026-02-15"],
        obrigacaoId: null,
        atrasado: true,
      },
    ]);
  });

  it("gives the popover's 3 upcoming ones, however many are overdue", async () => {
    const c = await calendario("?limite=3");
    expect(c.eventos.map((e) => [e.titulo, e.atrasado])).toEqual([
      ["Entrega 2/6 - Relatório mensal", false],
      ["Inventário florestal", false],
      ["Entrega 3/6 - Relatório mensal", false],
    ]);
    expect(c.atrasadas).toBe(2);
  });

  it("shows a month's deliveries on the month view, and none before the chosen start", async () => {
    const abril = await calendario("?de=2026-04-01&ate=2026-04-30");
    expect(abril.eventos.map((e) => e.id)).toEqual([`entrega:${entregas["2026-04-15"]}`]);
    const marco = await calendario("?de=2026-03-05&ate=2026-03-31");
    expect(marco.eventos.map((e) => e.titulo)).toEqual(["Entrega 2/6 - Relatório mensal", "Inventário florestal"]);
  });

  it("shows another company none of them", async () => {
    const c = await calendario("", f.bia.client);
    expect(c.eventos).toEqual([]);
    expect(c.atrasadas).toBe(0);
  });
});

describe("the obligations move with the day", () => {
  it("turns today's delivery overdue tomorrow", async () => {
    f.clock.set("2026-03-16T12:00:00Z"); // 16 March: the 15 March delivery is a day late
    try {
      const c = await calendario("?limite=3");
      expect(c.eventos.map((e) => e.titulo)).not.toContain("Entrega 2/6 - Relatório mensal");
      expect(c.atrasadas).toBe(3);
      expect((await dashboard()).prazos.atrasadas).toBe(3);
    } finally {
      f.clock.set(NOW);
    }
  });
});
