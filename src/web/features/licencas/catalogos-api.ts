import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { TAtividade, TLicencaTipoInput, TLicencaTipos } from "@/shared/schemas/licencas";
import { api, ApiError } from "@/web/lib/api";
import { rootKeys } from "@/web/lib/query-keys";
import { licencasKeys } from "./api";

// The company's catalogues: licence types (built-in + own) and project activities.

export const tiposKeys = { all: rootKeys.licencaTipos };
export const atividadesKeys = { all: rootKeys.atividades };

export const licencaTiposQueryOptions = () =>
  queryOptions({
    queryKey: tiposKeys.all,
    queryFn: () => api<TLicencaTipos>("/api/licenca-tipos"),
  });

/** The server's pt-BR message, or a generic one when no server answered. */
export const catalogoErrorText = (err: unknown) =>
  err instanceof ApiError && err.status !== 0 ? err.message : "Erro inesperado. Tente novamente.";

const tipoPath = (id: string) => `/api/licenca-tipos/${encodeURIComponent(id)}`;
const atividadePath = (id: string) => `/api/atividades/${encodeURIComponent(id)}`;

// A type's name shows in the licences list, so its changes refresh the licences too.
function useInvalidateTipos() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: tiposKeys.all }),
      qc.invalidateQueries({ queryKey: licencasKeys.all }),
    ]);
}

export function useCreateTipo() {
  const onSuccess = useInvalidateTipos();
  return useMutation({
    mutationFn: (body: TLicencaTipoInput) => api<unknown>("/api/licenca-tipos", { method: "POST", body }),
    onSuccess,
  });
}

export function useUpdateTipo() {
  const onSuccess = useInvalidateTipos();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TLicencaTipoInput }) =>
      api<unknown>(tipoPath(id), { method: "PATCH", body }),
    onSuccess,
  });
}

export function useDeleteTipo() {
  const onSuccess = useInvalidateTipos();
  return useMutation({
    mutationFn: (id: string) => api<unknown>(tipoPath(id), { method: "DELETE" }),
    onSuccess,
  });
}

function useInvalidateAtividades() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: atividadesKeys.all });
}

export function useCreateAtividade() {
  const onSuccess = useInvalidateAtividades();
  return useMutation({
    mutationFn: (body: { nome: string }) => api<TAtividade>("/api/atividades", { method: "POST", body }),
    onSuccess,
  });
}

export function useUpdateAtividade() {
  const onSuccess = useInvalidateAtividades();
  return useMutation({
    mutationFn: ({ id, nome }: { id: string; nome: string }) =>
      api<TAtividade>(atividadePath(id), { method: "PATCH", body: { nome } }),
    onSuccess,
  });
}

export function useDeleteAtividade() {
  const onSuccess = useInvalidateAtividades();
  return useMutation({
    mutationFn: (id: string) => api<unknown>(atividadePath(id), { method: "DELETE" }),
    onSuccess,
  });
}
