import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { licencas } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";
import { licencasDeCasos } from "../../test/licencas-de-casos";
import { addDays } from "../../../shared/rules/datas";
import { renovacaoAtendida, validadeProrrogada, type TLicencaPrazos } from "../../../shared/rules/licenca-status";
import { renovacaoAtendidaSql, validadeProrrogadaSql } from "./renovacao-sql";

// The renewal rules exist twice: in TypeScript (the screens, the daily sweep) and in SQL (the
// calendar's queries, "my pending items"). One table of cases proves both agree.

const validade = "2026-11-24";
const CASOS: Array<[string, TLicencaPrazos]> = [
  ["filed 150 days before the expiry", { validade, emRenovacao: true, protocolo: addDays(validade, -150) }],
  ["filed on the legal deadline", { validade, emRenovacao: true, protocolo: addDays(validade, -120) }],
  ["filed a day after the legal deadline", { validade, emRenovacao: true, protocolo: addDays(validade, -119) }],
  ["flagged without a filing date", { validade, emRenovacao: true, protocolo: null }],
  ["flagged without an expiry", { validade: null, emRenovacao: true, protocolo: "2026-01-01" }],
  ["a filing date on a licence not in renewal", { validade, emRenovacao: false, protocolo: "2026-01-01" }],
  ["not in renewal", { validade, emRenovacao: false, protocolo: null }],
  ["no expiry, not in renewal", { validade: null, emRenovacao: false, protocolo: null }],
];

let t: TestApp;
let ids: Map<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  ids = await licencasDeCasos(t, CASOS);
}, 120_000);
afterAll(() => t.close());

describe("validadeProrrogadaSql agrees with validadeProrrogada", () => {
  it.each(CASOS)("%s", async (nome, l) => {
    const [row] = await t.database.db
      .select({ prorrogada: validadeProrrogadaSql() })
      .from(licencas)
      .where(eq(licencas.id, ids.get(nome)!));
    expect(row.prorrogada).toBe(validadeProrrogada(l));
  });

  it("finds exactly the licences the TypeScript rule extends, negated too", async () => {
    const prorrogadas = CASOS.filter(([, l]) => validadeProrrogada(l)).map(([nome]) => nome);
    expect(prorrogadas).toEqual(["filed 150 days before the expiry", "filed on the legal deadline"]);
    const db = t.database.db;
    const sim = await db.select({ numero: licencas.numero }).from(licencas).where(validadeProrrogadaSql());
    expect(sim.map((r) => r.numero).sort()).toEqual([...prorrogadas].sort());
    const nao = await db
      .select({ numero: licencas.numero })
      .from(licencas)
      .where(sql`not ${validadeProrrogadaSql()}`);
    expect(nao).toHaveLength(CASOS.length - prorrogadas.length);
  });
});

describe("renovacaoAtendidaSql agrees with renovacaoAtendida", () => {
  it.each(CASOS)("%s", async (nome, l) => {
    const [row] = await t.database.db
      .select({ atendida: renovacaoAtendidaSql() })
      .from(licencas)
      .where(eq(licencas.id, ids.get(nome)!));
    expect(row.atendida).toBe(renovacaoAtendida(l));
  });

  it("is never NULL, so its negation finds exactly the others", async () => {
    const atendidas = CASOS.filter(([, l]) => renovacaoAtendida(l)).length;
    const nao = await t.database.db
      .select({ numero: licencas.numero })
      .from(licencas)
      .where(sql`not ${renovacaoAtendidaSql()}`);
    expect(nao).toHaveLength(CASOS.length - atendidas);
  });
});
