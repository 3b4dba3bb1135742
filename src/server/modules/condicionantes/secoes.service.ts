import { and, asc, desc, eq, not, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { countWhere } from "../../db/aggregates";
import { clientes, condicionantes, empreendimentos, licencas, profiles } from "../../db/schema";
import { foldedContains } from "../../db/search";
import type { TTenantContext } from "../../http/context";
import { GRUPOS, type TCondicionanteStatus, type TGrupo } from "../../../shared/rules/condicionantes";
import { entregaOrdem } from "../../../shared/rules/obrigacoes";
import { tipoNome } from "../licencas/tipo-nome";
import type { TCondicionanteItem, TSecoes, TSecoesQuery } from "../../../shared/schemas/condicionantes";
import { doResponsavel, toResponsavel } from "../usuarios/responsavel";
import { aberta, comEntrega, dataObrigacao, entrega, grupoObrigacao } from "./obrigacoes";

const porData = [
  sql`${dataObrigacao} asc nulls last`,
  asc(condicionantes.createdAt),
  asc(condicionantes.id),
  sql`${entrega.id} asc nulls first`,
];
// Deadline groups read soonest first; the concluded ones, latest delivery first.
const ORDER: Record<TGrupo, SQL[]> = {
  vencidas: porData,
  vencendo: porData,
  a_vencer: porData,
  concluidas: [
    sql`${condicionantes.dataEntrega} desc nulls last`,
    desc(condicionantes.updatedAt),
    desc(condicionantes.id),
  ],
};

const itemColumns = {
  id: condicionantes.id,
  nome: condicionantes.nome,
  descricao: condicionantes.descricao,
  status: condicionantes.status,
  aprovada: condicionantes.aprovada,
  dataPrazo: condicionantes.dataPrazo,
  dataEntrega: condicionantes.dataEntrega,
  responsavelId: condicionantes.responsavelId,
  responsavelNome: profiles.fullName,
  licenca: { id: licencas.id, numero: licencas.numero, tipo: licencas.tipo, tipoNome: tipoNome() },
  empreendimento: { id: empreendimentos.id, nome: empreendimentos.nome },
  cliente: { id: clientes.id, nome: clientes.nome },
  entregaId: entrega.id,
  entregaData: entrega.dataEntrega,
  periodicidadeIntervalo: condicionantes.periodicidadeIntervalo,
  dataInicioPeriodicidade: condicionantes.dataInicioPeriodicidade,
  dataFimPeriodicidade: condicionantes.dataFimPeriodicidade,
};

type TItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>["execute"]>>[number];
const selectItems = (db: Db) =>
  db
    .select(itemColumns)
    .from(condicionantes)
    .leftJoin(entrega, comEntrega)
    .innerJoin(licencas, eq(licencas.id, condicionantes.licencaId))
    .innerJoin(empreendimentos, eq(empreendimentos.id, licencas.empreendimentoId))
    .innerJoin(clientes, eq(clientes.id, empreendimentos.clienteId))
    .leftJoin(profiles, eq(profiles.id, condicionantes.responsavelId))
    .$dynamic();

/** A card of the screen: the condition, and the scheduled delivery it stands for (if any). */
function toItem(r: TItemRow): TCondicionanteItem {
  const {
    entregaId,
    entregaData,
    periodicidadeIntervalo,
    dataInicioPeriodicidade,
    dataFimPeriodicidade,
    responsavelId,
    responsavelNome,
    ...item
  } = r;
  const periodicidade =
    dataInicioPeriodicidade && dataFimPeriodicidade
      ? { dataInicio: dataInicioPeriodicidade, dataFim: dataFimPeriodicidade, intervalo: periodicidadeIntervalo ?? 1 }
      : null;
  const ordem = entregaId && entregaData ? entregaOrdem(periodicidade, entregaData) : null;
  return {
    ...item,
    status: item.status as TCondicionanteStatus,
    responsavel: toResponsavel(responsavelId, responsavelNome),
    entrega:
      entregaId && entregaData
        ? { id: entregaId, data: entregaData, ordem: ordem?.ordem ?? null, total: ordem?.total ?? null }
        : null,
  };
}

/**
 * One page of each section and every section's total, grouped and counted by the database over
 * the company's obligations (obrigacoes.ts): a periodic condition's open deliveries each in the
 * section of its own date, the condition itself in none while it has any. 'Minhas pendências'
 * keeps the caller's obligations still owed and not approved (decision 024): 'Concluídas' is then
 * empty. A responsible filter is served by condicionantes_company_responsavel_idx.
 */
/** The screen's filters over every section, shared with its export (exportar.ts). */
export function secoesWhere(ctx: TTenantContext, q: Pick<TSecoesQuery, "q" | "responsavel" | "minhas">) {
  return and(
    eq(condicionantes.companyId, ctx.companyId),
    q.minhas
      ? and(eq(condicionantes.responsavelId, ctx.userId), aberta, not(condicionantes.aprovada))
      : doResponsavel(ctx, condicionantes.responsavelId, q.responsavel),
    q.q
      ? foldedContains(
          [condicionantes.nome, condicionantes.descricao, licencas.numero, empreendimentos.nome, clientes.nome],
          q.q,
        )
      : undefined,
  );
}

export async function listSecoes(db: Db, ctx: TTenantContext, today: string, q: TSecoesQuery): Promise<TSecoes> {
  const base = secoesWhere(ctx, q);
  const countOf = (g: TGrupo | "sem_prazo") => countWhere(grupoObrigacao(g, today));
  const counted = db
    .select({
      vencidas: countOf("vencidas"),
      vencendo: countOf("vencendo"),
      a_vencer: countOf("a_vencer"),
      concluidas: countOf("concluidas"),
      semPrazo: countOf("sem_prazo"),
    })
    .from(condicionantes)
    .leftJoin(entrega, comEntrega)
    .$dynamic();
  // Only the text search reads the licence, project and client: without it the count joins
  // nothing (a condition is in the bin with its licence, so the wall hides both alike).
  const totals = (
    q.q
      ? counted
          .innerJoin(licencas, eq(licencas.id, condicionantes.licencaId))
          .innerJoin(empreendimentos, eq(empreendimentos.id, licencas.empreendimentoId))
          .innerJoin(clientes, eq(clientes.id, empreendimentos.clienteId))
      : counted
  ).where(base);
  const page = (g: TGrupo) =>
    selectItems(db)
      .where(and(base, grupoObrigacao(g, today)))
      .orderBy(...ORDER[g])
      .limit(q.pageSize)
      .offset((q[g] - 1) * q.pageSize);

  const [[t], ...pages] = await Promise.all([totals, ...GRUPOS.map(page)]);
  const secoes = Object.fromEntries(GRUPOS.map((g, i) => [g, { items: pages[i].map(toItem), total: t[g] }])) as Record<
    TGrupo,
    TSecoes[TGrupo]
  >;
  return { ...secoes, semPrazo: t.semPrazo };
}
