import { licencas } from "../db/schema";
import type { TLicencaPrazos } from "../../shared/rules/licenca-status";
import { empresaDeCasos, type TEmpresaDeCasos } from "./casos";
import type { TestApp } from "./test-app";

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
