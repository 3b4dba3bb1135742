import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { clientes, empreendimentos, obrigacaoInstancias, obrigacoes } from "../../db/schema";
import { cursorColumns, comCursor, type TCursor } from "../../db/keyset";
import type { TColuna, TEscopo } from "../../http/exportar";
import type { TTenantContext } from "../../http/context";
import { OBRIGACAO_STATUS_LABELS, obrigacaoStatus } from "../../../shared/rules/obrigacoes-legais";
import { describeRecorrencia } from "../../../shared/rules/recorrencia-texto";
import type { TObrigacoesQuery } from "../../../shared/schemas/obrigacoes";
import { responsavelNome } from "../usuarios/responsavel";
import { listFilter } from "./obrigacoes.service";

// The obligations screen's export: the due dates its filters select (listFilter), every page of
// them, in the screen's order (the nearest first); and the portal's, every due date of one client
// (portal/exportar.ts).

const i = obrigacaoInstancias;

/** Rows after `cursor` in due-date order, then id: the batch's keyset. */
const depoisDoVencimento = (cursor: TCursor | null): SQL | undefined =>
  cursor
    ? sql`(${i.dataVencimento} >= ${cursor.em}::date and (${i.dataVencimento} > ${cursor.em}::date or ${i.id} > ${cursor.id}))`
    : undefined;

type TFiltros = Omit<TObrigacoesQuery, "page" | "pageSize">;

/** The scope's due dates: the screen's filters, or all of one client's, open and met. */
const doEscopo = (ctx: TTenantContext, escopo: TEscopo<TFiltros>) =>
  "filtros" in escopo
    ? listFilter(ctx, escopo.filtros)
    : and(eq(i.companyId, ctx.companyId), eq(obrigacoes.clienteId, escopo.clienteId));

export function loteObrigacoes(
  db: Db,
  ctx: TTenantContext,
  escopo: TEscopo<TFiltros>,
  cursor: TCursor | null,
  limite: number,
) {
  return db
    .select({
      titulo: obrigacoes.titulo,
      orgao: obrigacoes.orgao,
      cliente: clientes.nome,
      empreendimento: empreendimentos.nome,
      // The portal's role reads no one's profile (TEscopo).
      responsavel: "filtros" in escopo ? responsavelNome(obrigacoes.responsavelId) : sql<string | null>`null`,
      recorrencia: obrigacoes.recorrencia,
      baseLegal: obrigacoes.baseLegal,
      dataVencimento: i.dataVencimento,
      dataRegra: i.dataRegra,
      status: i.status,
      cumpridaEm: i.cumpridaEm,
      ...cursorColumns(i.dataVencimento, i.id),
    })
    .from(i)
    .innerJoin(obrigacoes, eq(obrigacoes.id, i.obrigacaoId))
    .innerJoin(clientes, eq(clientes.id, obrigacoes.clienteId))
    .leftJoin(empreendimentos, eq(empreendimentos.id, obrigacoes.empreendimentoId))
    .where(and(doEscopo(ctx, escopo), depoisDoVencimento(cursor)))
    .orderBy(asc(i.dataVencimento), asc(i.id))
    .limit(limite)
    .then(comCursor);
}

type TLinha = Awaited<ReturnType<typeof loteObrigacoes>>[number];

/** The columns, with the day the file is made: 'Atrasada' is read against it. */
export const colunasObrigacoes = (hoje: string): TColuna<TLinha>[] => [
  { titulo: "Título", largura: 40, valor: (r) => r.titulo },
  { titulo: "Órgão", largura: 14, valor: (r) => r.orgao },
  { titulo: "Empreendedor", largura: 32, valor: (r) => r.cliente },
  { titulo: "Empreendimento", largura: 32, valor: (r) => r.empreendimento },
  { titulo: "Vencimento", tipo: "data", valor: (r) => r.dataVencimento },
  {
    titulo: "Status",
    valor: (r) => OBRIGACAO_STATUS_LABELS[obrigacaoStatus(r.status, r.dataVencimento, hoje)],
  },
  { titulo: "Cumprida em", tipo: "data", valor: (r) => r.cumpridaEm },
  { titulo: "Data pela regra", tipo: "data", largura: 16, valor: (r) => r.dataRegra },
  { titulo: "Recorrência", largura: 40, valor: (r) => describeRecorrencia(r.recorrencia) },
  { titulo: "Base legal", largura: 40, valor: (r) => r.baseLegal },
  { titulo: "Responsável", largura: 24, valor: (r) => r.responsavel },
];
