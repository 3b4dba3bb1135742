import { and, asc, count, desc, eq, inArray, isNull, min, ne, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { documentos, empreendimentos, obrigacaoComprovacoes, obrigacaoInstancias, obrigacoes } from "../../db/schema";
import { obrigacaoStatus } from "../../../shared/rules/obrigacoes-legais";
import { describeRecorrencia } from "../../../shared/rules/recorrencia-texto";
import { PORTAL_PAGINA } from "../../../shared/schemas/portal";
import type { TPortalObrigacoesLegais, TPortalVencimento } from "../../../shared/schemas/portal-obrigacoes-legais";
import { naSecaoSql } from "../condicionantes/secoes-sql";
import type { TPortalCtx } from "./portal-ctx";
import { documentosDasProvas, toPortalComprovacao } from "./provas";
import { groupBy } from "../../group-by";

// The client's obligations that belong to no licence (issue 32), read-only in its portal: each
// with its open due dates and the latest one met, and what was sent for each. The portal's
// policies (migration 0023) admit only this client's, out of the bin; the filters repeat the
// scope so the planner starts from obrigacoes_company_cliente_idx.

const i = obrigacaoInstancias;
const aberto = ne(i.status, "cumprida");

const doCliente = (ctx: TPortalCtx) =>
  and(eq(obrigacoes.companyId, ctx.companyId), eq(obrigacoes.clienteId, ctx.clienteId), isNull(obrigacoes.lixeiraId));

/** The client's open due dates on the days a home card counts (naSecaoSql: overdue, or within 30 days). */
const vencimentosAbertos = (db: Db, ctx: TPortalCtx, faixa: (data: typeof i.dataVencimento) => SQL) =>
  db
    .select({ n: count() })
    .from(i)
    .innerJoin(obrigacoes, eq(obrigacoes.id, i.obrigacaoId))
    .where(and(doCliente(ctx), aberto, faixa(i.dataVencimento)));

/**
 * The home's counts of the client's obligations, as subqueries for its one statement: how many it
 * has, its open due dates overdue and within 30 days, and the proofs it sent awaiting review.
 */
export function obrigacoesLegaisContagem(db: Db, ctx: TPortalCtx) {
  return {
    total: db.select({ n: count() }).from(obrigacoes).where(doCliente(ctx)),
    atrasadas: vencimentosAbertos(db, ctx, naSecaoSql("vencidas", ctx.today)),
    vencendo: vencimentosAbertos(db, ctx, naSecaoSql("vencendo", ctx.today)),
    emAnalise: db
      .select({ n: count() })
      .from(obrigacaoComprovacoes)
      .innerJoin(i, eq(i.id, obrigacaoComprovacoes.instanciaId))
      .innerJoin(obrigacoes, eq(obrigacoes.id, i.obrigacaoId))
      .where(
        and(
          doCliente(ctx),
          eq(obrigacaoComprovacoes.origem, "portal"),
          eq(obrigacaoComprovacoes.statusComprovacao, "em_analise"),
        ),
      ),
  };
}

/** An obligation's nearest open due date: the page's order, those with none last. */
const proximoVencimento = (db: Db) =>
  sql`(${db
    .select({ d: min(i.dataVencimento) })
    .from(i)
    .where(and(eq(i.obrigacaoId, obrigacoes.id), aberto))})`;

/** 'Obrigações legais': a page of the client's obligations, the nearest open due date first. */
export async function listObrigacoesLegais(db: Db, ctx: TPortalCtx, page: number): Promise<TPortalObrigacoesLegais> {
  const [pagina, [{ total }]] = await Promise.all([
    db
      .select({
        obrigacao: obrigacoes,
        empreendimentoNome: empreendimentos.nome,
      })
      .from(obrigacoes)
      .leftJoin(empreendimentos, eq(empreendimentos.id, obrigacoes.empreendimentoId))
      .where(doCliente(ctx))
      .orderBy(sql`${proximoVencimento(db)} asc nulls last`, asc(obrigacoes.titulo), asc(obrigacoes.id))
      .limit(PORTAL_PAGINA)
      .offset((page - 1) * PORTAL_PAGINA),
    db.select({ total: count() }).from(obrigacoes).where(doCliente(ctx)),
  ]);
  const vencimentos = await vencimentosDe(
    db,
    ctx,
    pagina.map((p) => p.obrigacao.id),
  );
  const items = pagina.map(({ obrigacao: o, empreendimentoNome }) => ({
    id: o.id,
    titulo: o.titulo,
    orgao: o.orgao,
    baseLegal: o.baseLegal,
    baseLegalUrl: o.baseLegalUrl,
    descricao: o.descricao,
    recorrencia: describeRecorrencia(o.recorrencia),
    // A project the portal cannot see (in the bin) is not named.
    empreendimento:
      o.empreendimentoId && empreendimentoNome !== null ? { id: o.empreendimentoId, nome: empreendimentoNome } : null,
    vencimentos: vencimentos.get(o.id) ?? [],
  }));
  return { items, total };
}

/**
 * These obligations' open due dates, the nearest first, then each one's latest met (where an
 * approved proof stays in sight), with their proofs, by obligation.
 */
async function vencimentosDe(db: Db, ctx: TPortalCtx, obrigacaoIds: string[]) {
  if (obrigacaoIds.length === 0) return new Map<string, TPortalVencimento[]>();
  const j = alias(obrigacaoInstancias, "ultima_cumprida");
  const ultimaCumprida = db
    .select({ id: j.id })
    .from(j)
    .where(and(eq(j.obrigacaoId, i.obrigacaoId), eq(j.status, "cumprida")))
    .orderBy(desc(j.dataRegra))
    .limit(1);
  const linhas = await db
    .select({
      id: i.id,
      obrigacaoId: i.obrigacaoId,
      dataVencimento: i.dataVencimento,
      status: i.status,
      cumpridaEm: i.cumpridaEm,
    })
    .from(i)
    .where(and(inArray(i.obrigacaoId, obrigacaoIds), or(aberto, eq(i.id, sql`(${ultimaCumprida})`))))
    .orderBy(sql`${i.status} = 'cumprida'`, asc(i.dataVencimento), asc(i.id));
  const provas = await provasDe(
    db,
    linhas.map((l) => l.id),
  );
  return groupBy(
    linhas,
    (l) => l.obrigacaoId,
    (l): TPortalVencimento => {
      const minhas = provas.get(l.id) ?? [];
      const status = obrigacaoStatus(l.status, l.dataVencimento, ctx.today);
      return {
        id: l.id,
        dataVencimento: l.dataVencimento,
        status,
        cumpridaEm: l.cumpridaEm,
        podeEnviar: status !== "cumprida" && !minhas.some((p) => p.status === "em_analise"),
        comprovacoes: minhas,
      };
    },
  );
}

/** What was sent for these due dates, newest first, with the files, by due date. */
async function provasDe(db: Db, instanciaIds: string[]) {
  if (instanciaIds.length === 0) return new Map<string, TPortalVencimento["comprovacoes"]>();
  const c = obrigacaoComprovacoes;
  const provas = await db
    .select({
      id: c.id,
      instanciaId: c.instanciaId,
      status: c.statusComprovacao,
      observacoes: c.observacoes,
      motivoRejeicao: c.motivoRejeicao,
      origem: c.origem,
      createdAt: c.createdAt,
      analisadaEm: c.analisadaEm,
    })
    .from(c)
    .where(inArray(c.instanciaId, instanciaIds))
    .orderBy(desc(c.createdAt), desc(c.id));
  const arquivos = await documentosDasProvas(
    db,
    documentos.obrigacaoComprovacaoId,
    provas.map((p) => p.id),
  );
  return groupBy(
    provas,
    (p) => p.instanciaId,
    (p) => toPortalComprovacao(p, arquivos.get(p.id) ?? []),
  );
}
