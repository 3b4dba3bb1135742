import { infiniteQueryOptions, keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { TConsolidado, TConsolidadoLote } from "@/shared/schemas/consolidado";
import { api, qs } from "@/web/lib/api";

/** The consolidated report (every project's traffic light), a page of it and the company's totals. */
export const consolidadoQueryOptions = (params: { page: number; pageSize: number }) =>
  queryOptions({
    queryKey: ["relatorios", "consolidado", params] as const,
    queryFn: () => api<TConsolidado>(`/api/relatorios/consolidado${qs(params)}`),
    // Paging keeps the old rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

/**
 * The whole report for the print, batch by batch (decision 067): each answer names the next
 * call, until the last situation's last project.
 */
export const consolidadoLotesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ["relatorios", "consolidado", "lotes"] as const,
    queryFn: ({ pageParam }) => api<TConsolidadoLote>(`/api/relatorios/consolidado/lote${qs(pageParam ?? {})}`),
    initialPageParam: null as TConsolidadoLote["proximo"],
    getNextPageParam: (ultimo) => ultimo.proximo ?? undefined,
    // One print's rows, read once: no refetch of 120 batches when the tab regains focus.
    staleTime: Infinity,
  });
