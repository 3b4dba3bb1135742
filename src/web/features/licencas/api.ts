import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  TLicenca,
  TLicencaDetalhe,
  TLicencaDocumento,
  TLicencasQuery,
  TRenovacaoData,
} from "@/shared/schemas/licencas";
import { api, qs } from "@/web/lib/api";
import { rootKeys } from "@/web/lib/query-keys";
import type { TDocumentoRemovido, TOk } from "@/shared/schemas/common";
import type { TPageLimitada } from "@/shared/schemas/paging";

/** What the list screen asks for; empty filters are left out. */
export type TLicencasParams = Partial<TLicencasQuery>;

// Everything under ['licencas'], so one invalidation refreshes the list and the open details.
export const licencasKeys = {
  all: rootKeys.licencas,
  lists: ["licencas", "list"] as const,
  list: (params: TLicencasParams) => ["licencas", "list", params] as const,
  detail: (id: string) => ["licencas", "detail", id] as const,
};

const path = (id: string) => `/api/licencas/${encodeURIComponent(id)}`;
const docPath = (id: string, docId: string) => `${path(id)}/documentos/${encodeURIComponent(docId)}`;

export const licencasQueryOptions = (params: TLicencasParams) =>
  queryOptions({
    queryKey: licencasKeys.list(params),
    queryFn: () => api<TPageLimitada<TLicenca>>(`/api/licencas${qs(params)}`),
    placeholderData: keepPreviousData,
  });

export const licencaQueryOptions = (id: string) =>
  queryOptions({ queryKey: licencasKeys.detail(id), queryFn: () => api<TLicencaDetalhe>(path(id)) });

/** 'Em Renovação' on (with the filing, when known) or off (the filing is cleared). */
export function useSetRenovacao() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TRenovacaoData }) =>
      api<TLicencaDetalhe>(`${path(id)}/renovacao`, { method: "PATCH", body }),
    onSuccess: (detalhe) => {
      qc.setQueryData(licencasKeys.detail(detalhe.id), detalhe);
      return qc.invalidateQueries({ queryKey: licencasKeys.lists });
    },
  });
}

export function useDeleteLicenca() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<TOk>(path(id), { method: "DELETE" }),
    onSuccess: (_, id) => {
      qc.removeQueries({ queryKey: licencasKeys.detail(id) });
      return qc.invalidateQueries({ queryKey: licencasKeys.lists });
    },
  });
}

export function useDeleteDocumento() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ licencaId, docId }: { licencaId: string; docId: string }) =>
      api<TDocumentoRemovido>(docPath(licencaId, docId), { method: "DELETE" }),
    onSuccess: (_, { licencaId }) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: licencasKeys.detail(licencaId) }),
        qc.invalidateQueries({ queryKey: licencasKeys.lists }),
      ]),
  });
}

/** 'Visível no portal': whether the client's users see the document in the portal. */
export function useVisivelPortal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ licencaId, docId, visivelPortal }: { licencaId: string; docId: string; visivelPortal: boolean }) =>
      api<TLicencaDocumento>(docPath(licencaId, docId), { method: "PATCH", body: { visivelPortal } }),
    onSettled: (_, __, { licencaId }) => qc.invalidateQueries({ queryKey: licencasKeys.detail(licencaId) }),
  });
}

/** A signed link to one document, valid for an hour. */
export const fetchDocumentoLink = (licencaId: string, docId: string) =>
  api<{ url: string; expiresAt: string }>(`${docPath(licencaId, docId)}/link`);
