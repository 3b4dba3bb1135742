import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { contagens } from "../../db/contagens";
import type { Db } from "../../db/client";
import { clientes, empreendimentos, licencas } from "../../db/schema";
import { isUuid, pageOffset } from "../../db/paging";
import { foldedContains } from "../../db/search";
import { conflict, invalid, notFound } from "../../http/errors";
import type { TTenantContext } from "../../http/context";
import type { TPage, TPageQuery } from "../../../shared/schemas/paging";
import {
  EMPREENDIMENTO_BUSCA_MAX,
  type TEmpreendimento,
  type TEmpreendimentoBuscaOpcao,
  type TEmpreendimentoBuscaQuery,
  type TEmpreendimentoData,
  type TEmpreendimentoDetalhe,
} from "../../../shared/schemas/empreendimentos";
import { getCliente } from "../clientes/clientes.service";
import { exclusao, moveToLixeira } from "../lixeira/lixeira.service";

const NOT_FOUND = "Empreendimento não encontrado.";
const CLIENTE_NOT_FOUND = "Cliente não encontrado.";

const columns = {
  id: empreendimentos.id,
  nome: empreendimentos.nome,
  clienteId: empreendimentos.clienteId,
  clienteNome: clientes.nome,
  atividade: empreendimentos.atividade,
  municipio: empreendimentos.municipio,
  estado: empreendimentos.estado,
  createdAt: empreendimentos.createdAt,
};
const toEmpreendimento = (r: { createdAt: Date } & Omit<TEmpreendimento, "createdAt">): TEmpreendimento => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
});

/** The list's filters (its search), shared with its export (exportar.ts). */
export function empreendimentosWhere(ctx: TTenantContext, q: Pick<TPageQuery, "q">) {
  return and(
    eq(empreendimentos.companyId, ctx.companyId),
    q.q
      ? foldedContains(
          [
            clientes.nome,
            empreendimentos.nome,
            empreendimentos.atividade,
            empreendimentos.municipio,
            empreendimentos.estado,
          ],
          q.q,
        )
      : undefined,
  );
}

export async function listEmpreendimentos(db: Db, ctx: TTenantContext, q: TPageQuery): Promise<TPage<TEmpreendimento>> {
  const where = empreendimentosWhere(ctx, q);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(columns)
      .from(empreendimentos)
      .leftJoin(clientes, eq(clientes.id, empreendimentos.clienteId))
      .where(where)
      .orderBy(desc(empreendimentos.createdAt), desc(empreendimentos.id))
      .limit(q.pageSize)
      .offset(pageOffset(q)),
    // Unfiltered, the company's counter (decision 048) instead of counting its projects (7.7 ms
    // for the bench's 20,000, against 0.1 ms for the page itself).
    q.q
      ? db
          .select({ total: count() })
          .from(empreendimentos)
          .leftJoin(clientes, eq(clientes.id, empreendimentos.clienteId))
          .where(where)
      : contagens(db, ctx.companyId).then((c) => [{ total: c.empreendimentos }]),
  ]);
  return { items: rows.map(toEmpreendimento), total };
}

/** Choices for the licence form and filter: one client's projects, by name. */
export async function listOpcoes(db: Db, ctx: TTenantContext, clienteId: string) {
  return db
    .select({ id: empreendimentos.id, nome: empreendimentos.nome })
    .from(empreendimentos)
    .where(
      and(
        eq(empreendimentos.companyId, ctx.companyId),
        isUuid(clienteId) ? eq(empreendimentos.clienteId, clienteId) : sql`false`,
      ),
    )
    .orderBy(asc(empreendimentos.nome))
    .limit(200);
}

const buscaColumns = { id: empreendimentos.id, nome: empreendimentos.nome, cliente: clientes.nome };
const selectBusca = (db: Db) =>
  db.select(buscaColumns).from(empreendimentos).leftJoin(clientes, eq(clientes.id, empreendimentos.clienteId));

/**
 * The company-wide project choice (checklists, reports): by name, searched by project or client
 * name, at most 50. `incluir` (the select's current choice) is listed whatever the search, so a
 * choice from a shared link keeps its label; another company's project is never listed.
 */
export async function buscaEmpreendimentos(
  db: Db,
  ctx: TTenantContext,
  q: TEmpreendimentoBuscaQuery,
): Promise<TEmpreendimentoBuscaOpcao[]> {
  const rows = await selectBusca(db)
    .where(
      and(
        eq(empreendimentos.companyId, ctx.companyId),
        q.q ? foldedContains([empreendimentos.nome, sql`coalesce(${clientes.nome}, '')`], q.q) : undefined,
      ),
    )
    .orderBy(asc(empreendimentos.nome), asc(empreendimentos.id))
    .limit(EMPREENDIMENTO_BUSCA_MAX);
  const incluir = q.incluir && isUuid(q.incluir) ? q.incluir : null;
  if (!incluir || rows.some((r) => r.id === incluir)) return rows;
  const [chosen] = await selectBusca(db).where(
    and(eq(empreendimentos.id, incluir), eq(empreendimentos.companyId, ctx.companyId)),
  );
  return chosen ? [chosen, ...rows] : rows;
}

export async function getEmpreendimento(db: Db, ctx: TTenantContext, id: string): Promise<TEmpreendimentoDetalhe> {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  const [row] = await db
    .select(columns)
    .from(empreendimentos)
    .leftJoin(clientes, eq(clientes.id, empreendimentos.clienteId))
    .where(and(eq(empreendimentos.id, id), eq(empreendimentos.companyId, ctx.companyId)));
  if (!row) throw notFound(NOT_FOUND);
  const cliente = row.clienteId ? await getCliente(db, ctx, row.clienteId) : null;
  return { ...toEmpreendimento(row), cliente };
}

/** A client id inside the payload must be one of this company's clients. */
async function assertClienteOwned(db: Db, ctx: TTenantContext, clienteId: string) {
  const [own] = isUuid(clienteId)
    ? await db
        .select({ id: clientes.id })
        .from(clientes)
        .where(and(eq(clientes.id, clienteId), eq(clientes.companyId, ctx.companyId)))
        // Held until the project is saved: a client going to the bin meanwhile waits for it.
        .for("key share")
    : [];
  if (!own) throw invalid("clienteId", CLIENTE_NOT_FOUND);
}

/** Stamped with the request's `now` (the actor's, from the app's clock), never the database's `now()`. */
export async function createEmpreendimento(db: Db, ctx: TTenantContext, data: TEmpreendimentoData) {
  await assertClienteOwned(db, ctx, data.clienteId);
  const [row] = await db
    .insert(empreendimentos)
    .values({ ...data, companyId: ctx.companyId, createdAt: ctx.now, updatedAt: ctx.now })
    .returning({ id: empreendimentos.id });
  return getEmpreendimento(db, ctx, row.id);
}

export async function updateEmpreendimento(db: Db, ctx: TTenantContext, id: string, data: TEmpreendimentoData) {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  const [own] = await db
    .select({ id: empreendimentos.id })
    .from(empreendimentos)
    .where(and(eq(empreendimentos.id, id), eq(empreendimentos.companyId, ctx.companyId)));
  if (!own) throw notFound(NOT_FOUND);
  await assertClienteOwned(db, ctx, data.clienteId);
  await db
    .update(empreendimentos)
    .set({ ...data, updatedAt: ctx.now })
    .where(and(eq(empreendimentos.id, id), eq(empreendimentos.companyId, ctx.companyId)));
  return getEmpreendimento(db, ctx, id);
}

/**
 * A project with licences cannot be deleted; the answer says how many, as the client's does.
 * Licences already in the bin do not count: they went there on their own, and their own entries
 * wait for this project's return (or go with it when it is purged; docs/decisions/015-the-bin.md).
 */
async function bloqueio(db: Db, ctx: TTenantContext, id: string): Promise<string | null> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(licencas)
    .where(and(eq(licencas.empreendimentoId, id), eq(licencas.companyId, ctx.companyId)));
  if (n === 0) return null;
  return (
    `Este empreendimento possui ${n} ${n === 1 ? "licença vinculada" : "licenças vinculadas"} e não pode ser excluído. ` +
    `Exclua antes ${n === 1 ? "a licença" : "as licenças"}.`
  );
}

/** The project, locked until the transaction ends (for its delete); 404 unless this company's. */
async function ownLocked(db: Db, ctx: TTenantContext, id: string, lock: "update" | "key share") {
  const [own] = isUuid(id)
    ? await db
        .select({ nome: empreendimentos.nome, cliente: clientes.nome })
        .from(empreendimentos)
        .innerJoin(clientes, eq(clientes.id, empreendimentos.clienteId))
        .where(and(eq(empreendimentos.id, id), eq(empreendimentos.companyId, ctx.companyId)))
        .for(lock, { of: empreendimentos })
    : [];
  if (!own) throw notFound(NOT_FOUND);
  return own;
}

/** Into the company's bin (modules/lixeira), unless licences hang from it (409, saying how many). */
export async function deleteEmpreendimento(db: Db, ctx: TTenantContext, id: string) {
  const own = await ownLocked(db, ctx, id, "update");
  const refused = await bloqueio(db, ctx, id);
  if (refused) throw conflict(refused);
  await moveToLixeira(db, ctx, { tipo: "empreendimento", id, titulo: own.nome, contexto: own.cliente });
}

/** What deleting the project would take to the bin, or why it cannot be deleted. */
export async function exclusaoEmpreendimento(db: Db, ctx: TTenantContext, id: string) {
  await ownLocked(db, ctx, id, "key share");
  return exclusao(db, ctx, "empreendimento", id, await bloqueio(db, ctx, id));
}
