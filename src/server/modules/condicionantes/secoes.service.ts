import { and, asc, desc, eq, gt, gte, isNull, lt, lte, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { countWhere } from "../../db/aggregates";
import { clientes, condicionantes, empreendimentos, licencas } from "../../db/schema";
import { foldedContains } from "../../db/search";
import type { TTenantContext } from "../../http/context";
import { addDays } from "../../../shared/rules/datas";
import { DUE_SOON_DAYS, GRUPOS, type TCondicionanteStatus, type TGrupo } from "../../../shared/rules/condicionantes";
import { tipoNome } from "../licencas/tipo-nome";
import type { TCondicionanteItem, TSecoes, TSecoesQuery } from "../../../shared/schemas/condicionantes";

/** grupoCondicionante of shared/rules/condicionantes.ts, as SQL over a given "today". */
export function grupoCondition(grupo: TGrupo | "sem_prazo", today: string): SQL {
  const aberta = ne(condicionantes.status, "concluida");
  const dueSoonEnd = addDays(today, DUE_SOON_DAYS);
  switch (grupo) {
    case "concluidas":
      return eq(condicionantes.status, "concluida");
    case "vencidas":
      return and(aberta, lt(condicionantes.dataPrazo, today))!;
    case "vencendo":
      return and(aberta, gte(condicionantes.dataPrazo, today), lte(condicionantes.dataPrazo, dueSoonEnd))!;
    case "a_vencer":
      return and(aberta, gt(condicionantes.dataPrazo, dueSoonEnd))!;
    case "sem_prazo":
      return and(aberta, isNull(condicionantes.dataPrazo))!;
  }
}

// Deadline groups read soonest first; the concluded ones, latest delivery first.
const ORDER: Record<TGrupo, SQL[]> = {
  vencidas: [asc(condicionantes.dataPrazo), asc(condicionantes.createdAt), asc(condicionantes.id)],
  vencendo: [asc(condicionantes.dataPrazo), asc(condicionantes.createdAt), asc(condicionantes.id)],
  a_vencer: [asc(condicionantes.dataPrazo), asc(condicionantes.createdAt), asc(condicionantes.id)],
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
  licenca: { id: licencas.id, numero: licencas.numero, tipo: licencas.tipo, tipoNome: tipoNome() },
  empreendimento: { id: empreendimentos.id, nome: empreendimentos.nome },
  cliente: { id: clientes.id, nome: clientes.nome },
};

/** One page of each section and every section's total, grouped and counted by the database. */
export async function listSecoes(db: Db, ctx: TTenantContext, today: string, q: TSecoesQuery): Promise<TSecoes> {
  const base = and(
    eq(condicionantes.companyId, ctx.companyId),
    q.q
      ? foldedContains(
          [condicionantes.nome, condicionantes.descricao, licencas.numero, empreendimentos.nome, clientes.nome],
          q.q,
        )
      : undefined,
  );
  const countOf = (g: TGrupo | "sem_prazo") => countWhere(grupoCondition(g, today));
  const totals = db
    .select({
      vencidas: countOf("vencidas"),
      vencendo: countOf("vencendo"),
      a_vencer: countOf("a_vencer"),
      concluidas: countOf("concluidas"),
      semPrazo: countOf("sem_prazo"),
    })
    .from(condicionantes)
    .innerJoin(licencas, eq(licencas.id, condicionantes.licencaId))
    .innerJoin(empreendimentos, eq(empreendimentos.id, licencas.empreendimentoId))
    .innerJoin(clientes, eq(clientes.id, empreendimentos.clienteId))
    .where(base);
  const page = (g: TGrupo) =>
    db
      .select(itemColumns)
      .from(condicionantes)
      .innerJoin(licencas, eq(licencas.id, condicionantes.licencaId))
      .innerJoin(empreendimentos, eq(empreendimentos.id, licencas.empreendimentoId))
      .innerJoin(clientes, eq(clientes.id, empreendimentos.clienteId))
      .where(and(base, grupoCondition(g, today)))
      .orderBy(...ORDER[g])
      .limit(q.pageSize)
      .offset((q[g] - 1) * q.pageSize);

  const [[t], ...pages] = await Promise.all([totals, ...GRUPOS.map(page)]);
  const secoes = Object.fromEntries(
    GRUPOS.map((g, i) => [
      g,
      {
        items: pages[i].map((r) => ({ ...r, status: r.status as TCondicionanteStatus }) as TCondicionanteItem),
        total: t[g],
      },
    ]),
  ) as Record<TGrupo, TSecoes[TGrupo]>;
  return { ...secoes, semPrazo: t.semPrazo };
}
