import { and, asc, count, desc, eq, gte, lt, lte, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { clientes, empreendimentos, obrigacaoComprovacoes, obrigacaoInstancias, obrigacoes } from "../../db/schema";
import { isUuid, pageOffset } from "../../db/paging";
import { conflict, invalid, notFound } from "../../http/errors";
import type { TTenantContext } from "../../http/context";
import { firstVencimento, nextVencimento } from "../../../shared/rules/recorrencia";
import { describeRecorrencia } from "../../../shared/rules/recorrencia-texto";
import { CUMPRIMENTO_FUTURO, OBRIGACAO_SECOES, obrigacaoStatus } from "../../../shared/rules/obrigacoes-legais";
import type { TLocal } from "../../../shared/schemas/recorrencia";
import type {
  TObrigacaoData,
  TObrigacaoDetalhe,
  TObrigacaoItem,
  TObrigacoesQuery,
  TObrigacoesSecoes,
  TObrigacoesSecoesQuery,
} from "../../../shared/schemas/obrigacoes";
import type { TPage } from "../../../shared/schemas/paging";
import { assertResponsavel, doResponsavel, responsavelNome, toResponsavel } from "../usuarios/responsavel";
import { vencimentoSql } from "./vencimento-sql";
import { comprovacoesDaObrigacao } from "./comprovacoes-lista";
import { secaoSql } from "./secoes-sql";

// Obligations that belong to no licence (issue 32): creating one with its first due date, the
// list of their due dates, one with its instances and their proofs, meeting an instance (which
// creates the next) and moving one instance's date. The proofs' writes: comprovacoes.service.ts.

export const NOT_FOUND = "Obrigação não encontrada.";
export const INSTANCIA_NOT_FOUND = "Vencimento da obrigação não encontrado.";
export const CLIENTE_NOT_FOUND = "Empreendedor não encontrado.";
export const PROJETO_NOT_FOUND = "Empreendimento não encontrado.";
export const JA_CUMPRIDA = "Este vencimento já foi cumprido.";

/** Where the obligation is due: its project's state and city, else its client's. */
async function localDe(db: Db, clienteId: string, empreendimentoId: string | null): Promise<TLocal> {
  if (empreendimentoId) {
    const [p] = await db
      .select({ uf: empreendimentos.estado, municipio: empreendimentos.municipio })
      .from(empreendimentos)
      .where(eq(empreendimentos.id, empreendimentoId));
    if (p) return p;
  }
  const [c] = await db
    .select({ uf: clientes.estado, municipio: clientes.cidade })
    .from(clientes)
    .where(eq(clientes.id, clienteId));
  return c ?? { uf: null, municipio: null };
}

/**
 * The client and, when named, its project: both the caller's company's, out of the bin. Each held
 * with a key-share lock until the transaction ends, as every writer under a record holds it: a
 * delete into the bin at the same moment commits first (and this one then finds nothing) or
 * waits for the new obligation and takes it along (decision 015).
 */
async function assertDono(db: Db, clienteId: string, empreendimentoId: string | null) {
  const [c] = await db.select({ id: clientes.id }).from(clientes).where(eq(clientes.id, clienteId)).for("key share");
  if (!c) throw invalid("clienteId", CLIENTE_NOT_FOUND);
  if (!empreendimentoId) return;
  const [p] = await db
    .select({ id: empreendimentos.id })
    .from(empreendimentos)
    .where(and(eq(empreendimentos.id, empreendimentoId), eq(empreendimentos.clienteId, clienteId)))
    .for("key share");
  if (!p) throw invalid("empreendimentoId", PROJETO_NOT_FOUND);
}

/** Creates the obligation and its first instance; answers it with its instances. */
export async function createObrigacao(
  db: Db,
  ctx: TTenantContext,
  data: TObrigacaoData & { catalogoCodigo?: string | null },
): Promise<TObrigacaoDetalhe> {
  await assertDono(db, data.clienteId, data.empreendimentoId);
  await assertResponsavel(db, ctx, data.responsavelId);
  const { primeiroVencimento, ...campos } = data;
  const local = await localDe(db, data.clienteId, data.empreendimentoId);
  const primeiro = primeiroVencimento
    ? { dataRegra: primeiroVencimento, vencimento: primeiroVencimento }
    : firstVencimento(data.recorrencia, ctx.today, local);
  const [row] = await db
    .insert(obrigacoes)
    .values({ ...campos, companyId: ctx.companyId })
    .returning({ id: obrigacoes.id });
  await db.insert(obrigacaoInstancias).values({
    companyId: ctx.companyId,
    obrigacaoId: row.id,
    dataRegra: primeiro.dataRegra,
    // A date typed on the form is the consultant's; the rule's may have been moved for its year.
    dataVencimento: primeiroVencimento ? primeiro.vencimento : vencimentoSql(campos.catalogoCodigo ?? null, primeiro),
  });
  return getObrigacao(db, ctx, row.id);
}

const itemColumns = {
  id: obrigacaoInstancias.id,
  dataRegra: obrigacaoInstancias.dataRegra,
  dataVencimento: obrigacaoInstancias.dataVencimento,
  status: obrigacaoInstancias.status,
  cumpridaEm: obrigacaoInstancias.cumpridaEm,
  obrigacaoId: obrigacoes.id,
  titulo: obrigacoes.titulo,
  orgao: obrigacoes.orgao,
  recorrencia: obrigacoes.recorrencia,
  clienteId: clientes.id,
  clienteNome: clientes.nome,
  empreendimentoId: empreendimentos.id,
  empreendimentoNome: empreendimentos.nome,
  responsavelId: obrigacoes.responsavelId,
  responsavelNome: responsavelNome(obrigacoes.responsavelId),
};

/** Instances with their obligation; a client or project in the bin hides them (inner joins). */
const selectItens = (db: Db) =>
  db
    .select(itemColumns)
    .from(obrigacaoInstancias)
    .innerJoin(obrigacoes, eq(obrigacoes.id, obrigacaoInstancias.obrigacaoId))
    .innerJoin(clientes, eq(clientes.id, obrigacoes.clienteId))
    .leftJoin(empreendimentos, eq(empreendimentos.id, obrigacoes.empreendimentoId));

/** The status filter over what is stored: 'atrasada' and 'pendente' are read against today. */
function statusFilter(q: Pick<TObrigacoesQuery, "status">, today: string): SQL | undefined {
  const i = obrigacaoInstancias;
  const aberta = ne(i.status, "cumprida");
  switch (q.status) {
    case "todas":
      return undefined;
    case "abertas":
      return aberta;
    case "cumprida":
      return eq(i.status, "cumprida");
    case "atrasada":
      return and(aberta, lt(i.dataVencimento, today));
    default:
      return and(eq(i.status, q.status), gte(i.dataVencimento, today));
  }
}

const idOuNada = (column: Parameters<typeof eq>[0], id: string | undefined) =>
  id ? (isUuid(id) ? eq(column, id) : sql`false`) : undefined;

/** The list's filters, shared with its export (exportar.ts). */
export function listFilter(ctx: TTenantContext, q: Omit<TObrigacoesQuery, "page" | "pageSize">): SQL | undefined {
  return and(
    eq(obrigacaoInstancias.companyId, ctx.companyId),
    statusFilter(q, ctx.today),
    idOuNada(obrigacoes.clienteId, q.cliente),
    idOuNada(obrigacoes.empreendimentoId, q.empreendimento),
    q.orgao ? eq(obrigacoes.orgao, q.orgao) : undefined,
    doResponsavel(ctx, obrigacoes.responsavelId, q.responsavel),
    q.de ? gte(obrigacaoInstancias.dataVencimento, q.de) : undefined,
    q.ate ? lte(obrigacaoInstancias.dataVencimento, q.ate) : undefined,
    q.q ? sql`app_fold(${obrigacoes.titulo}) like '%' || app_fold(${q.q}) || '%'` : undefined,
  );
}

type TItemRow = Awaited<ReturnType<ReturnType<typeof selectItens>["where"]>>[number];
const ref = (id: string | null, nome: string | null) => (id && nome !== null ? { id, nome } : null);
const toItem = (r: TItemRow, today: string): TObrigacaoItem => ({
  id: r.id,
  dataRegra: r.dataRegra,
  dataVencimento: r.dataVencimento,
  status: obrigacaoStatus(r.status, r.dataVencimento, today),
  cumpridaEm: r.cumpridaEm,
  obrigacaoId: r.obrigacaoId,
  titulo: r.titulo,
  orgao: r.orgao,
  cliente: { id: r.clienteId, nome: r.clienteNome },
  empreendimento: ref(r.empreendimentoId, r.empreendimentoNome),
  responsavel: toResponsavel(r.responsavelId, r.responsavelNome),
  recorrencia: describeRecorrencia(r.recorrencia),
});

/** One page of due dates and the total `where` matches: met ones the latest met first, else the nearest. */
async function pagina(
  db: Db,
  ctx: TTenantContext,
  where: SQL | undefined,
  cumpridas: boolean,
  paging: { page: number; pageSize: number },
): Promise<TPage<TObrigacaoItem>> {
  const ordem = cumpridas ? desc(obrigacaoInstancias.cumpridaEm) : asc(obrigacaoInstancias.dataVencimento);
  const rows = await selectItens(db)
    .where(where)
    .orderBy(ordem, asc(obrigacaoInstancias.id))
    .limit(paging.pageSize)
    .offset(pageOffset(paging));
  const [{ total }] = await db
    .select({ total: count() })
    .from(obrigacaoInstancias)
    .innerJoin(obrigacoes, eq(obrigacoes.id, obrigacaoInstancias.obrigacaoId))
    .innerJoin(clientes, eq(clientes.id, obrigacoes.clienteId))
    .leftJoin(empreendimentos, eq(empreendimentos.id, obrigacoes.empreendimentoId))
    .where(where);
  return { items: rows.map((r) => toItem(r, ctx.today)), total };
}

/** 'Obrigações': their due dates, the nearest first, filtered, paged and counted in SQL. */
export const listObrigacoes = (db: Db, ctx: TTenantContext, q: TObrigacoesQuery) =>
  pagina(db, ctx, listFilter(ctx, q), q.status === "cumprida", q);

/** The 'Por prazo' view (decision 061): one page of each section, under the list's filters. */
export async function listSecoes(db: Db, ctx: TTenantContext, q: TObrigacoesSecoesQuery): Promise<TObrigacoesSecoes> {
  const filtro = listFilter(ctx, { ...q, status: "todas" });
  const secoes: Partial<TObrigacoesSecoes> = {};
  for (const secao of OBRIGACAO_SECOES) {
    const where = and(filtro, secaoSql(secao, ctx.today));
    secoes[secao] = await pagina(db, ctx, where, secao === "cumpridas", { page: q[secao], pageSize: q.pageSize });
  }
  return secoes as TObrigacoesSecoes;
}

/** One obligation with every instance, the latest first, each with its proofs and their files. */
export async function getObrigacao(db: Db, ctx: TTenantContext, id: string): Promise<TObrigacaoDetalhe> {
  const [o] = isUuid(id)
    ? await db
        .select({
          obrigacao: obrigacoes,
          clienteNome: clientes.nome,
          empreendimentoNome: empreendimentos.nome,
          responsavelNome: responsavelNome(obrigacoes.responsavelId),
        })
        .from(obrigacoes)
        .innerJoin(clientes, eq(clientes.id, obrigacoes.clienteId))
        .leftJoin(empreendimentos, eq(empreendimentos.id, obrigacoes.empreendimentoId))
        .where(and(eq(obrigacoes.id, id), eq(obrigacoes.companyId, ctx.companyId)))
    : [];
  if (!o) throw notFound(NOT_FOUND);
  const instancias = await db
    .select()
    .from(obrigacaoInstancias)
    .where(and(eq(obrigacaoInstancias.obrigacaoId, id), eq(obrigacaoInstancias.companyId, ctx.companyId)))
    .orderBy(desc(obrigacaoInstancias.dataRegra));
  const provas = await comprovacoesDaObrigacao(db, ctx, id);
  const { obrigacao: r } = o;
  return {
    id: r.id,
    titulo: r.titulo,
    orgao: r.orgao,
    baseLegal: r.baseLegal,
    baseLegalUrl: r.baseLegalUrl,
    descricao: r.descricao,
    cliente: { id: r.clienteId, nome: o.clienteNome },
    empreendimento: ref(r.empreendimentoId, o.empreendimentoNome),
    responsavel: toResponsavel(r.responsavelId, o.responsavelNome),
    recorrencia: r.recorrencia,
    recorrenciaTexto: describeRecorrencia(r.recorrencia),
    catalogoCodigo: r.catalogoCodigo,
    createdAt: r.createdAt.toISOString(),
    instancias: instancias.map((i) => ({
      id: i.id,
      dataRegra: i.dataRegra,
      dataVencimento: i.dataVencimento,
      status: obrigacaoStatus(i.status, i.dataVencimento, ctx.today),
      cumpridaEm: i.cumpridaEm,
      comprovacoes: provas.get(i.id) ?? [],
    })),
  };
}

/**
 * The instance and its obligation's rule, or 404 (another company's too: its policy hides it).
 * The obligation is held with a key-share lock: a delete into the bin at the same moment either
 * commits first (and this finds nothing) or waits, so no next due date is born under a binned one.
 * With `lock`, the instance itself stays locked for update until the transaction ends: every
 * write of a due date's proofs takes it before touching them, so they run one after the other.
 */
export async function instanciaDe(db: Db, ctx: TTenantContext, id: string, lock?: "update") {
  if (!isUuid(id)) throw notFound(INSTANCIA_NOT_FOUND);
  const daEmpresa = and(eq(obrigacaoInstancias.id, id), eq(obrigacaoInstancias.companyId, ctx.companyId));
  const [row] = await db
    .select({ instancia: obrigacaoInstancias, obrigacao: obrigacoes })
    .from(obrigacaoInstancias)
    .innerJoin(obrigacoes, eq(obrigacoes.id, obrigacaoInstancias.obrigacaoId))
    .innerJoin(clientes, eq(clientes.id, obrigacoes.clienteId))
    .where(daEmpresa)
    .for("key share", { of: obrigacoes });
  if (!row) throw notFound(INSTANCIA_NOT_FOUND);
  if (!lock) return row;
  // Locked after its obligation, in the bin's order (the obligation, then its due dates), so a
  // proof and a deletion never wait on each other; read again under the lock.
  const [instancia] = await db.select().from(obrigacaoInstancias).where(daEmpresa).for(lock);
  if (!instancia) throw notFound(INSTANCIA_NOT_FOUND);
  return { ...row, instancia };
}
export type TInstanciaDe = Awaited<ReturnType<typeof instanciaDe>>;

/** The day a due date was met: today unless told, never after today. */
function diaDoCumprimento(ctx: TTenantContext, cumpridaEm: string | null) {
  const dia = cumpridaEm ?? ctx.today;
  if (dia > ctx.today) throw invalid("cumpridaEm", CUMPRIMENTO_FUTURO);
  return dia;
}

/**
 * Meets an instance and creates the next one the rule gives (none for 'unica'). The flip from
 * open to met is one conditional UPDATE: of two requests meeting the same instance at once, only
 * the one whose UPDATE changed the row creates the next; the other answers 409.
 */
export async function completeInstancia(
  db: Db,
  ctx: TTenantContext,
  id: string,
  cumpridaEm: string | null,
): Promise<TObrigacaoDetalhe> {
  const alvo = await instanciaDe(db, ctx, id);
  if (!(await meetInstancia(db, ctx, alvo, diaDoCumprimento(ctx, cumpridaEm)))) throw conflict(JA_CUMPRIDA);
  return getObrigacao(db, ctx, alvo.obrigacao.id);
}

/**
 * The instance met on `dia`, its next one created, and the team's pending proofs of it approved
 * (they count once their due date is met). False, with nothing written, when it was met already:
 * the conditional UPDATE is the guard that keeps the next instance to one.
 */
export async function meetInstancia(db: Db, ctx: TTenantContext, alvo: TInstanciaDe, dia: string) {
  const { instancia, obrigacao } = alvo;
  const flipped = await db
    .update(obrigacaoInstancias)
    .set({ status: "cumprida", cumpridaEm: dia, updatedAt: ctx.now })
    .where(and(eq(obrigacaoInstancias.id, instancia.id), ne(obrigacaoInstancias.status, "cumprida")))
    .returning({ id: obrigacaoInstancias.id });
  if (!flipped.length) return false;
  await db
    .update(obrigacaoComprovacoes)
    .set({ statusComprovacao: "aprovada" })
    .where(
      and(
        eq(obrigacaoComprovacoes.instanciaId, instancia.id),
        eq(obrigacaoComprovacoes.companyId, ctx.companyId),
        eq(obrigacaoComprovacoes.origem, "equipe"),
        eq(obrigacaoComprovacoes.statusComprovacao, "pendente"),
      ),
    );
  const proxima = await proximaDe(db, obrigacao, instancia.dataRegra);
  // The unique (obrigacao_id, data_regra) keeps a next instance that exists already (an earlier
  // one met late) from being written twice.
  if (proxima)
    await db
      .insert(obrigacaoInstancias)
      .values({
        companyId: ctx.companyId,
        obrigacaoId: obrigacao.id,
        dataRegra: proxima.dataRegra,
        dataVencimento: vencimentoSql(obrigacao.catalogoCodigo, proxima),
      })
      .onConflictDoNothing();
  return true;
}

/** The rule's next instance after `dataRegra`, counted from the series' first rule date. */
async function proximaDe(db: Db, obrigacao: typeof obrigacoes.$inferSelect, dataRegra: string) {
  const [{ ancora }] = await db
    .select({ ancora: sql<string>`min(${obrigacaoInstancias.dataRegra})::text` })
    .from(obrigacaoInstancias)
    .where(eq(obrigacaoInstancias.obrigacaoId, obrigacao.id));
  const local = await localDe(db, obrigacao.clienteId, obrigacao.empreendimentoId);
  return nextVencimento(obrigacao.recorrencia, dataRegra, local, ancora);
}

/** An instance's own changes: a new due date (the rule and the next instances stay) or progress. */
export async function updateInstancia(
  db: Db,
  ctx: TTenantContext,
  id: string,
  data: { dataVencimento?: string; status?: "pendente" | "em_andamento" },
): Promise<TObrigacaoDetalhe> {
  const { instancia, obrigacao } = await instanciaDe(db, ctx, id);
  if (instancia.status === "cumprida") throw invalid("status", JA_CUMPRIDA);
  await db
    .update(obrigacaoInstancias)
    .set({ ...data, updatedAt: ctx.now })
    .where(eq(obrigacaoInstancias.id, id));
  return getObrigacao(db, ctx, obrigacao.id);
}
