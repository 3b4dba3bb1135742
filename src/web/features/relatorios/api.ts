import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { TDocumentoRemovido, TOk } from "@/shared/schemas/common";
import type { TDocumento } from "@/shared/schemas/condicionantes";
import type { TAtividade, TAtividadeInput, TAtividadeStatusInput, TRelatorio } from "@/shared/schemas/cronograma";
import { api, qs } from "@/web/lib/api";
import { rootKeys } from "@/web/lib/query-keys";
import { uploadFile } from "@/web/lib/upload";

export interface TPeriodo {
  inicio: string | null;
  fim: string | null;
}

// Under the projects' root: deleting or renaming a project elsewhere refreshes the report too.
export const relatorioKeys = {
  all: [...rootKeys.empreendimentos, "relatorio"] as const,
  relatorio: (id: string, periodo: TPeriodo, responsavel = "") =>
    [...rootKeys.empreendimentos, "relatorio", id, periodo, responsavel] as const,
  documentos: (atividadeId: string) => [...rootKeys.empreendimentos, "relatorio", "documentos", atividadeId] as const,
};

const atividadePath = (id: string) => `/api/cronograma/atividades/${encodeURIComponent(id)}`;

/** The one answer of the screen and of the print page; `responsavel` narrows the schedule (screen only). */
export const relatorioQueryOptions = (id: string, periodo: TPeriodo, responsavel = "") =>
  queryOptions({
    queryKey: relatorioKeys.relatorio(id, periodo, responsavel),
    queryFn: () =>
      api<TRelatorio>(`/api/relatorios/empreendimentos/${encodeURIComponent(id)}${qs({ ...periodo, responsavel })}`),
    placeholderData: keepPreviousData,
  });

export const documentosQueryOptions = (atividadeId: string) =>
  queryOptions({
    queryKey: relatorioKeys.documentos(atividadeId),
    queryFn: () => api<TDocumento[]>(`${atividadePath(atividadeId)}/documentos`),
  });

/** Every write refreshes the open report (its counts, rows and documents). */
function useReportMutation<V, R>(mutationFn: (vars: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => qc.invalidateQueries({ queryKey: relatorioKeys.all }) });
}

export const useCreateAtividade = () =>
  useReportMutation(({ empreendimentoId, body }: { empreendimentoId: string; body: TAtividadeInput }) =>
    api<TAtividade>(`/api/empreendimentos/${encodeURIComponent(empreendimentoId)}/atividades`, {
      method: "POST",
      body,
    }),
  );

export const useUpdateAtividade = () =>
  useReportMutation(({ id, body }: { id: string; body: TAtividadeInput }) =>
    api<TAtividade>(atividadePath(id), { method: "PATCH", body }),
  );

export const useSetAtividadeStatus = () =>
  useReportMutation(({ id, body }: { id: string; body: TAtividadeStatusInput }) =>
    api<TAtividade>(`${atividadePath(id)}/status`, { method: "PATCH", body }),
  );

export const useDeleteAtividade = () =>
  useReportMutation((id: string) => api<TOk>(atividadePath(id), { method: "DELETE" }));

export const useUploadDocumento = () =>
  useReportMutation(
    ({ atividadeId, file, onProgress }: { atividadeId: string; file: File; onProgress: (f: number) => void }) =>
      uploadFile<TDocumento>(`${atividadePath(atividadeId)}/documentos`, file, onProgress),
  );

export const useDeleteDocumento = () =>
  useReportMutation((id: string) =>
    api<TDocumentoRemovido>(`/api/documentos/${encodeURIComponent(id)}`, { method: "DELETE" }),
  );

/** A signed link to one document, valid for an hour. */
export const fetchDocumentoLink = (id: string) =>
  api<{ url: string }>(`/api/documentos/${encodeURIComponent(id)}/link`);
