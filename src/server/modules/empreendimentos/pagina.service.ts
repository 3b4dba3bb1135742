import { and, asc, eq, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { condicionantes, licencas } from "../../db/schema";
import type { TTenantContext } from "../../http/context";
import { licencaStatus } from "../../../shared/rules/licenca-status";
import type { TCondicionanteStatus } from "../../../shared/rules/condicionantes";
import {
  PAGINA_LICENCAS_LIMITE,
  PAGINA_PRAZOS_LIMITE,
  type TEmpreendimentoPagina,
} from "../../../shared/schemas/empreendimentos";
import { comEntrega, dataObrigacao, entrega } from "../condicionantes/obrigacoes";
import { grupoObrigacao } from "../condicionantes/secoes-sql";
import { tipoNome } from "../licencas/tipo-nome";
import { getEmpreendimento } from "./empreendimentos.service";

// The whole list's size beside each row of its first page: one query per list instead of two.
const totalOfAll = sql<number>`(count(*) over ())::int`;

/**
 * The project page in one answer: the project and its client, its licences (the first to expire
 * first, those without an expiry last) and its obligations due soon — open conditions and
 * scheduled deliveries (condicionantes/obrigacoes.ts), overdue or due within the conditions
 * screen's 30 days (the same rule as its 'Vencidas' and 'Vencendo em Breve' sections), the oldest
 * date first; a delivery shows under its condition's id with its own date. Each list is a first page with its total.
 * Another company's project, or a malformed id, is 404 before anything else is read. "Today" is
 * the request's day (`ctx.today`, São Paulo).
 */
export async function getEmpreendimentoPagina(db: Db, ctx: TTenantContext, id: string): Promise<TEmpreendimentoPagina> {
  const { today } = ctx;
  const detalhe = await getEmpreendimento(db, ctx, id);
  const doProjeto = and(eq(licencas.companyId, ctx.companyId), eq(licencas.empreendimentoId, id));

  const licencaRows = await db
    .select({
      id: licencas.id,
      numero: licencas.numero,
      tipo: licencas.tipo,
      tipoNome: tipoNome(),
      orgao: licencas.orgao,
      validadeDate: licencas.validadeDate,
      emRenovacao: licencas.emRenovacao,
      protocoloRenovacaoData: licencas.protocoloRenovacaoData,
      total: totalOfAll,
    })
    .from(licencas)
    .where(doProjeto)
    .orderBy(sql`${licencas.validadeDate} asc nulls last`, asc(licencas.numero), asc(licencas.id))
    .limit(PAGINA_LICENCAS_LIMITE);

  const prazoRows = await db
    .select({
      id: condicionantes.id,
      titulo: sql<string>`coalesce(${condicionantes.nome}, ${condicionantes.descricao})`,
      status: condicionantes.status,
      dataPrazo: dataObrigacao,
      licenca: { id: licencas.id, numero: licencas.numero, tipoNome: tipoNome() },
      total: totalOfAll,
    })
    .from(condicionantes)
    .leftJoin(entrega, comEntrega)
    .innerJoin(licencas, eq(licencas.id, condicionantes.licencaId))
    .where(
      and(
        doProjeto,
        eq(condicionantes.companyId, ctx.companyId),
        or(grupoObrigacao("vencidas", today), grupoObrigacao("vencendo", today)),
      ),
    )
    .orderBy(
      sql`${dataObrigacao} asc`,
      asc(condicionantes.createdAt),
      asc(condicionantes.id),
      sql`${entrega.id} asc nulls first`,
    )
    .limit(PAGINA_PRAZOS_LIMITE);

  return {
    ...detalhe,
    licencas: {
      items: licencaRows.map(({ emRenovacao, protocoloRenovacaoData, total: _total, ...l }) => ({
        ...l,
        status: licencaStatus({ validade: l.validadeDate, emRenovacao, protocolo: protocoloRenovacaoData }, today),
      })),
      total: licencaRows[0]?.total ?? 0,
    },
    prazos: {
      items: prazoRows.map(({ total: _total, ...p }) => ({
        ...p,
        status: p.status as TCondicionanteStatus,
        // Both due-soon groups require a deadline.
        dataPrazo: p.dataPrazo!,
      })),
      total: prazoRows[0]?.total ?? 0,
    },
  };
}
