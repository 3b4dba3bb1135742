import { and, eq, isNotNull, ne, not, sql, type SQL } from "drizzle-orm";
import { unionAll, type AnyPgColumn, type PgSelect } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import {
  atividadesCronograma,
  checklistItens,
  checklists,
  clientes,
  condicionantes,
  empreendimentos,
  licencas,
  obrigacaoInstancias,
  obrigacoes,
} from "../../db/schema";
import type { TTenantContext } from "../../http/context";
import {
  MINHAS_PENDENCIAS_MAX,
  MINHAS_PENDENCIAS_TOTAL_TETO,
  type TPendenciaTipo,
} from "../../../shared/rules/minhas-pendencias";
import type { TDashboard } from "../../../shared/schemas/dashboard";
import { tipoNome } from "../licencas/tipo-nome";
import { prazoLegalRenovacaoSql, renovacaoAtendidaSql } from "../licencas/renovacao-sql";
import type { TMostraPrazos } from "../../db/participacoes";

// 'Minhas pendências' (decision 024): the caller's licences, conditions, activities and checklist
// items not yet met, nearest deadline first. Each branch reads its first ten in date order from
// its table's (company_id, responsavel_id, …) or date index, so the page costs ten rows a branch;
// the total counts each branch up to a cap. Rows in the bin are hidden by their select policies
// (a checklist's items through the inner join to it).

const tipo = (t: TPendenciaTipo) => sql<TPendenciaTipo>`${t}::text`.as("tipo");
const texto = (expr: ReturnType<typeof sql>) => sql<string>`${expr}`;

/**
 * A branch's first ten by date in its index's order (date, then the index's own key), so that it
 * reads ten rows, not all the caller's. Among items due the same day the page may then hold other
 * ones than a sort by title would pick; it still shows its ten in the list's order.
 */
const primeiros = <T extends PgSelect>(qb: T, ...ordem: (SQL | AnyPgColumn)[]) =>
  qb.orderBy(...ordem.map((c) => sql`${c} asc nulls last`)).limit(MINHAS_PENDENCIAS_MAX);

const licencasOnde = (ctx: TTenantContext) =>
  and(
    eq(licencas.companyId, ctx.companyId),
    eq(licencas.responsavelId, ctx.userId),
    isNotNull(licencas.validadeDate),
    not(renovacaoAtendidaSql()),
  );

function licencasDe(db: Db, ctx: TTenantContext) {
  const qb = db
    .select({
      tipo: tipo("licenca"),
      id: licencas.id,
      origemId: sql<string>`${licencas.id}`.as("origem_id"),
      titulo: texto(sql`${tipoNome()} || ' ' || ${licencas.numero}`).as("titulo"),
      contexto: sql<string>`${empreendimentos.nome}`.as("contexto"),
      prazo: sql<string | null>`${prazoLegalRenovacaoSql()}::text`.as("prazo"),
    })
    .from(licencas)
    .innerJoin(empreendimentos, eq(empreendimentos.id, licencas.empreendimentoId))
    .where(licencasOnde(ctx))
    .$dynamic();
  return primeiros(qb, licencas.validadeDate, licencas.id);
}

const condicionantesOnde = (ctx: TTenantContext) =>
  and(
    eq(condicionantes.companyId, ctx.companyId),
    eq(condicionantes.responsavelId, ctx.userId),
    ne(condicionantes.status, "concluida"),
    not(condicionantes.aprovada),
  );

const condicionanteColumns = {
  tipo: tipo("condicionante"),
  id: condicionantes.id,
  origemId: sql<string>`${licencas.id}`.as("origem_id"),
  titulo: texto(sql`coalesce(${condicionantes.nome}, ${condicionantes.descricao})`).as("titulo"),
  contexto: texto(sql`'Licença ' || ${licencas.numero} || ' · ' || ${empreendimentos.nome}`).as("contexto"),
};

/**
 * The caller's conditions, due at their next scheduled delivery (a periodic one, as the conditions
 * screen shows it), else at their deadline: the date the deliveries' trigger keeps, so that
 * condicionantes_minhas_idx reads them in order.
 */
function condicionantesDe(db: Db, ctx: TTenantContext) {
  const devida = sql`coalesce(${condicionantes.proximaEntrega}, ${condicionantes.dataPrazo})`;
  const qb = db
    .select({ ...condicionanteColumns, prazo: sql<string | null>`${devida}::text`.as("prazo") })
    .from(condicionantes)
    .innerJoin(licencas, eq(licencas.id, condicionantes.licencaId))
    .innerJoin(empreendimentos, eq(empreendimentos.id, licencas.empreendimentoId))
    .where(condicionantesOnde(ctx))
    .$dynamic();
  return primeiros(qb, devida, condicionantes.id);
}

const atividadesOnde = (ctx: TTenantContext) =>
  and(
    eq(atividadesCronograma.companyId, ctx.companyId),
    eq(atividadesCronograma.responsavelId, ctx.userId),
    ne(atividadesCronograma.status, "concluida"),
  );

function atividadesDe(db: Db, ctx: TTenantContext) {
  const a = atividadesCronograma;
  const qb = db
    .select({
      tipo: tipo("atividade"),
      id: a.id,
      origemId: sql<string>`${empreendimentos.id}`.as("origem_id"),
      titulo: texto(sql`${a.titulo}`).as("titulo"),
      contexto: sql<string>`${empreendimentos.nome}`.as("contexto"),
      prazo: sql<string | null>`${a.dataPrazo}::text`.as("prazo"),
    })
    .from(a)
    .innerJoin(empreendimentos, eq(empreendimentos.id, a.empreendimentoId))
    .where(atividadesOnde(ctx))
    .$dynamic();
  return primeiros(qb, a.dataPrazo, a.id);
}

const obrigacoesOnde = (ctx: TTenantContext) =>
  and(
    eq(obrigacoes.companyId, ctx.companyId),
    eq(obrigacoes.responsavelId, ctx.userId),
    ne(obrigacaoInstancias.status, "cumprida"),
  );

/** An obligation's open due dates (issue 32); a client in the bin hides them (its policy). */
function obrigacoesDe(db: Db, ctx: TTenantContext) {
  const i = obrigacaoInstancias;
  const qb = db
    .select({
      tipo: tipo("obrigacao"),
      id: i.id,
      origemId: sql<string>`${obrigacoes.id}`.as("origem_id"),
      titulo: texto(sql`${obrigacoes.titulo}`).as("titulo"),
      contexto: texto(sql`${clientes.nome} || coalesce(' · ' || ${empreendimentos.nome}, '')`).as("contexto"),
      prazo: sql<string | null>`${i.dataVencimento}::text`.as("prazo"),
    })
    .from(i)
    .innerJoin(obrigacoes, eq(obrigacoes.id, i.obrigacaoId))
    .innerJoin(clientes, eq(clientes.id, obrigacoes.clienteId))
    .leftJoin(empreendimentos, eq(empreendimentos.id, obrigacoes.empreendimentoId))
    .where(obrigacoesOnde(ctx))
    .$dynamic();
  return primeiros(qb, i.dataVencimento, i.id);
}

/** Items have no deadline of their own: they come after every dated obligation. */
const itensOnde = (ctx: TTenantContext) =>
  and(
    eq(checklistItens.companyId, ctx.companyId),
    eq(checklistItens.responsavelId, ctx.userId),
    not(checklistItens.concluido),
    // A checklist concluded by hand asks nothing more of its unticked items.
    eq(checklists.status, "aberto"),
  );

function itensDe(db: Db, ctx: TTenantContext) {
  const qb = db
    .select({
      tipo: tipo("checklist_item"),
      id: checklistItens.id,
      origemId: sql<string>`${checklists.id}`.as("origem_id"),
      titulo: texto(sql`${checklistItens.descricao}`).as("titulo"),
      contexto: texto(sql`'Checklist ' || ${checklists.titulo} || coalesce(' · ' || ${empreendimentos.nome}, '')`).as(
        "contexto",
      ),
      prazo: sql<string | null>`null::text`.as("prazo"),
    })
    .from(checklistItens)
    .innerJoin(checklists, eq(checklists.id, checklistItens.checklistId))
    .leftJoin(empreendimentos, eq(empreendimentos.id, checklists.empreendimentoId))
    .where(itensOnde(ctx))
    .$dynamic();
  return primeiros(qb, checklistItens.descricao, checklistItens.id);
}

/**
 * How many items every branch has in all, each counted up to one past the cap: plain counts,
 * without titles, dates or order, whose cost stops at the cap however many the caller owns.
 */
function contar(db: Db, ctx: TTenantContext) {
  const ate = MINHAS_PENDENCIAS_TOTAL_TETO + 1;
  const n = (qb: SQL) => sql<number>`(select count(*) from (${qb} limit ${ate}) as ramo)`;
  return db
    .select({
      total: sql<number>`(${n(sql`select 1 from ${licencas} where ${licencasOnde(ctx)}`)}
        + ${n(sql`select 1 from ${condicionantes} where ${condicionantesOnde(ctx)}`)}
        + ${n(sql`select 1 from ${atividadesCronograma} where ${atividadesOnde(ctx)}`)}
        + ${n(sql`select 1 from ${obrigacaoInstancias} join ${obrigacoes} on ${obrigacoes.id} = ${obrigacaoInstancias.obrigacaoId} join ${clientes} on ${clientes.id} = ${obrigacoes.clienteId} where ${obrigacoesOnde(ctx)}`)}
        + ${n(sql`select 1 from ${checklistItens} join ${checklists} on ${checklists.id} = ${checklistItens.checklistId} where ${itensOnde(ctx)}`)})::int`,
    })
    .from(sql`(select 1) as um`);
}

export async function minhasPendencias(db: Db, ctx: TTenantContext): Promise<TDashboard["minhasPendencias"]> {
  const todas = db
    .$with("pendencias")
    .as(
      unionAll(
        licencasDe(db, ctx),
        condicionantesDe(db, ctx),
        atividadesDe(db, ctx),
        obrigacoesDe(db, ctx),
        itensDe(db, ctx),
      ),
    );
  const page = db
    .with(todas)
    .select({
      tipo: todas.tipo,
      id: todas.id,
      origemId: todas.origemId,
      titulo: todas.titulo,
      contexto: todas.contexto,
      prazo: todas.prazo,
    })
    .from(todas)
    .orderBy(sql`${todas.prazo} asc nulls last`, todas.tipo, todas.titulo, todas.id)
    .limit(MINHAS_PENDENCIAS_MAX);
  const [items, [{ total }]] = await Promise.all([page, contar(db, ctx)]);
  const teto = MINHAS_PENDENCIAS_TOTAL_TETO;
  return { items, total: total > teto ? { maisDe: teto } : total };
}

/** How 'Minhas pendências' shows each declared deadline source (decision 054). */
export const PRAZOS_NAS_PENDENCIAS: TMostraPrazos<TPendenciaTipo> = {
  licenca: ["licenca"],
  // A condition with scheduled deliveries is due by its next one (proxima_entrega).
  condicionante: ["condicionante"],
  entrega: ["condicionante"],
  atividade: ["atividade"],
  obrigacao: ["obrigacao"],
};
