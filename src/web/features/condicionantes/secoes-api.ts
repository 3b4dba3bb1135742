import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  TCondicionante,
  TLicencaOpcao,
  TNovaCondicionanteData,
  TSecoes,
  TSecoesQuery,
} from "@/shared/schemas/condicionantes";
import { api, qs } from "@/web/lib/api";
import { opcoesKeys } from "@/web/lib/query-keys";
import { condicionantePath, condicionantesKeys, invalidateCondicionantes } from "./keys";
import type { TOk } from "@/shared/schemas/common";

/** Cards per section and page; the server's default too. */
export const SECAO_PAGE_SIZE = 10;
export type TSecoesParams = Partial<TSecoesQuery>;

/** The whole conditions screen in one call: a page of each section and the count without deadline. */
export const secoesQueryOptions = (params: TSecoesParams) =>
  queryOptions({
    queryKey: condicionantesKeys.secoes(params),
    queryFn: () => api<TSecoes>(`/api/condicionantes/secoes${qs(params)}`),
    // While another page or search loads, the cards already shown stay instead of a blank screen.
    placeholderData: keepPreviousData,
  });

/** The form's licence choices: up to 50 matching `q` (number, type, project or client). */
export const licencaOpcoesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: opcoesKeys.licencas(q),
    queryFn: () => api<TLicencaOpcao[]>(`/api/licencas/opcoes${qs({ q })}`),
    staleTime: 30_000,
  });

/** 'Erro ao {action}: {detail}', the detail being the server's message (or the network one). */
export const erroText = (action: string, err: unknown) =>
  `Erro ao ${action}: ${err instanceof Error && err.message ? err.message : "erro inesperado"}`;

// The screen's own toasts say how each change went (see its dialogs); the lists refresh the same
// way as after a change in the licence panel.
export function useCreateCondicionante() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TNovaCondicionanteData) => api<TCondicionante>("/api/condicionantes", { method: "POST", body }),
    onSuccess: () => invalidateCondicionantes(qc),
  });
}

export function useRemoveCondicionante() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<TOk>(condicionantePath(id), { method: "DELETE" }),
    onSuccess: (_, id) => {
      qc.removeQueries({ queryKey: condicionantesKeys.detail(id) });
      return invalidateCondicionantes(qc);
    },
  });
}
