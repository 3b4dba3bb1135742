import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { clientes, condicionantes, empreendimentos, licencaDocumentos, licencas } from "../../db/schema";
import { comCursor, cursorColumns, depoisDe, type TCursor } from "../../db/keyset";
import type { TColuna } from "../../http/exportar";
import { colunasLicencas, type TLinhaLicenca } from "../licencas/exportar";
import { colunasCondicionantes, type TLinhaCondicionante } from "../condicionantes/exportar";
import { tipoNome } from "../licencas/tipo-nome";
import { comEntrega, entrega } from "../condicionantes/obrigacoes";
import type { TPortalCtx } from "./portal-ctx";

// The portal's downloads (decision 044): the company's own licence and condition exports, for one
// client, in its portal transaction. The same columns, less what is the consultancy's business
// (who answers for each item) and what a single client's file need not repeat (the client).

const PARA_A_EQUIPE = ["Responsável", "Cliente"];
const doCliente = <R>(colunas: TColuna<R>[]) => colunas.filter((c) => !PARA_A_EQUIPE.includes(c.titulo));

export const colunasLicencasDoCliente = doCliente(colunasLicencas);
export const colunasCondicionantesDoCliente = doCliente(colunasCondicionantes);

/** One batch of the client's licences after `cursor`, newest first, as the company's export reads them. */
export async function loteLicencasDoCliente(
  db: Db,
  ctx: TPortalCtx,
  cursor: TCursor | null,
  limite: number,
): Promise<TLinhaLicenca[]> {
  const rows = await db
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
      responsavel: sql<string | null>`null`,
      // The documents the client can open: those marked 'Visível no portal'.
      documentos: sql<number>`(select count(*)::int from ${licencaDocumentos} where ${licencaDocumentos.licencaId} = ${licencas.id})`,
      createdAt: licencas.createdAt,
      ...cursorColumns(licencas.createdAt, licencas.id),
    })
    .from(licencas)
    .innerJoin(empreendimentos, eq(empreendimentos.id, licencas.empreendimentoId))
    .innerJoin(clientes, eq(clientes.id, empreendimentos.clienteId))
    .where(and(eq(empreendimentos.clienteId, ctx.clienteId), depoisDe(licencas.createdAt, licencas.id, cursor)))
    .orderBy(desc(licencas.createdAt), desc(licencas.id))
    .limit(limite);
  return comCursor(rows).map((r) => ({ ...r, today: ctx.today }));
}

const obrigacaoId = sql<string>`${condicionantes.id}::text || ':' || coalesce(${entrega.id}::text, '')`;

/** One batch of the client's obligations (a periodic condition's open deliveries one row each). */
export async function loteCondicionantesDoCliente(
  db: Db,
  ctx: TPortalCtx,
  cursor: TCursor | null,
  limite: number,
): Promise<TLinhaCondicionante[]> {
  const rows = await db
    .select({
      nome: condicionantes.nome,
      descricao: condicionantes.descricao,
      status: condicionantes.status,
      aprovada: condicionantes.aprovada,
      dataPrazo: condicionantes.dataPrazo,
      dataEntrega: condicionantes.dataEntrega,
      entregaData: entrega.dataEntrega,
      licenca: licencas.numero,
      tipo: tipoNome(),
      empreendimento: empreendimentos.nome,
      cliente: clientes.nome,
      responsavel: sql<string | null>`null`,
      cursorEm: sql<string>`${condicionantes.createdAt}::text`,
      cursorId: obrigacaoId,
    })
    .from(condicionantes)
    .leftJoin(entrega, comEntrega)
    .innerJoin(licencas, eq(licencas.id, condicionantes.licencaId))
    .innerJoin(empreendimentos, eq(empreendimentos.id, licencas.empreendimentoId))
    .innerJoin(clientes, eq(clientes.id, empreendimentos.clienteId))
    .where(and(eq(empreendimentos.clienteId, ctx.clienteId), depoisDe(condicionantes.createdAt, obrigacaoId, cursor)))
    .orderBy(desc(condicionantes.createdAt), desc(obrigacaoId))
    .limit(limite);
  return comCursor(rows).map((r) => ({ ...r, today: ctx.today }));
}
