import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { licencas } from "../../db/schema";
import { foldTotaisPorDia } from "../../db/por-dia";
import { prepareLicencasDeCasos } from "../../test/licencas-de-casos";
import { addDays } from "../../../shared/rules/datas";
import {
  LICENCA_STATUS,
  licencaStatus,
  PRAZO_LEGAL_RENOVACAO_DIAS,
  RENEWAL_ALERT_DAYS,
  type TLicencaPrazos,
} from "../../../shared/rules/licenca-status";
import { totalDoStatus } from "./licencas-por-dia";
import { emRenovacaoSql, licencaStatusSql } from "./status-sql";

// The licence status exists twice: in TypeScript (each row's badge) and in SQL (the list's status
// filter, the admin panel's and the consolidated report's counts; over the licences' tally, the
// list's total by status). One table of cases, around the edges of the 120-day alert and of the
// legal renewal deadline, proves all agree.

const TODAY = "2026-06-15";
const VALIDADES: Array<string | null> = [
  null,
  ...[-200, -1, 0, 1, RENEWAL_ALERT_DAYS - 1, RENEWAL_ALERT_DAYS, RENEWAL_ALERT_DAYS + 1, 365].map((d) =>
    addDays(TODAY, d),
  ),
];
/** Filing dates relative to the expiry: early, on the legal deadline, a day late; or none. */
const PROTOCOLOS = [
  null,
  -PRAZO_LEGAL_RENOVACAO_DIAS - 30,
  -PRAZO_LEGAL_RENOVACAO_DIAS,
  -PRAZO_LEGAL_RENOVACAO_DIAS + 1,
];

const CASOS: Array<[string, TLicencaPrazos]> = VALIDADES.flatMap((validade) =>
  [false, true].flatMap((emRenovacao) =>
    PROTOCOLOS.map((antes): [string, TLicencaPrazos] => {
      const protocolo = antes === null ? null : addDays(validade ?? TODAY, antes);
      const nome = `validade ${validade ?? "none"}, ${emRenovacao ? "in renewal" : "not in renewal"}, filed ${protocolo ?? "never"}`;
      return [nome, { validade, emRenovacao, protocolo }];
    }),
  ),
);

/** In the bin, it has no status anywhere: the tally's triggers leave it out as the wall hides it. */
const NA_LIXEIRA: [string, TLicencaPrazos] = ["in the bin", { validade: TODAY, emRenovacao: false, protocolo: null }];

const cena = prepareLicencasDeCasos(CASOS, NA_LIXEIRA);

/** Which statuses the SQL gives the licence `nome` on TODAY (a WHERE admits only true). */
async function statusesInSql(nome: string) {
  const isTrue = (condition: ReturnType<typeof licencaStatusSql>) => sql<boolean>`coalesce(${condition}, false)`;
  const [row] = await cena.t.database.db
    .select({
      ...Object.fromEntries(LICENCA_STATUS.map((s) => [s, isTrue(licencaStatusSql(s, TODAY))])),
      emRenovacao: isTrue(emRenovacaoSql(TODAY)),
    })
    .from(licencas)
    .where(eq(licencas.id, cena.ids.get(nome)!));
  const { emRenovacao, ...statuses } = row as Record<string, boolean>;
  return { statuses: Object.keys(statuses).filter((s) => statuses[s]), emRenovacao };
}

describe("licencaStatusSql agrees with licencaStatus", () => {
  it.each(CASOS)("%s", async (nome, l) => {
    const status = licencaStatus(l, TODAY);
    expect(await statusesInSql(nome)).toEqual({
      statuses: [status],
      emRenovacao: status === "em_renovacao" || status === "prorrogada",
    });
  });

  it("covers every status in its table of cases", () => {
    const seen = new Set(CASOS.map(([, l]) => licencaStatus(l, TODAY)));
    expect([...seen].sort()).toEqual([...LICENCA_STATUS].sort());
  });
});

// The tally keeps each licence under its renewal situation (migration 0017's own copy of
// renovacaoSituacao, with PRAZO_LEGAL_RENOVACAO_DIAS written out) on its expiry day; the list's
// total by status reads it through licencaStatusNoDiaSql. Asked on days around the cases' edges,
// every status's total is the number of cases the TypeScript rule gives it.
describe("the licences' tally agrees with licencaStatus", () => {
  it.each([0, -1, 1, RENEWAL_ALERT_DAYS, 400])("on the day %i days from the cases' today", async (dias) => {
    const today = addDays(TODAY, dias);
    const esperado = Object.fromEntries(
      LICENCA_STATUS.map((s) => [s, CASOS.filter(([, l]) => licencaStatus(l, today) === s).length]),
    );
    const totais = async () =>
      Object.fromEntries(
        await Promise.all(
          LICENCA_STATUS.map(async (s) => [s, await totalDoStatus(cena.t.database.db, cena.companyId, s, today)]),
        ),
      );
    expect(await totais()).toEqual(esperado);
    await foldTotaisPorDia(cena.t.database.db);
    expect(await totais()).toEqual(esperado);
  });
});
