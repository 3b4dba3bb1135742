import type { TTenantContext } from "../../http/context";

/**
 * A portal request's context: the actor, with the client every query is scoped to — the portal
 * user's own, or the one a company user previews (http/tenant.ts portalRunner).
 */
export type TPortalCtx = TTenantContext & { clienteId: string };
