import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { licencas } from "../../db/schema";
import { foldTotaisPorDia } from "../../db/por-dia";
import { noIndice } from "../../test/casos";
import { prepareLicencasDeCasos } from "../../test/licencas-de-casos";
import { addDays } from "../../../shared/rules/datas";
import { licencaValida, RENEWALS_SOON_DAYS, renovacaoProxima } from "../../../shared/rules/dashboard";
import {
  prazoLegalRenovacao,
  renovacaoAtendida,
  validadeProrrogada,
  type TLicencaPrazos,
} from "../../../shared/rules/licenca-status";
import { conformidadeDasLicencas } from "./licencas-por-dia";
import {
  prazoLegalEntreSql,
  prazoLegalRenovacaoSql,
  renovacaoAtendidaSql,
  validadeProrrogadaSql,
} from "./renovacao-sql";

// The renewal rules exist twice: in TypeScript (the screens, the daily sweep) and in SQL (the
// calendar's queries, "my pending items", the dashboard's tally, and the migrations' own copies:
// the 'Minhas pendências' index and the licences' tally). One table of cases proves all agree.

const validade = "2026-11-24";
const prazoLegal = prazoLegalRenovacao(validade);
const CASOS: Array<[string, TLicencaPrazos]> = [
  ["filed 30 days before the legal deadline", { validade, emRenovacao: true, protocolo: addDays(prazoLegal, -30) }],
  ["filed on the legal deadline", { validade, emRenovacao: true, protocolo: prazoLegal }],
  ["filed a day after the legal deadline", { validade, emRenovacao: true, protocolo: addDays(prazoLegal, 1) }],
  ["filed on the expiry day", { validade, emRenovacao: true, protocolo: validade }],
  ["flagged without a filing date", { validade, emRenovacao: true, protocolo: null }],
  ["flagged without an expiry", { validade: null, emRenovacao: true, protocolo: "2026-01-01" }],
  ["a filing date on a licence not in renewal", { validade, emRenovacao: false, protocolo: "2026-01-01" }],
  ["not in renewal", { validade, emRenovacao: false, protocolo: null }],
  ["not in renewal, expiring a day later", { validade: addDays(validade, 1), emRenovacao: false, protocolo: null }],
  ["no expiry, not in renewal", { validade: null, emRenovacao: false, protocolo: null }],
];
/** In the bin: neither the index's readers nor the tally see it (the bin's wall, the tally's triggers). */
const NA_LIXEIRA: [string, TLicencaPrazos] = ["in the bin", { validade, emRenovacao: false, protocolo: null }];

const cena = prepareLicencasDeCasos(CASOS, NA_LIXEIRA);

/** Each case's answer to the SQL expression `expr`, by the case's name. */
async function porCaso<T>(expr: ReturnType<typeof sql<T>>) {
  const rows = await cena.t.database.db.select({ numero: licencas.numero, valor: expr }).from(licencas);
  return new Map(rows.map((r) => [r.numero, r.valor as T]));
}

describe("validadeProrrogadaSql agrees with validadeProrrogada", () => {
  it.each(CASOS)("%s", async (nome, l) => {
    const [row] = await cena.t.database.db
      .select({ prorrogada: validadeProrrogadaSql() })
      .from(licencas)
      .where(eq(licencas.id, cena.ids.get(nome)!));
    expect(row.prorrogada).toBe(validadeProrrogada(l));
  });

  it("finds exactly the licences the TypeScript rule extends, negated too", async () => {
    const prorrogadas = CASOS.filter(([, l]) => validadeProrrogada(l)).map(([nome]) => nome);
    expect(prorrogadas).toEqual(["filed 30 days before the legal deadline", "filed on the legal deadline"]);
    const db = cena.t.database.db;
    const sim = await db
      .select({ numero: licencas.numero })
      .from(licencas)
      .where(sql`${validadeProrrogadaSql()} and ${licencas.lixeiraId} is null`);
    expect(sim.map((r) => r.numero).sort()).toEqual([...prorrogadas].sort());
    const nao = await db
      .select({ numero: licencas.numero })
      .from(licencas)
      .where(sql`not ${validadeProrrogadaSql()} and ${licencas.lixeiraId} is null`);
    expect(nao).toHaveLength(CASOS.length - prorrogadas.length);
  });
});

describe("renovacaoAtendidaSql agrees with renovacaoAtendida", () => {
  it.each(CASOS)("%s", async (nome, l) => {
    const [row] = await cena.t.database.db
      .select({ atendida: renovacaoAtendidaSql() })
      .from(licencas)
      .where(eq(licencas.id, cena.ids.get(nome)!));
    expect(row.atendida).toBe(renovacaoAtendida(l));
  });

  it("is never NULL, so its negation finds exactly the others", async () => {
    const atendidas = CASOS.filter(([, l]) => renovacaoAtendida(l)).length;
    const nao = await cena.t.database.db
      .select({ numero: licencas.numero })
      .from(licencas)
      .where(sql`not ${renovacaoAtendidaSql()} and ${licencas.lixeiraId} is null`);
    expect(nao).toHaveLength(CASOS.length - atendidas);
  });
});

describe("the legal renewal deadline in SQL agrees with prazoLegalRenovacao", () => {
  it("gives each licence the same day, none without an expiry", async () => {
    const dias = await porCaso(sql<string | null>`${prazoLegalRenovacaoSql()}::text`);
    for (const [nome, l] of CASOS) {
      expect([nome, dias.get(nome)]).toEqual([nome, l.validade ? prazoLegalRenovacao(l.validade) : null]);
    }
  });

  it.each([
    ["starting on the deadline", prazoLegal, addDays(prazoLegal, 10)],
    ["ending on the deadline", addDays(prazoLegal, -10), prazoLegal],
    ["ending the day before it", addDays(prazoLegal, -10), addDays(prazoLegal, -1)],
    ["starting the day after it", addDays(prazoLegal, 1), addDays(prazoLegal, 10)],
  ])("finds the licences whose deadline falls in a window %s", async (_janela, de, ate) => {
    const naJanela = await porCaso(prazoLegalEntreSql(de, ate));
    for (const [nome, l] of CASOS) {
      const prazo = l.validade ? prazoLegalRenovacao(l.validade) : null;
      expect([nome, naJanela.get(nome) ?? false]).toEqual([nome, prazo !== null && de <= prazo && prazo <= ate]);
    }
  });
});

describe("the copies the migrations keep agree with the TypeScript rules", () => {
  it("licencas_minhas_idx holds the licences with an expiry whose renewal is not met (migration 0018)", async () => {
    // Its predicate repeats renovacaoAtendida with PRAZO_LEGAL_RENOVACAO_DIAS written out: a new
    // value of the constant without a migration parts them on the cases filed around the deadline.
    const holds = await noIndice(cena.t, licencas, "licencas_minhas_idx");
    for (const [nome, l] of [...CASOS, NA_LIXEIRA]) {
      expect([nome, holds.has(cena.ids.get(nome)!)]).toEqual([nome, l.validade !== null && !renovacaoAtendida(l)]);
    }
  });

  // The tally's situation (migration 0017's app_licenca_situacao) read through the dashboard's
  // reader, on days around the expiry: licences valid, and renewals due soon no filing covers.
  it.each([-RENEWALS_SOON_DAYS - 1, -RENEWALS_SOON_DAYS, -1, 0, 1])(
    "the licences' tally counts what licencaValida and renovacaoProxima say, %i days from the expiry",
    async (dias) => {
      const today = addDays(validade, dias);
      const contar = (regra: (l: TLicencaPrazos) => boolean) => CASOS.filter(([, l]) => regra(l)).length;
      const esperado = {
        comValidade: contar((l) => l.validade !== null),
        validas: contar((l) => licencaValida(l, today)),
        renovacoes: contar((l) => renovacaoProxima(l, today)),
      };
      expect(await conformidadeDasLicencas(cena.t.database.db, cena.companyId, today)).toEqual(esperado);
      await foldTotaisPorDia(cena.t.database.db);
      expect(await conformidadeDasLicencas(cena.t.database.db, cena.companyId, today)).toEqual(esperado);
    },
  );
});
