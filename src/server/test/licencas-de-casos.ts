import { clientes, empreendimentos, licencas } from "../db/schema";
import type { TLicencaPrazos } from "../../shared/rules/licenca-status";
import { approveDirectly, signUpAndConfirm, type TestApp } from "./test-app";

/**
 * A table of cases of a licence rule written twice (TypeScript and SQL), stored as one licence
 * each, numbered by the case's name, in a new company: the test then asks the SQL about each id
 * and compares its answer with the TypeScript rule's.
 */
export async function licencasDeCasos(t: TestApp, casos: Array<[string, TLicencaPrazos]>) {
  const gil = await signUpAndConfirm(t, "gil@gama.example.com", "Gil Gama");
  const companyId = (await approveDirectly(t, gil.userId, "admin", "Gama Licenciamento")).id;
  const db = t.database.db;
  const [cliente] = await db
    .insert(clientes)
    .values({ companyId, nome: "Cliente", tipoPessoa: "juridica" })
    .returning();
  const [projeto] = await db
    .insert(empreendimentos)
    .values({ companyId, clienteId: cliente.id, nome: "Projeto" })
    .returning();
  const rows = await db
    .insert(licencas)
    .values(
      casos.map(([nome, l]) => ({
        ...{ companyId, empreendimentoId: projeto.id, tipo: "LO", numero: nome, orgao: "IMA" },
        ...{ validadeDate: l.validade, emRenovacao: l.emRenovacao, protocoloRenovacaoData: l.protocolo },
      })),
    )
    .returning({ id: licencas.id, numero: licencas.numero });
  return new Map(rows.map((r) => [r.numero, r.id]));
}
