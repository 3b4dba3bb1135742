import { afterAll, beforeAll } from "vitest";
import { licencas } from "../db/schema";
import type { TLicencaPrazos } from "../../shared/rules/licenca-status";
import { empresaDeCasos, naLixeira, type TEmpresaDeCasos } from "./casos";
import { createTestApp, type TestApp } from "./test-app";

/**
 * A table of cases of a licence rule written twice (TypeScript and SQL), stored as one licence
 * each, numbered by the case's name, in a new company (or `empresa`): the test then asks the SQL
 * about each id and compares its answer with the TypeScript rule's.
 */
export async function licencasDeCasos(t: TestApp, casos: Array<[string, TLicencaPrazos]>, empresa?: TEmpresaDeCasos) {
  const { companyId, projetoId } = empresa ?? (await empresaDeCasos(t));
  const rows = await t.database.db
    .insert(licencas)
    .values(
      casos.map(([nome, l]) => ({
        ...{ companyId, empreendimentoId: projetoId, tipo: "LO", numero: nome, orgao: "IMA" },
        ...{ validadeDate: l.validade, emRenovacao: l.emRenovacao, protocoloRenovacaoData: l.protocolo },
      })),
    )
    .returning({ id: licencas.id, numero: licencas.numero });
  return new Map(rows.map((r) => [r.numero, r.id]));
}

/**
 * The whole scene of such a test, set up before its tests and closed after them: a new app, the
 * cases stored in a new company, and `binned` stored too but put in the bin, where no reader of
 * the rule may see it. Its fields are filled once the tests start.
 */
export function prepareLicencasDeCasos(casos: Array<[string, TLicencaPrazos]>, binned: [string, TLicencaPrazos]) {
  const cena = {} as { t: TestApp; companyId: string; ids: Map<string, string> };
  beforeAll(async () => {
    cena.t = await createTestApp();
    const empresa = await empresaDeCasos(cena.t);
    cena.companyId = empresa.companyId;
    cena.ids = await licencasDeCasos(cena.t, [...casos, binned], empresa);
    await naLixeira(cena.t, cena.companyId, "licenca", licencas, [cena.ids.get(binned[0])!]);
  }, 120_000);
  afterAll(() => cena.t.close());
  return cena;
}
