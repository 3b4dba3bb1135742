import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checklists,
  clientes,
  condicionanteComprovacoes,
  condicionantes,
  empreendimentos,
  licencas,
} from "../../db/schema";
import { approveDirectly, createTestApp, signUpAndConfirm, testClock, type TestApp } from "../../test/test-app";
import { expectError, getJson } from "../../test/expect";
import { addDays } from "../../../shared/rules/datas";
import type { TCalendario } from "../../../shared/schemas/calendario";

// The month grid asks each day's first few events and every day's total (?porDia=), so a busy
// company's month costs what its cells show. "Today" is 9 March 2026; the grid of March 2026
// runs from Sunday 1 March to Saturday 4 April.

const clock = testClock("2026-03-09T15:00:00Z");
const GRADE = "?de=2026-03-01&ate=2026-04-04";
const DIA = "2026-03-20"; // a busy day
const OUTRO = "2026-03-25"; // a quiet one
const POR_DIA_INVALIDO = "Eventos por dia deve ser um número entre 1 e 100.";

type TSignedIn = Awaited<ReturnType<typeof signUpAndConfirm>>;
let t: TestApp;
let gil: TSignedIn; // Gama: 11 events on DIA, 1 on OUTRO
let bia: TSignedIn; // Beta: 2 events on DIA, never in Gama's answer nor in its totals
const ids: Record<string, string[]> = { vencimentos: [], prazosLegais: [], condicoes: [] };
let periodica: string;
let entregaDoDia: string;
let entregaDoOutro: string;
let checklistDoDia: string;

const db = () => t.database.db;
const calendario = (who: TSignedIn, query: string) => getJson<TCalendario>(who.client, `/api/calendario${query}`);
const eventIds = (c: TCalendario) => c.eventos.map((e) => e.id);
const porId = (list: string[]) => [...list].sort();

async function projeto(companyId: string, nome: string) {
  const [cliente] = await db()
    .insert(clientes)
    .values({ companyId, nome: `Cliente de ${nome}`, tipoPessoa: "juridica" })
    .returning();
  const [row] = await db().insert(empreendimentos).values({ companyId, clienteId: cliente.id, nome }).returning();
  return row.id;
}
async function licenca(companyId: string, empreendimentoId: string, numero: string, validadeDate: string) {
  const [row] = await db()
    .insert(licencas)
    .values({ companyId, empreendimentoId, tipo: "LO", numero, orgao: "IMA", validadeDate })
    .returning();
  return row.id;
}
async function condicao(companyId: string, licencaId: string, nome: string, status = "pendente", dataPrazo = DIA) {
  const [row] = await db()
    .insert(condicionantes)
    .values({ companyId, licencaId, nome, descricao: `${nome}: descrição`, status, dataPrazo })
    .returning();
  return row.id;
}
async function entrega(companyId: string, condicionanteId: string, dataEntrega: string, status = "agendada") {
  const [row] = await db()
    .insert(condicionanteComprovacoes)
    .values({ companyId, condicionanteId, dataEntrega, statusComprovacao: status })
    .returning();
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  gil = await signUpAndConfirm(t, "gil@gama.example.com", "Gil Gama");
  const gama = (await approveDirectly(t, gil.userId, "admin", "Gama Licenciamento")).id;
  bia = await signUpAndConfirm(t, "bia@beta.example.com", "Bia Beta");
  const beta = (await approveDirectly(t, bia.userId, "admin", "Beta Consultoria")).id;
  const forno = await projeto(gama, "Forno Túnel");

  // DIA: 3 expiries, 2 legal renewal deadlines (expiry 120 days on), 4 open conditions, 1 scheduled
  // delivery and 1 checklist. Not events: a licence whose renewal was filed in time, a concluded
  // condition, a delivery handed in, and the periodic condition itself (its deliveries stand for it).
  for (const n of ["V-1", "V-2", "V-3"]) ids.vencimentos.push(await licenca(gama, forno, n, DIA));
  for (const n of ["P-1", "P-2"]) ids.prazosLegais.push(await licenca(gama, forno, n, addDays(DIA, 120)));
  const noPrazo = await licenca(gama, forno, "P-NO-PRAZO", addDays(DIA, 120));
  await db()
    .update(licencas)
    .set({ emRenovacao: true, protocoloRenovacaoData: "2026-03-02" })
    .where(eq(licencas.id, noPrazo));
  const [lo, li] = ids.vencimentos;
  for (const n of ["Outorga", "Ruído", "Fauna"]) ids.condicoes.push(await condicao(gama, lo, n));
  // Another licence's condition: a day's conditions go by their own id, whatever their licence.
  ids.condicoes.push(await condicao(gama, li, "Resíduos"));
  await condicao(gama, lo, "Concluída", "concluida");
  periodica = await condicao(gama, lo, "Monitoramento mensal");
  entregaDoDia = await entrega(gama, periodica, DIA);
  entregaDoOutro = await entrega(gama, periodica, OUTRO);
  await entrega(gama, periodica, "2026-02-20", "entregue");
  // Created 13 March, São Paulo: dated 20 March.
  [{ id: checklistDoDia }] = await db()
    .insert(checklists)
    .values({
      companyId: gama,
      titulo: "Vistoria do forno",
      status: "aberto",
      createdAt: new Date("2026-03-13T15:00:00Z"),
    })
    .returning();
  // A licence expiring on DIA, then moved to the bin: neither listed nor counted.
  const naLixeira = await licenca(gama, forno, "V-LIXEIRA", DIA);
  const removida = await gil.client.request("DELETE", `/api/licencas/${naLixeira}`);
  expect(removida.status, await removida.clone().text()).toBe(200);

  const lavra = await projeto(beta, "Lavra Norte");
  const daBeta = await licenca(beta, lavra, "BETA-1", DIA);
  await condicao(beta, daBeta, "Condicionante da Beta");
}, 120_000);
afterAll(() => t.close());

describe("GET /api/calendario?porDia= — the month grid", () => {
  it("lists each day's first N events and says how many the day has in all", async () => {
    const c = await calendario(gil, `${GRADE}&porDia=3`);
    expect(c.dias).toEqual({ [DIA]: 11, [OUTRO]: 1 });
    // On one day expiries come first: the three of them, by licence.
    expect(eventIds(c)).toEqual([
      ...porId(ids.vencimentos).map((id) => `vencimento:${id}`),
      `entrega:${entregaDoOutro}`,
    ]);
    expect(c.eventos.find((e) => e.data === OUTRO)).toMatchObject({
      titulo: "Entrega agendada - Monitoramento mensal",
      condicionanteId: periodica,
      comprovacaoId: entregaDoOutro,
    });
  });

  it("lists a whole day with a larger N, by type and then as the indexes read it, each source counted", async () => {
    const c = await calendario(gil, `?de=${DIA}&ate=${DIA}&porDia=100`);
    const condicoes = [
      ...ids.condicoes.map((id) => [id, `condicionante:${id}`]),
      [periodica, `entrega:${entregaDoDia}`],
    ]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([, id]) => id);
    expect(eventIds(c)).toEqual([
      ...porId(ids.vencimentos).map((id) => `vencimento:${id}`),
      ...porId(ids.prazosLegais).map((id) => `prazo_renovacao:${id}`),
      ...condicoes,
      `checklist:${checklistDoDia}`,
    ]);
    expect(c.dias).toEqual({ [DIA]: c.eventos.length });
    expect(c.eventos.find((e) => e.tipo === "prazo_renovacao")).toMatchObject({
      titulo: expect.stringMatching(/^Prazo legal de renovação — Licença de Operação P-\d$/),
      data: DIA,
    });
  });

  it("fills the first N from the next type when a day has fewer of one", async () => {
    const c = await calendario(gil, `?de=${DIA}&ate=${DIA}&porDia=4`);
    expect(c.eventos.map((e) => e.tipo)).toEqual(["vencimento", "vencimento", "vencimento", "prazo_renovacao"]);
    expect(c.eventos[3].licencaId).toBe(porId(ids.prazosLegais)[0]);
    expect(c.dias).toEqual({ [DIA]: 11 });
  });

  it("counts a delivery handed in out of its day at once, and back when scheduled again", async () => {
    const status = (statusComprovacao: string) =>
      db()
        .update(condicionanteComprovacoes)
        .set({ statusComprovacao })
        .where(eq(condicionanteComprovacoes.id, entregaDoOutro));
    await status("entregue");
    try {
      const c = await calendario(gil, `${GRADE}&porDia=3`);
      expect(c.dias).toEqual({ [DIA]: 11 });
      expect(eventIds(c)).not.toContain(`entrega:${entregaDoOutro}`);
    } finally {
      await status("agendada");
    }
    expect((await calendario(gil, `${GRADE}&porDia=3`)).dias).toEqual({ [DIA]: 11, [OUTRO]: 1 });
  });

  it("never lists nor counts another company's events", async () => {
    const c = await calendario(bia, `${GRADE}&porDia=3`);
    expect(c.dias).toEqual({ [DIA]: 2 });
    expect(c.eventos.map((e) => e.titulo)).toEqual(["Vencimento Licença de Operação BETA-1", "Condicionante da Beta"]);
  });

  it("leaves the answer without porDia as it was: every event, by title, and no day totals", async () => {
    const c = await calendario(gil, `?de=${DIA}&ate=${DIA}`);
    expect(c.dias).toBeUndefined();
    expect(c.eventos).toHaveLength(11);
    expect(c.eventos.filter((e) => e.tipo === "condicionante").map((e) => e.titulo)).toEqual([
      "Entrega agendada - Monitoramento mensal",
      "Fauna",
      "Outorga",
      "Resíduos",
      "Ruído",
    ]);
    const popover = await calendario(gil, "?limite=3");
    expect(popover.dias).toBeUndefined();
    expect(popover.eventos).toHaveLength(3);
  });

  it("refuses a porDia that is not a whole number from 1 to 100 with 400 and the reason", async () => {
    for (const porDia of ["0", "101", "2.5", "três"]) {
      const error = await expectError(
        await gil.client.get(`/api/calendario${GRADE}&porDia=${encodeURIComponent(porDia)}`),
        400,
        POR_DIA_INVALIDO,
      );
      expect(error.fields).toEqual({ porDia: POR_DIA_INVALIDO });
    }
  });
});
