import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { clientes, empreendimentos, obrigacoes } from "../../db/schema";
import { isUuid } from "../../db/paging";
import { notFound } from "../../http/errors";
import type { TTenantContext } from "../../http/context";
import type { TExclusao } from "../../../shared/schemas/lixeira";
import { exclusao, moveToLixeira } from "../lixeira/lixeira.service";
import { NOT_FOUND } from "./obrigacoes.service";

// 'Deletar' of an obligation (issue 32): into the company's bin with its due dates, their proofs
// and its documents (modules/lixeira), as a condition goes with its proofs.

/** The obligation with the names the bin shows it by, locked until the transaction ends; 404 unless this company's. */
async function ownLocked(db: Db, ctx: TTenantContext, id: string, lock: "update" | "key share") {
  const [own] = isUuid(id)
    ? await db
        .select({ titulo: obrigacoes.titulo, cliente: clientes.nome, projeto: empreendimentos.nome })
        .from(obrigacoes)
        .innerJoin(clientes, eq(clientes.id, obrigacoes.clienteId))
        .leftJoin(empreendimentos, eq(empreendimentos.id, obrigacoes.empreendimentoId))
        .where(and(eq(obrigacoes.id, id), eq(obrigacoes.companyId, ctx.companyId)))
        .for(lock, { of: obrigacoes })
    : [];
  if (!own) throw notFound(NOT_FOUND);
  return own;
}

/**
 * In the caller's transaction: the obligation goes to the bin with everything under it. Locked
 * first, so a due date met or a proof sent at the same moment either commits before (and goes
 * along) or waits and then finds it gone. Files stay on disk until the bin is emptied.
 */
export async function deleteObrigacao(db: Db, ctx: TTenantContext, id: string): Promise<void> {
  const own = await ownLocked(db, ctx, id, "update");
  await moveToLixeira(db, ctx, {
    tipo: "obrigacao",
    id,
    titulo: own.titulo,
    contexto: own.projeto ? `${own.cliente} · ${own.projeto}` : own.cliente,
  });
}

/** What deleting the obligation takes to the bin, for the confirmation (404 unless this company's). */
export async function exclusaoObrigacao(db: Db, ctx: TTenantContext, id: string): Promise<TExclusao> {
  await ownLocked(db, ctx, id, "key share");
  return exclusao(db, ctx, "obrigacao", id, null);
}
