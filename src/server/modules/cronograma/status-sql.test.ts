import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { atividadesCronograma, condicionantes } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";
import { empresaDeCasos, naLixeira, noIndice } from "../../test/casos";
import { licencasDeCasos } from "../../test/licencas-de-casos";
import { addDays } from "../../../shared/rules/datas";
import {
  ATIVIDADE_STATUS,
  atividadeStatus,
  condicionanteRelatorioStatus,
  type TAtividadeStatus,
} from "../../../shared/rules/atividade-status";
import { atividadeStatusSql, condicionanteRelatorioStatusSql } from "./status-sql";

// The report's status rules exist twice: in TypeScript (the rows the screens show) and in SQL (the
// report's counts, the schedule's list and its export; the daily sweep's index of open
// activities). One table of cases at the deadline's edges, stored as rows, proves both agree.

const TODAY = "2026-06-15";
const PRAZOS = [null, addDays(TODAY, -400), addDays(TODAY, -1), TODAY, addDays(TODAY, 1), addDays(TODAY, 400)];

interface TAtividadeCaso {
  status: TAtividadeStatus;
  prazo: string | null;
  lixeira: boolean;
}
const ATIVIDADES: Array<[string, TAtividadeCaso]> = [
  ...ATIVIDADE_STATUS.flatMap((status) =>
    PRAZOS.map((prazo): [string, TAtividadeCaso] => [
      `${status}, due ${prazo ?? "never"}`,
      { status, prazo, lixeira: false },
    ]),
  ),
  ["pendente, overdue, in the bin", { status: "pendente", prazo: addDays(TODAY, -1), lixeira: true }],
];
const CONDICOES: Array<[string, { aprovada: boolean; prazo: string | null }]> = [true, false].flatMap((aprovada) =>
  PRAZOS.map((prazo): [string, { aprovada: boolean; prazo: string | null }] => [
    `${aprovada ? "approved" : "not approved"}, due ${prazo ?? "never"}`,
    { aprovada, prazo },
  ]),
);

let t: TestApp;
const atividadeIds = new Map<string, string>();
const condicaoIds = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  const empresa = await empresaDeCasos(t);
  const { companyId, projetoId } = empresa;
  const db = t.database.db;
  const [licencaId] = (
    await licencasDeCasos(t, [["LO", { validade: null, emRenovacao: false, protocolo: null }]], empresa)
  ).values();
  const atividades = await db
    .insert(atividadesCronograma)
    .values(
      ATIVIDADES.map(([titulo, a]) => ({
        companyId,
        empreendimentoId: projetoId,
        titulo,
        status: a.status,
        dataPrazo: a.prazo,
      })),
    )
    .returning({ id: atividadesCronograma.id, titulo: atividadesCronograma.titulo });
  for (const a of atividades) atividadeIds.set(a.titulo, a.id);
  const binned = ATIVIDADES.filter(([, a]) => a.lixeira).map(([titulo]) => atividadeIds.get(titulo)!);
  await naLixeira(t, companyId, "atividade", atividadesCronograma, binned);
  const condicoes = await db
    .insert(condicionantes)
    .values(
      CONDICOES.map(([descricao, c]) => ({
        companyId,
        licencaId,
        descricao,
        aprovada: c.aprovada,
        dataPrazo: c.prazo,
      })),
    )
    .returning({ id: condicionantes.id, descricao: condicionantes.descricao });
  for (const c of condicoes) condicaoIds.set(c.descricao, c.id);
}, 120_000);
afterAll(() => t.close());

describe("atividadeStatusSql agrees with atividadeStatus", () => {
  it("gives every activity the same displayed status", async () => {
    const a = atividadesCronograma;
    const rows = await t.database.db.select({ id: a.id, s: atividadeStatusSql(a.status, a.dataPrazo, TODAY) }).from(a);
    const doSql = new Map(rows.map((r) => [r.id, r.s]));
    for (const [nome, { status, prazo }] of ATIVIDADES) {
      expect([nome, doSql.get(atividadeIds.get(nome)!)]).toEqual([nome, atividadeStatus(status, prazo, TODAY)]);
    }
  });

  it("covers every displayed status in its table of cases", () => {
    const seen = new Set(ATIVIDADES.map(([, a]) => atividadeStatus(a.status, a.prazo, TODAY)));
    expect([...seen].sort()).toEqual([...ATIVIDADE_STATUS, "atrasada"].sort());
  });

  // The daily sweep reads the activities it may find late through this index (decision 022).
  it("atividades_cronograma_abertas_prazo_idx holds the activities the rule can show late, out of the bin", async () => {
    const holds = await noIndice(t, atividadesCronograma, "atividades_cronograma_abertas_prazo_idx");
    for (const [nome, { status, lixeira }] of ATIVIDADES) {
      const podeAtrasar = atividadeStatus(status, addDays(TODAY, -1), TODAY) === "atrasada";
      expect([nome, holds.has(atividadeIds.get(nome)!)]).toEqual([nome, podeAtrasar && !lixeira]);
    }
  });
});

describe("condicionanteRelatorioStatusSql agrees with condicionanteRelatorioStatus", () => {
  it("gives every condition the same report status", async () => {
    const c = condicionantes;
    const rows = await t.database.db
      .select({ id: c.id, s: condicionanteRelatorioStatusSql(c.aprovada, c.dataPrazo, TODAY) })
      .from(c);
    const doSql = new Map(rows.map((r) => [r.id, r.s]));
    for (const [nome, { aprovada, prazo }] of CONDICOES) {
      expect([nome, doSql.get(condicaoIds.get(nome)!)]).toEqual([
        nome,
        condicionanteRelatorioStatus(aprovada, prazo, TODAY),
      ]);
    }
  });
});
