import { and, asc, count, desc, eq, gt, gte, lt, lte, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { checklistItens, checklists, clientes, empreendimentos } from "../../db/schema";
import { isUuid, pageOffset } from "../../db/paging";
import { foldedContains } from "../../db/search";
import { HttpError, notFound } from "../../http/errors";
import type { TTenantContext } from "../../http/context";
import { statusAposMudanca, type TChecklistStatus, type TMudancaItem } from "../../../shared/rules/checklist";
import type {
  TChecklist,
  TChecklistData,
  TChecklistDetalhe,
  TChecklistEmpreendimentoOpcao,
  TChecklistItemUpdate,
  TChecklistsQuery,
} from "../../../shared/schemas/checklists";
import type { TPage } from "../../../shared/schemas/common";
import { exclusao, moverParaLixeira } from "../lixeira/lixeira.service";

// Checklists and their items (part 2 §3–§4). Every item write locks its checklist's row first:
// item numbers (count + 1, closing gaps) and the conclusion rule read all the checklist's items,
// so two writes on one checklist take turns (docs/decisions/016-checklist-conclusao.md).

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

function listFilter(ctx: TTenantContext, q: TChecklistsQuery): SQL | undefined {
  return and(
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
  const where = listFilter(ctx, q);
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
    })
    .from(checklistItens)
    .where(and(eq(checklistItens.checklistId, id), eq(checklistItens.companyId, ctx.companyId)))
    .orderBy(asc(checklistItens.ordem));
  return { ...toChecklist(row), itens };
}

/** The projects a checklist can name, by name, searched by project or client, at most 50. */
export async function listEmpreendimentos(
  db: Db,
  ctx: TTenantContext,
  q: { q: string; incluir?: string },
): Promise<TChecklistEmpreendimentoOpcao[]> {
  const incluir = q.incluir && isUuid(q.incluir) ? q.incluir : null;
  return db
    .select({ id: empreendimentos.id, nome: empreendimentos.nome, cliente: clientes.nome })
    .from(empreendimentos)
    .leftJoin(clientes, eq(clientes.id, empreendimentos.clienteId))
    .where(
      and(
        eq(empreendimentos.companyId, ctx.companyId),
        q.q ? foldedContains([empreendimentos.nome, sql`coalesce(${clientes.nome}, '')`], q.q) : undefined,
      ),
    )
    .orderBy(asc(empreendimentos.nome), asc(empreendimentos.id))
    .limit(50)
    .then(async (rows) => {
      // The current choice stays listed whatever the search, so the select never shows a blank.
      if (!incluir || rows.some((r) => r.id === incluir)) return rows;
      const [chosen] = await db
        .select({ id: empreendimentos.id, nome: empreendimentos.nome, cliente: clientes.nome })
        .from(empreendimentos)
        .leftJoin(clientes, eq(clientes.id, empreendimentos.clienteId))
        .where(and(eq(empreendimentos.id, incluir), eq(empreendimentos.companyId, ctx.companyId)));
      return chosen ? [chosen, ...rows] : rows;
    });
}

/** 'Novo Checklist': status 'aberto'; the project, when named, must be the company's (400 otherwise). */
export async function createChecklist(
  db: Db,
  ctx: TTenantContext,
  now: Date,
  data: TChecklistData,
): Promise<TChecklistDetalhe> {
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
      throw new HttpError(400, "VALIDATION", PROJETO_NOT_FOUND, { empreendimentoId: PROJETO_NOT_FOUND });
    }
  }
  const [row] = await db
    .insert(checklists)
    .values({
      companyId: ctx.companyId,
      titulo: data.titulo,
      empreendimentoId: data.empreendimentoId,
      status: "aberto",
      createdAt: now,
    })
    .returning({ id: checklists.id });
  return getChecklist(db, ctx, row.id);
}

/**
 * The checklist, locked until the transaction ends; 404 unless it is this company's and out of
 * the bin. `update` for the writes on it and its items, `key share` for reading the confirmation.
 */
async function travar(db: Db, ctx: TTenantContext, id: string, lock: "update" | "key share", message = NOT_FOUND) {
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
  await travar(db, ctx, id, "update");
  await db
    .update(checklists)
    .set({ status })
    .where(and(eq(checklists.id, id), eq(checklists.companyId, ctx.companyId)));
  return getChecklist(db, ctx, id);
}

/** The conclusion rule (shared/rules/checklist.ts), after an item change, under the checklist's lock. */
async function aplicarRegra(
  db: Db,
  ctx: TTenantContext,
  checklist: { id: string; status: TChecklistStatus },
  mudanca: TMudancaItem,
) {
  const [itens] = await db
    .select({
      total: count(),
      concluidos: sql<number>`count(*) filter (where ${checklistItens.concluido})`.mapWith(Number),
    })
    .from(checklistItens)
    .where(and(eq(checklistItens.checklistId, checklist.id), eq(checklistItens.companyId, ctx.companyId)));
  const status = statusAposMudanca(checklist.status, mudanca, itens);
  if (status !== checklist.status) {
    await db
      .update(checklists)
      .set({ status })
      .where(and(eq(checklists.id, checklist.id), eq(checklists.companyId, ctx.companyId)));
  }
  return getChecklist(db, ctx, checklist.id);
}

/**
 * 'Adicionar Item': number = the checklist's item count + 1 (part 2 §9), counted under the
 * checklist's row lock so two additions at the same moment get n+1 and n+2 (the deferred unique
 * key (checklist_id, ordem) would refuse the second one's commit otherwise).
 */
export async function addItem(db: Db, ctx: TTenantContext, checklistId: string, descricao: string) {
  const checklist = await travar(db, ctx, checklistId, "update");
  const [{ n }] = await db
    .select({ n: count() })
    .from(checklistItens)
    .where(and(eq(checklistItens.checklistId, checklistId), eq(checklistItens.companyId, ctx.companyId)));
  await db.insert(checklistItens).values({ companyId: ctx.companyId, checklistId, descricao, ordem: n + 1 });
  return aplicarRegra(db, ctx, checklist, "adicionado");
}

/**
 * The item and its checklist, both locked: the checklist first (as every item write takes it),
 * then the item's current number. 404 for another company's item or one of a binned checklist.
 */
async function travarItem(db: Db, ctx: TTenantContext, itemId: string) {
  const where = isUuid(itemId)
    ? and(eq(checklistItens.id, itemId), eq(checklistItens.companyId, ctx.companyId))
    : undefined;
  const [dono] = where
    ? await db.select({ checklistId: checklistItens.checklistId }).from(checklistItens).where(where)
    : [];
  if (!dono) throw notFound(ITEM_NOT_FOUND);
  const checklist = await travar(db, ctx, dono.checklistId, "update", ITEM_NOT_FOUND);
  const [item] = await db
    .select({ ordem: checklistItens.ordem, concluido: checklistItens.concluido })
    .from(checklistItens)
    .where(where)
    .for("update");
  if (!item) throw notFound(ITEM_NOT_FOUND); // removed while this request waited for the lock
  return { checklist, item, where: where! };
}

/** An item's checkbox (saved at once) or its new text. */
export async function updateItem(db: Db, ctx: TTenantContext, itemId: string, data: TChecklistItemUpdate) {
  const { checklist, item, where } = await travarItem(db, ctx, itemId);
  await db.update(checklistItens).set(data).where(where);
  const mudanca: TMudancaItem =
    data.concluido === undefined || data.concluido === item.concluido
      ? "renomeado"
      : data.concluido
        ? "marcado"
        : "desmarcado";
  return aplicarRegra(db, ctx, checklist, mudanca);
}

const doChecklist = (ctx: TTenantContext, checklistId: string, ...more: Array<SQL | undefined>) =>
  and(eq(checklistItens.checklistId, checklistId), eq(checklistItens.companyId, ctx.companyId), ...more);

/** Removes the item and closes the gap: the items after it move up one, numbers stay 1..n. */
export async function removeItem(db: Db, ctx: TTenantContext, itemId: string) {
  const { checklist, item, where } = await travarItem(db, ctx, itemId);
  await db.delete(checklistItens).where(where);
  await db
    .update(checklistItens)
    .set({ ordem: sql`${checklistItens.ordem} - 1` })
    .where(doChecklist(ctx, checklist.id, gt(checklistItens.ordem, item.ordem)));
  return aplicarRegra(db, ctx, checklist, "removido");
}

/**
 * Moves the item to position `ordem` (past the end = last); the items between shift by one.
 * The unique key on (checklist_id, ordem) is checked at commit, so the shifts may overlap.
 */
export async function moveItem(db: Db, ctx: TTenantContext, itemId: string, ordem: number) {
  const { checklist, item, where } = await travarItem(db, ctx, itemId);
  const [{ n }] = await db.select({ n: count() }).from(checklistItens).where(doChecklist(ctx, checklist.id));
  const destino = Math.min(ordem, n);
  if (destino < item.ordem) {
    await db
      .update(checklistItens)
      .set({ ordem: sql`${checklistItens.ordem} + 1` })
      .where(doChecklist(ctx, checklist.id, gte(checklistItens.ordem, destino), lt(checklistItens.ordem, item.ordem)));
  } else if (destino > item.ordem) {
    await db
      .update(checklistItens)
      .set({ ordem: sql`${checklistItens.ordem} - 1` })
      .where(doChecklist(ctx, checklist.id, gt(checklistItens.ordem, item.ordem), lte(checklistItens.ordem, destino)));
  }
  await db.update(checklistItens).set({ ordem: destino }).where(where);
  return aplicarRegra(db, ctx, checklist, "movido");
}

/** Into the company's bin with its items (docs/decisions/015-lixeira.md). */
export async function deleteChecklist(db: Db, ctx: TTenantContext, now: Date, id: string) {
  const own = await travar(db, ctx, id, "update");
  await moverParaLixeira(db, ctx, now, {
    tipo: "checklist",
    id,
    titulo: own.titulo,
    contexto: own.empreendimento,
  });
}

/** The confirmation's answer: nothing blocks a checklist's delete; its items go with it. */
export async function exclusaoChecklist(db: Db, ctx: TTenantContext, id: string) {
  await travar(db, ctx, id, "key share");
  return exclusao(db, ctx, "checklist", id, null);
}
