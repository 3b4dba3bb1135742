import { queryOptions } from "@tanstack/react-query";
import type { TDashboard } from "@/shared/schemas/dashboard";
import { rootKeys } from "@/web/lib/query-keys";
import { api } from "@/web/lib/api";

/** The whole dashboard in one answer: counters, recent activities and conformance. */
export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: rootKeys.dashboard, queryFn: () => api<TDashboard>("/api/dashboard") });
