import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { TCalendario } from "@/shared/schemas/calendario";
import { CELL_EVENTS, DAY_EVENTS, POPOVER_EVENTS } from "@/shared/rules/calendario";
import { api, qs } from "@/web/lib/api";
import { rootKeys } from "@/web/lib/query-keys";

export const calendarioKeys = {
  all: rootKeys.calendario,
  proximos: ["calendario", "proximos"] as const,
  periodo: (de: string, ate: string, porDia: number) => ["calendario", "periodo", de, ate, porDia] as const,
};

/** The header's popover: the next 3 events from today (the server's default 60-day range). */
export const proximosEventosQueryOptions = () =>
  queryOptions({
    queryKey: calendarioKeys.proximos,
    queryFn: () => api<TCalendario>(`/api/calendario${qs({ limite: POPOVER_EVENTS })}`),
    // Reopening the popover within a minute shows the same answer without asking again.
    staleTime: 60_000,
  });

const periodo = (de: string, ate: string, porDia: number) =>
  queryOptions({
    queryKey: calendarioKeys.periodo(de, ate, porDia),
    queryFn: () => api<TCalendario>(`/api/calendario${qs({ de, ate, porDia })}`),
  });

/**
 * The month view: each visible day's first events, as many as a cell shows, and every day's
 * total (both ends included): a busy company's month costs its cells, not its thousands of events.
 */
export const mesQueryOptions = (de: string, ate: string) => ({
  ...periodo(de, ate, CELL_EVENTS),
  // The previous month stays on screen while the next one loads.
  placeholderData: keepPreviousData,
});

/** One day's events, for its dialog ('+N mais'): up to 100. */
export const diaQueryOptions = (dia: string) => periodo(dia, dia, DAY_EVENTS);
