import { and, eq, inArray, isNotNull, max, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { portalConvites, profiles, sessions, users } from "../../db/schema";
import { conflict, notFound } from "../../http/errors";
import type { TTenantContext } from "../../http/context";
import { CONVITES_MESSAGES as M } from "../../../shared/schemas/convites";

// The invitations' reads and writes of accounts, on the system path (profiles are written, and
// sessions read and ended, by it only): every function names the company and client it acts on.

/**
 * Why an address cannot be invited to this client, or null: an account of the consultancies'
 * staff (or one still pending approval), a portal account of another client or company, or
 * one that already has this client's portal.
 */
export async function recusaDoEmail(db: Db, companyId: string, clienteId: string, email: string) {
  const [conta] = await db
    .select({ companyId: profiles.companyId, clienteId: profiles.clienteId })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!conta) return null;
  if (!conta.clienteId) return M.contaDaEquipe;
  if (conta.companyId !== companyId || conta.clienteId !== clienteId) return M.contaDeOutroCliente;
  return M.jaTemAcesso;
}

/** Each account's latest session, created or renewed (the portal user's last access). */
export async function ultimosAcessos(db: Db, userIds: string[]): Promise<Map<string, Date>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select({ userId: sessions.userId, em: max(sql<Date>`greatest(${sessions.updatedAt}, ${sessions.createdAt})`) })
    .from(sessions)
    .where(inArray(sessions.userId, userIds))
    .groupBy(sessions.userId);
  return new Map(rows.filter((r) => r.em).map((r) => [r.userId, new Date(r.em as unknown as string)]));
}

/**
 * A person's own 'Acesso ao portal' (profiles.ativo), through the invitation they accepted: of
 * the caller's company and this client only. Turned off, the person's sessions end at once, as
 * a colleague's deactivation does (usuarios.service.ts).
 */
export async function changeAcessoDaPessoa(
  db: Db,
  ctx: TTenantContext,
  clienteId: string,
  conviteId: string,
  ativo: boolean,
) {
  const [convite] = await db
    .select({ userId: portalConvites.userId })
    .from(portalConvites)
    .where(
      and(
        eq(portalConvites.id, conviteId),
        eq(portalConvites.companyId, ctx.companyId),
        eq(portalConvites.clienteId, clienteId),
      ),
    );
  if (!convite) throw notFound(M.naoEncontrado);
  if (!convite.userId) throw conflict(M.semAcesso);
  const changed = await db
    .update(profiles)
    .set({ ativo, updatedAt: ctx.now })
    .where(
      and(eq(profiles.id, convite.userId), eq(profiles.companyId, ctx.companyId), eq(profiles.clienteId, clienteId)),
    )
    .returning({ id: profiles.id });
  if (!changed.length) throw conflict(M.semAcesso);
  if (!ativo) await db.delete(sessions).where(eq(sessions.userId, convite.userId));
}

/** The client's portal turned off: every session of its people ends too, not only their answers. */
export async function encerrarSessoesDoCliente(db: Db, companyId: string, clienteId: string) {
  const pessoas = db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), eq(profiles.clienteId, clienteId), isNotNull(profiles.clienteId)));
  await db.delete(sessions).where(inArray(sessions.userId, pessoas));
}
