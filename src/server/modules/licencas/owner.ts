import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { licencas } from "../../db/schema";
import { isUuid } from "../../db/paging";
import { notFound } from "../../http/errors";
import type { TTenantContext } from "../../http/context";
import { LICENCA_NOT_FOUND } from "./messages";

/**
 * Whether the licence is this company's (false for a malformed id). With `lock`, its row stays
 * locked until the transaction ends: 'key share' for a write that hangs something from it (a
 * delete of the licence then waits for that write), 'update' for its own delete.
 */
export async function licencaExists(db: Db, ctx: TTenantContext, id: string, lock?: "update" | "key share") {
  if (!isUuid(id)) return false;
  const query = db
    .select({ id: licencas.id })
    .from(licencas)
    .where(and(eq(licencas.id, id), eq(licencas.companyId, ctx.companyId)));
  const [own] = lock ? await query.for(lock) : await query;
  return Boolean(own);
}

/** 404 'Licença não encontrada.' for another company's, an unknown or a malformed id. */
export async function assertLicencaOwned(db: Db, ctx: TTenantContext, id: string, lock?: "update" | "key share") {
  if (!(await licencaExists(db, ctx, id, lock))) throw notFound(LICENCA_NOT_FOUND);
}
