import { and, asc, desc, eq, not, sql, type SQL } from "drizzle-orm";
import { alias, unionAll, type PgSelect } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { anyOf } from "../../db/array-param";
import { OFFSET_FENCE } from "../../db/paging";
import {
  clientes,
  condicionanteComprovacoes,
  condicionantes,
  empreendimentos,
  licencas,
  profiles,
} from "../../db/schema";
import type { TTenantContext } from "../../http/context";
import { GRUPOS, type TCondicionanteStatus, type TGrupo } from "../../../shared/rules/condicionantes";
import { entregaOrdem } from "../../../shared/rules/obrigacoes";
import type { TTotalLimitado } from "../../../shared/schemas/paging";
import { tipoNome } from "../licencas/tipo-nome";
import type { TCondicionanteItem, TSecoes, TSecoesQuery } from "../../../shared/schemas/condicionantes";
import { responsavelDoFiltro, toResponsavel } from "../usuarios/responsavel";
import { aberta, comEntrega, dataObrigacao, entrega } from "./obrigacoes";
import { grupoObrigacao } from "./secoes-sql";
import { concluidaSemEntregas, fluxosDaSecao, ORDEM_DOS_FLUXOS, type TFiltroDaSecao } from "./secoes-fluxos";
import { countForaDosPrazosUpToCap, countSecoes, limitado, tetoDaSecao, type TTotaisDasSecoes } from "./secoes-totais";
import { condicoesDaBusca, encontradaPeloTermo, preferIndexWalks } from "./busca";
import { totaisDasObrigacoes } from "./obrigacoes-por-dia";
import { condicionanteCampos } from "./campos";

// On one day, by condition and then its delivery: the order both of listSecoes's ways read in
// (a few conditions a search names, and the two streams of the obligations' indexes).
const porData = [sql`${dataObrigacao} asc nulls last`, asc(condicionantes.id), sql`${entrega.id} asc nulls first`];
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

type TItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>["execute"]>>[number];
/** A card's licence, project, client and responsible person, joined to a query on `condicionantes`. */
const withDetails = <T extends PgSelect>(qb: T) =>
  qb
    .innerJoin(licencas, eq(licencas.id, condicionantes.licencaId))
    .innerJoin(empreendimentos, eq(empreendimentos.id, licencas.empreendimentoId))
    .innerJoin(clientes, eq(clientes.id, empreendimentos.clienteId))
    .leftJoin(profiles, eq(profiles.id, condicionantes.responsavelId));
const selectItems = (db: Db) =>
  withDetails(db.select(itemColumns).from(condicionantes).leftJoin(entrega, comEntrega).$dynamic());

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

type TFiltroDePessoa = Pick<TSecoesQuery, "responsavel" | "minhas">;
/** The person 'Responsável' or 'Minhas pendências' (the caller) names, else null. */
const pessoaDoFiltro = (ctx: TTenantContext, q: TFiltroDePessoa) =>
  (q.minhas ? ctx.userId : responsavelDoFiltro(ctx, q.responsavel)) ?? null;

/**
 * The filters that read the condition alone ('Responsável', 'Minhas pendências': not approved
 * yet), not the text — over the conditions, or over what the deliveries carry of them
 * (`condicionante_comprovacoes`' responsavel_id and condicionante_aprovada, migrations 0028/0029).
 */
function filtroDaCondicao(ctx: TTenantContext, q: TFiltroDePessoa, sobre: "condicoes" | "entregas" = "condicoes") {
  const pessoa = pessoaDoFiltro(ctx, q);
  const [responsavel, aprovada] =
    sobre === "condicoes"
      ? [condicionantes.responsavelId, condicionantes.aprovada]
      : [condicionanteComprovacoes.responsavelId, condicionanteComprovacoes.condicionanteAprovada];
  return and(pessoa ? eq(responsavel, pessoa) : undefined, q.minhas ? not(aprovada) : undefined);
}

/**
 * The screen's filters over every section, shared with its export (exportar.ts). 'Minhas
 * pendências' keeps the caller's obligations still owed and not approved (decision 024):
 * 'Concluídas' is then empty.
 */
export function secoesWhere(ctx: TTenantContext, q: Pick<TSecoesQuery, "q" | "responsavel" | "minhas">) {
  return and(
    eq(condicionantes.companyId, ctx.companyId),
    filtroDaCondicao(ctx, q),
    q.minhas ? aberta : undefined,
    q.q ? encontradaPeloTermo(q.q) : undefined,
  );
}

/**
 * A deadline section's page read from its two streams (secoes-fluxos.ts), each in date order and
 * only as far as `ate`, then merged — instead of joining every condition of the company to its
 * deliveries and sorting them all. Each row also says how many obligations the walk found
 * (`vistas`): the walk is a CTE that the page and that count both read, so it runs once.
 */
function paginaPorData(
  db: Db,
  ctx: TTenantContext,
  g: Exclude<TGrupo, "concluidas">,
  today: string,
  q: TSecoesQuery,
  filtro: TFiltroDaSecao,
  ate = q[g] * q.pageSize,
) {
  const { porCondicao, porEntrega } = fluxosDaSecao(db, ctx, g, today, filtro, ate);
  const caminho = db.$with("caminho").as(unionAll(porCondicao, porEntrega).orderBy(ORDEM_DOS_FLUXOS).limit(ate));
  const pagina = db
    .select()
    .from(caminho)
    .orderBy(ORDEM_DOS_FLUXOS)
    .limit(q.pageSize)
    .offset((q[g] - 1) * q.pageSize)
    .as("pagina");
  const vistas = sql<number>`(select count(*) from ${caminho})`.mapWith(Number);
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
async function secaoFiltrada(
  db: Db,
  ctx: TTenantContext,
  g: Exclude<TGrupo, "concluidas">,
  today: string,
  q: TSecoesQuery,
  filtro: TFiltroDaSecao,
) {
  const teto = tetoDaSecao(q, g);
  const rows = await paginaPorData(db, ctx, g, today, q, filtro, teto + 1);
  const vistas =
    rows.length || q[g] === 1
      ? (rows[0]?.vistas ?? 0)
      : ((await paginaPorData(db, ctx, g, today, { ...q, [g]: 1 }, filtro, teto + 1))[0]?.vistas ?? 0);
  return { rows: semVistas(rows), total: limitado(vistas, teto) };
}

/** The cards without the walk's count, which is no field of theirs. */
const semVistas = <T extends { vistas: number }>(rows: T[]) => rows.map(({ vistas: _vistas, ...row }) => row);

/**
 * 'Concluídas': concluded conditions without a delivery left (concluidaSemEntregas), read from
 * their partial index in the section's order.
 */
function paginaConcluidas(db: Db, q: TSecoesQuery, base: SQL | undefined) {
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
 * 'Concluídas' for a common term: the section walked in its order, each condition asked the term
 * behind a fence (OFFSET 0), until the page is full. PostgreSQL cannot estimate LIKE behind the
 * wall's policies and takes any term for a rare one: asked plainly, it took the 61,250 conditions
 * the large company's 'ceramica' finds and sorted them (0.97 s) for a page the walk fills in about
 * 80 rows.
 */
function paginaConcluidasComTermo(db: Db, q: TSecoesQuery, base: SQL | undefined, termo: string) {
  const k = alias(condicionantes, "k");
  const achada = db
    .select({ um: sql`1`.as("um") })
    .from(k)
    .where(and(eq(k.id, condicionantes.id), encontradaPeloTermo(termo, k.busca)))
    .offset(OFFSET_FENCE)
    .as("achada");
  const ordem = db
    .select({ id: condicionantes.id, dataEntrega: condicionantes.dataEntrega, updatedAt: condicionantes.updatedAt })
    .from(condicionantes)
    .innerJoinLateral(achada, sql`true`)
    .where(and(base, concluidaSemEntregas))
    .orderBy(...ORDER.concluidas)
    .limit(q.concluidas * q.pageSize)
    .as("ordem");
  return withDetails(
    db
      .select(itemColumns)
      .from(ordem)
      .innerJoin(condicionantes, eq(condicionantes.id, ordem.id))
      .leftJoin(entrega, sql`false`)
      .$dynamic(),
  )
    .orderBy(sql`${ordem.dataEntrega} desc nulls last`, desc(ordem.updatedAt), desc(ordem.id))
    .offset((q.concluidas - 1) * q.pageSize);
}

/**
 * One page of each section and every section's total, over the company's obligations
 * (obrigacoes.ts): a periodic condition's open deliveries each in the section of its own date, the
 * condition itself in none while it has any. The sections are cut at the request's day
 * (`ctx.today`). Unfiltered, the totals are the obligations' tally (decision 035) and each deadline
 * section's page reads only as far as itself (paginaPorData). Filtered (decision 066):
 * - a text search that finds at most BUSCA_TOTAL_TETO conditions (condicionantes/busca.ts) names
 *   them, and the sections are sorted and counted exactly among them;
 * - any other filter — a common term, 'Responsável', 'Minhas pendências' — is tested row by row
 *   while each deadline section is walked once in its order up to its cap, for its page and its
 *   capped total (secaoFiltrada, decision 074); a person's sections are read from that person's
 *   own index entries (decision 073), and the deliveries are tested on what they carry.
 */
export async function listSecoes(db: Db, ctx: TTenantContext, q: TSecoesQuery): Promise<TSecoes> {
  const { today } = ctx;
  const ids = q.q ? await condicoesDaBusca(db, q.q) : null;
  const pessoa = pessoaDoFiltro(ctx, q);
  // A person's entries are walked in order until the page or the cap is reached: a bitmap scan
  // would read them all first (20,001 for a count of 1,001 on the large company: 20–38 ms, 9 ms walked).
  if (!ids && (q.q || pessoa)) await preferIndexWalks(db);
  const texto = !q.q ? undefined : ids ? anyOf(condicionantes.id, ids) : encontradaPeloTermo(q.q);
  const filtro: TFiltroDaSecao = {
    filtro: and(filtroDaCondicao(ctx, q), texto),
    nasEntregas: and(
      filtroDaCondicao(ctx, q, "entregas"),
      !q.q
        ? undefined
        : ids
          ? anyOf(condicionanteComprovacoes.condicionanteId, ids)
          : encontradaPeloTermo(q.q, condicionanteComprovacoes.busca),
    ),
  };
  const base = and(eq(condicionantes.companyId, ctx.companyId), filtro.filtro, q.minhas ? aberta : undefined);
  const filtrada = Boolean(q.q || pessoa);
  const totals: Promise<Partial<TTotaisDasSecoes> & Pick<TTotaisDasSecoes, "semPrazo">> = ids
    ? countSecoes(db, today, q, base)
    : filtrada
      ? countForaDosPrazosUpToCap(db, ctx, q, filtro)
      : totaisDasObrigacoes(db, ctx.companyId, today);
  const page = async (g: TGrupo): Promise<{ rows: TItemRow[]; total?: TTotalLimitado }> => {
    if (g === "concluidas") {
      // 'Minhas pendências' keeps only what is still owed: nothing to read for 'Concluídas'.
      if (q.minhas) return { rows: [] };
      if (ids || !q.q) return { rows: await paginaConcluidas(db, q, base) };
      const daPessoa = and(eq(condicionantes.companyId, ctx.companyId), filtroDaCondicao(ctx, q));
      return { rows: await paginaConcluidasComTermo(db, q, daPessoa, q.q) };
    }
    if (ids)
      return {
        rows: await selectItems(db)
          .where(and(base, grupoObrigacao(g, today)))
          .orderBy(...ORDER[g])
          .limit(q.pageSize)
          .offset((q[g] - 1) * q.pageSize),
      };
    return filtrada
      ? secaoFiltrada(db, ctx, g, today, q, filtro)
      : { rows: semVistas(await paginaPorData(db, ctx, g, today, q, filtro)) };
  };

  const [t, ...pages] = await Promise.all([totals, ...GRUPOS.map(page)]);
  const secoes = Object.fromEntries(
    GRUPOS.map((g, i) => [g, { items: pages[i].rows.map(toItem), total: pages[i].total ?? t[g] ?? 0 }]),
  ) as Record<TGrupo, TSecoes[TGrupo]>;
  return { ...secoes, semPrazo: t.semPrazo };
}
