import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { clientes, portalConvites, profiles } from "../../db/schema";
import { conflict, notFound } from "../../http/errors";
import type { TTenantContext } from "../../http/context";
import {
  CONVITE_VALIDADE_DIAS,
  CONVITES_MESSAGES as M,
  type TConvite,
  type TConviteEstado,
} from "../../../shared/schemas/convites";

// The company side of the invitations, on the tenant path: the client's invitations and its
// 'Acesso ao portal' switch. What needs other companies' accounts or the sessions is in
// contas.ts, on the system path.

const CLIENTE_NAO_ENCONTRADO = "Cliente não encontrado.";
const DIA_MS = 24 * 60 * 60 * 1000;

export const validadeDoConvite = (now: Date) => new Date(now.getTime() + CONVITE_VALIDADE_DIAS * DIA_MS);

/** The state follows from the dates, at the request's instant: revoked and accepted are final. */
export function estadoDoConvite(
  c: { revogadoEm: Date | null; aceitoEm: Date | null; expiraEm: Date },
  now: Date,
): TConviteEstado {
  if (c.revogadoEm) return "revogado";
  if (c.aceitoEm) return "aceito";
  return c.expiraEm.getTime() <= now.getTime() ? "expirado" : "pendente";
}

/** The client of the caller's company, out of the bin, with what the invitation e-mail names. */
export async function clienteDoConvite(db: Db, ctx: TTenantContext, clienteId: string) {
  const [row] = await db
    .select({ id: clientes.id, nome: clientes.nome, portalAtivo: clientes.portalAtivo })
    .from(clientes)
    .where(and(eq(clientes.id, clienteId), eq(clientes.companyId, ctx.companyId), isNull(clientes.lixeiraId)));
  if (!row) throw notFound(CLIENTE_NAO_ENCONTRADO);
  return row;
}

const columns = {
  id: portalConvites.id,
  nome: portalConvites.nome,
  email: portalConvites.email,
  enviadoEm: portalConvites.enviadoEm,
  expiraEm: portalConvites.expiraEm,
  aceitoEm: portalConvites.aceitoEm,
  revogadoEm: portalConvites.revogadoEm,
  userId: portalConvites.userId,
  acessoAtivo: profiles.ativo,
};
type TRow = Awaited<ReturnType<typeof conviteRows>>[number];

const toConvite = (r: TRow, now: Date, ultimoAcesso: Date | null = null): TConvite => {
  const estado = estadoDoConvite(r, now);
  return {
    id: r.id,
    nome: r.nome,
    email: r.email,
    estado,
    enviadoEm: r.enviadoEm.toISOString(),
    expiraEm: r.expiraEm.toISOString(),
    aceitoEm: r.aceitoEm?.toISOString() ?? null,
    userId: r.userId,
    ultimoAcesso: ultimoAcesso?.toISOString() ?? null,
    acessoAtivo: r.userId ? (r.acessoAtivo ?? false) : null,
  };
};

function conviteRows(db: Db, ctx: TTenantContext, clienteId: string) {
  return db
    .select(columns)
    .from(portalConvites)
    .leftJoin(profiles, eq(profiles.id, portalConvites.userId))
    .where(and(eq(portalConvites.companyId, ctx.companyId), eq(portalConvites.clienteId, clienteId)))
    .$dynamic();
}

/** The client's switch and invitations, newest first; `acessos` gives each account's last access. */
export async function listConvites(db: Db, ctx: TTenantContext, clienteId: string) {
  const cliente = await clienteDoConvite(db, ctx, clienteId);
  const rows = await conviteRows(db, ctx, clienteId).orderBy(desc(portalConvites.createdAt), desc(portalConvites.id));
  return {
    portalAtivo: cliente.portalAtivo,
    rows,
    answer: (acessos: Map<string, Date>) => ({
      portalAtivo: cliente.portalAtivo,
      items: rows.map((r) => toConvite(r, ctx.now, r.userId ? acessos.get(r.userId) : null)),
    }),
  };
}

export async function getConvite(db: Db, ctx: TTenantContext, clienteId: string, conviteId: string) {
  const [row] = await conviteRows(db, ctx, clienteId).where(
    and(
      eq(portalConvites.companyId, ctx.companyId),
      eq(portalConvites.clienteId, clienteId),
      eq(portalConvites.id, conviteId),
    ),
  );
  if (!row) throw notFound(M.naoEncontrado);
  return row;
}

export const conviteAnswer = (row: TRow, now: Date, ultimoAcesso: Date | null = null) =>
  toConvite(row, now, ultimoAcesso);

/** A new invitation: refused while another of this client to the same address is pending. */
export async function createConvite(
  db: Db,
  ctx: TTenantContext,
  clienteId: string,
  input: { nome: string; email: string },
  tokenHash: string,
) {
  await clienteDoConvite(db, ctx, clienteId);
  // Taken one at a time per client, so two clicks cannot both find no pending invitation.
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`convite:${clienteId}:${input.email}`}))`);
  const [pendente] = await db
    .select({ id: portalConvites.id })
    .from(portalConvites)
    .where(
      and(
        eq(portalConvites.companyId, ctx.companyId),
        eq(portalConvites.clienteId, clienteId),
        eq(portalConvites.email, input.email),
        isNull(portalConvites.aceitoEm),
        isNull(portalConvites.revogadoEm),
        gt(portalConvites.expiraEm, ctx.now),
      ),
    );
  if (pendente) throw conflict(M.convitePendente);
  const [row] = await db
    .insert(portalConvites)
    .values({
      companyId: ctx.companyId,
      clienteId,
      nome: input.nome,
      email: input.email,
      tokenHash,
      expiraEm: validadeDoConvite(ctx.now),
      enviadoEm: ctx.now,
      convidadoPor: ctx.userId,
      createdAt: ctx.now,
    })
    .returning({ id: portalConvites.id });
  return getConvite(db, ctx, clienteId, row.id);
}

/** 'Reenviar': a new link and seven more days, for a pending or expired invitation only. */
export async function renewConvite(
  db: Db,
  ctx: TTenantContext,
  clienteId: string,
  conviteId: string,
  tokenHash: string,
) {
  await clienteDoConvite(db, ctx, clienteId);
  const atual = await getConvite(db, ctx, clienteId, conviteId);
  const estado = estadoDoConvite(atual, ctx.now);
  if (estado !== "pendente" && estado !== "expirado") throw conflict(M.soPendenteReenvia);
  const updated = await db
    .update(portalConvites)
    .set({ tokenHash, expiraEm: validadeDoConvite(ctx.now), enviadoEm: ctx.now })
    .where(and(eq(portalConvites.id, conviteId), isNull(portalConvites.aceitoEm), isNull(portalConvites.revogadoEm)))
    .returning({ id: portalConvites.id });
  if (!updated.length) throw conflict(M.soPendenteReenvia);
  return getConvite(db, ctx, clienteId, conviteId);
}

/** 'Revogar': a pending invitation's link stops working for good. */
export async function revogarConvite(db: Db, ctx: TTenantContext, clienteId: string, conviteId: string) {
  await getConvite(db, ctx, clienteId, conviteId);
  const updated = await db
    .update(portalConvites)
    .set({ revogadoEm: ctx.now })
    .where(
      and(
        eq(portalConvites.id, conviteId),
        eq(portalConvites.clienteId, clienteId),
        isNull(portalConvites.aceitoEm),
        isNull(portalConvites.revogadoEm),
        gt(portalConvites.expiraEm, ctx.now),
      ),
    )
    .returning({ id: portalConvites.id });
  if (!updated.length) throw conflict(M.soPendenteRevoga);
  return getConvite(db, ctx, clienteId, conviteId);
}

/** The client's 'Acesso ao portal': off, none of its people gets one more answer (http/context.ts). */
export async function setPortalDoCliente(db: Db, ctx: TTenantContext, clienteId: string, ativo: boolean) {
  await clienteDoConvite(db, ctx, clienteId);
  await db
    .update(clientes)
    .set({ portalAtivo: ativo })
    .where(and(eq(clientes.id, clienteId), eq(clientes.companyId, ctx.companyId)));
  return { portalAtivo: ativo };
}
