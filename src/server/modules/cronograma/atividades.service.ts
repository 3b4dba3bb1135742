import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { atividadesCronograma, documentos, empreendimentos } from "../../db/schema";
import { isUuid } from "../../db/paging";
import { notFound } from "../../http/errors";
import type { TTenantContext } from "../../http/context";
import type { TStoredFile } from "../../http/upload";
import type { TAtividade, TAtividadeData } from "../../../shared/schemas/cronograma";
import type { TAtividadeStatus } from "../../../shared/rules/atividade-status";
import type { TDocumento } from "../../../shared/schemas/condicionantes";
import type { TExclusao } from "../../../shared/schemas/lixeira";
import { insertDocumento, listDocumentos, type TDono } from "../documentos/documentos.service";
import { exclusao, moveToLixeira } from "../lixeira/lixeira.service";
import { ATIVIDADE_NOT_FOUND, EMPREENDIMENTO_NOT_FOUND } from "./messages";
import { atividadeStatusSql } from "./status-sql";
import { assertResponsavel, responsavelNome, toResponsavel } from "../usuarios/responsavel";

// A project's activity schedule (part 2 §3 atividades_cronograma): its activities, their status
// and their documents (the documents module's rows, relacionado_a 'atividade').

const t = atividadesCronograma;
const daAtividade = (id: string): TDono => ({ tipo: "atividade", id });

/** The row as every answer sends it; the displayed status by the SQL rule, over `today`. */
export const atividadeColumns = (today: string) => ({
  id: t.id,
  titulo: t.titulo,
  descricao: t.descricao,
  dataPrazo: t.dataPrazo,
  dataConclusao: t.dataConclusao,
  observacoes: t.observacoes,
  status: sql<TAtividadeStatus>`${t.status}`,
  statusExibido: atividadeStatusSql(t.status, t.dataPrazo, today),
  responsavelId: t.responsavelId,
  responsavelNome: responsavelNome(sql.raw(`"atividades_cronograma"."responsavel_id"`)),
  // The outer row's columns spelled out: drizzle leaves them unqualified in a one-table select,
  // where inside the subquery they would name the document's own id.
  documentosCount: sql<number>`(select count(*)::int from ${documentos}
    where ${documentos.companyId} = "atividades_cronograma"."company_id" and ${documentos.relacionadoA} = 'atividade'
      and ${documentos.relacionadoId} = "atividades_cronograma"."id")`,
  createdAt: t.createdAt,
});

type TAtividadeRow = Omit<TAtividade, "createdAt" | "responsavel"> & {
  createdAt: Date;
  responsavelId: string | null;
  responsavelNome: string | null;
};
export const toAtividade = ({ responsavelId, responsavelNome, ...r }: TAtividadeRow): TAtividade => ({
  ...r,
  responsavel: toResponsavel(responsavelId, responsavelNome),
  createdAt: r.createdAt.toISOString(),
});

const owned = (ctx: TTenantContext, id: string) => and(eq(t.id, id), eq(t.companyId, ctx.companyId));

/**
 * The activity with its project's name; 404 for another company's, an unknown, a binned or a
 * malformed id. With `lock`, held until the transaction ends: 'key share' while a document is
 * hung from it (its delete then waits and takes the document along), 'update' for its delete.
 */
async function atividadeOwned(db: Db, ctx: TTenantContext, id: string, lock?: "update" | "key share") {
  const query = db
    .select({ titulo: t.titulo, empreendimento: empreendimentos.nome })
    .from(t)
    .innerJoin(empreendimentos, eq(empreendimentos.id, t.empreendimentoId))
    .where(owned(ctx, id));
  const [own] = isUuid(id) ? (lock ? await query.for(lock, { of: t }) : await query) : [];
  if (!own) throw notFound(ATIVIDADE_NOT_FOUND);
  return own;
}

export async function getAtividade(db: Db, ctx: TTenantContext, id: string): Promise<TAtividade> {
  const [row] = isUuid(id) ? await db.select(atividadeColumns(ctx.today)).from(t).where(owned(ctx, id)) : [];
  if (!row) throw notFound(ATIVIDADE_NOT_FOUND);
  return toAtividade(row);
}

/**
 * A new activity of the project, pending. The project is locked ('key share') until the insert
 * commits: a delete of the project meanwhile waits and takes the activity to the bin with it,
 * and a project already in the bin is not found.
 */
export async function createAtividade(
  db: Db,
  ctx: TTenantContext,
  empreendimentoId: string,
  data: TAtividadeData,
): Promise<TAtividade> {
  const [projeto] = isUuid(empreendimentoId)
    ? await db
        .select({ id: empreendimentos.id })
        .from(empreendimentos)
        .where(and(eq(empreendimentos.id, empreendimentoId), eq(empreendimentos.companyId, ctx.companyId)))
        .for("key share")
    : [];
  if (!projeto) throw notFound(EMPREENDIMENTO_NOT_FOUND);
  await assertResponsavel(db, ctx, data.responsavelId);
  const [row] = await db
    .insert(t)
    .values({
      ...data,
      empreendimentoId,
      companyId: ctx.companyId,
      createdBy: ctx.userId,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning({ id: t.id });
  return getAtividade(db, ctx, row.id);
}

/** Title, description, deadline and responsible person; the status has its own dialog. */
export async function updateAtividade(
  db: Db,
  ctx: TTenantContext,
  id: string,
  data: TAtividadeData,
): Promise<TAtividade> {
  // 404 for another company's activity before the payload's responsible person is looked at.
  await atividadeOwned(db, ctx, id);
  await assertResponsavel(db, ctx, data.responsavelId);
  const [row] = await db
    .update(t)
    .set({ ...data, updatedAt: ctx.now })
    .where(owned(ctx, id))
    .returning({ id: t.id });
  if (!row) throw notFound(ATIVIDADE_NOT_FOUND);
  return getAtividade(db, ctx, id);
}

/**
 * The status dialog (part 2 §4): 'concluida' records the request's day (`ctx.today`, São Paulo)
 * as the completion date, unless the activity was concluded already, whose date stays (saving a
 * corrected observation must not move it); another status clears it. The observation box
 * replaces `observacoes`.
 */
export async function setAtividadeStatus(
  db: Db,
  ctx: TTenantContext,
  id: string,
  input: { status: TAtividadeStatus; observacao: string | null },
): Promise<TAtividade> {
  const dataConclusao =
    input.status === "concluida"
      ? sql`(case when ${t.status} = 'concluida' and ${t.dataConclusao} is not null
          then ${t.dataConclusao} else ${ctx.today}::date end)`
      : null;
  const [row] = isUuid(id)
    ? await db
        .update(t)
        .set({ status: input.status, dataConclusao, observacoes: input.observacao, updatedAt: ctx.now })
        .where(owned(ctx, id))
        .returning({ id: t.id })
    : [];
  if (!row) throw notFound(ATIVIDADE_NOT_FOUND);
  return getAtividade(db, ctx, id);
}

/** Into the company's bin with its documents (modules/lixeira); nothing is deleted yet. */
export async function deleteAtividade(db: Db, ctx: TTenantContext, id: string) {
  const own = await atividadeOwned(db, ctx, id, "update");
  await moveToLixeira(db, ctx, { tipo: "atividade", id, titulo: own.titulo, contexto: own.empreendimento });
}

/** What deleting the activity would take to the bin (its documents); nothing blocks it. */
export async function exclusaoAtividade(db: Db, ctx: TTenantContext, id: string): Promise<TExclusao> {
  await atividadeOwned(db, ctx, id, "key share");
  return exclusao(db, ctx, "atividade", id, null);
}

/** The activity's documents, oldest first. */
export async function listDocumentosDaAtividade(db: Db, ctx: TTenantContext, id: string): Promise<TDocumento[]> {
  await atividadeOwned(db, ctx, id);
  return listDocumentos(db, ctx, daAtividade(id));
}

/**
 * The row of a file already stored (the route stores it first and removes it if this
 * transaction fails). The activity is locked in the same transaction as the insert, so its
 * delete either takes this document to the bin with it or leaves this upload a 404.
 */
export async function addDocumentoDaAtividade(
  db: Db,
  ctx: TTenantContext,
  id: string,
  file: TStoredFile,
): Promise<TDocumento> {
  await atividadeOwned(db, ctx, id, "key share");
  return insertDocumento(db, ctx, daAtividade(id), {
    file,
    comprovacaoId: null,
    condicionanteCumprida: false,
    observacoes: null,
  });
}
