import { and, asc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { profiles } from "../../db/schema";
import { invalid } from "../../http/errors";
import type { TTenantContext } from "../../http/context";
import {
  RESPONSAVEIS_MAX,
  RESPONSAVEL_EU,
  RESPONSAVEL_INVALIDO,
  type TResponsavelOpcao,
} from "../../../shared/schemas/usuarios";
import type { TRef } from "../../../shared/schemas/common";

/** A profile of the consultancy's own people, not a client's portal account (issue 29). */
export const DA_EQUIPE = isNull(profiles.clienteId);

/**
 * The company's active users by name: the choices of every 'Responsável' field and filter. A
 * client's portal account is never one (DA_EQUIPE).
 */
export function listResponsaveis(db: Db, ctx: TTenantContext): Promise<TResponsavelOpcao[]> {
  return db
    .select({ id: profiles.id, nome: profiles.fullName })
    .from(profiles)
    .where(and(eq(profiles.companyId, ctx.companyId), eq(profiles.ativo, true), DA_EQUIPE))
    .orderBy(asc(profiles.fullName), asc(profiles.id))
    .limit(RESPONSAVEIS_MAX);
}

/**
 * Refuses (400, on the field) a responsible person who is not an active user of the caller's
 * company; nobody (null) is always allowed. A payload's ids are checked like any other id.
 */
export async function assertResponsavel(
  db: Db,
  ctx: TTenantContext,
  id: string | null | undefined,
  field = "responsavelId",
) {
  if (!id) return;
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, id), eq(profiles.companyId, ctx.companyId), eq(profiles.ativo, true), DA_EQUIPE));
  if (!row) throw invalid(field, RESPONSAVEL_INVALIDO);
}

/** A list's 'Responsável' filter as a user id: 'eu' is the caller; '' or absent is anyone. */
export const responsavelDoFiltro = (ctx: TTenantContext, filtro: string | undefined) =>
  filtro === RESPONSAVEL_EU ? ctx.userId : filtro || undefined;

/**
 * The responsible person's name beside its id column, for an answer's `responsavel`. A profile
 * out of the caller's company (the user left it) is hidden by its policy: the name is then ''.
 */
export const responsavelNome = (column: AnyPgColumn | SQL) =>
  sql<string | null>`(select ${profiles.fullName} from ${profiles} where ${profiles.id} = ${column})`;

/** `{ id, nome }` of an answer, or null for nobody. */
export const toResponsavel = (id: string | null, nome: string | null): TRef | null =>
  id ? { id, nome: nome ?? "" } : null;

/** A list's 'Responsável' filter on `column`: the chosen user's rows, or no condition for anyone. */
export function doResponsavel(ctx: TTenantContext, column: AnyPgColumn, filtro: string | undefined): SQL | undefined {
  const id = responsavelDoFiltro(ctx, filtro);
  return id ? eq(column, id) : undefined;
}
