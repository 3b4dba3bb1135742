import { and, eq, isNull, ne, not } from "drizzle-orm";
import type { Db } from "../../db/client";
import { anyOf } from "../../db/array-param";
import {
  atividadesCronograma,
  clientes,
  condicionantes,
  empreendimentos,
  empresaConfiguracoes,
  licencas,
} from "../../db/schema";
import type { TAlertaItemTipo } from "../../../shared/rules/alertas";

/** An item whose deadline may fire today, with what its alert keeps. */
export type TCandidato = {
  tipo: TAlertaItemTipo;
  id: string;
  companyId: string;
  prazo: string;
  responsavelId: string | null;
  titulo: string;
  contexto: string | null;
  paiId: string | null;
  /** The company's own lead times, or null for the defaults. */
  antecedencias: number[] | null;
  /** Licences only: met once the renewal was filed in time. */
  emRenovacao?: boolean;
  protocolo?: string | null;
};

/**
 * The open items whose deadline is one of `prazos`: licences not in the bin, conditions neither
 * concluded nor approved, activities not concluded. Each query probes its partial index with the
 * listed dates (migration 0011), so it reads the rows due today and no others. The where clauses
 * spell those indexes' predicates.
 */
export function candidatos(prazos: { licenca: string[]; prazo: string[] }): ((tx: Db) => Promise<TCandidato[]>)[] {
  return [
    async (tx) => {
      const rows = await tx
        .select({
          id: licencas.id,
          companyId: licencas.companyId,
          prazo: licencas.validadeDate,
          responsavelId: licencas.responsavelId,
          tipo: licencas.tipo,
          numero: licencas.numero,
          projeto: empreendimentos.nome,
          cliente: clientes.nome,
          antecedencias: empresaConfiguracoes.antecedenciasLicenca,
          emRenovacao: licencas.emRenovacao,
          protocolo: licencas.protocoloRenovacaoData,
        })
        .from(licencas)
        .innerJoin(empreendimentos, eq(empreendimentos.id, licencas.empreendimentoId))
        .innerJoin(clientes, eq(clientes.id, empreendimentos.clienteId))
        .leftJoin(empresaConfiguracoes, eq(empresaConfiguracoes.companyId, licencas.companyId))
        .where(and(anyOf(licencas.validadeDate, prazos.licenca), isNull(licencas.lixeiraId)));
      return rows.map((r) => ({
        tipo: "licenca" as const,
        id: r.id,
        companyId: r.companyId,
        prazo: r.prazo!, // the filter above: never null
        responsavelId: r.responsavelId,
        titulo: `${r.tipo} ${r.numero}`,
        contexto: `${r.projeto} · ${r.cliente}`,
        paiId: null,
        antecedencias: r.antecedencias,
        emRenovacao: r.emRenovacao,
        protocolo: r.protocolo,
      }));
    },
    async (tx) => {
      const rows = await tx
        .select({
          id: condicionantes.id,
          companyId: condicionantes.companyId,
          prazo: condicionantes.dataPrazo,
          responsavelId: condicionantes.responsavelId,
          nome: condicionantes.nome,
          descricao: condicionantes.descricao,
          licencaTipo: licencas.tipo,
          licencaNumero: licencas.numero,
          projeto: empreendimentos.nome,
          paiId: licencas.id,
          antecedencias: empresaConfiguracoes.antecedenciasPrazo,
        })
        .from(condicionantes)
        .innerJoin(licencas, eq(licencas.id, condicionantes.licencaId))
        .innerJoin(empreendimentos, eq(empreendimentos.id, licencas.empreendimentoId))
        .leftJoin(empresaConfiguracoes, eq(empresaConfiguracoes.companyId, condicionantes.companyId))
        .where(
          and(
            anyOf(condicionantes.dataPrazo, prazos.prazo),
            ne(condicionantes.status, "concluida"),
            not(condicionantes.aprovada),
            isNull(condicionantes.lixeiraId),
          ),
        );
      return rows.map((r) => ({
        tipo: "condicionante" as const,
        id: r.id,
        companyId: r.companyId,
        prazo: r.prazo!, // the filter above: never null
        responsavelId: r.responsavelId,
        titulo: r.nome ?? r.descricao,
        contexto: `${r.licencaTipo} ${r.licencaNumero} · ${r.projeto}`,
        paiId: r.paiId,
        antecedencias: r.antecedencias,
      }));
    },
    async (tx) => {
      const rows = await tx
        .select({
          id: atividadesCronograma.id,
          companyId: atividadesCronograma.companyId,
          prazo: atividadesCronograma.dataPrazo,
          responsavelId: atividadesCronograma.responsavelId,
          titulo: atividadesCronograma.titulo,
          contexto: empreendimentos.nome,
          paiId: empreendimentos.id,
          antecedencias: empresaConfiguracoes.antecedenciasPrazo,
        })
        .from(atividadesCronograma)
        .innerJoin(empreendimentos, eq(empreendimentos.id, atividadesCronograma.empreendimentoId))
        .leftJoin(empresaConfiguracoes, eq(empresaConfiguracoes.companyId, atividadesCronograma.companyId))
        .where(
          and(
            anyOf(atividadesCronograma.dataPrazo, prazos.prazo),
            ne(atividadesCronograma.status, "concluida"),
            isNull(atividadesCronograma.lixeiraId),
          ),
        );
      return rows.map((r) => ({ ...r, tipo: "atividade" as const, prazo: r.prazo! })); // the filter above: never null
    },
  ];
}
