import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { unionAll, type PgSelect } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { OFFSET_FENCE } from "../../db/paging";
import { clientes, condicionantes, empreendimentos, licencas, profiles } from "../../db/schema";
import type { TTenantContext } from "../../http/context";
import type { TCondicionanteStatus, TGrupo } from "../../../shared/rules/condicionantes";
import { entregaOrdem } from "../../../shared/rules/obrigacoes";
import { tipoNome } from "../licencas/tipo-nome";
import type { TCondicionanteItem, TSecoesQuery } from "../../../shared/schemas/condicionantes";
import { toResponsavel } from "../usuarios/responsavel";
import { comEntrega, dataObrigacao, entrega } from "./obrigacoes";
import { concluidaSemEntregas, fluxosDaSecao, ORDEM_DOS_FLUXOS, type TFiltroDaSecao } from "./secoes-fluxos";
import { limitado, tetoDaSecao } from "./secoes-totais";
import { encontradaPeloTermo } from "./busca";
import { condicionanteCampos } from "./campos";

// The conditions screen's cards (a condition, and the scheduled delivery it stands for) and the
// ways its sections' pages are read (listSecoes, secoes.service.ts).

// On one day, by condition and then its delivery: the order both of listSecoes's ways read in
// (a few conditions a search names, and the two streams of the obligations' indexes).
const porData = [sql`${dataObrigacao} asc nulls last`, asc(condicionantes.id), sql`${entrega.id} asc nulls first`];
// Deadline groups read soonest first; the concluded ones, latest delivery first.
export const ORDER: Record<TGrupo, SQL[]> = {
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
  ...condicionanteCampos,
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

export type TItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>["execute"]>>[number];
/** A card's licence, project, client and responsible person, joined to a query on `condicionantes`. */
const withDetails = <T extends PgSelect>(qb: T) =>
  qb
    .innerJoin(licencas, eq(licencas.id, condicionantes.licencaId))
    .innerJoin(empreendimentos, eq(empreendimentos.id, licencas.empreendimentoId))
    .innerJoin(clientes, eq(clientes.id, empreendimentos.clienteId))
    .leftJoin(profiles, eq(profiles.id, condicionantes.responsavelId));
export const selectItems = (db: Db) =>
  withDetails(db.select(itemColumns).from(condicionantes).leftJoin(entrega, comEntrega).$dynamic());

/** A card of the screen: the condition, and the scheduled delivery it stands for (if any). */
export function toItem(r: TItemRow): TCondicionanteItem {
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

/** A deadline section of a request, under its filter (cut at the request's day, `ctx.today`). */
export interface TSecaoPedida {
  db: Db;
  ctx: TTenantContext;
  g: Exclude<TGrupo, "concluidas">;
  q: TSecoesQuery;
  filtro: TFiltroDaSecao;
}

/**
 * A deadline section's page read from its two streams (secoes-fluxos.ts), each in date order and
 * only as far as the page, then merged — instead of joining every condition of the company to its
 * deliveries and sorting them all. Given `contarAte`, the walk goes that far instead and each row
 * also says how many obligations it found (`vistas`, else 0): the walk is then a CTE that the page
 * and that count both read, so it runs once.
 */
export function paginaPorData({ db, ctx, g, q, filtro }: TSecaoPedida, contarAte?: number) {
  const ate = contarAte ?? q[g] * q.pageSize;
  const { porCondicao, porEntrega } = fluxosDaSecao(db, ctx, g, ctx.today, filtro, ate);
  const caminho = db.$with("caminho").as(unionAll(porCondicao, porEntrega).orderBy(ORDEM_DOS_FLUXOS).limit(ate));
  const pagina = db
    .select()
    .from(caminho)
    .orderBy(ORDEM_DOS_FLUXOS)
    .limit(q.pageSize)
    .offset((q[g] - 1) * q.pageSize)
    .as("pagina");
  const vistas = (contarAte ? sql<number>`(select count(*) from ${caminho})` : sql<number>`0`).mapWith(Number);
  return withDetails(
    db
      .with(caminho)
      .select({ ...itemColumns, vistas })
      .from(pagina)
      .innerJoin(condicionantes, eq(condicionantes.id, pagina.condicionanteId))
      .leftJoin(entrega, eq(entrega.id, pagina.entregaId))
      .$dynamic(),
  ).orderBy(asc(pagina.data), asc(pagina.condicionanteId), sql`${pagina.entregaId} asc nulls first`);
}

/**
 * A deadline section under a common term or a person: its page and its total counted up to the
 * cap, from one walk of the section in its order up to the cap (decision 074) — where a page and
 * a count each walked it. A page past the section's end has no row to say the count: that case
 * alone walks again, for the total.
 */
export async function secaoFiltrada(s: TSecaoPedida) {
  const { q, g } = s;
  const teto = tetoDaSecao(q, g);
  const rows = await paginaPorData(s, teto + 1);
  const vistas =
    rows.length || q[g] === 1
      ? (rows[0]?.vistas ?? 0)
      : ((await paginaPorData({ ...s, q: { ...q, [g]: 1 } }, teto + 1))[0]?.vistas ?? 0);
  return { rows: semVistas(rows), total: limitado(vistas, teto) };
}

/** The cards without the walk's count, which is no field of theirs. */
export const semVistas = <T extends { vistas: number }>(rows: T[]) => rows.map(({ vistas: _vistas, ...row }) => row);

/**
 * 'Concluídas': concluded conditions without a delivery left (concluidaSemEntregas), read from
 * their partial index in the section's order.
 */
export function paginaConcluidas(db: Db, q: TSecoesQuery, base: SQL | undefined) {
  return selectConcluidas(db)
    .where(and(base, concluidaSemEntregas))
    .orderBy(...ORDER.concluidas)
    .limit(q.pageSize)
    .offset((q.concluidas - 1) * q.pageSize);
}
const selectConcluidas = (db: Db) =>
  withDetails(
    db
      .select(itemColumns)
      .from(condicionantes)
      .leftJoin(entrega, sql`false`)
      .$dynamic(),
  );

/**
 * 'Concluídas' for a common term: the section read in its order behind a fence (OFFSET 0), the
 * term tested on the rows as they come, until the page is full. PostgreSQL cannot estimate LIKE
 * behind the wall's policies and takes any term for a rare one: asked plainly, it took the 61,250
 * conditions the large company's 'ceramica' finds and sorted them (0.97 s) for a page the walk
 * fills in about 80 rows.
 */
export function paginaConcluidasComTermo(db: Db, q: TSecoesQuery, base: SQL | undefined, termo: string) {
  const emOrdem = db
    .select({
      id: condicionantes.id,
      dataEntrega: condicionantes.dataEntrega,
      updatedAt: condicionantes.updatedAt,
      busca: condicionantes.busca,
    })
    .from(condicionantes)
    .where(and(base, concluidaSemEntregas))
    .orderBy(...ORDER.concluidas)
    .offset(OFFSET_FENCE)
    .as("em_ordem");
  const ordem = [sql`${emOrdem.dataEntrega} desc nulls last`, desc(emOrdem.updatedAt), desc(emOrdem.id)];
  const achadas = db
    .select({ id: emOrdem.id, dataEntrega: emOrdem.dataEntrega, updatedAt: emOrdem.updatedAt })
    .from(emOrdem)
    .where(encontradaPeloTermo(termo, emOrdem.busca))
    .orderBy(...ordem)
    .limit(q.concluidas * q.pageSize)
    .as("achadas");
  return withDetails(
    db
      .select(itemColumns)
      .from(achadas)
      .innerJoin(condicionantes, eq(condicionantes.id, achadas.id))
      .leftJoin(entrega, sql`false`)
      .$dynamic(),
  )
    .orderBy(sql`${achadas.dataEntrega} desc nulls last`, desc(achadas.updatedAt), desc(achadas.id))
    .offset((q.concluidas - 1) * q.pageSize);
}
