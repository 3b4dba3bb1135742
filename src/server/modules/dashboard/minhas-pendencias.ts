import { and, eq, isNotNull, ne, not, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import {
  atividadesCronograma,
  checklistItens,
  checklists,
  condicionanteComprovacoes,
  condicionantes,
  empreendimentos,
  licencas,
} from "../../db/schema";
import type { TTenantContext } from "../../http/context";
import { PRAZO_LEGAL_RENOVACAO_DIAS } from "../../../shared/rules/licenca-status";
import { MINHAS_PENDENCIAS_MAX, type TPendenciaTipo } from "../../../shared/rules/minhas-pendencias";
import type { TDashboard } from "../../../shared/schemas/dashboard";
import { tipoNome } from "../licencas/tipo-nome";
import { entregaAberta } from "../condicionantes/obrigacoes";
import { renovacaoAtendidaCondition } from "../licencas/licencas.service";

// 'Minhas pendências' (decision 024): the caller's licences, conditions, activities and checklist
// items not yet met, nearest deadline first, in one statement. Each branch starts from its
// table's (company_id, responsavel_id, …) index, so the cost follows the caller's own items, not
// the company's size; the window count gives the total beside the first page. Rows in the bin are
// hidden by their select policies (a checklist's items through the inner join to it).

const tipo = (t: TPendenciaTipo) => sql<TPendenciaTipo>`${t}::text`.as("tipo");
const texto = (expr: ReturnType<typeof sql>) => sql<string>`${expr}`;

function licencasDe(db: Db, ctx: TTenantContext) {
  const prazoLegal = sql`(${licencas.validadeDate} - ${PRAZO_LEGAL_RENOVACAO_DIAS}::int)`;
  return db
    .select({
      tipo: tipo("licenca"),
      id: licencas.id,
      origemId: sql<string>`${licencas.id}`.as("origem_id"),
      titulo: texto(sql`${tipoNome()} || ' ' || ${licencas.numero}`).as("titulo"),
      contexto: sql<string>`${empreendimentos.nome}`.as("contexto"),
      prazo: sql<string | null>`${prazoLegal}::text`.as("prazo"),
    })
    .from(licencas)
    .innerJoin(empreendimentos, eq(empreendimentos.id, licencas.empreendimentoId))
    .where(
      and(
        eq(licencas.companyId, ctx.companyId),
        eq(licencas.responsavelId, ctx.userId),
        isNotNull(licencas.validadeDate),
        not(renovacaoAtendidaCondition()),
      ),
    );
}

function condicionantesDe(db: Db, ctx: TTenantContext) {
  // A periodic condition is due at its next scheduled delivery, as the conditions screen shows it.
  const proximaEntrega = sql`(select min(${condicionanteComprovacoes.dataEntrega}) from ${condicionanteComprovacoes}
    where ${condicionanteComprovacoes.condicionanteId} = ${condicionantes.id} and ${entregaAberta})`;
  return db
    .select({
      tipo: tipo("condicionante"),
      id: condicionantes.id,
      origemId: sql<string>`${licencas.id}`.as("origem_id"),
      titulo: texto(sql`coalesce(${condicionantes.nome}, ${condicionantes.descricao})`).as("titulo"),
      contexto: texto(sql`'Licença ' || ${licencas.numero} || ' · ' || ${empreendimentos.nome}`).as("contexto"),
      prazo: sql<string | null>`coalesce(${proximaEntrega}, ${condicionantes.dataPrazo})::text`.as("prazo"),
    })
    .from(condicionantes)
    .innerJoin(licencas, eq(licencas.id, condicionantes.licencaId))
    .innerJoin(empreendimentos, eq(empreendimentos.id, licencas.empreendimentoId))
    .where(
      and(
        eq(condicionantes.companyId, ctx.companyId),
        eq(condicionantes.responsavelId, ctx.userId),
        ne(condicionantes.status, "concluida"),
        not(condicionantes.aprovada),
      ),
    );
}

function atividadesDe(db: Db, ctx: TTenantContext) {
  const a = atividadesCronograma;
  return db
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
    .where(and(eq(a.companyId, ctx.companyId), eq(a.responsavelId, ctx.userId), ne(a.status, "concluida")));
}

/** Items have no deadline of their own: they come after every dated obligation. */
function itensDe(db: Db, ctx: TTenantContext) {
  return db
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
    .where(
      and(
        eq(checklistItens.companyId, ctx.companyId),
        eq(checklistItens.responsavelId, ctx.userId),
        not(checklistItens.concluido),
        // A checklist concluded by hand asks nothing more of its unticked items.
        eq(checklists.status, "aberto"),
      ),
    );
}

export async function minhasPendencias(db: Db, ctx: TTenantContext): Promise<TDashboard["minhasPendencias"]> {
  const todas = db
    .$with("pendencias")
    .as(unionAll(licencasDe(db, ctx), condicionantesDe(db, ctx), atividadesDe(db, ctx), itensDe(db, ctx)));
  const rows = await db
    .with(todas)
    .select({
      tipo: todas.tipo,
      id: todas.id,
      origemId: todas.origemId,
      titulo: todas.titulo,
      contexto: todas.contexto,
      prazo: todas.prazo,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(todas)
    .orderBy(sql`${todas.prazo} asc nulls last`, todas.tipo, todas.titulo, todas.id)
    .limit(MINHAS_PENDENCIAS_MAX);
  return { items: rows.map(({ total: _total, ...p }) => p), total: rows[0]?.total ?? 0 };
}
