import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { TAlertas, TAlertasNaoLidos, TAlertasQuery } from "@/shared/schemas/alertas";
import { api, qs } from "@/web/lib/api";
import { meQueryOptions } from "@/web/lib/auth";
import { rootKeys } from "@/web/lib/query-keys";

// The caller's alerts (GET /api/alertas) and the marks as read. The bell's number lives in
// GET /api/me (alertasNaoLidos); a mark writes the answered count there at once and refreshes
// the lists, so the bell, its popover and /alertas agree.

export const alertasKeys = {
  all: rootKeys.alertas,
  lists: [...rootKeys.alertas, "list"] as const,
};

export const alertasQueryOptions = (params: Partial<TAlertasQuery>) =>
  queryOptions({
    queryKey: [...alertasKeys.lists, params],
    queryFn: () => api<TAlertas>(`/api/alertas${qs(params)}`),
    placeholderData: keepPreviousData,
  });

function useMarcar<V>(write: (vars: V) => Promise<TAlertasNaoLidos>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: ({ naoLidos }) => {
      qc.setQueryData(meQueryOptions.queryKey, (me) => (me ? { ...me, alertasNaoLidos: naoLidos } : me));
      void qc.invalidateQueries({ queryKey: alertasKeys.all });
    },
  });
}

export const useMarcarLida = () =>
  useMarcar((id: string) => api<TAlertasNaoLidos>(`/api/alertas/${encodeURIComponent(id)}/lida`, { method: "POST" }));

export const useMarcarTodasLidas = () =>
  useMarcar((_: void) => api<TAlertasNaoLidos>("/api/alertas/lidas", { method: "POST" }));
