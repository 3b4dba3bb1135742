import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { TCalendario } from "@/shared/schemas/calendario";
import { POPOVER_EVENTS } from "@/shared/rules/calendario";
import { api, qs } from "@/web/lib/api";
import { rootKeys } from "@/web/lib/query-keys";

export const calendarioKeys = {
  all: rootKeys.calendario,
  proximos: ["calendario", "proximos"] as const,
  periodo: (de: string, ate: string) => ["calendario", "periodo", de, ate] as const,
};

/** The header's popover: the next 3 events from today (the server's default 60-day range). */
export const proximosEventosQueryOptions = () =>
  queryOptions({
    queryKey: calendarioKeys.proximos,
    queryFn: () => api<TCalendario>(`/api/calendario${qs({ limite: POPOVER_EVENTS })}`),
    // Reopening the popover within a minute shows the same answer without asking again.
    staleTime: 60_000,
  });

/** The month view: every event of the grid's visible days (both ends included). */
export const periodoQueryOptions = (de: string, ate: string) =>
  queryOptions({
    queryKey: calendarioKeys.periodo(de, ate),
    queryFn: () => api<TCalendario>(`/api/calendario${qs({ de, ate })}`),
    // The previous month stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
