import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  TComprovacao,
  TComprovacaoData,
  TComprovacaoRevisada,
  TCondicionante,
  TDocumento,
  TPeriodicidadeData,
} from "@/shared/schemas/condicionantes";
import type { TComprovacaoStatus } from "@/shared/rules/condicionantes";
import { api } from "@/web/lib/api";
import { uploadFiles, type TUploadState } from "@/web/lib/upload";
import { condicionantePath, invalidateCondicionantes } from "./keys";
import type { TDocumentoRemovido, TOk } from "@/shared/schemas/common";

// What a condition card's proofs, documents and periodicity ask the server. Every answer
// refreshes what shows conditions (invalidateCondicionantes).

const enc = encodeURIComponent;

/** A mutation whose success (or failure, which may have changed part of it) refreshes the lists. */
function useAnexosMutation<TVars, TResult>(mutationFn: (vars: TVars) => Promise<TResult>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => invalidateCondicionantes(qc) });
}

export interface TDocumentoResposta {
  documento: TDocumento;
  condicionante: TCondicionante;
}

export const useCreateComprovacao = () =>
  useAnexosMutation(({ condicionanteId, body }: { condicionanteId: string; body: TComprovacaoData }) =>
    api<TComprovacao>(`${condicionantePath(condicionanteId)}/comprovacoes`, { method: "POST", body }),
  );

export const useUpdateComprovacaoStatus = () =>
  useAnexosMutation(({ id, statusComprovacao }: { id: string; statusComprovacao: TComprovacaoStatus }) =>
    api<TComprovacao>(`/api/comprovacoes/${enc(id)}`, { method: "PATCH", body: { statusComprovacao } }),
  );

/** 'Aprovar' a proof sent from the portal: the condition may conclude (the lists refresh). */
export const useAprovarComprovacao = () =>
  useAnexosMutation((id: string) =>
    api<TComprovacaoRevisada>(`/api/comprovacoes/${enc(id)}/aprovar`, { method: "POST" }),
  );

/** 'Rejeitar' a proof sent from the portal, with the reason the client will read. */
export const useRejeitarComprovacao = () =>
  useAnexosMutation(({ id, motivo }: { id: string; motivo: string }) =>
    api<TComprovacaoRevisada>(`/api/comprovacoes/${enc(id)}/rejeitar`, { method: "POST", body: { motivo } }),
  );

export const useDeleteComprovacao = () =>
  useAnexosMutation((id: string) => api<TOk>(`/api/comprovacoes/${enc(id)}`, { method: "DELETE" }));

/**
 * Sends files to a condition, one after another with progress (each failure an 'Aviso', the
 * others continue); with `comprovacaoId` they belong to that proof. Resolves with the stored ones.
 */
export const useUploadDocumentos = () =>
  useAnexosMutation(
    (vars: {
      condicionanteId: string;
      files: File[];
      comprovacaoId?: string;
      condicionanteCumprida?: boolean;
      onState: (state: TUploadState) => void;
    }) =>
      uploadFiles<TDocumentoResposta>(
        `${condicionantePath(vars.condicionanteId)}/documentos`,
        vars.files,
        vars.onState,
        {
          comprovacaoId: vars.comprovacaoId,
          condicionanteCumprida: vars.condicionanteCumprida ? "true" : undefined,
        },
      ),
  );

/** The flag (the server re-evaluates the condition's status) or the observations of a document. */
export const useUpdateDocumento = () =>
  useAnexosMutation(
    ({ id, ...body }: { id: string; condicionanteCumprida?: boolean; observacoesDocumento?: string | null }) =>
      api<TDocumentoResposta>(`/api/documentos/${enc(id)}`, { method: "PATCH", body }),
  );

export const useDeleteDocumento = () =>
  useAnexosMutation((id: string) => api<TDocumentoRemovido>(`/api/documentos/${enc(id)}`, { method: "DELETE" }));

export const useReavaliarStatus = () =>
  useAnexosMutation((condicionanteId: string) =>
    api<TCondicionante>(`${condicionantePath(condicionanteId)}/reavaliar`, { method: "POST" }),
  );

export const useSavePeriodicidade = () =>
  useAnexosMutation(({ condicionanteId, body }: { condicionanteId: string; body: TPeriodicidadeData }) =>
    api<{ condicionante: TCondicionante; criadas: number }>(`${condicionantePath(condicionanteId)}/periodicidade`, {
      method: "PUT",
      body,
    }),
  );

/** A signed link to one condition document, valid for an hour. */
export const fetchDocumentoLink = (id: string) =>
  api<{ url: string; expiresAt: string }>(`/api/documentos/${enc(id)}/link`);
