import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { profiles, users } from "../../db/schema";
import type { TRequestContext } from "../../http/context";

/** Whose own account, and the request's instant its writes are stamped with. */
type TProprioUsuario = Pick<TRequestContext, "userId" | "now">;

/**
 * The caller's own name, on the account (better-auth's `users.name`) and on the profile the
 * screens read. Keyed by the session's user id only, never by an id from the request; it runs on
 * the system path because a pending user, who has no company, may rename themselves too.
 */
export async function updateOwnName(tx: Db, ctx: TProprioUsuario, fullName: string): Promise<void> {
  await tx.update(users).set({ name: fullName, updatedAt: ctx.now }).where(eq(users.id, ctx.userId));
  await tx
    .insert(profiles)
    .values({ id: ctx.userId, fullName, updatedAt: ctx.now })
    .onConflictDoUpdate({ target: profiles.id, set: { fullName, updatedAt: ctx.now } });
}

/**
 * The caller's choice of the daily alert digest by e-mail (issue 16). Keyed by the session's user
 * only; the system path, like the name above, because profiles are written by it.
 */
export async function updateAlertasEmail(tx: Db, ctx: TProprioUsuario, alertasEmail: boolean): Promise<void> {
  await tx.update(profiles).set({ alertasEmail, updatedAt: ctx.now }).where(eq(profiles.id, ctx.userId));
}
