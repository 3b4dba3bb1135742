import { and, asc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { atividadesCronograma, clientes, condicionantes, empreendimentos, licencas } from "../../db/schema";
import { isUuid } from "../../db/paging";
import { notFound } from "../../http/errors";
import type { TTenantContext } from "../../http/context";
import type { TRelatorio, TRelatorioQuery } from "../../../shared/schemas/cronograma";
import { tipoNome } from "../licencas/tipo-nome";
import { atividadeColumns, toAtividade } from "./atividades.service";
import { EMPREENDIMENTO_NOT_FOUND } from "./messages";
import { doResponsavel } from "../usuarios/responsavel";
import { atividadeStatusSql, condicionanteRelatorioStatusSql } from "./status-sql";

// The project report (part 2 "Reports screen"): one answer for the screen and the print page —
// the project and its client, the period, the counts, the schedule and the conditions.

/** The period over the deadlines, both ends included; without one, every row (with or without a deadline). */
function noPeriodo(dataPrazo: AnyPgColumn, periodo: TRelatorioQuery): SQL | undefined {
  return and(
    periodo.inicio ? gte(dataPrazo, periodo.inicio) : undefined,
    periodo.fim ? lte(dataPrazo, periodo.fim) : undefined,
  );
}

const contar = (expr: SQL, value: string) => sql<number>`(count(*) filter (where ${expr} = ${value}))::int`;

/** The report's schedule: the project's activities in the period, of the chosen person. */
export const atividadesDoRelatorio = (ctx: TTenantContext, empreendimentoId: string, periodo: TRelatorioQuery) =>
  and(
    eq(atividadesCronograma.companyId, ctx.companyId),
    eq(atividadesCronograma.empreendimentoId, empreendimentoId),
    noPeriodo(atividadesCronograma.dataPrazo, periodo),
    doResponsavel(ctx, atividadesCronograma.responsavelId, periodo.responsavel),
  );

export async function getRelatorio(
  db: Db,
  ctx: TTenantContext,
  empreendimentoId: string,
  periodo: TRelatorioQuery,
): Promise<TRelatorio> {
  const { today } = ctx;
  const [projeto] = isUuid(empreendimentoId)
    ? await db
        .select({
          id: empreendimentos.id,
          nome: empreendimentos.nome,
          municipio: empreendimentos.municipio,
          estado: empreendimentos.estado,
          cliente: { id: clientes.id, nome: clientes.nome, cnpj: clientes.cnpj },
        })
        .from(empreendimentos)
        .innerJoin(clientes, eq(clientes.id, empreendimentos.clienteId))
        .where(and(eq(empreendimentos.id, empreendimentoId), eq(empreendimentos.companyId, ctx.companyId)))
    : [];
  if (!projeto) throw notFound(EMPREENDIMENTO_NOT_FOUND);

  const a = atividadesCronograma;
  const atividadesWhere = atividadesDoRelatorio(ctx, empreendimentoId, periodo);
  const statusAtividade = atividadeStatusSql(a.status, a.dataPrazo, today);

  const condicionantesWhere = and(
    eq(condicionantes.companyId, ctx.companyId),
    eq(licencas.companyId, ctx.companyId),
    eq(licencas.empreendimentoId, empreendimentoId),
    noPeriodo(condicionantes.dataPrazo, periodo),
  );
  const statusCondicionante = condicionanteRelatorioStatusSql(condicionantes.aprovada, condicionantes.dataPrazo, today);

  const atividades = await db
    .select(atividadeColumns(today))
    .from(a)
    .where(atividadesWhere)
    .orderBy(sql`${a.dataPrazo} asc nulls last`, asc(a.createdAt), asc(a.id));
  const [resumoAtividades] = await db
    .select({
      total: sql<number>`count(*)::int`,
      pendente: contar(statusAtividade, "pendente"),
      em_andamento: contar(statusAtividade, "em_andamento"),
      concluida: contar(statusAtividade, "concluida"),
      atrasada: contar(statusAtividade, "atrasada"),
    })
    .from(a)
    .where(atividadesWhere);
  const conds = await db
    .select({
      id: condicionantes.id,
      nome: condicionantes.nome,
      descricao: condicionantes.descricao,
      licenca: { id: licencas.id, numero: licencas.numero, tipo: licencas.tipo, tipoNome: tipoNome() },
      dataPrazo: condicionantes.dataPrazo,
      aprovada: condicionantes.aprovada,
      status: statusCondicionante,
    })
    .from(condicionantes)
    .innerJoin(licencas, eq(licencas.id, condicionantes.licencaId))
    .where(condicionantesWhere)
    // Same deadline and licence: by name, then id — creation instants tie within one import.
    .orderBy(
      sql`${condicionantes.dataPrazo} asc nulls last`,
      asc(licencas.numero),
      sql`coalesce(${condicionantes.nome}, ${condicionantes.descricao})`,
      asc(condicionantes.id),
    );
  const [resumoCondicionantes] = await db
    .select({
      total: sql<number>`count(*)::int`,
      cumprida: contar(statusCondicionante, "cumprida"),
      vencida: contar(statusCondicionante, "vencida"),
      pendente: contar(statusCondicionante, "pendente"),
    })
    .from(condicionantes)
    .innerJoin(licencas, eq(licencas.id, condicionantes.licencaId))
    .where(condicionantesWhere);

  return {
    empreendimento: projeto,
    periodo: { inicio: periodo.inicio, fim: periodo.fim },
    hoje: today,
    resumo: { atividades: resumoAtividades, condicionantes: resumoCondicionantes },
    atividades: atividades.map(toAtividade),
    condicionantes: conds,
  };
}
