import { and, count, eq, gt, gte, lt, lte, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { checklistItens, checklists } from "../../db/schema";
import { isUuid } from "../../db/paging";
import { notFound } from "../../http/errors";
import type { TTenantContext } from "../../http/context";
import { statusAposMudanca, type TChecklistStatus, type TMudancaItem } from "../../../shared/rules/checklist";
import type { TChecklistItemUpdate } from "../../../shared/schemas/checklists";
import { assertResponsavel } from "../usuarios/responsavel";
import { getChecklist, ITEM_NOT_FOUND, lock } from "./checklists.service";

// The items dialog's writes. Each locks its checklist's row first: item numbers (count + 1,
// closing gaps) and the conclusion rule read all the checklist's items, so two writes on one
// checklist take turns (docs/decisions/016-checklist-completion.md). Each answers the checklist.

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
export async function addItem(
  db: Db,
  ctx: TTenantContext,
  checklistId: string,
  data: { descricao: string; responsavelId?: string | null },
) {
  const checklist = await lock(db, ctx, checklistId, "update");
  await assertResponsavel(db, ctx, data.responsavelId);
  const [{ n }] = await db
    .select({ n: count() })
    .from(checklistItens)
    .where(and(eq(checklistItens.checklistId, checklistId), eq(checklistItens.companyId, ctx.companyId)));
  await db.insert(checklistItens).values({
    companyId: ctx.companyId,
    checklistId,
    descricao: data.descricao,
    responsavelId: data.responsavelId ?? null,
    ordem: n + 1,
  });
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
  const checklist = await lock(db, ctx, dono.checklistId, "update", ITEM_NOT_FOUND);
  const [item] = await db
    .select({ ordem: checklistItens.ordem, concluido: checklistItens.concluido })
    .from(checklistItens)
    .where(where)
    .for("update");
  if (!item) throw notFound(ITEM_NOT_FOUND); // removed while this request waited for the lock
  return { checklist, item, where: where! };
}

/** An item's checkbox (saved at once), its new text or its responsible person. */
export async function updateItem(db: Db, ctx: TTenantContext, itemId: string, data: TChecklistItemUpdate) {
  const { checklist, item, where } = await travarItem(db, ctx, itemId);
  await assertResponsavel(db, ctx, data.responsavelId);
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
