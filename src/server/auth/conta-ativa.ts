import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { clientes, profiles } from "../db/schema";

/**
 * Whether the account may open a session: refused once its company's admin deactivated it
 * (decision 019), and for a client's portal account while that client's 'Acesso ao portal' is
 * off (issue 29: the session statement would give such a session no answer anyway). It lives
 * below auth/, beside the hook that asks it, so auth.ts imports no domain module:
 * usuarios.service.ts imports the request context, which imports auth.ts, and the reverse
 * import closed a circle.
 */
export async function contaAtiva(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ ativo: profiles.ativo, portalAtivo: clientes.portalAtivo })
    .from(profiles)
    .leftJoin(clientes, eq(clientes.id, profiles.clienteId))
    .where(eq(profiles.id, userId));
  return (row?.ativo ?? true) && row?.portalAtivo !== false;
}
