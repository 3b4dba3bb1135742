import { gateState, isClienteRole } from "@/shared/rules/gate";
import { meQueryOptions } from "@/web/lib/auth";
import { startEarly } from "@/web/lib/early";
import { DASHBOARD_PATH } from "@/web/features/dashboard/api";
import { queryClient } from "./query-client";

/**
 * Starts, with the page's first script, the calls the screen at `pathname` paints from (decision
 * 062), so they travel while its code downloads: the session (GET /api/me, which every screen but
 * the invitation asks first) and, for the dashboard of a user who may see it, GET /api/dashboard.
 * A visitor without a session, a user awaiting approval or a portal user asks nothing more.
 */
export function startFirstCalls(pathname: string): void {
  if (pathname === "/convite") return;
  queryClient.fetchQuery(meQueryOptions).then(
    (me) => {
      if (pathname !== "/dashboard") return;
      if (gateState(false, me) === "approved" && !isClienteRole(me?.roles ?? [])) startEarly(DASHBOARD_PATH);
    },
    // The cache keeps the failure; the screen's own query shows it and asks again.
    () => undefined,
  );
}
