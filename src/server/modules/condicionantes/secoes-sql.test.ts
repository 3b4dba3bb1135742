import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { condicionanteComprovacoes, condicionantes } from "../../db/schema";
import { foldTotaisPorDia } from "../../db/por-dia";
import { createTestApp, type TestApp } from "../../test/test-app";
import { empresaDeCasos, naLixeira, noIndice } from "../../test/casos";
import { licencasDeCasos } from "../../test/licencas-de-casos";
import { addDays } from "../../../shared/rules/datas";
import {
  CONDICIONANTE_STATUS,
  DUE_SOON_DAYS,
  grupoCondicionante,
  grupoDaObrigacao,
  type TComprovacaoStatus,
  type TCondicionanteStatus,
} from "../../../shared/rules/condicionantes";
import { ENTREGA_ABERTA } from "../../../shared/rules/obrigacoes";
import { comEntrega, entrega } from "./obrigacoes";
import { totaisDasObrigacoes } from "./obrigacoes-por-dia";
import { devidaSql, grupoObrigacao, type TSecaoDeObrigacao } from "./secoes-sql";

// The conditions screen's sections exist twice: in TypeScript (the export, the portal) and in SQL
// (the screen's pages and filtered counts, the admin panel, the report; the obligations' tally,
// kept by migration 0014's triggers; the partial indexes that serve the pages). One table of
// cases at the sections' edges, stored as conditions and deliveries, proves all agree.

const TODAY = "2026-06-15";
const dia = (n: number) => addDays(TODAY, n);
const PRAZOS = [null, dia(-1), dia(0), dia(DUE_SOON_DAYS), dia(DUE_SOON_DAYS + 1)];

interface TCaso {
  status: TCondicionanteStatus;
  prazo: string | null;
  /** Its proofs: each a status and a day ('agendada': a scheduled delivery still open). */
  provas: Array<[TComprovacaoStatus, string]>;
  lixeira?: boolean;
}
const CASOS: Array<[string, TCaso]> = [
  ...CONDICIONANTE_STATUS.flatMap((status) =>
    PRAZOS.map((prazo): [string, TCaso] => [`${status}, due ${prazo ?? "never"}`, { status, prazo, provas: [] }]),
  ),
  [
    "periodic, under way",
    {
      status: "em_andamento",
      prazo: dia(400),
      provas: [
        ["agendada", dia(-1)],
        ["agendada", dia(0)],
        ["agendada", dia(DUE_SOON_DAYS)],
        ["agendada", dia(DUE_SOON_DAYS + 1)],
        ["aprovada", dia(-30)],
      ],
    },
  ],
  ["concluded, a delivery left", { status: "concluida", prazo: dia(-10), provas: [["agendada", dia(5)]] }],
  ["concluded, every delivery made", { status: "concluida", prazo: null, provas: [["aprovada", dia(-5)]] }],
  ["pending, its proof under review", { status: "pendente", prazo: dia(3), provas: [["em_analise", dia(-2)]] }],
  ["in the bin", { status: "pendente", prazo: dia(-1), provas: [["agendada", dia(2)]], lixeira: true }],
];

/** The case's obligations by the TypeScript rules: each open delivery, or the condition itself. */
function obrigacoesDe(c: TCaso, today: string) {
  const abertas = c.provas.filter(([s]) => s === ENTREGA_ABERTA).map(([, d]) => d);
  const entregas = abertas.length ? abertas : [null];
  return entregas.map((entregaData) => ({
    entregaData,
    grupo: (grupoDaObrigacao({ status: c.status, dataPrazo: c.prazo, entregaData }, today) ??
      "sem_prazo") as TSecaoDeObrigacao,
  }));
}
const SECOES: TSecaoDeObrigacao[] = ["vencidas", "vencendo", "a_vencer", "concluidas", "sem_prazo"];
const foraDaLixeira = CASOS.filter(([, c]) => !c.lixeira);

let t: TestApp;
let companyId: string;
const ids = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  const empresa = await empresaDeCasos(t);
  companyId = empresa.companyId;
  const db = t.database.db;
  const sem = { validade: null, emRenovacao: false, protocolo: null };
  const [licencaId] = (await licencasDeCasos(t, [["LO", sem]], empresa)).values();
  const rows = await db
    .insert(condicionantes)
    .values(CASOS.map(([descricao, c]) => ({ companyId, licencaId, descricao, status: c.status, dataPrazo: c.prazo })))
    .returning({ id: condicionantes.id, descricao: condicionantes.descricao });
  for (const r of rows) ids.set(r.descricao, r.id);
  const provas = CASOS.flatMap(([nome, c]) =>
    c.provas.map(([statusComprovacao, dataEntrega]) => ({
      ...{ companyId, condicionanteId: ids.get(nome)!, statusComprovacao, dataEntrega },
    })),
  );
  await db.insert(condicionanteComprovacoes).values(provas);
  const binned = CASOS.filter(([, c]) => c.lixeira).map(([nome]) => ids.get(nome)!);
  // A condition goes to the bin with its deliveries, under one entry.
  const lixeiraId = await naLixeira(t, companyId, "condicionante", condicionantes, binned);
  await db
    .update(condicionanteComprovacoes)
    .set({ lixeiraId })
    .where(inArray(condicionanteComprovacoes.condicionanteId, binned));
}, 120_000);
afterAll(() => t.close());

describe("grupoObrigacao agrees with grupoDaObrigacao", () => {
  it.each([0, -1, 1])("puts every obligation in its one section on the day %i days from today", async (n) => {
    const today = dia(n);
    const rows = await t.database.db
      .select({
        nome: condicionantes.descricao,
        entregaData: entrega.dataEntrega,
        ...Object.fromEntries(SECOES.map((g) => [g, sql<boolean>`coalesce(${grupoObrigacao(g, today)}, false)`])),
      })
      .from(condicionantes)
      .leftJoin(entrega, comEntrega)
      .where(and(eq(condicionantes.companyId, companyId), isNull(condicionantes.lixeiraId)));
    const doSql = rows.map((r) => {
      const secoes = SECOES.filter((g) => (r as Record<string, unknown>)[g]);
      return [r.nome, r.entregaData, secoes.join(" and ") || "none"];
    });
    const ts = foraDaLixeira.flatMap(([nome, c]) => obrigacoesDe(c, today).map((o) => [nome, o.entregaData, o.grupo]));
    const ordem = (a: unknown[]) => a.map((x) => JSON.stringify(x)).sort();
    expect(ordem(doSql)).toEqual(ordem(ts));
  });

  it("covers every section in its table of cases", () => {
    const seen = new Set(foraDaLixeira.flatMap(([, c]) => obrigacoesDe(c, TODAY).map((o) => o.grupo)));
    expect([...seen].sort()).toEqual([...SECOES].sort());
  });

  // The tally keeps each obligation as 'aberta' or 'concluida' on its day (migration 0014's own
  // copy of the rule); the screen's and the dashboard's totals read it through secaoNoDiaSql.
  it.each([0, -1, 1])("the obligations' tally counts each section as the rule does, %i days from today", async (n) => {
    const today = dia(n);
    const todas = foraDaLixeira.flatMap(([, c]) => obrigacoesDe(c, today));
    const quantas = (g: TSecaoDeObrigacao) => todas.filter((o) => o.grupo === g).length;
    const esperado = {
      abertas: todas.length - quantas("concluidas"),
      vencidas: quantas("vencidas"),
      vencendo: quantas("vencendo"),
      a_vencer: quantas("a_vencer"),
      semPrazo: quantas("sem_prazo"),
      concluidas: quantas("concluidas"),
    };
    expect(await totaisDasObrigacoes(t.database.db, companyId, today)).toEqual(esperado);
    await foldTotaisPorDia(t.database.db);
    expect(await totaisDasObrigacoes(t.database.db, companyId, today)).toEqual(esperado);
  });
});

describe("the partial indexes hold what the sections read", () => {
  const idOf = (nome: string) => ids.get(nome)!;
  /** A case whose condition stands for itself (no open delivery): its own obligation's section. */
  const propria = (c: TCaso) => {
    const [o] = obrigacoesDe(c, TODAY);
    return o.entregaData === null ? o.grupo : null;
  };

  it("condicionantes_obrigacoes_idx holds the open conditions standing for themselves", async () => {
    const holds = await noIndice(t, condicionantes, "condicionantes_obrigacoes_idx");
    for (const [nome, c] of foraDaLixeira) {
      const secao = propria(c);
      expect([nome, holds.has(idOf(nome))]).toEqual([nome, secao !== null && secao !== "concluidas"]);
    }
  });

  it("condicionantes_concluidas_idx holds every condition of 'Concluídas', and only concluded ones", async () => {
    const holds = await noIndice(t, condicionantes, "condicionantes_concluidas_idx");
    for (const [nome, c] of foraDaLixeira) {
      if (propria(c) === "concluidas") expect([nome, holds.has(idOf(nome))]).toEqual([nome, true]);
      if (holds.has(idOf(nome)))
        expect([nome, grupoCondicionante(c.status, c.prazo, TODAY)]).toEqual([nome, "concluidas"]);
    }
  });

  it("condicionantes_portal_idx and devidaSql hold the conditions with an obligation still owed, out of the bin", async () => {
    const holds = await noIndice(t, condicionantes, "condicionantes_portal_idx");
    const devidas = await t.database.db
      .select({ id: condicionantes.id, devida: devidaSql })
      .from(condicionantes)
      .where(eq(condicionantes.companyId, companyId));
    const devida = new Map(devidas.map((r) => [r.id, r.devida]));
    for (const [nome, c] of CASOS) {
      const owed = obrigacoesDe(c, TODAY).some((o) => o.grupo !== "concluidas");
      expect([nome, holds.has(idOf(nome)), devida.get(idOf(nome))]).toEqual([nome, owed && !c.lixeira, owed]);
    }
  });

  it.each(["comprovacoes_agendadas_company_data_idx", "comprovacoes_agendada_uq"])(
    "%s holds the scheduled deliveries still open",
    async (indice) => {
      const holds = await noIndice(t, condicionanteComprovacoes, indice);
      const provas = await t.database.db
        .select({ id: condicionanteComprovacoes.id, status: condicionanteComprovacoes.statusComprovacao })
        .from(condicionanteComprovacoes)
        .where(eq(condicionanteComprovacoes.companyId, companyId));
      expect(provas).toHaveLength(CASOS.reduce((n, [, c]) => n + c.provas.length, 0));
      for (const p of provas) expect([p.status, holds.has(p.id)]).toEqual([p.status, p.status === ENTREGA_ABERTA]);
    },
  );
});
