import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { condicionanteComprovacoes, condicionantes, documentos, empreendimentos, licencas } from "../../db/schema";
import { grupoCondicionante, type TCondicionanteStatus, type TGrupo } from "../../../shared/rules/condicionantes";
import { ENTREGA_ABERTA } from "../../../shared/rules/obrigacoes";
import {
  PORTAL_PAGINA,
  PORTAL_PENDENCIAS_TETO,
  type TPortalComprovacao,
  type TPortalObrigacao,
  type TPortalSecoes,
} from "../../../shared/schemas/portal";
import type { TPageLimitada, TTotalLimitado } from "../../../shared/schemas/paging";
import { tipoNome } from "../licencas/tipo-nome";
import { aberta, comEntrega, dataObrigacao, entrega } from "../condicionantes/obrigacoes";
import { devidaSql, naSecaoSql } from "../condicionantes/secoes-sql";
import type { TPortalCtx } from "./portal-ctx";
import { documentosDasProvas, toPortalComprovacao } from "./provas";

// The client's obligations as the conditions screen draws them (decision 013): a condition by its
// deadline, or each of its scheduled deliveries still open by its own date; with what the client
// sent for each and what became of it.

const obrigacaoColumns = {
  condicionanteId: condicionantes.id,
  nome: condicionantes.nome,
  descricao: condicionantes.descricao,
  status: condicionantes.status,
  dataPrazo: condicionantes.dataPrazo,
  entregaId: entrega.id,
  entregaData: entrega.dataEntrega,
  licenca: { id: licencas.id, numero: licencas.numero, tipoNome: tipoNome() },
  empreendimento: { id: empreendimentos.id, nome: empreendimentos.nome },
};

/**
 * The client's obligations: conditions of its licences, each with its open deliveries. Scoped by
 * the client the condition carries, so a query naming conditions (a page's ids, a licence) starts
 * from them instead of walking the client's projects and licences down to every condition.
 */
const obrigacoes = (db: Db, ctx: TPortalCtx, where?: SQL) =>
  db
    .select(obrigacaoColumns)
    .from(condicionantes)
    .innerJoin(licencas, eq(licencas.id, condicionantes.licencaId))
    .innerJoin(empreendimentos, eq(empreendimentos.id, licencas.empreendimentoId))
    .leftJoin(entrega, comEntrega)
    .where(and(eq(condicionantes.clienteId, ctx.clienteId), where))
    .$dynamic();

type TObrigacaoRow = Awaited<ReturnType<ReturnType<typeof obrigacoes>["execute"]>>[number];

/**
 * A client's conditions still owed, on the portal's index (condicionantes_portal_idx): by the day
 * their next obligation is due, the next scheduled delivery, else the deadline. The client is
 * carried by the condition (migration 0019), so this reads the client's rows alone, never the
 * company's, and stops at its page.
 */
const proximoPrazo = condicionantes.proximoPrazo;
const devidasDoCliente = (ctx: TPortalCtx) =>
  and(eq(condicionantes.clienteId, ctx.clienteId), isNull(condicionantes.lixeiraId), devidaSql);

/**
 * The summary cards, as subqueries for the home's one statement: conditions whose next obligation
 * is overdue, or due from today through 30 days. Two ranges of the portal's index, each counted
 * without reading the table.
 */
export function obrigacoesDoClienteContagem(db: Db, ctx: TPortalCtx) {
  const contar = (faixa: SQL) =>
    db
      .select({ n: count() })
      .from(condicionantes)
      .where(and(devidasDoCliente(ctx), faixa));
  return {
    atrasadas: contar(naSecaoSql("vencidas", ctx.today)(proximoPrazo)),
    vencendo: contar(naSecaoSql("vencendo", ctx.today)(proximoPrazo)),
  };
}

/** What was sent for these conditions (never the schedule's own 'agendada' rows), newest first, with files. */
async function comprovacoesDe(db: Db, condicionanteIds: string[]) {
  if (condicionanteIds.length === 0) return [];
  const provas = await db
    .select({
      id: condicionanteComprovacoes.id,
      condicionanteId: condicionanteComprovacoes.condicionanteId,
      entregaId: condicionanteComprovacoes.entregaId,
      status: condicionanteComprovacoes.statusComprovacao,
      observacoes: condicionanteComprovacoes.observacoes,
      motivoRejeicao: condicionanteComprovacoes.motivoRejeicao,
      origem: condicionanteComprovacoes.origem,
      createdAt: condicionanteComprovacoes.createdAt,
      analisadaEm: condicionanteComprovacoes.analisadaEm,
    })
    .from(condicionanteComprovacoes)
    .where(
      and(
        inArray(condicionanteComprovacoes.condicionanteId, condicionanteIds),
        sql`${condicionanteComprovacoes.statusComprovacao} <> ${ENTREGA_ABERTA}`,
      ),
    )
    .orderBy(desc(condicionanteComprovacoes.createdAt), desc(condicionanteComprovacoes.id));
  const arquivos = await documentosDasProvas(
    db,
    documentos.comprovacaoId,
    provas.map((p) => p.id),
  );
  return provas.map((p) => ({
    condicionanteId: p.condicionanteId,
    entregaId: p.entregaId,
    prova: toPortalComprovacao(p, arquivos.get(p.id) ?? []),
  }));
}

/** The rows with their proofs: a delivery's are those that answer it; a condition's, the rest. */
async function comComprovacoes(db: Db, rows: TObrigacaoRow[]): Promise<TPortalObrigacao[]> {
  const provas = await comprovacoesDe(db, [...new Set(rows.map((r) => r.condicionanteId))]);
  return rows.map((r) => {
    const minhas: TPortalComprovacao[] = provas
      .filter((p) => p.condicionanteId === r.condicionanteId && p.entregaId === r.entregaId)
      .map((p) => p.prova);
    const emAberto = r.entregaId !== null || r.status !== "concluida";
    return {
      condicionanteId: r.condicionanteId,
      entrega: r.entregaId && r.entregaData ? { id: r.entregaId, data: r.entregaData } : null,
      titulo: r.nome ?? r.descricao,
      descricao: r.descricao,
      status: r.status as TCondicionanteStatus,
      dataPrazo: r.entregaData ?? r.dataPrazo,
      licenca: r.licenca,
      empreendimento: r.empreendimento,
      podeEnviar: emAberto && !minhas.some((p) => p.status === "em_analise"),
      comprovacoes: minhas,
    };
  });
}

/**
 * The home's second call: the client's conditions still owed, each at its next obligation (the
 * next scheduled delivery, else the deadline), the most urgent first, none without a date last.
 * The page's ids come from the portal's index alone; the details are read for those 20 only.
 */
export async function listPendencias(db: Db, ctx: TPortalCtx, page: number): Promise<TPageLimitada<TPortalObrigacao>> {
  const [pagina, [{ total }]] = await Promise.all([
    db
      .select({ id: condicionantes.id })
      .from(condicionantes)
      .where(devidasDoCliente(ctx))
      .orderBy(sql`${proximoPrazo} asc nulls last`, asc(condicionantes.id))
      .limit(PORTAL_PAGINA)
      .offset((page - 1) * PORTAL_PAGINA),
    // Counted up to the cap, one past it to know it was passed.
    db.select({ total: count() }).from(
      db
        .select({ um: sql`1` })
        .from(condicionantes)
        .where(devidasDoCliente(ctx))
        .limit(PORTAL_PENDENCIAS_TETO + 1)
        .as("devidas"),
    ),
  ]);
  const limitado: TTotalLimitado = total > PORTAL_PENDENCIAS_TETO ? { maisDe: PORTAL_PENDENCIAS_TETO } : total;
  const ids = pagina.map((r) => r.id);
  if (ids.length === 0) return { items: [], total: limitado };
  const rows = await obrigacoes(
    db,
    ctx,
    and(
      inArray(condicionantes.id, ids),
      // Parenthesised: and() does not wrap its parts, and a bare `or` would widen the ids' filter to
      // every condition of the client.
      sql`(${entrega.id} is null or ${entrega.dataEntrega} = ${condicionantes.proximaEntrega})`,
    ),
  );
  const porId = new Map(rows.map((r) => [r.condicionanteId, r]));
  return { items: await comComprovacoes(db, ids.map((id) => porId.get(id)!).filter(Boolean)), total: limitado };
}

/**
 * A licence's obligations in the conditions screen's four sections. An open one without any date
 * has no section there (it is counted apart); here it goes with 'A Vencer', so the client sees
 * everything owed.
 */
export async function secoesDaLicenca(db: Db, ctx: TPortalCtx, licencaId: string): Promise<TPortalSecoes> {
  const rows = await obrigacoes(db, ctx, eq(condicionantes.licencaId, licencaId)).orderBy(
    sql`${dataObrigacao} asc nulls last`,
    asc(condicionantes.id),
    sql`${entrega.id} asc nulls first`,
  );
  const itens = await comComprovacoes(db, rows);
  const secoes: TPortalSecoes = { vencidas: [], vencendo: [], a_vencer: [], concluidas: [] };
  for (const item of itens) {
    const status = item.entrega ? "pendente" : item.status;
    const grupo: TGrupo = grupoCondicionante(status, item.dataPrazo, ctx.today) ?? "a_vencer";
    secoes[grupo].push(item);
  }
  return secoes;
}

/** Is the condition the client's, open, and (when given) the delivery one of its open ones? */
export async function obrigacaoAberta(db: Db, ctx: TPortalCtx, condicionanteId: string, entregaId: string | null) {
  const [row] = await obrigacoes(
    db,
    ctx,
    and(eq(condicionantes.id, condicionanteId), entregaId ? eq(entrega.id, entregaId) : isNull(entrega.id), aberta),
  );
  return row ?? null;
}
