import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { TChecklistStatus } from "@/shared/rules/checklist";
import type { TChecklist, TChecklistDetalhe, TChecklistInput, TChecklistsQuery } from "@/shared/schemas/checklists";
import type { TOk } from "@/shared/schemas/common";
import type { TPage } from "@/shared/schemas/paging";
import { api, ApiError, qs } from "@/web/lib/api";
import { rootKeys } from "@/web/lib/query-keys";

export type TChecklistsParams = Partial<TChecklistsQuery>;

export const checklistsKeys = {
  all: rootKeys.checklists,
  lists: [...rootKeys.checklists, "list"] as const,
  list: (params: TChecklistsParams) => [...rootKeys.checklists, "list", params] as const,
  detail: (id: string) => [...rootKeys.checklists, "detail", id] as const,
};

export const checklistsQueryOptions = (params: TChecklistsParams) =>
  queryOptions({
    queryKey: checklistsKeys.list(params),
    queryFn: () => api<TPage<TChecklist>>(`/api/checklists${qs(params)}`),
    placeholderData: keepPreviousData,
  });

export const checklistQueryOptions = (id: string) =>
  queryOptions({
    queryKey: checklistsKeys.detail(id),
    queryFn: () => api<TChecklistDetalhe>(`/api/checklists/${encodeURIComponent(id)}`),
    retry: (count, err) => !(err instanceof ApiError && err.status === 404) && count < 2,
  });

/** 'Erro ao criar checklist: {server message}', or the unexpected-failure text. */
export function checklistErrorText(texto: string, err: unknown) {
  return err instanceof ApiError && err.status !== 0 ? `${texto}: ${err.message}` : texto;
}

// The calendar shows open checklists, and the dashboard counts them.
function useInvalidate() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: checklistsKeys.lists }),
      qc.invalidateQueries({ queryKey: rootKeys.calendario }),
      qc.invalidateQueries({ queryKey: rootKeys.dashboard }),
    ]);
}

export function useCreateChecklist() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: TChecklistInput) => api<TChecklistDetalhe>("/api/checklists", { method: "POST", body }),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteChecklist() {
  const invalidate = useInvalidate();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<TOk>(`/api/checklists/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: () => Promise.all([invalidate(), qc.invalidateQueries({ queryKey: rootKeys.lixeira })]),
  });
}

/**
 * The items dialog's writes. Each answers the whole checklist (items, progress and the status the
 * server's rule decided), which replaces the dialog's data at once; the list reloads behind it.
 */
export function useChecklistWrite<V>(
  id: string,
  request: (vars: V) => { path: string; method: string; body?: unknown },
) {
  const qc = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (vars: V) => {
      const { path, method, body } = request(vars);
      return api<TChecklistDetalhe>(path, { method, body });
    },
    onSuccess: (detalhe) => {
      qc.setQueryData(checklistsKeys.detail(id), detalhe);
      return invalidate();
    },
  });
}

const item = (itemId: string, rest = "") => `/api/checklist-itens/${encodeURIComponent(itemId)}${rest}`;

export const useAddItem = (id: string) =>
  useChecklistWrite(id, (body: { descricao: string; responsavelId: string | null }) => ({
    path: `/api/checklists/${encodeURIComponent(id)}/itens`,
    method: "POST",
    body,
  }));
export const useUpdateItem = (id: string) =>
  useChecklistWrite(
    id,
    (v: { itemId: string; concluido?: boolean; descricao?: string; responsavelId?: string | null }) => ({
      path: item(v.itemId),
      method: "PATCH",
      body: { concluido: v.concluido, descricao: v.descricao, responsavelId: v.responsavelId },
    }),
  );
export const useMoveItem = (id: string) =>
  useChecklistWrite(id, (v: { itemId: string; ordem: number }) => ({
    path: item(v.itemId, "/ordem"),
    method: "PATCH",
    body: { ordem: v.ordem },
  }));
export const useRemoveItem = (id: string) =>
  useChecklistWrite(id, (itemId: string) => ({ path: item(itemId), method: "DELETE" }));
export const useSetStatus = (id: string) =>
  useChecklistWrite(id, (status: TChecklistStatus) => ({
    path: `/api/checklists/${encodeURIComponent(id)}/status`,
    method: "PATCH",
    body: { status },
  }));
