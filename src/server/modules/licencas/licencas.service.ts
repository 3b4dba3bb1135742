import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { clientes, empreendimentos, licencaDocumentos, licencas, licencaTipos, profiles } from "../../db/schema";
import { isUuid, pageOffset } from "../../db/paging";
import { contagens } from "../../db/contagens";
import { invalid, notFound } from "../../http/errors";
import type { TTenantContext } from "../../http/context";
import { licencaStatus, prazoLegalRenovacao, renovacaoSituacao } from "../../../shared/rules/licenca-status";
import {
  LICENCA_TIPOS_PADRAO,
  PROTOCOLO_DATA_FUTURA,
  validadeAntesDaEmissao,
  VALIDADE_ANTES_DA_EMISSAO,
  type TLicenca,
  type TLicencaData,
  type TLicencaDetalhe,
  type TLicencasQuery,
  type TRenovacaoData,
} from "../../../shared/schemas/licencas";
import { assertResponsavel, responsavelDoFiltro } from "../usuarios/responsavel";
import type { TPageLimitada } from "../../../shared/schemas/paging";
import { getEmpreendimento } from "../empreendimentos/empreendimentos.service";
import type { TLicencaOpcao } from "../../../shared/schemas/condicionantes";
import { exclusao, moveToLixeira } from "../lixeira/lixeira.service";
import { listDocumentos } from "./documentos.service";
import { LICENCA_NOT_FOUND } from "./messages";
import { assertLicencaOwned } from "./owner";
import { buscaLicencas, paginaDaBusca } from "./busca";
import { tipoNome } from "./tipo-nome";
import { totalDoStatus } from "./licencas-por-dia";
import { licencaStatusSql } from "./status-sql";

const PADRAO = new Map<string, string>(LICENCA_TIPOS_PADRAO);

/** The licence's responsible person, a profile of the company (left-joined: often nobody). */
const responsavel = profiles;

const columns = {
  id: licencas.id,
  numero: licencas.numero,
  tipo: licencas.tipo,
  tipoNome: tipoNome(),
  orgao: licencas.orgao,
  emissaoDate: licencas.emissaoDate,
  validadeDate: licencas.validadeDate,
  emRenovacao: licencas.emRenovacao,
  protocoloRenovacaoData: licencas.protocoloRenovacaoData,
  protocoloRenovacaoNumero: licencas.protocoloRenovacaoNumero,
  responsavelId: licencas.responsavelId,
  responsavelNome: responsavel.fullName,
  createdAt: licencas.createdAt,
  empreendimento: { id: empreendimentos.id, nome: empreendimentos.nome, atividade: empreendimentos.atividade },
  cliente: { id: clientes.id, nome: clientes.nome },
  // The compact cell: three names and the count, computed per row by the database.
  documentos: sql<string[]>`array(select ${licencaDocumentos.nome} from ${licencaDocumentos}
    where ${licencaDocumentos.licencaId} = ${licencas.id} order by ${licencaDocumentos.createdAt}, ${licencaDocumentos.id} limit 3)`,
  documentosCount: sql<number>`(select count(*)::int from ${licencaDocumentos} where ${licencaDocumentos.licencaId} = ${licencas.id})`,
};

function fromQuery(db: Db) {
  return db
    .select(columns)
    .from(licencas)
    .innerJoin(empreendimentos, eq(empreendimentos.id, licencas.empreendimentoId))
    .innerJoin(clientes, eq(clientes.id, empreendimentos.clienteId))
    .leftJoin(responsavel, eq(responsavel.id, licencas.responsavelId));
}

type Row = Awaited<ReturnType<ReturnType<typeof fromQuery>["execute"]>>[number];
function toLicenca(r: Row, today: string): TLicenca {
  const prazos = { validade: r.validadeDate, emRenovacao: r.emRenovacao, protocolo: r.protocoloRenovacaoData };
  return {
    ...r,
    status: licencaStatus(prazos, today),
    prazoLegalRenovacao: r.validadeDate ? prazoLegalRenovacao(r.validadeDate) : null,
    renovacaoSituacao: renovacaoSituacao(prazos),
    createdAt: r.createdAt.toISOString(),
  };
}

/**
 * The list's filters (the screen's and its export's): the same rows, whatever reads them. Over
 * `licencas` alone, so that the count needs no join (the client and project filters ask the
 * project's key).
 */
export function licencasWhere(ctx: TTenantContext, today: string, q: Omit<TLicencasQuery, "page" | "pageSize">) {
  return and(filtrosWhere(ctx, today, q), q.q ? buscaLicencas(q.q) : undefined);
}

/** The filters but the text search, which the list reads its own way (busca.ts). */
function filtrosWhere(ctx: TTenantContext, today: string, q: Omit<TLicencasQuery, "page" | "pageSize" | "q">) {
  const responsavelId = responsavelDoFiltro(ctx, q.responsavel);
  // `= any(array(…))`, not `in (…)`: the client's few projects are read first, whatever order
  // the list's joins are planned in (JOINS_AS_WRITTEN, decision 039).
  const projetosDoCliente = (clienteId: string) =>
    sql`${licencas.empreendimentoId} = any(array(select ${empreendimentos.id} from ${empreendimentos}
      where ${empreendimentos.companyId} = ${ctx.companyId} and ${empreendimentos.clienteId} = ${clienteId}))`;
  return and(
    eq(licencas.companyId, ctx.companyId),
    q.status ? licencaStatusSql(q.status, today) : undefined,
    q.clienteId ? (isUuid(q.clienteId) ? projetosDoCliente(q.clienteId) : sql`false`) : undefined,
    q.empreendimentoId
      ? isUuid(q.empreendimentoId)
        ? eq(licencas.empreendimentoId, q.empreendimentoId)
        : sql`false`
      : undefined,
    // Served by (company_id, responsavel_id, validade_date).
    responsavelId ? eq(licencas.responsavelId, responsavelId) : undefined,
  );
}

/**
 * The list's total from the counters where they hold it — the company's licences, or those of one
 * status from the per-day tally (decision 039) — else counted over the filters.
 */
async function totalDaLista(db: Db, ctx: TTenantContext, today: string, q: TLicencasQuery, filtros: SQL | undefined) {
  if (!q.clienteId && !q.empreendimentoId && !q.responsavel) {
    if (q.status) return totalDoStatus(db, ctx.companyId, q.status, today);
    return (await contagens(db, ctx.companyId)).licencas;
  }
  const [{ total }] = await db.select({ total: count() }).from(licencas).where(filtros);
  return total;
}

/**
 * One page of the list, newest first. The total comes first (totalDaLista). A page past the
 * middle is read from the other end in the opposite order, so the last page costs what the first
 * does instead of skipping every row before it. A text search has its own page and capped total
 * (busca.ts).
 */
export async function listLicencas(db: Db, ctx: TTenantContext, q: TLicencasQuery): Promise<TPageLimitada<TLicenca>> {
  const { today } = ctx;
  const filtros = filtrosWhere(ctx, today, q);
  const filtered = Boolean(q.status || q.clienteId || q.empreendimentoId || q.responsavel);
  if (q.q) {
    const { total, ids } = await paginaDaBusca(db, ctx, filtros, filtered, q);
    if (!ids) return { items: [], total };
    const rows = await fromQuery(db)
      // The page's ids first, then their rows (see projetosDoCliente).
      .where(and(eq(licencas.companyId, ctx.companyId), sql`${licencas.id} = any(array(${ids}))`))
      .orderBy(desc(licencas.createdAt), desc(licencas.id));
    return { items: rows.map((r) => toLicenca(r, today)), total };
  }
  const total = await totalDaLista(db, ctx, today, q, filtros);
  const offset = pageOffset(q);
  if (offset >= total) return { items: [], total };
  const fromEnd = offset > total / 2;
  const order = fromEnd ? [asc(licencas.createdAt), asc(licencas.id)] : [desc(licencas.createdAt), desc(licencas.id)];
  const page = await fromQuery(db)
    .where(filtros)
    .orderBy(...order)
    .limit(fromEnd ? Math.min(q.pageSize, total - offset) : q.pageSize)
    .offset(fromEnd ? Math.max(0, total - offset - q.pageSize) : offset);
  const rows = fromEnd ? page.reverse() : page;
  return { items: rows.map((r) => toLicenca(r, today)), total };
}

/** The licence with its status on the request's day (`ctx.today`). */
export async function getLicenca(db: Db, ctx: TTenantContext, id: string): Promise<TLicencaDetalhe> {
  if (!isUuid(id)) throw notFound(LICENCA_NOT_FOUND);
  const [row] = await fromQuery(db).where(and(eq(licencas.id, id), eq(licencas.companyId, ctx.companyId)));
  if (!row) throw notFound(LICENCA_NOT_FOUND);
  const [empreendimento, documentos] = await Promise.all([
    getEmpreendimento(db, ctx, row.empreendimento.id),
    listDocumentos(db, ctx, id),
  ]);
  const { cliente, ...projeto } = empreendimento;
  return { ...toLicenca(row, ctx.today), empreendimento: projeto, cliente: cliente!, documentos };
}

/** The project must be the chosen client's, in this company; the type built-in or the company's. */
async function checkReferences(db: Db, ctx: TTenantContext, data: TLicencaData) {
  const [projeto] = isUuid(data.empreendimentoId)
    ? await db
        .select({ clienteId: empreendimentos.clienteId })
        .from(empreendimentos)
        .where(and(eq(empreendimentos.id, data.empreendimentoId), eq(empreendimentos.companyId, ctx.companyId)))
        // Held until the licence is saved: a project going to the bin meanwhile takes it along or
        // waits, and one already there is not found (a licence never hangs from a binned project).
        .for("key share")
    : [];
  if (!projeto) throw invalid("empreendimentoId", "Empreendimento não encontrado.");
  if (projeto.clienteId !== data.clienteId) {
    throw invalid("empreendimentoId", "O empreendimento não pertence à empresa escolhida.");
  }
  if (!PADRAO.has(data.tipo)) {
    const [own] = await db
      .select({ id: licencaTipos.id })
      .from(licencaTipos)
      .where(and(eq(licencaTipos.companyId, ctx.companyId), eq(licencaTipos.codigo, data.tipo)));
    if (!own) throw invalid("tipo", "Tipo de licença desconhecido.");
  }
}

const licencaValues = (data: TLicencaData) => ({
  empreendimentoId: data.empreendimentoId,
  tipo: data.tipo,
  numero: data.numero,
  orgao: data.orgao,
  emissaoDate: data.emissaoDate,
  validadeDate: data.validadeDate,
});

type TRenovacaoCampos = Pick<TLicencaData, "emRenovacao" | "protocoloRenovacaoData" | "protocoloRenovacaoNumero">;
const SEM_RENOVACAO = { emRenovacao: false, protocoloRenovacaoData: null, protocoloRenovacaoNumero: null };

/**
 * The renewal as it will be stored: each field sent replaces the stored one, a field left out
 * keeps it; a licence not in renewal keeps no filing (turning the flag off clears it). A filing
 * date after the company's today is refused: it records a filing that happened.
 */
function renovacaoValues(data: TRenovacaoCampos, stored: Required<TRenovacaoCampos>, today: string) {
  const emRenovacao = data.emRenovacao ?? stored.emRenovacao;
  if (!emRenovacao) return SEM_RENOVACAO;
  if (data.protocoloRenovacaoData && data.protocoloRenovacaoData > today) {
    throw invalid("protocoloRenovacaoData", PROTOCOLO_DATA_FUTURA);
  }
  return {
    emRenovacao,
    protocoloRenovacaoData:
      data.protocoloRenovacaoData !== undefined ? data.protocoloRenovacaoData : stored.protocoloRenovacaoData,
    protocoloRenovacaoNumero:
      data.protocoloRenovacaoNumero !== undefined ? data.protocoloRenovacaoNumero : stored.protocoloRenovacaoNumero,
  };
}

/** The licence's stored renewal and responsible person; 404 unless it is this company's. */
async function storedLicenca(db: Db, ctx: TTenantContext, id: string) {
  if (!isUuid(id)) throw notFound(LICENCA_NOT_FOUND);
  const [row] = await db
    .select({
      emRenovacao: licencas.emRenovacao,
      protocoloRenovacaoData: licencas.protocoloRenovacaoData,
      protocoloRenovacaoNumero: licencas.protocoloRenovacaoNumero,
      responsavelId: licencas.responsavelId,
      emissaoDate: licencas.emissaoDate,
      validadeDate: licencas.validadeDate,
    })
    .from(licencas)
    .where(and(eq(licencas.id, id), eq(licencas.companyId, ctx.companyId)));
  if (!row) throw notFound(LICENCA_NOT_FOUND);
  return row;
}

/**
 * An edit that sends one date alone is compared with the other one stored (the schema compares
 * two dates sent together); the error goes on the date sent. An edit without dates changes none.
 */
function conferirDatas(data: Pick<TLicencaData, "emissaoDate" | "validadeDate">, stored: TDatasLicenca) {
  if (data.emissaoDate === undefined && data.validadeDate === undefined) return;
  const emissao = data.emissaoDate === undefined ? stored.emissaoDate : data.emissaoDate;
  const validade = data.validadeDate === undefined ? stored.validadeDate : data.validadeDate;
  if (validadeAntesDaEmissao(emissao, validade)) {
    throw invalid(data.validadeDate === undefined ? "emissaoDate" : "validadeDate", VALIDADE_ANTES_DA_EMISSAO);
  }
}
type TDatasLicenca = { emissaoDate: string | null; validadeDate: string | null };

/** Stamped with the request's instant and checked against its day (`ctx.now`, `ctx.today`). */
export async function createLicenca(db: Db, ctx: TTenantContext, data: TLicencaData) {
  const renovacao = renovacaoValues(data, SEM_RENOVACAO, ctx.today);
  await checkReferences(db, ctx, data);
  await assertResponsavel(db, ctx, data.responsavelId);
  const [row] = await db
    .insert(licencas)
    .values({
      ...licencaValues(data),
      ...renovacao,
      responsavelId: data.responsavelId ?? null,
      companyId: ctx.companyId,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning({ id: licencas.id });
  return getLicenca(db, ctx, row.id);
}

export async function updateLicenca(db: Db, ctx: TTenantContext, id: string, data: TLicencaData) {
  const stored = await storedLicenca(db, ctx, id);
  const renovacao = renovacaoValues(data, stored, ctx.today);
  conferirDatas(data, stored);
  await checkReferences(db, ctx, data);
  // Left out: unchanged. An inactive colleague kept as they were is not a new choice.
  const responsavelId = data.responsavelId === undefined ? stored.responsavelId : data.responsavelId;
  if (responsavelId !== stored.responsavelId) await assertResponsavel(db, ctx, responsavelId);
  await db
    .update(licencas)
    .set({ ...licencaValues(data), ...renovacao, responsavelId, updatedAt: ctx.now })
    .where(and(eq(licencas.id, id), eq(licencas.companyId, ctx.companyId)));
  return getLicenca(db, ctx, id);
}

/**
 * 'Marcar como Renovação' with its filing ('Protocolo da renovação'), or 'Remover Renovação',
 * which clears the filing. The answer's renovacaoSituacao tells the screen what the filing means.
 */
export async function setRenovacao(db: Db, ctx: TTenantContext, id: string, data: TRenovacaoData) {
  const stored = await storedLicenca(db, ctx, id);
  const renovacao = renovacaoValues(data, stored, ctx.today);
  await db
    .update(licencas)
    .set({ ...renovacao, updatedAt: ctx.now })
    .where(and(eq(licencas.id, id), eq(licencas.companyId, ctx.companyId)));
  return getLicenca(db, ctx, id);
}

/**
 * In the caller's transaction: the licence goes to the company's bin with its documents, its
 * conditions and theirs (modules/lixeira). The licence is locked first, so an upload to it either
 * commits before (and its row goes along) or waits and then finds it gone. Files stay on disk
 * until the bin is emptied.
 */
export async function deleteLicenca(db: Db, ctx: TTenantContext, id: string): Promise<void> {
  await assertLicencaOwned(db, ctx, id, "update");
  const [l] = await db
    .select({ numero: licencas.numero, projeto: empreendimentos.nome, cliente: clientes.nome })
    .from(licencas)
    .innerJoin(empreendimentos, eq(empreendimentos.id, licencas.empreendimentoId))
    .innerJoin(clientes, eq(clientes.id, empreendimentos.clienteId))
    .where(eq(licencas.id, id));
  await moveToLixeira(db, ctx, {
    tipo: "licenca",
    id,
    titulo: l.numero,
    contexto: `${l.projeto} · ${l.cliente}`,
  });
}

/** What deleting the licence takes to the bin, for the confirmation (404 unless this company's). */
export async function exclusaoLicenca(db: Db, ctx: TTenantContext, id: string) {
  await assertLicencaOwned(db, ctx, id);
  return exclusao(db, ctx, "licenca", id, null);
}

/** The conditions screen's licence choices: the company's, by number, at most 50. */
export async function listOpcoes(db: Db, ctx: TTenantContext, q: string): Promise<TLicencaOpcao[]> {
  return db
    .select({
      id: licencas.id,
      numero: licencas.numero,
      tipo: licencas.tipo,
      tipoNome: tipoNome(),
      empreendimento: empreendimentos.nome,
    })
    .from(licencas)
    .innerJoin(empreendimentos, eq(empreendimentos.id, licencas.empreendimentoId))
    .where(and(eq(licencas.companyId, ctx.companyId), q ? buscaLicencas(q) : undefined))
    .orderBy(asc(licencas.numero), asc(licencas.id))
    .limit(50);
}
