import { queryOptions } from "@tanstack/react-query";
import type { TDashboard } from "@/shared/schemas/dashboard";
import { rootKeys } from "@/web/lib/query-keys";
import { api } from "@/web/lib/api";
import { takeEarly } from "@/web/lib/early";

/** The screen's one call, which main.tsx may start before the screen's code arrives (lib/early.ts). */
export const DASHBOARD_PATH = "/api/dashboard";

/** The whole dashboard in one answer: counters, recent activities and conformance. */
export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: rootKeys.dashboard,
    queryFn: () => takeEarly<TDashboard>(DASHBOARD_PATH) ?? api<TDashboard>(DASHBOARD_PATH),
  });
