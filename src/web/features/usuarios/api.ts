import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { TPage, TPageQuery } from "@/shared/schemas/paging";
import type { TAlterarAtivo, TAlterarPapel, TUsuario } from "@/shared/schemas/usuarios";
import { api, qs } from "@/web/lib/api";

const usuariosKeys = {
  all: ["usuarios"] as const,
  list: (params: Partial<TPageQuery>) => ["usuarios", "list", params] as const,
};

export const usuariosQueryOptions = (params: Partial<TPageQuery>) =>
  queryOptions({
    queryKey: usuariosKeys.list(params),
    queryFn: () => api<TPage<TUsuario>>(`/api/usuarios${qs(params)}`),
    placeholderData: keepPreviousData,
  });

function useAlterarUsuario<TBody>(path: "papel" | "ativo") {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TBody }) =>
      api<TUsuario>(`/api/usuarios/${encodeURIComponent(id)}/${path}`, { method: "PATCH", body }),
    onSettled: () => qc.invalidateQueries({ queryKey: usuariosKeys.all }),
  });
}

export const useAlterarPapel = () => useAlterarUsuario<TAlterarPapel>("papel");
export const useAlterarAtivo = () => useAlterarUsuario<TAlterarAtivo>("ativo");
