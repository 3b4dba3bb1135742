import type { Db } from "../db/client";
import {
  clientes,
  condicionanteComprovacoes,
  condicionantes,
  empreendimentos,
  licencas,
  obrigacaoInstancias,
  obrigacoes,
} from "../db/schema";

// Rows written straight into the database, for tests that count them (the panel, the
// consolidated report): each case needs a licence with a given expiry, a condition with a given
// deadline or an obligation due on a day, not the API's whole path to it. Each answers the new
// row's id.

export const linhas = (db: () => Db) => ({
  async cliente(companyId: string, nome: string) {
    const [row] = await db().insert(clientes).values({ companyId, nome, tipoPessoa: "juridica" }).returning();
    return row.id;
  },
  async projeto(companyId: string, clienteId: string, nome: string) {
    const [row] = await db().insert(empreendimentos).values({ companyId, clienteId, nome }).returning();
    return row.id;
  },
  async licenca(companyId: string, empreendimentoId: string, validadeDate: string | null, emRenovacao = false) {
    const [row] = await db()
      .insert(licencas)
      .values({
        companyId,
        empreendimentoId,
        tipo: "LO",
        numero: `LO-${validadeDate}`,
        orgao: "IMA",
        validadeDate,
        emRenovacao,
      })
      .returning();
    return row.id;
  },
  async condicionante(companyId: string, licencaId: string, status: string, dataPrazo: string | null) {
    const [row] = await db()
      .insert(condicionantes)
      .values({ companyId, licencaId, descricao: `Prazo ${dataPrazo}`, status, dataPrazo })
      .returning();
    return row.id;
  },
  /** A proof of the condition; 'agendada' makes it a scheduled delivery. */
  async entrega(companyId: string, condicionanteId: string, dataEntrega: string, statusComprovacao: string) {
    const [row] = await db()
      .insert(condicionanteComprovacoes)
      .values({ companyId, condicionanteId, dataEntrega, statusComprovacao })
      .returning();
    return row.id;
  },
  /** A one-off obligation of the client (and of the project, when named) with one due date. */
  async obrigacao(
    companyId: string,
    clienteId: string,
    empreendimentoId: string | null,
    dataVencimento: string,
    status: "pendente" | "em_andamento" | "cumprida" = "pendente",
  ) {
    const [row] = await db()
      .insert(obrigacoes)
      .values({
        companyId,
        clienteId,
        empreendimentoId,
        titulo: `Vence ${dataVencimento}`,
        orgao: "IBAMA",
        recorrencia: { tipo: "unica" },
      })
      .returning();
    await db()
      .insert(obrigacaoInstancias)
      .values({
        ...{ companyId, obrigacaoId: row.id, dataRegra: dataVencimento, dataVencimento, status },
        cumpridaEm: status === "cumprida" ? dataVencimento : null,
      });
    return row.id;
  },
});
