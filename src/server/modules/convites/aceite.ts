import crypto from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, clientes, companies, portalConvites, profiles, userRoles, users } from "../../db/schema";
import { conflict, databaseRefusal, forbidden, HttpError, notFound } from "../../http/errors";
import { CONVITES_MESSAGES as M, type TConviteVerificacao } from "../../../shared/schemas/convites";
import { estadoDoConvite } from "./convites.service";

// The public side of an invitation: its link's token is the only permission, so these run on
// the system path (there is no session, hence no company yet) and find the invitation by the
// token's hash alone.

/** A new link's token (32 random bytes, base64url) and the SHA-256 the table keeps of it. */
export function novoToken() {
  const token = crypto.randomBytes(32).toString("base64url");
  return { token, hash: hashDoToken(token) };
}

export const hashDoToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

const gone = (message: string) => new HttpError(410, "GONE", message);

/** The invitation a token names, with its client and consultancy, or the pt-BR reason it is not usable. */
export async function checkConvite(db: Db, tokenHash: string, now: Date): Promise<TConviteVerificacao> {
  const [row] = await db
    .select({
      nome: portalConvites.nome,
      email: portalConvites.email,
      cliente: clientes.nome,
      empresa: companies.name,
      portalAtivo: clientes.portalAtivo,
      noLixo: sql<boolean>`${clientes.lixeiraId} is not null`,
      expiraEm: portalConvites.expiraEm,
      aceitoEm: portalConvites.aceitoEm,
      revogadoEm: portalConvites.revogadoEm,
    })
    .from(portalConvites)
    .innerJoin(clientes, eq(clientes.id, portalConvites.clienteId))
    .innerJoin(companies, eq(companies.id, portalConvites.companyId))
    .where(eq(portalConvites.tokenHash, tokenHash));
  if (!row || row.noLixo) throw notFound(M.linkInvalido);
  const estado = estadoDoConvite(row, now);
  if (estado === "revogado") throw gone(M.revogado);
  if (estado === "aceito") throw conflict(M.usado);
  if (estado === "expirado") throw gone(M.expirado);
  if (!row.portalAtivo) throw forbidden(M.portalDesativado);
  return { nome: row.nome, email: row.email, cliente: row.cliente, empresa: row.empresa };
}

/**
 * Turns a usable invitation into the client's portal account, in the caller's transaction: the
 * invitation is claimed first by one conditional update (not accepted, not revoked, not
 * expired), so of two accepts at once exactly one gets the row and the other finds nothing to
 * claim; anything refused after it rolls the claim back with it. The account is born confirmed,
 * with its company, its client and the single role 'cliente': the invitation is the approval.
 */
export async function acceptConvite(db: Db, tokenHash: string, passwordHash: string, now: Date) {
  const [convite] = await db
    .update(portalConvites)
    .set({ aceitoEm: now })
    .where(
      and(
        eq(portalConvites.tokenHash, tokenHash),
        isNull(portalConvites.aceitoEm),
        isNull(portalConvites.revogadoEm),
        gt(portalConvites.expiraEm, now),
      ),
    )
    .returning({
      id: portalConvites.id,
      companyId: portalConvites.companyId,
      clienteId: portalConvites.clienteId,
      nome: portalConvites.nome,
      email: portalConvites.email,
    });
  if (!convite) {
    // Say why: unknown, revoked, used or expired. Should it read as usable, another accept took it.
    await checkConvite(db, tokenHash, now);
    throw conflict(M.usado);
  }
  // The client may have gone to the bin or had its portal turned off since the link was sent.
  const [cliente] = await db
    .select({ portalAtivo: clientes.portalAtivo })
    .from(clientes)
    .where(and(eq(clientes.id, convite.clienteId), isNull(clientes.lixeiraId)));
  if (!cliente) throw notFound(M.linkInvalido);
  if (!cliente.portalAtivo) throw forbidden(M.portalDesativado);
  const [existente] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, convite.email.toLowerCase()));
  if (existente) throw conflict(M.contaExistente);

  const userId = crypto.randomBytes(24).toString("base64url");
  // A sign-up of the same address between the check above and here: its unique key refuses this.
  await db
    .insert(users)
    .values({
      id: userId,
      name: convite.nome,
      email: convite.email,
      emailVerified: true,
      createdAt: now,
      updatedAt: now,
    })
    .catch((err: unknown) => {
      throw databaseRefusal(err)?.sqlState === "23505" ? conflict(M.contaExistente) : err;
    });
  await db.insert(accounts).values({
    id: crypto.randomBytes(24).toString("base64url"),
    accountId: userId,
    providerId: "credential",
    userId,
    password: passwordHash,
    createdAt: now,
    updatedAt: now,
  });
  await db.insert(profiles).values({
    id: userId,
    fullName: convite.nome,
    companyId: convite.companyId,
    clienteId: convite.clienteId,
    createdAt: now,
    updatedAt: now,
  });
  await db.insert(userRoles).values({ userId, role: "cliente" });
  await db.update(portalConvites).set({ userId }).where(eq(portalConvites.id, convite.id));
  return { userId, email: convite.email };
}
