import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { TPage, TPageQuery } from "@/shared/schemas/paging";
import type { TEmpreendimento, TEmpreendimentoData, TEmpreendimentoPagina } from "@/shared/schemas/empreendimentos";
import { api, qs } from "@/web/lib/api";
import { rootKeys } from "@/web/lib/query-keys";
import type { TOk } from "@/shared/schemas/common";

export const empreendimentoKeys = {
  all: rootKeys.empreendimentos,
  lists: ["empreendimentos", "list"] as const,
  detail: (id: string) => ["empreendimentos", "detail", id] as const,
};

const path = (id: string) => `/api/empreendimentos/${encodeURIComponent(id)}`;

export const empreendimentosQueryOptions = (params: Partial<TPageQuery>) =>
  queryOptions({
    queryKey: [...empreendimentoKeys.lists, params],
    queryFn: () => api<TPage<TEmpreendimento>>(`/api/empreendimentos${qs(params)}`),
    placeholderData: keepPreviousData,
  });

/** The project page: the project, its client, its licences and its conditions due soon, in one call. */
export const empreendimentoQueryOptions = (id: string) =>
  queryOptions({
    queryKey: empreendimentoKeys.detail(id),
    queryFn: () => api<TEmpreendimentoPagina>(path(id)),
  });

export function useCreateEmpreendimento() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TEmpreendimentoData) => api<TEmpreendimento>("/api/empreendimentos", { method: "POST", body }),
    // A client's project count changes with its projects.
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: empreendimentoKeys.all }),
        qc.invalidateQueries({ queryKey: rootKeys.clientes }),
      ]),
  });
}

export function useUpdateEmpreendimento() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TEmpreendimentoData }) =>
      api<TEmpreendimento>(path(id), { method: "PATCH", body }),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: empreendimentoKeys.all }),
        qc.invalidateQueries({ queryKey: rootKeys.clientes }),
      ]),
  });
}

export function useDeleteEmpreendimento() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<TOk>(path(id), { method: "DELETE" }),
    // The deleted project's own page is left alone: refetching it now would flash the 404
    // page before the screen navigates back to the list. Its obligations went to the bin with it.
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: empreendimentoKeys.lists }),
        qc.invalidateQueries({ queryKey: rootKeys.clientes }),
        qc.invalidateQueries({ queryKey: rootKeys.obrigacoes }),
      ]),
  });
}
