import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { profiles } from "../db/schema";

/**
 * Whether the account may open a session: refused once its company's admin deactivated it
 * (decision 019). It lives below auth/, beside the hook that asks it, so auth.ts imports no
 * domain module: usuarios.service.ts imports the request context, which imports auth.ts, and
 * the reverse import closed a circle.
 */
export async function contaAtiva(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ ativo: profiles.ativo }).from(profiles).where(eq(profiles.id, userId));
  return row?.ativo ?? true;
}
