// A whole request context for a test that calls a service directly, in its own transaction.
import { staffActor, type TStaffRole } from "../http/actor";
import type { TTenantContext } from "../http/context";

/**
 * The context the gate would hand a staff user's request at `now`: the actor with its instant and
 * São Paulo day (http/actor.ts `staffActor`), so a service that reads `ctx.now`/`ctx.today` sees
 * the test's clock. Name and e-mail are placeholders; no service reads them.
 */
export function actorDeTeste(p: { userId: string; companyId: string; role?: TStaffRole; now: Date }): TTenantContext {
  const actor = staffActor(p.userId, p.companyId, p.role ?? "admin", p.now);
  return { ...actor, email: "teste@example.com", name: "Teste", profile: null };
}
