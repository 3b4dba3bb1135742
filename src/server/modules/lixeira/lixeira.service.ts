import { and, count, desc, eq, exists, inArray, isNotNull, notInArray, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import {
  atividadesCronograma,
  checklists,
  clientes,
  condicionanteComprovacoes,
  condicionantes,
  documentos,
  empreendimentos,
  licencaDocumentos,
  licencas,
  lixeira,
  obrigacaoComprovacoes,
  obrigacaoInstancias,
  obrigacoes,
  profiles,
  users,
} from "../../db/schema";
import { withLixeiraAberta } from "../../db/lixeira";
import { isUuid, pageOffset } from "../../db/paging";
import { foldedContains } from "../../db/search";
import { conflict, notFound } from "../../http/errors";
import type { TTenantContext } from "../../http/context";
import type { TPage, TPageQuery } from "../../../shared/schemas/paging";
import {
  LIXEIRA_SEM_ITENS,
  type TExclusao,
  type TLixeiraItem,
  type TLixeiraTipo,
} from "../../../shared/schemas/lixeira";
import { expiraEm, registroComArtigo } from "../../../shared/rules/lixeira";
import { countAlcance, markAlcance, TABELAS_NA_LIXEIRA } from "./escopo";

// The company's bin (docs/decisions/015-the-bin.md). A lower module: the domains call it to put
// a record in the bin; it knows the tables, never the domains' services.

export const ENTRADA_NOT_FOUND = "Item não encontrado na Lixeira.";

/** The record a domain deletes, as the bin's screen will name it. */
export interface TAlvo {
  tipo: TLixeiraTipo;
  id: string;
  titulo: string;
  contexto: string | null;
}

/** The confirmation's answer: what would go along, and the refusal the delete would give. */
export async function exclusao(
  db: Db,
  ctx: TTenantContext,
  tipo: TLixeiraTipo,
  id: string,
  bloqueio: string | null,
): Promise<TExclusao> {
  return { itens: await countAlcance(db, ctx.companyId, tipo, id), bloqueio };
}

/**
 * In the caller's transaction, which checked and locked the record: one bin entry, and the
 * record and everything hanging from it marked with it, at the request's instant (`ctx.now`).
 * Nothing is deleted and no file moves.
 */
export async function moveToLixeira(db: Db, ctx: TTenantContext, alvo: TAlvo): Promise<string> {
  return withLixeiraAberta(db, async () => {
    const [entrada] = await db
      .insert(lixeira)
      .values({
        companyId: ctx.companyId,
        tipo: alvo.tipo,
        registroId: alvo.id,
        titulo: alvo.titulo,
        contexto: alvo.contexto,
        itens: LIXEIRA_SEM_ITENS,
        deletedBy: ctx.userId,
        deletedAt: ctx.now,
      })
      .returning({ id: lixeira.id });
    const itens = await markAlcance(db, ctx.companyId, alvo.tipo, alvo.id, entrada.id);
    await db.update(lixeira).set({ itens }).where(eq(lixeira.id, entrada.id));
    return entrada.id;
  });
}

const quem = sql<string | null>`coalesce(nullif(${profiles.fullName}, ''), ${users.email})`;

/** The bin's screen: newest first, paged and counted in SQL, searched by name. */
export async function listLixeira(db: Db, ctx: TTenantContext, q: TPageQuery): Promise<TPage<TLixeiraItem>> {
  const where = and(
    eq(lixeira.companyId, ctx.companyId),
    q.q ? foldedContains([lixeira.titulo, sql`coalesce(${lixeira.contexto}, '')`], q.q) : undefined,
  );
  const rows = await db
    .select({
      id: lixeira.id,
      tipo: lixeira.tipo,
      titulo: lixeira.titulo,
      contexto: lixeira.contexto,
      itens: lixeira.itens,
      excluidoPor: quem,
      deletedAt: lixeira.deletedAt,
    })
    .from(lixeira)
    .leftJoin(profiles, eq(profiles.id, lixeira.deletedBy))
    .leftJoin(users, eq(users.id, lixeira.deletedBy))
    .where(where)
    .orderBy(desc(lixeira.deletedAt), desc(lixeira.id))
    .limit(q.pageSize)
    .offset(pageOffset(q));
  const [{ total }] = await db.select({ total: count() }).from(lixeira).where(where);
  return {
    items: rows.map(({ deletedAt, ...r }) => ({
      ...r,
      itens: { ...LIXEIRA_SEM_ITENS, ...r.itens },
      excluidoEm: deletedAt.toISOString(),
      expiraEm: expiraEm(deletedAt).toISOString(),
    })),
    total,
  };
}

/** The entry, locked until the transaction ends; 404 unless it is this company's. */
async function entradaTravada(db: Db, companyId: string, id: string) {
  const [entrada] = isUuid(id)
    ? await db
        .select({ id: lixeira.id, tipo: lixeira.tipo, registroId: lixeira.registroId, titulo: lixeira.titulo })
        .from(lixeira)
        .where(and(eq(lixeira.id, id), eq(lixeira.companyId, companyId)))
        .for("update")
    : [];
  if (!entrada) throw notFound(ENTRADA_NOT_FOUND);
  return entrada;
}

/** The record's parent: its kind, its name and its bin mark (null for a client, which has none). */
async function paiDe(db: Db, tipo: TLixeiraTipo, id: string) {
  const ler = async (query: Promise<Array<{ titulo: string; lixeiraId: string | null }>>, paiTipo: TLixeiraTipo) => {
    const [pai] = await query;
    return pai ? { ...pai, tipo: paiTipo } : null;
  };
  switch (tipo) {
    case "cliente":
      return null;
    case "checklist":
      return null; // it does not wait for its project: it shows none while that one is in the bin
    case "empreendimento":
      return ler(
        db
          .select({ titulo: clientes.nome, lixeiraId: clientes.lixeiraId })
          .from(empreendimentos)
          .innerJoin(clientes, eq(clientes.id, empreendimentos.clienteId))
          .where(eq(empreendimentos.id, id)),
        "cliente",
      );
    case "licenca":
      return ler(
        db
          .select({ titulo: empreendimentos.nome, lixeiraId: empreendimentos.lixeiraId })
          .from(licencas)
          .innerJoin(empreendimentos, eq(empreendimentos.id, licencas.empreendimentoId))
          .where(eq(licencas.id, id)),
        "empreendimento",
      );
    case "condicionante":
      return ler(
        db
          .select({ titulo: licencas.numero, lixeiraId: licencas.lixeiraId })
          .from(condicionantes)
          .innerJoin(licencas, eq(licencas.id, condicionantes.licencaId))
          .where(eq(condicionantes.id, id)),
        "licenca",
      );
    case "atividade":
      return ler(
        db
          .select({ titulo: empreendimentos.nome, lixeiraId: empreendimentos.lixeiraId })
          .from(atividadesCronograma)
          .innerJoin(empreendimentos, eq(empreendimentos.id, atividadesCronograma.empreendimentoId))
          .where(eq(atividadesCronograma.id, id)),
        "empreendimento",
      );
    case "obrigacao": {
      // Its project when it names one and that is in the bin, else its client.
      const [o] = await db
        .select({
          cliente: clientes.nome,
          clienteNaLixeira: clientes.lixeiraId,
          projeto: empreendimentos.nome,
          projetoNaLixeira: empreendimentos.lixeiraId,
        })
        .from(obrigacoes)
        .innerJoin(clientes, eq(clientes.id, obrigacoes.clienteId))
        .leftJoin(empreendimentos, eq(empreendimentos.id, obrigacoes.empreendimentoId))
        .where(eq(obrigacoes.id, id));
      if (!o) return null;
      return o.projeto !== null && o.projetoNaLixeira
        ? { tipo: "empreendimento" as const, titulo: o.projeto, lixeiraId: o.projetoNaLixeira }
        : { tipo: "cliente" as const, titulo: o.cliente, lixeiraId: o.clienteNaLixeira };
    }
  }
}

/**
 * Brings the entry's rows back, exactly those its deletion took (a child binned before, on its
 * own, keeps its own entry). A record whose parent is in the bin too cannot come back alone: it
 * would be a licence without its project on every screen; the answer names what to restore first.
 */
export async function restore(db: Db, ctx: TTenantContext, id: string) {
  await withLixeiraAberta(db, async () => {
    const entrada = await entradaTravada(db, ctx.companyId, id);
    const pai = await paiDe(db, entrada.tipo, entrada.registroId);
    if (pai?.lixeiraId) {
      const [dono] = await db
        .select({ tipo: lixeira.tipo, titulo: lixeira.titulo })
        .from(lixeira)
        .where(eq(lixeira.id, pai.lixeiraId));
      const restaureAntes =
        dono.tipo === pai.tipo && dono.titulo === pai.titulo
          ? `Restaure-${pai.tipo === "licenca" ? "a" : "o"} antes.`
          : `Restaure antes ${registroComArtigo(dono.tipo, dono.titulo)}.`;
      throw conflict(
        `Não é possível restaurar: ${registroComArtigo(pai.tipo, pai.titulo)} também está na Lixeira. ${restaureAntes}`,
      );
    }
    for (const table of TABELAS_NA_LIXEIRA) {
      await db.update(table).set({ lixeiraId: null }).where(eq(table.lixeiraId, entrada.id));
    }
    await db.delete(lixeira).where(eq(lixeira.id, entrada.id));
  });
}

/**
 * The entries a purge of `ids` must take too: those binned earlier on their own whose parent is
 * among the purged rows (a licence deleted before its project). They could never be restored
 * without that parent, and their rows could not outlive it (foreign keys). An activity binned
 * before its project is one too, and so is an obligation binned before its project or its client.
 */
async function comDependentes(db: Db, companyId: string, ids: string[]): Promise<string[]> {
  const todos = [...ids];
  for (let nivel = 0; nivel < 3; nivel++) {
    const pais = (pai: typeof clientes | typeof empreendimentos | typeof licencas) => inArray(pai.lixeiraId, todos);
    const mais = await db
      .select({ id: lixeira.id })
      .from(lixeira)
      .where(
        and(
          eq(lixeira.companyId, companyId),
          notInArray(lixeira.id, todos),
          or(
            and(
              eq(lixeira.tipo, "condicionante"),
              exists(
                db
                  .select({ um: sql`1` })
                  .from(condicionantes)
                  .innerJoin(licencas, eq(licencas.id, condicionantes.licencaId))
                  .where(and(eq(condicionantes.id, lixeira.registroId), pais(licencas))),
              ),
            ),
            and(
              eq(lixeira.tipo, "atividade"),
              exists(
                db
                  .select({ um: sql`1` })
                  .from(atividadesCronograma)
                  .innerJoin(empreendimentos, eq(empreendimentos.id, atividadesCronograma.empreendimentoId))
                  .where(and(eq(atividadesCronograma.id, lixeira.registroId), pais(empreendimentos))),
              ),
            ),
            and(
              eq(lixeira.tipo, "obrigacao"),
              exists(
                db
                  .select({ um: sql`1` })
                  .from(obrigacoes)
                  .innerJoin(clientes, eq(clientes.id, obrigacoes.clienteId))
                  .leftJoin(empreendimentos, eq(empreendimentos.id, obrigacoes.empreendimentoId))
                  .where(and(eq(obrigacoes.id, lixeira.registroId), or(pais(clientes), pais(empreendimentos)))),
              ),
            ),
            and(
              eq(lixeira.tipo, "licenca"),
              exists(
                db
                  .select({ um: sql`1` })
                  .from(licencas)
                  .innerJoin(empreendimentos, eq(empreendimentos.id, licencas.empreendimentoId))
                  .where(and(eq(licencas.id, lixeira.registroId), pais(empreendimentos))),
              ),
            ),
            and(
              eq(lixeira.tipo, "empreendimento"),
              exists(
                db
                  .select({ um: sql`1` })
                  .from(empreendimentos)
                  .innerJoin(clientes, eq(clientes.id, empreendimentos.clienteId))
                  .where(and(eq(empreendimentos.id, lixeira.registroId), pais(clientes))),
              ),
            ),
          ),
        ),
      )
      .for("update");
    if (!mais.length) break;
    todos.push(...mais.map((m) => m.id));
  }
  return todos;
}

/**
 * Deletes for good the rows of the entries (and of the entries that depend on them), deepest
 * first, then the entries. Answers the files' keys: the caller removes them after the commit.
 * Runs with the bin open (tenant path) or on the system path (the daily cleanup).
 */
export async function purge(db: Db, companyId: string, ids: string[]): Promise<string[]> {
  const todos = await comDependentes(db, companyId, ids);
  const marcados = (table: { companyId: AnyPgColumn; lixeiraId: AnyPgColumn }) =>
    and(eq(table.companyId, companyId), inArray(table.lixeiraId, todos));
  const docs = await db.delete(documentos).where(marcados(documentos)).returning({ key: documentos.storagePath });
  await db.delete(condicionanteComprovacoes).where(marcados(condicionanteComprovacoes));
  await db.delete(condicionantes).where(marcados(condicionantes));
  await db.delete(obrigacaoComprovacoes).where(marcados(obrigacaoComprovacoes));
  await db.delete(obrigacaoInstancias).where(marcados(obrigacaoInstancias));
  await db.delete(obrigacoes).where(marcados(obrigacoes));
  const licDocs = await db
    .delete(licencaDocumentos)
    .where(marcados(licencaDocumentos))
    .returning({ key: licencaDocumentos.storagePath });
  await db.delete(licencas).where(marcados(licencas));
  await db.delete(atividadesCronograma).where(marcados(atividadesCronograma));
  await db.delete(empreendimentos).where(marcados(empreendimentos));
  await db.delete(clientes).where(marcados(clientes));
  await db.delete(checklists).where(marcados(checklists)); // its items go by their key's cascade
  await db.delete(lixeira).where(and(eq(lixeira.companyId, companyId), inArray(lixeira.id, todos)));
  return [...docs, ...licDocs].map((d) => d.key);
}

/** 'Excluir definitivamente': the entry's rows now, its files after the commit (the route's). */
export async function deletePermanently(db: Db, ctx: TTenantContext, id: string): Promise<string[]> {
  return withLixeiraAberta(db, async () => {
    const entrada = await entradaTravada(db, ctx.companyId, id);
    return purge(db, ctx.companyId, [entrada.id]);
  });
}

/** Whether the company's bin holds a client with this CPF/CNPJ (the unique key still sees it). */
/** Which of these CPF/CNPJs belong to this company's clients in the bin (the spreadsheet import's check). */
export async function clientesNaLixeira(db: Db, ctx: TTenantContext, cnpjs: string[]): Promise<Set<string>> {
  if (!cnpjs.length) return new Set();
  return withLixeiraAberta(db, async () => {
    const rows = await db
      .select({ cnpj: clientes.cnpj })
      .from(clientes)
      .where(and(eq(clientes.companyId, ctx.companyId), inArray(clientes.cnpj, cnpjs), isNotNull(clientes.lixeiraId)));
    return new Set(rows.map((r) => r.cnpj!));
  });
}

export async function clienteNaLixeira(db: Db, ctx: TTenantContext, cnpj: string): Promise<boolean> {
  return withLixeiraAberta(db, async () => {
    const [hit] = await db
      .select({ id: clientes.id })
      .from(clientes)
      .where(and(eq(clientes.companyId, ctx.companyId), eq(clientes.cnpj, cnpj), isNotNull(clientes.lixeiraId)));
    return Boolean(hit);
  });
}
