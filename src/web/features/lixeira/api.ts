import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { TPage, TPageQuery } from "@/shared/schemas/paging";
import type { TLixeiraItem } from "@/shared/schemas/lixeira";
import type { TOk } from "@/shared/schemas/common";
import { api, qs } from "@/web/lib/api";
import { rootKeys } from "@/web/lib/query-keys";

export const lixeiraKeys = {
  all: rootKeys.lixeira,
  lists: [...rootKeys.lixeira, "list"] as const,
};

const path = (id: string) => `/api/lixeira/${encodeURIComponent(id)}`;

export const lixeiraQueryOptions = (params: Partial<TPageQuery>) =>
  queryOptions({
    queryKey: [...lixeiraKeys.lists, params],
    queryFn: () => api<TPage<TLixeiraItem>>(`/api/lixeira${qs(params)}`),
    placeholderData: keepPreviousData,
  });

/** 'Restaurar': the record comes back on every screen, so every list and count refreshes. */
export function useRestaurar() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<TOk>(`${path(id)}/restaurar`, { method: "POST" }),
    onSuccess: () => qc.invalidateQueries({ predicate: (q) => q.queryKey[0] !== "me" }),
  });
}

/** 'Excluir definitivamente': only the bin's own list changes. */
export function useExcluirDefinitivamente() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<TOk>(path(id), { method: "DELETE" }),
    onSuccess: () => qc.invalidateQueries({ queryKey: lixeiraKeys.all }),
  });
}
