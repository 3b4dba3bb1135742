import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { TConsolidado } from "@/shared/schemas/consolidado";
import { api, qs } from "@/web/lib/api";

/** The consolidated report (every project's traffic light), a page of it and the company's totals. */
export const consolidadoQueryOptions = (params: { page: number; pageSize: number }) =>
  queryOptions({
    queryKey: ["relatorios", "consolidado", params] as const,
    queryFn: () => api<TConsolidado>(`/api/relatorios/consolidado${qs(params)}`),
    // Paging keeps the old rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
