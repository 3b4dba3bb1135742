import { and, asc, count, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { atividades, licencas, licencaTipos } from "../../db/schema";
import { isUuid } from "../../db/paging";
import { conflict, HttpError, notFound } from "../../http/errors";
import type { TTenantContext } from "../../http/context";
import { LICENCA_TIPOS_PADRAO, type TAtividade, type TLicencaTipos } from "../../../shared/schemas/licencas";

// ---------- licence types ----------

export async function listTipos(db: Db, ctx: TTenantContext): Promise<TLicencaTipos> {
  const empresa = await db
    .select({ id: licencaTipos.id, codigo: licencaTipos.codigo, nome: licencaTipos.nome })
    .from(licencaTipos)
    .where(eq(licencaTipos.companyId, ctx.companyId))
    .orderBy(asc(licencaTipos.codigo));
  return { padrao: LICENCA_TIPOS_PADRAO.map(([codigo, nome]) => ({ codigo, nome })), empresa };
}

async function assertCodigoFree(db: Db, ctx: TTenantContext, codigo: string, exceptId?: string) {
  const builtIn = LICENCA_TIPOS_PADRAO.some(([c]) => c === codigo);
  const [own] = await db
    .select({ id: licencaTipos.id })
    .from(licencaTipos)
    .where(
      and(
        eq(licencaTipos.companyId, ctx.companyId),
        eq(licencaTipos.codigo, codigo),
        exceptId ? ne(licencaTipos.id, exceptId) : undefined,
      ),
    );
  if (builtIn || own) {
    const message = `A sigla ${codigo} já existe.`;
    throw new HttpError(409, "CONFLICT", message, { codigo: message });
  }
}

export async function createTipo(db: Db, ctx: TTenantContext, data: { codigo: string; nome: string }) {
  await assertCodigoFree(db, ctx, data.codigo);
  const [row] = await db
    .insert(licencaTipos)
    .values({ ...data, companyId: ctx.companyId })
    .returning({ id: licencaTipos.id, codigo: licencaTipos.codigo, nome: licencaTipos.nome });
  return row;
}

async function findTipo(db: Db, ctx: TTenantContext, id: string) {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(licencaTipos)
        .where(and(eq(licencaTipos.id, id), eq(licencaTipos.companyId, ctx.companyId)))
    : [];
  if (!row) throw notFound("Tipo de licença não encontrado.");
  return row;
}

const licencasDoTipo = async (db: Db, ctx: TTenantContext, codigo: string) =>
  (
    await db
      .select({ n: count() })
      .from(licencas)
      .where(and(eq(licencas.companyId, ctx.companyId), eq(licencas.tipo, codigo)))
  )[0].n;

/** Renaming is free; a new sigla only while no licence uses the old one. */
export async function updateTipo(db: Db, ctx: TTenantContext, id: string, data: { codigo: string; nome: string }) {
  const tipo = await findTipo(db, ctx, id);
  if (data.codigo !== tipo.codigo) {
    await assertCodigoFree(db, ctx, data.codigo, id);
    const n = await licencasDoTipo(db, ctx, tipo.codigo);
    if (n > 0) throw conflict(`A sigla ${tipo.codigo} está em uso por ${n} licença(s) e não pode ser trocada.`);
  }
  await db.update(licencaTipos).set(data).where(eq(licencaTipos.id, id));
  return { id, ...data };
}

export async function deleteTipo(db: Db, ctx: TTenantContext, id: string) {
  const tipo = await findTipo(db, ctx, id);
  const n = await licencasDoTipo(db, ctx, tipo.codigo);
  if (n > 0) throw conflict(`O tipo ${tipo.codigo} está em uso por ${n} licença(s) e não pode ser excluído.`);
  await db.delete(licencaTipos).where(eq(licencaTipos.id, id));
}

// ---------- activities ----------

export const listAtividades = (db: Db, ctx: TTenantContext): Promise<TAtividade[]> =>
  db
    .select({ id: atividades.id, nome: atividades.nome })
    .from(atividades)
    .where(eq(atividades.companyId, ctx.companyId))
    .orderBy(asc(atividades.nome));

async function assertNomeFree(db: Db, ctx: TTenantContext, nome: string, exceptId?: string) {
  const [dup] = await db
    .select({ id: atividades.id })
    .from(atividades)
    .where(
      and(
        eq(atividades.companyId, ctx.companyId),
        eq(atividades.nome, nome),
        exceptId ? ne(atividades.id, exceptId) : undefined,
      ),
    );
  if (dup) throw new HttpError(409, "CONFLICT", "Esta atividade já existe.", { nome: "Esta atividade já existe." });
}

export async function createAtividade(db: Db, ctx: TTenantContext, nome: string) {
  await assertNomeFree(db, ctx, nome);
  const [row] = await db
    .insert(atividades)
    .values({ nome, companyId: ctx.companyId })
    .returning({ id: atividades.id, nome: atividades.nome });
  return row;
}

export async function updateAtividade(db: Db, ctx: TTenantContext, id: string, nome: string) {
  // Not found before "duplicate": another company's id is a 404 whatever the name.
  const [own] = isUuid(id)
    ? await db
        .select({ id: atividades.id })
        .from(atividades)
        .where(and(eq(atividades.id, id), eq(atividades.companyId, ctx.companyId)))
    : [];
  if (!own) throw notFound("Atividade não encontrada.");
  await assertNomeFree(db, ctx, nome, id);
  const [row] = await db
    .update(atividades)
    .set({ nome })
    .where(and(eq(atividades.id, id), eq(atividades.companyId, ctx.companyId)))
    .returning({ id: atividades.id, nome: atividades.nome });
  if (!row) throw notFound("Atividade não encontrada.");
  return row;
}

// Projects keep their atividade as free text, so removing a suggestion changes no project.
export async function deleteAtividade(db: Db, ctx: TTenantContext, id: string) {
  const deleted = isUuid(id)
    ? await db
        .delete(atividades)
        .where(and(eq(atividades.id, id), eq(atividades.companyId, ctx.companyId)))
        .returning({ id: atividades.id })
    : [];
  if (!deleted.length) throw notFound("Atividade não encontrada.");
}
