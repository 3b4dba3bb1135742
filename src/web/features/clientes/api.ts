import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { TPage } from "@/shared/schemas/paging";
import type { TCliente, TClienteInput, TClientesFiltros, TClientesQuery } from "@/shared/schemas/clientes";
import { api, ApiError, qs } from "@/web/lib/api";
import { rootKeys } from "@/web/lib/query-keys";
import type { TOk } from "@/shared/schemas/common";

/** What the list screen asks for; tipo/situacao left out mean the server's defaults. */
export type TClientesParams = Partial<TClientesQuery>;

export const clientesKeys = {
  all: rootKeys.clientes,
  lists: ["clientes", "list"] as const,
  list: (params: TClientesParams) => ["clientes", "list", params] as const,
  detail: (id: string) => ["clientes", "detail", id] as const,
  filtros: (estado: string) => ["clientes", "filtros", estado] as const,
};

export const clientesQueryOptions = (params: TClientesParams) =>
  queryOptions({
    queryKey: clientesKeys.list(params),
    queryFn: () => api<TPage<TCliente>>(`/api/clientes${qs(params)}`),
    placeholderData: keepPreviousData,
  });

export const clienteQueryOptions = (id: string) =>
  queryOptions({
    queryKey: clientesKeys.detail(id),
    queryFn: () => api<TCliente>(`/api/clientes/${encodeURIComponent(id)}`),
  });

/** The filter card's choices: the company's users, and the cities of the chosen UF. */
export const clientesFiltrosQueryOptions = (estado?: string | null) =>
  queryOptions({
    queryKey: clientesKeys.filtros(estado ?? ""),
    queryFn: () => api<TClientesFiltros>(`/api/clientes/filtros${qs({ estado })}`),
    staleTime: 60_000,
    // While another UF's cities load, the users stay and the old cities go.
    placeholderData: (prev) => (prev ? { ...prev, cidades: [] } : undefined),
  });

/** "Erro ao criar cliente: {server message}", or the spec's unexpected-failure text. */
export function clienteErrorText(action: "carregar clientes" | "criar" | "atualizar" | "deletar", err: unknown) {
  const what = action === "carregar clientes" ? action : `${action} cliente`;
  if (err instanceof ApiError && err.status !== 0) return `Erro ao ${what}: ${err.message}`;
  return `Erro inesperado ao ${what}`;
}

// Projects and obligations show their client's name, so a client's change reaches their lists
// too; a deleted client takes its obligations to the bin.
function useInvalidateClientes() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: clientesKeys.all }),
      qc.invalidateQueries({ queryKey: rootKeys.empreendimentos }),
      qc.invalidateQueries({ queryKey: rootKeys.obrigacoes }),
    ]);
}

export function useCreateCliente() {
  const invalidate = useInvalidateClientes();
  return useMutation({
    mutationFn: (body: TClienteInput) => api<TCliente>("/api/clientes", { method: "POST", body }),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateCliente() {
  const invalidate = useInvalidateClientes();
  return useMutation({
    // PATCH takes the whole record: a missing situacao would fall back to 'ativo'.
    mutationFn: ({ id, body }: { id: string; body: TClienteInput }) =>
      api<TCliente>(`/api/clientes/${encodeURIComponent(id)}`, { method: "PATCH", body }),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteCliente() {
  const invalidate = useInvalidateClientes();
  return useMutation({
    mutationFn: (id: string) => api<TOk>(`/api/clientes/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: () => invalidate(),
  });
}
