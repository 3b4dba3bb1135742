import { and, asc, count, desc, eq, exists, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { checklistItens, checklists, clientes, empreendimentos, profiles } from "../../db/schema";
import { isUuid, pageOffset } from "../../db/paging";
import { invalid, notFound } from "../../http/errors";
import type { TTenantContext } from "../../http/context";
import type { TChecklistStatus } from "../../../shared/rules/checklist";
import type {
  TChecklist,
  TChecklistData,
  TChecklistDetalhe,
  TChecklistsQuery,
} from "../../../shared/schemas/checklists";
import type { TPage } from "../../../shared/schemas/paging";
import { exclusao, moveToLixeira } from "../lixeira/lixeira.service";
import { responsavelDoFiltro, toResponsavel } from "../usuarios/responsavel";

// Checklists (part 2 §3–§4): the list, one checklist with its items, creating, concluding by
// hand and deleting. The items' writes are in itens.service.ts.

export const NOT_FOUND = "Checklist não encontrado.";
export const ITEM_NOT_FOUND = "Item do checklist não encontrado.";
export const PROJETO_NOT_FOUND = "Empreendimento não encontrado.";

const itensDe = (concluidos: boolean) =>
  sql<number>`(select count(*) from ${checklistItens} where ${checklistItens.checklistId} = ${checklists.id}${
    concluidos ? sql` and ${checklistItens.concluido}` : sql``
  })`.mapWith(Number);

// A project in the bin is hidden by its select policy: the checklist then shows no project.
const columns = {
  id: checklists.id,
  titulo: checklists.titulo,
  status: checklists.status,
  createdAt: checklists.createdAt,
  empreendimentoId: empreendimentos.id,
  empreendimentoNome: empreendimentos.nome,
  clienteId: clientes.id,
  clienteNome: clientes.nome,
  total: itensDe(false),
  concluidos: itensDe(true),
};

function selectChecklists(db: Db) {
  return db
    .select(columns)
    .from(checklists)
    .leftJoin(empreendimentos, eq(empreendimentos.id, checklists.empreendimentoId))
    .leftJoin(clientes, eq(clientes.id, empreendimentos.clienteId));
}

type TRow = Awaited<ReturnType<typeof selectChecklists>>[number];
const ref = (id: string | null, nome: string | null) => (id && nome !== null ? { id, nome } : null);
const toChecklist = (r: TRow): TChecklist => ({
  id: r.id,
  titulo: r.titulo,
  status: r.status as TChecklistStatus,
  createdAt: r.createdAt.toISOString(),
  empreendimento: ref(r.empreendimentoId, r.empreendimentoNome),
  cliente: ref(r.clienteId, r.clienteNome),
  progresso: { total: r.total, concluidos: r.concluidos },
});

/** Checklists with an item of that person: checklist_itens_company_responsavel_idx finds them. */
function comItemDe(db: Db, ctx: TTenantContext, filtro: string | undefined): SQL | undefined {
  const id = responsavelDoFiltro(ctx, filtro);
  if (!id) return undefined;
  return exists(
    db
      .select({ one: sql`1` })
      .from(checklistItens)
      .where(
        and(
          eq(checklistItens.companyId, ctx.companyId),
          eq(checklistItens.responsavelId, id),
          eq(checklistItens.checklistId, checklists.id),
        ),
      ),
  );
}

/** The list's filters, shared with its export (exportar.ts). */
export function listFilter(
  db: Db,
  ctx: TTenantContext,
  q: Omit<TChecklistsQuery, "page" | "pageSize">,
): SQL | undefined {
  return and(
    comItemDe(db, ctx, q.responsavel),
    eq(checklists.companyId, ctx.companyId),
    q.status === "todos" ? undefined : eq(checklists.status, q.status === "abertos" ? "aberto" : "concluido"),
    // A malformed project id in a link matches nothing rather than failing.
    q.empreendimento
      ? isUuid(q.empreendimento)
        ? eq(checklists.empreendimentoId, q.empreendimento)
        : sql`false`
      : undefined,
  );
}

/** The screen's list: newest first, filtered, paged and counted in SQL. */
export async function listChecklists(db: Db, ctx: TTenantContext, q: TChecklistsQuery): Promise<TPage<TChecklist>> {
  const where = listFilter(db, ctx, q);
  const rows = await selectChecklists(db)
    .where(where)
    .orderBy(desc(checklists.createdAt), desc(checklists.id))
    .limit(q.pageSize)
    .offset(pageOffset(q));
  const [{ total }] = await db.select({ total: count() }).from(checklists).where(where);
  return { items: rows.map(toChecklist), total };
}

/** One checklist with its items in order: what the items dialog paints from. */
export async function getChecklist(db: Db, ctx: TTenantContext, id: string): Promise<TChecklistDetalhe> {
  const [row] = isUuid(id)
    ? await selectChecklists(db).where(and(eq(checklists.id, id), eq(checklists.companyId, ctx.companyId)))
    : [];
  if (!row) throw notFound(NOT_FOUND);
  const itens = await db
    .select({
      id: checklistItens.id,
      descricao: checklistItens.descricao,
      concluido: checklistItens.concluido,
      ordem: checklistItens.ordem,
      responsavelId: checklistItens.responsavelId,
      responsavelNome: profiles.fullName,
    })
    .from(checklistItens)
    .leftJoin(profiles, eq(profiles.id, checklistItens.responsavelId))
    .where(and(eq(checklistItens.checklistId, id), eq(checklistItens.companyId, ctx.companyId)))
    .orderBy(asc(checklistItens.ordem));
  return {
    ...toChecklist(row),
    itens: itens.map(({ responsavelId, responsavelNome, ...item }) => ({
      ...item,
      responsavel: toResponsavel(responsavelId, responsavelNome),
    })),
  };
}

/** 'Novo Checklist': status 'aberto'; the project, when named, must be the company's (400 otherwise). */
export async function createChecklist(db: Db, ctx: TTenantContext, data: TChecklistData): Promise<TChecklistDetalhe> {
  if (data.empreendimentoId) {
    // Key share: a project going to the bin or deleted meanwhile waits for this insert, or is gone.
    const [projeto] = isUuid(data.empreendimentoId)
      ? await db
          .select({ id: empreendimentos.id })
          .from(empreendimentos)
          .where(and(eq(empreendimentos.id, data.empreendimentoId), eq(empreendimentos.companyId, ctx.companyId)))
          .for("key share")
      : [];
    if (!projeto) {
      throw invalid("empreendimentoId", PROJETO_NOT_FOUND);
    }
  }
  const [row] = await db
    .insert(checklists)
    .values({
      companyId: ctx.companyId,
      titulo: data.titulo,
      empreendimentoId: data.empreendimentoId,
      status: "aberto",
      createdAt: ctx.now,
    })
    .returning({ id: checklists.id });
  return getChecklist(db, ctx, row.id);
}

/**
 * The checklist, locked until the transaction ends; 404 unless it is this company's and out of
 * the bin. `update` for the writes on it and its items, `key share` for reading the confirmation.
 */
export async function lock(db: Db, ctx: TTenantContext, id: string, lock: "update" | "key share", message = NOT_FOUND) {
  const [own] = isUuid(id)
    ? await db
        .select({
          id: checklists.id,
          titulo: checklists.titulo,
          status: checklists.status,
          empreendimento: empreendimentos.nome,
        })
        .from(checklists)
        .leftJoin(empreendimentos, eq(empreendimentos.id, checklists.empreendimentoId))
        .where(and(eq(checklists.id, id), eq(checklists.companyId, ctx.companyId)))
        .for(lock, { of: checklists })
    : [];
  if (!own) throw notFound(message);
  return { ...own, status: own.status as TChecklistStatus };
}

/** 'Concluir checklist' / 'Reabrir', by hand, whatever its items say. */
export async function setStatus(db: Db, ctx: TTenantContext, id: string, status: TChecklistStatus) {
  await lock(db, ctx, id, "update");
  await db
    .update(checklists)
    .set({ status })
    .where(and(eq(checklists.id, id), eq(checklists.companyId, ctx.companyId)));
  return getChecklist(db, ctx, id);
}

/** Into the company's bin with its items (docs/decisions/015-the-bin.md). */
export async function deleteChecklist(db: Db, ctx: TTenantContext, id: string) {
  const own = await lock(db, ctx, id, "update");
  await moveToLixeira(db, ctx, {
    tipo: "checklist",
    id,
    titulo: own.titulo,
    contexto: own.empreendimento,
  });
}

/** The confirmation's answer: nothing blocks a checklist's delete; its items go with it. */
export async function exclusaoChecklist(db: Db, ctx: TTenantContext, id: string) {
  await lock(db, ctx, id, "key share");
  return exclusao(db, ctx, "checklist", id, null);
}
