import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { licencas } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";
import { licencasDeCasos } from "../../test/licencas-de-casos";
import { addDays } from "../../../shared/rules/datas";
import {
  LICENCA_STATUS,
  licencaStatus,
  PRAZO_LEGAL_RENOVACAO_DIAS,
  RENEWAL_ALERT_DAYS,
  type TLicencaPrazos,
} from "../../../shared/rules/licenca-status";
import { emRenovacaoSql, licencaStatusSql } from "./status-sql";

// The licence status exists twice: in TypeScript (each row's badge) and in SQL (the list's status
// filter, the admin panel's and the consolidated report's counts). One table of cases, around the
// edges of the 120-day alert and of the legal renewal deadline, proves both agree.

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

let t: TestApp;
let ids: Map<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  ids = await licencasDeCasos(t, CASOS);
}, 120_000);
afterAll(() => t.close());

/** Which statuses the SQL gives the licence `nome` on TODAY (a WHERE admits only true). */
async function statusesInSql(nome: string) {
  const isTrue = (condition: ReturnType<typeof licencaStatusSql>) => sql<boolean>`coalesce(${condition}, false)`;
  const [row] = await t.database.db
    .select({
      ...Object.fromEntries(LICENCA_STATUS.map((s) => [s, isTrue(licencaStatusSql(s, TODAY))])),
      emRenovacao: isTrue(emRenovacaoSql(TODAY)),
    })
    .from(licencas)
    .where(eq(licencas.id, ids.get(nome)!));
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
