import { and, eq, isNull, ne, not, type AnyColumn } from "drizzle-orm";
import type { Db } from "../../db/client";
import { anyOf } from "../../db/array-param";
import {
  atividadesCronograma,
  clientes,
  condicionanteComprovacoes,
  condicionantes,
  empreendimentos,
  empresaConfiguracoes,
  licencas,
  obrigacaoInstancias,
  obrigacoes,
} from "../../db/schema";
import type { TAlertaItemTipo } from "../../../shared/rules/alertas";
import { ENTREGA_ABERTA } from "../../../shared/rules/obrigacoes";
import type { TMostraPrazos } from "../../db/participacoes";

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

/** The item's company's lead times, joined with leftJoin (none: the defaults). */
const daEmpresa = (companyId: AnyColumn) => eq(empresaConfiguracoes.companyId, companyId);

/** A condition or activity not concluded, out of the bin, due on one of `prazos`. */
const abertaEm = (t: typeof condicionantes | typeof atividadesCronograma, prazos: string[]) =>
  and(anyOf(t.dataPrazo, prazos), ne(t.status, "concluida"), isNull(t.lixeiraId));

/** A condition's person, lead times and words, for its own deadline and for each of its deliveries. */
const daCondicionante = {
  responsavelId: condicionantes.responsavelId,
  nome: condicionantes.nome,
  descricao: condicionantes.descricao,
  licencaTipo: licencas.tipo,
  licencaNumero: licencas.numero,
  projeto: empreendimentos.nome,
  paiId: licencas.id,
  antecedencias: empresaConfiguracoes.antecedenciasPrazo,
};
const palavrasDaCondicionante = (c: {
  nome: string | null;
  descricao: string;
  licencaTipo: string;
  licencaNumero: string;
  projeto: string;
}) => ({ titulo: c.nome ?? c.descricao, contexto: `${c.licencaTipo} ${c.licencaNumero} · ${c.projeto}` });

/** The rows' deadline, never null: each query keeps only the rows due on a listed date. */
const comPrazo = <R extends { prazo: string | null }>(r: R) => ({ ...r, prazo: r.prazo! });

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
        .leftJoin(empresaConfiguracoes, daEmpresa(licencas.companyId))
        .where(and(anyOf(licencas.validadeDate, prazos.licenca), isNull(licencas.lixeiraId)));
      return rows.map(({ tipo, numero, projeto, cliente, ...r }) => ({
        ...comPrazo(r),
        tipo: "licenca" as const,
        titulo: `${tipo} ${numero}`,
        contexto: `${projeto} · ${cliente}`,
        paiId: null,
      }));
    },
    async (tx) => {
      const rows = await tx
        .select({
          id: condicionantes.id,
          companyId: condicionantes.companyId,
          prazo: condicionantes.dataPrazo,
          ...daCondicionante,
        })
        .from(condicionantes)
        .innerJoin(licencas, eq(licencas.id, condicionantes.licencaId))
        .innerJoin(empreendimentos, eq(empreendimentos.id, licencas.empreendimentoId))
        .leftJoin(empresaConfiguracoes, daEmpresa(condicionantes.companyId))
        .where(and(abertaEm(condicionantes, prazos.prazo), not(condicionantes.aprovada)));
      return rows.map((r) => ({ ...comPrazo(r), ...palavrasDaCondicionante(r), tipo: "condicionante" as const }));
    },
    async (tx) => {
      // A periodic condition's scheduled delivery ('agendada' proof row, decision 013): each is a
      // deadline of its own, alerted on the condition's lead times to its responsible person.
      const e = condicionanteComprovacoes;
      const rows = await tx
        .select({
          id: e.id,
          companyId: e.companyId,
          prazo: e.dataEntrega,
          ...daCondicionante,
        })
        .from(e)
        .innerJoin(condicionantes, eq(condicionantes.id, e.condicionanteId))
        .innerJoin(licencas, eq(licencas.id, condicionantes.licencaId))
        .innerJoin(empreendimentos, eq(empreendimentos.id, licencas.empreendimentoId))
        .leftJoin(empresaConfiguracoes, daEmpresa(e.companyId))
        .where(
          and(
            anyOf(e.dataEntrega, prazos.prazo),
            eq(e.statusComprovacao, ENTREGA_ABERTA),
            // Owed until made, whatever its condition's status (decision 013).
            isNull(e.lixeiraId),
          ),
        );
      return rows.map((r) => ({ ...r, ...palavrasDaCondicionante(r), tipo: "entrega" as const }));
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
        .leftJoin(empresaConfiguracoes, daEmpresa(atividadesCronograma.companyId))
        .where(abertaEm(atividadesCronograma, prazos.prazo));
      return rows.map((r) => ({ ...comPrazo(r), tipo: "atividade" as const }));
    },
    async (tx) => {
      // An obligation's open due date (issue 32), out of the bin: the system path sees binned rows,
      // so this says it. A deleted obligation, or one whose client or project went to the bin, has
      // its due dates marked too; the client's own mark guards an obligation written before that.
      const i = obrigacaoInstancias;
      const rows = await tx
        .select({
          id: i.id,
          companyId: i.companyId,
          prazo: i.dataVencimento,
          responsavelId: obrigacoes.responsavelId,
          titulo: obrigacoes.titulo,
          cliente: clientes.nome,
          projeto: empreendimentos.nome,
          paiId: obrigacoes.id,
          antecedencias: empresaConfiguracoes.antecedenciasPrazo,
        })
        .from(i)
        .innerJoin(obrigacoes, eq(obrigacoes.id, i.obrigacaoId))
        .innerJoin(clientes, and(eq(clientes.id, obrigacoes.clienteId), isNull(clientes.lixeiraId)))
        .leftJoin(empreendimentos, eq(empreendimentos.id, obrigacoes.empreendimentoId))
        .leftJoin(empresaConfiguracoes, daEmpresa(i.companyId))
        .where(
          and(
            anyOf(i.dataVencimento, prazos.prazo),
            ne(i.status, "cumprida"),
            isNull(i.lixeiraId),
            isNull(obrigacoes.lixeiraId),
          ),
        );
      return rows.map(({ cliente, projeto, ...r }) => ({
        ...r,
        tipo: "obrigacao" as const,
        contexto: projeto ? `${cliente} · ${projeto}` : cliente,
      }));
    },
  ];
}

/** How the sweep alerts on each declared deadline source (decision 054). */
export const PRAZOS_NA_VARREDURA: TMostraPrazos<TCandidato["tipo"]> = {
  licenca: ["licenca"],
  condicionante: ["condicionante"],
  atividade: ["atividade"],
  obrigacao: ["obrigacao"],
  entrega: ["entrega"],
};
