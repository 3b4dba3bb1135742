import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { TTenantContext } from "../../http/context";
import { calendarioFeeds, clientes, companies, profiles } from "../../db/schema";
import type { TCalendarioFeedStatus, TFeedEscopo } from "../../../shared/schemas/calendario-feed";

// The private calendar address's token (decision 027). Every function here runs on the system
// path: calendario_feeds has no tenant policy, and each one is keyed by the session's user (the
// settings routes) or by the token's hash (the public feed), never by an id from the request.

const sha256 = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/**
 * Turns the user's address on, or replaces it ('Gerar novo link'): a new random token whose hash
 * takes the row's place in the same statement, so the old address stops answering at once. The
 * token itself is answered here and kept nowhere. Created at the request's instant (`ctx.now`).
 */
export async function buildFeed(tx: Db, ctx: Pick<TTenantContext, "userId" | "now">, escopo: TFeedEscopo) {
  const token = crypto.randomBytes(32).toString("base64url");
  const tokenHash = sha256(token);
  await tx
    .insert(calendarioFeeds)
    .values({ userId: ctx.userId, tokenHash, escopo, criadoEm: ctx.now })
    .onConflictDoUpdate({ target: calendarioFeeds.userId, set: { tokenHash, escopo, criadoEm: ctx.now } });
  return { token, escopo, criadoEm: ctx.now };
}

export async function deactivateFeed(tx: Db, userId: string): Promise<void> {
  await tx.delete(calendarioFeeds).where(eq(calendarioFeeds.userId, userId));
}

export async function statusDoFeed(tx: Db, userId: string): Promise<TCalendarioFeedStatus> {
  const [row] = await tx
    .select({ escopo: calendarioFeeds.escopo, criadoEm: calendarioFeeds.criadoEm })
    .from(calendarioFeeds)
    .where(eq(calendarioFeeds.userId, userId));
  if (!row) return { ativo: false, escopo: null, criadoEm: null };
  return { ativo: true, escopo: row.escopo as TFeedEscopo, criadoEm: row.criadoEm.toISOString() };
}

/** Whose feed a token opens, as the user is now: null for an unknown or replaced token. */
export interface TFeedDono {
  userId: string;
  escopo: TFeedEscopo;
  companyId: string;
  companyName: string;
  /** A portal user's client: their feed is read behind the client wall (decision 044). */
  clienteId: string | null;
}

/**
 * The feed's owner, only while the account may use the system: active (not deactivated by the
 * company's admin) and approved into a company. The company is read now, not when the address
 * was made, so a user moved to another company sees that one's items and no longer the old one's.
 */
export async function donoDoFeed(tx: Db, token: string): Promise<TFeedDono | null> {
  const [row] = await tx
    .select({
      userId: calendarioFeeds.userId,
      escopo: calendarioFeeds.escopo,
      companyId: profiles.companyId,
      companyName: companies.name,
      ativo: profiles.ativo,
      clienteId: profiles.clienteId,
      portalAtivo: clientes.portalAtivo,
    })
    .from(calendarioFeeds)
    .innerJoin(profiles, eq(profiles.id, calendarioFeeds.userId))
    .leftJoin(companies, eq(companies.id, profiles.companyId))
    .leftJoin(clientes, eq(clientes.id, profiles.clienteId))
    .where(eq(calendarioFeeds.tokenHash, sha256(token)));
  if (!row || !row.ativo || !row.companyId || !row.companyName) return null;
  // The client's 'Acesso ao portal' turned off silences its users' feeds with their sessions.
  if (row.clienteId && !row.portalAtivo) return null;
  return {
    userId: row.userId,
    escopo: row.escopo as TFeedEscopo,
    companyId: row.companyId,
    companyName: row.companyName,
    clienteId: row.clienteId,
  };
}
