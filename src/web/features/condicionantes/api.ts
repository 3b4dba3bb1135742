import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  TCondicionante,
  TCondicionanteData,
  TCondicionanteDetalhe,
  TCondicionantesDaLicenca,
} from "@/shared/schemas/condicionantes";
import type { TCondicionanteStatus } from "@/shared/rules/condicionantes";
import { api, ApiError, qs } from "@/web/lib/api";
import { notify } from "@/web/lib/notify";
import { condicionantePath, condicionantesKeys, invalidateCondicionantes } from "./keys";
import type { TOk } from "@/shared/schemas/common";

// What the licence's conditions panel asks the server. Every change refreshes what shows
// conditions (invalidateCondicionantes).

const enc = encodeURIComponent;

/** The licence's header lines and its conditions (all, or one person's: an id or 'eu'), newest first. */
export const condicionantesDaLicencaQueryOptions = (licencaId: string, responsavel = "") =>
  queryOptions({
    queryKey: condicionantesKeys.daLicenca(licencaId, responsavel),
    queryFn: () =>
      api<TCondicionantesDaLicenca>(`/api/licencas/${enc(licencaId)}/condicionantes${qs({ responsavel })}`),
    // Another person's list keeps the panel's header and cards until it arrives.
    placeholderData: keepPreviousData,
  });

/** An expanded card: the condition with its proofs and documents. */
export const condicionanteQueryOptions = (id: string) =>
  queryOptions({
    queryKey: condicionantesKeys.detail(id),
    queryFn: () => api<TCondicionanteDetalhe>(condicionantePath(id)),
  });

/**
 * The spec's toast text, followed by the server's own message when it refused the request for
 * a reason the person can act on (a date in the future, a condition deleted meanwhile).
 */
export function erroCondicionante(text: string, err: unknown) {
  const detail = err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : "";
  notify.error(detail ? `${text}: ${detail}` : text);
}

function useCondicionanteMutation<TVars, TResult>(
  mutationFn: (vars: TVars) => Promise<TResult>,
  texts: { success: (result: TResult) => string; error: string },
  after?: (qc: ReturnType<typeof useQueryClient>, vars: TVars) => void,
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result, vars) => {
      after?.(qc, vars);
      notify.success(texts.success(result));
    },
    onError: (err) => erroCondicionante(texts.error, err),
    // A refusal may come from a condition changed or deleted elsewhere: refresh either way.
    onSettled: () => invalidateCondicionantes(qc),
  });
}

export const useCreateCondicionante = () =>
  useCondicionanteMutation(
    ({ licencaId, body }: { licencaId: string; body: TCondicionanteData }) =>
      api<TCondicionante>(`/api/licencas/${enc(licencaId)}/condicionantes`, { method: "POST", body }),
    { success: () => "Condicionante criada com sucesso!", error: "Erro ao criar condicionante" },
  );

export const useUpdateCondicionante = () =>
  useCondicionanteMutation(
    ({ id, body }: { id: string; body: TCondicionanteData }) =>
      api<TCondicionante>(condicionantePath(id), { method: "PATCH", body }),
    { success: () => "Condicionante atualizada com sucesso!", error: "Erro ao atualizar condicionante" },
  );

/** From the card's list: 'concluida' carries its delivery date, any other status clears it. */
export const useSetStatus = () =>
  useCondicionanteMutation(
    ({ id, status, dataEntrega }: { id: string; status: TCondicionanteStatus; dataEntrega: string | null }) =>
      api<TCondicionante>(`${condicionantePath(id)}/status`, { method: "PATCH", body: { status, dataEntrega } }),
    { success: () => "Status atualizado com sucesso!", error: "Erro ao atualizar status" },
  );

export const useSetAprovacao = () =>
  useCondicionanteMutation(
    ({ id, aprovada }: { id: string; aprovada: boolean }) =>
      api<TCondicionante>(`${condicionantePath(id)}/aprovacao`, { method: "PATCH", body: { aprovada } }),
    {
      success: (c) => (c.aprovada ? "Condicionante aprovada!" : "Aprovação removida"),
      error: "Erro ao alterar status de aprovação",
    },
  );

export const useCopyCondicionante = () =>
  useCondicionanteMutation((id: string) => api<TCondicionante>(`${condicionantePath(id)}/copia`, { method: "POST" }), {
    success: () => "Condicionante copiada com sucesso!",
    error: "Erro ao copiar condicionante",
  });

export const useDeleteCondicionante = () =>
  useCondicionanteMutation(
    (id: string) => api<TOk>(condicionantePath(id), { method: "DELETE" }),
    { success: () => "Condicionante deletada com sucesso!", error: "Erro ao deletar condicionante" },
    // The deleted card's details must not be asked for again while the list refreshes.
    (qc, id) => qc.removeQueries({ queryKey: condicionantesKeys.detail(id) }),
  );
