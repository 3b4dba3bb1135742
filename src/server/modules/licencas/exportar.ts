import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { clientes, empreendimentos, licencaDocumentos, licencas, profiles } from "../../db/schema";
import { cursorColumns, depoisDe, type TCursor, comCursor } from "../../db/keyset";
import type { TColuna, TEscopo } from "../../http/exportar";
import type { TTenantContext } from "../../http/context";
import { todayIn } from "../../../shared/rules/datas";
import { LICENCA_STATUS_LABELS, licencaStatus, prazoLegalRenovacao } from "../../../shared/rules/licenca-status";
import type { TLicencasQuery } from "../../../shared/schemas/licencas";
import { licencasWhere } from "./licencas.service";
import { tipoNome } from "./tipo-nome";

// The licences screen's export: the rows its filters select (licencasWhere), every page of them;
// and the portal's, one client's licences (portal/exportar.ts).

type TFiltros = Omit<TLicencasQuery, "page" | "pageSize">;

/**
 * One batch after `cursor`, newest first like the screen. The batch's ids are chosen first, over
 * the filter's joins only, and the columns computed for those ids alone: chosen in one query, the
 * type names and document counts were computed for every remaining row before the sort kept
 * 1,000 of them (0.5 s a batch at 100,000 licences, against 0.05 s).
 */
export async function loteLicencas(
  db: Db,
  ctx: TTenantContext,
  today: string,
  escopo: TEscopo<TFiltros>,
  cursor: TCursor | null,
  limite: number,
) {
  const daEquipe = "filtros" in escopo;
  const ids = db
    .select({ id: licencas.id })
    .from(licencas)
    .innerJoin(empreendimentos, eq(empreendimentos.id, licencas.empreendimentoId))
    .innerJoin(clientes, eq(clientes.id, empreendimentos.clienteId))
    .where(
      and(
        daEquipe ? licencasWhere(ctx, today, escopo.filtros) : eq(empreendimentos.clienteId, escopo.clienteId),
        depoisDe(licencas.createdAt, licencas.id, cursor),
      ),
    )
    .orderBy(desc(licencas.createdAt), desc(licencas.id))
    .limit(limite);
  const linhas = db
    .select({
      numero: licencas.numero,
      tipoNome: tipoNome(),
      orgao: licencas.orgao,
      cliente: clientes.nome,
      empreendimento: empreendimentos.nome,
      emissao: licencas.emissaoDate,
      validade: licencas.validadeDate,
      emRenovacao: licencas.emRenovacao,
      protocoloData: licencas.protocoloRenovacaoData,
      protocoloNumero: licencas.protocoloRenovacaoNumero,
      responsavel: daEquipe ? sql<string | null>`${profiles.fullName}` : sql<string | null>`null`,
      // Under the transaction's policies: in the portal's, the documents marked 'Visível no portal'.
      documentos: sql<number>`(select count(*)::int from ${licencaDocumentos} where ${licencaDocumentos.licencaId} = ${licencas.id})`,
      createdAt: licencas.createdAt,
      ...cursorColumns(licencas.createdAt, licencas.id),
    })
    .from(licencas)
    .innerJoin(empreendimentos, eq(empreendimentos.id, licencas.empreendimentoId))
    .innerJoin(clientes, eq(clientes.id, empreendimentos.clienteId))
    .$dynamic();
  const rows = await (daEquipe ? linhas.leftJoin(profiles, eq(profiles.id, licencas.responsavelId)) : linhas)
    .where(inArray(licencas.id, ids))
    .orderBy(desc(licencas.createdAt), desc(licencas.id));
  return comCursor(rows).map((r) => ({ ...r, today }));
}

export type TLinhaLicenca = Awaited<ReturnType<typeof loteLicencas>>[number];
type TLinha = TLinhaLicenca;

export const colunasLicencas: TColuna<TLinha>[] = [
  { titulo: "Número", largura: 22, valor: (r) => r.numero },
  { titulo: "Tipo", largura: 34, valor: (r) => r.tipoNome },
  { titulo: "Órgão", largura: 16, valor: (r) => r.orgao },
  { titulo: "Cliente", largura: 32, valor: (r) => r.cliente },
  { titulo: "Empreendimento", largura: 32, valor: (r) => r.empreendimento },
  {
    titulo: "Status",
    largura: 24,
    valor: (r) =>
      LICENCA_STATUS_LABELS[
        licencaStatus({ validade: r.validade, emRenovacao: r.emRenovacao, protocolo: r.protocoloData }, r.today)
      ],
  },
  { titulo: "Emissão", tipo: "data", valor: (r) => r.emissao },
  { titulo: "Validade", tipo: "data", valor: (r) => r.validade },
  {
    titulo: "Prazo legal de renovação",
    tipo: "data",
    largura: 24,
    valor: (r) => (r.validade ? prazoLegalRenovacao(r.validade) : null),
  },
  { titulo: "Protocolo da renovação", tipo: "data", largura: 22, valor: (r) => r.protocoloData },
  { titulo: "Nº do protocolo", largura: 18, valor: (r) => r.protocoloNumero },
  { titulo: "Responsável", largura: 24, valor: (r) => r.responsavel },
  { titulo: "Documentos", tipo: "numero", valor: (r) => r.documentos },
  { titulo: "Cadastrada em", tipo: "data", largura: 14, valor: (r) => todayIn(r.createdAt) },
];
