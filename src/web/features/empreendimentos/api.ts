import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { TPage, TPageQuery } from "@/shared/schemas/admin";
import type { TClienteOpcao } from "@/shared/schemas/clientes";
import type { TEmpreendimento, TEmpreendimentoData, TEmpreendimentoDetalhe } from "@/shared/schemas/empreendimentos";
import { api, ApiError, qs } from "@/web/lib/api";

export const empreendimentoKeys = {
  all: ["empreendimentos"] as const,
  lists: ["empreendimentos", "list"] as const,
  detail: (id: string) => ["empreendimentos", "detail", id] as const,
};
// Under ['clientes'], so anything that changes a client refreshes the choices too.
const clienteOpcoesKey = (q: string) => ["clientes", "opcoes", q] as const;

const path = (id: string) => `/api/empreendimentos/${encodeURIComponent(id)}`;

export const empreendimentosQueryOptions = (params: Partial<TPageQuery>) =>
  queryOptions({
    queryKey: [...empreendimentoKeys.lists, params],
    queryFn: () => api<TPage<TEmpreendimento>>(`/api/empreendimentos${qs(params)}`),
    placeholderData: keepPreviousData,
  });

export const empreendimentoQueryOptions = (id: string) =>
  queryOptions({
    queryKey: empreendimentoKeys.detail(id),
    queryFn: () => api<TEmpreendimentoDetalhe>(path(id)),
  });

/** The company's clients ordered by nome (at most 50), for the form's 'Cliente' field. */
export const clienteOpcoesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: clienteOpcoesKey(q),
    queryFn: () => api<TClienteOpcao[]>(`/api/clientes/opcoes${qs({ q })}`),
    placeholderData: keepPreviousData,
  });

/** 'Erro ao {action}: {server message}', or 'Erro inesperado ao {action}' when no server answered. */
export const errorMessage = (action: string, err: unknown) =>
  err instanceof ApiError && err.status !== 0 ? `Erro ao ${action}: ${err.message}` : `Erro inesperado ao ${action}`;

export const isNotFound = (err: unknown) => err instanceof ApiError && (err.status === 404 || err.status === 400);

export function useCreateEmpreendimento() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TEmpreendimentoData) => api<TEmpreendimento>("/api/empreendimentos", { method: "POST", body }),
    // A client's project count changes with its projects.
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: empreendimentoKeys.all }),
        qc.invalidateQueries({ queryKey: ["clientes"] }),
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
        qc.invalidateQueries({ queryKey: ["clientes"] }),
      ]),
  });
}

export function useDeleteEmpreendimento() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ ok: true }>(path(id), { method: "DELETE" }),
    // The deleted project's own page is left alone: refetching it now would flash the 404
    // page before the screen navigates back to the list.
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: empreendimentoKeys.lists }),
        qc.invalidateQueries({ queryKey: ["clientes"] }),
      ]),
  });
}
