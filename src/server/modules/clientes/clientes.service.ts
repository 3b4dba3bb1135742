import { and, asc, count, desc, eq, isNotNull, like, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { clientes, empreendimentos, profiles } from "../../db/schema";
import { withIsoCreatedAt } from "../../db/rows";
import { isUuid, likePattern, pageOffset } from "../../db/paging";
import { conflict, HttpError, invalid, notFound } from "../../http/errors";
import type { TTenantContext } from "../../http/context";
import { formatDocumento, normalizeDocumento } from "../../../shared/rules/documento";
import { foldText } from "../../../shared/rules/search";
import { clienteNaLixeira, exclusao, moveToLixeira } from "../lixeira/lixeira.service";
import { DA_EQUIPE } from "../usuarios/responsavel";
import type {
  TCliente,
  TClienteData,
  TClienteOpcao,
  TClientesFiltros,
  TClientesQuery,
} from "../../../shared/schemas/clientes";
import type { TPage } from "../../../shared/schemas/paging";

const NOT_FOUND = "Cliente não encontrado.";
const DUPLICATE = "Já existe um cliente com este CPF/CNPJ nesta empresa.";
const DUPLICATE_NA_LIXEIRA =
  "Um cliente com este CPF/CNPJ está na Lixeira. Restaure-o ou exclua-o definitivamente para cadastrá-lo de novo.";

const responsavel = profiles;
const columns = {
  id: clientes.id,
  nome: clientes.nome,
  cnpj: clientes.cnpj,
  tipoPessoa: clientes.tipoPessoa,
  situacao: clientes.situacao,
  email: clientes.email,
  telefone: clientes.telefone,
  estado: clientes.estado,
  cidade: clientes.cidade,
  responsavelId: clientes.responsavelId,
  responsavelNome: responsavel.fullName,
  createdAt: clientes.createdAt,
};
type Row = { createdAt: Date } & Omit<TCliente, "createdAt">;
const toCliente = (r: Row): TCliente => withIsoCreatedAt(r);

/** The list's filters, shared with its export (exportar.ts): the same rows, whatever reads them. */
export function listFilter(ctx: TTenantContext, q: Omit<TClientesQuery, "page" | "pageSize">): SQL | undefined {
  const filters: Array<SQL | undefined> = [eq(clientes.companyId, ctx.companyId)];
  if (q.q) {
    const doc = normalizeDocumento(q.q);
    const padrao = likePattern(foldText(q.q));
    filters.push(
      or(
        // The name's stored fold (migration 0015) rather than folding 5,000 names per request (a
        // large company's search: p95 3.6 s at 32 connections); an e-mail address has no accents.
        like(clientes.nomeBusca, padrao),
        like(sql`lower(${clientes.email})`, padrao),
        // "11.222.333" finds the stored 11222333000181.
        doc.length >= 3 ? like(clientes.cnpj, likePattern(doc)) : undefined,
      ),
    );
  }
  if (q.estado) filters.push(eq(clientes.estado, q.estado));
  if (q.cidade) filters.push(eq(clientes.cidade, q.cidade));
  if (q.responsavel) filters.push(eq(clientes.responsavelId, q.responsavel));
  if (q.tipo !== "todos") filters.push(eq(clientes.tipoPessoa, q.tipo));
  if (q.situacao !== "todos") filters.push(eq(clientes.situacao, q.situacao === "ativos" ? "ativo" : "inativo"));
  return and(...filters);
}

export async function listClientes(db: Db, ctx: TTenantContext, q: TClientesQuery): Promise<TPage<TCliente>> {
  const where = listFilter(ctx, q);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(columns)
      .from(clientes)
      .leftJoin(responsavel, eq(responsavel.id, clientes.responsavelId))
      .where(where)
      .orderBy(desc(clientes.createdAt), desc(clientes.id))
      .limit(q.pageSize)
      .offset(pageOffset(q)),
    db.select({ total: count() }).from(clientes).where(where),
  ]);
  return { items: rows.map(toCliente), total };
}

export async function getCliente(db: Db, ctx: TTenantContext, id: string): Promise<TCliente> {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  const [row] = await db
    .select(columns)
    .from(clientes)
    .leftJoin(responsavel, eq(responsavel.id, clientes.responsavelId))
    .where(and(eq(clientes.id, id), eq(clientes.companyId, ctx.companyId)));
  if (!row) throw notFound(NOT_FOUND);
  return toCliente(row);
}

/** Filter choices: the company's users and the cities its clients have in the chosen UF. */
export async function getFiltros(db: Db, ctx: TTenantContext, estado?: string): Promise<TClientesFiltros> {
  const [responsaveis, cidades] = await Promise.all([
    db
      .select({ id: profiles.id, nome: profiles.fullName })
      .from(profiles)
      .where(and(eq(profiles.companyId, ctx.companyId), DA_EQUIPE))
      .orderBy(asc(profiles.fullName)),
    estado
      ? db
          .selectDistinct({ cidade: clientes.cidade })
          .from(clientes)
          .where(and(eq(clientes.companyId, ctx.companyId), eq(clientes.estado, estado), isNotNull(clientes.cidade)))
          .orderBy(asc(clientes.cidade))
      : Promise.resolve([]),
  ]);
  return { responsaveis, cidades: cidades.map((c) => c.cidade!) };
}

/** Choices for the project form: clients by name, filtered, at most 50. */
export async function listOpcoes(db: Db, ctx: TTenantContext, q: string): Promise<TClienteOpcao[]> {
  return (
    db
      .select({ id: clientes.id, nome: clientes.nome })
      .from(clientes)
      // Inactive clients are out of the project form's choices: that is what "inactive" is for.
      .where(
        and(
          eq(clientes.companyId, ctx.companyId),
          eq(clientes.situacao, "ativo"),
          q ? like(clientes.nomeBusca, likePattern(foldText(q))) : undefined,
        ),
      )
      .orderBy(asc(clientes.nome))
      .limit(50)
  );
}

async function checkReferences(db: Db, ctx: TTenantContext, data: TClienteData, exceptId?: string) {
  if (data.responsavelId) {
    const [user] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.id, data.responsavelId), eq(profiles.companyId, ctx.companyId), DA_EQUIPE));
    if (!user) {
      throw invalid("responsavelId", "Responsável não encontrado nesta empresa.");
    }
  }
  if (data.cnpj) {
    const [dup] = await db
      .select({ id: clientes.id })
      .from(clientes)
      .where(
        and(
          eq(clientes.companyId, ctx.companyId),
          eq(clientes.cnpj, data.cnpj),
          exceptId ? ne(clientes.id, exceptId) : undefined,
        ),
      );
    if (dup) throw new HttpError(409, "CONFLICT", DUPLICATE, { cnpj: DUPLICATE });
    // The unique key still sees a binned client: say where it is instead of a vague conflict.
    if (await clienteNaLixeira(db, ctx, data.cnpj)) {
      throw new HttpError(409, "CONFLICT", DUPLICATE_NA_LIXEIRA, { cnpj: DUPLICATE_NA_LIXEIRA });
    }
  }
}

/** Stamped with the request's `now` (the actor's, from the app's clock), never the database's `now()`. */
export async function createCliente(db: Db, ctx: TTenantContext, data: TClienteData): Promise<TCliente> {
  await checkReferences(db, ctx, data);
  const [row] = await db
    .insert(clientes)
    .values({ ...data, situacao: "ativo", companyId: ctx.companyId, createdAt: ctx.now, updatedAt: ctx.now })
    .returning({ id: clientes.id });
  return getCliente(db, ctx, row.id);
}

export async function updateCliente(db: Db, ctx: TTenantContext, id: string, data: TClienteData): Promise<TCliente> {
  await getCliente(db, ctx, id); // 404 before anything about another company's client
  await checkReferences(db, ctx, data, id);
  const updated = await db
    .update(clientes)
    .set({ ...data, updatedAt: ctx.now })
    .where(and(eq(clientes.id, id), eq(clientes.companyId, ctx.companyId)))
    .returning({ id: clientes.id });
  if (!updated.length) throw notFound(NOT_FOUND);
  return getCliente(db, ctx, id);
}

/**
 * A client with projects cannot be deleted (the message says how many). Projects already in the
 * bin do not count: their own entries wait for the client's return (docs/decisions/015-the-bin.md).
 */
async function bloqueio(db: Db, ctx: TTenantContext, id: string): Promise<string | null> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(empreendimentos)
    .where(and(eq(empreendimentos.clienteId, id), eq(empreendimentos.companyId, ctx.companyId)));
  if (n === 0) return null;
  return (
    `Este cliente possui ${n} ${n === 1 ? "empreendimento vinculado" : "empreendimentos vinculados"} e não pode ser excluído. ` +
    "Marque-o como inativo para tirá-lo da lista."
  );
}

/** The client, locked until the transaction ends; 404 unless this company's. */
async function ownLocked(db: Db, ctx: TTenantContext, id: string, lock: "update" | "key share") {
  const [own] = isUuid(id)
    ? await db
        .select({ nome: clientes.nome, cnpj: clientes.cnpj })
        .from(clientes)
        .where(and(eq(clientes.id, id), eq(clientes.companyId, ctx.companyId)))
        .for(lock)
    : [];
  if (!own) throw notFound(NOT_FOUND);
  return own;
}

/** Into the company's bin (modules/lixeira), unless it has projects (409, saying how many). */
export async function deleteCliente(db: Db, ctx: TTenantContext, id: string) {
  const own = await ownLocked(db, ctx, id, "update");
  const refused = await bloqueio(db, ctx, id);
  if (refused) throw conflict(refused);
  await moveToLixeira(db, ctx, {
    tipo: "cliente",
    id,
    titulo: own.nome,
    contexto: own.cnpj ? formatDocumento(own.cnpj) : null,
  });
}

/** What deleting the client would take to the bin, or why it cannot be deleted. */
export async function exclusaoCliente(db: Db, ctx: TTenantContext, id: string) {
  await ownLocked(db, ctx, id, "key share");
  return exclusao(db, ctx, "cliente", id, await bloqueio(db, ctx, id));
}
