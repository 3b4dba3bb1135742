import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TLicencaData, TLicencaDetalhe } from "@/shared/schemas/licencas";
import { api, ApiError } from "@/web/lib/api";
import { notify } from "@/web/lib/notify";
import type { TUploadState } from "@/web/lib/upload";
import { uploadDocumentos } from "./upload";
import { licencasKeys } from "./api";

// What the licence create/edit dialog asks the server. The list screen's reads live in api.ts;
// everything here refreshes them through the ['licencas'] prefix.

const licencaPath = (id: string) => `/api/licencas/${encodeURIComponent(id)}`;

export function useCreateLicenca() {
  return useMutation({
    mutationFn: (body: TLicencaData) => api<TLicencaDetalhe>("/api/licencas", { method: "POST", body }),
  });
}

export function useUpdateLicenca() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TLicencaData }) =>
      api<TLicencaDetalhe>(licencaPath(id), { method: "PATCH", body }),
  });
}

/** Refreshes the list, the details and anything else keyed under ['licencas']. */
export function useInvalidateLicencas() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: licencasKeys.all });
}

/** The spec's §8 texts: 'Erro ao criar licença: {detail}' / 'Erro inesperado ao criar documento'. */
function saveErrorText(editing: boolean, err: unknown): string {
  const detail = err instanceof ApiError ? err.message : "";
  if (editing) return `Erro ao atualizar licença: ${detail || "erro inesperado"}`;
  return err instanceof ApiError && err.status !== 0
    ? `Erro ao criar licença: ${detail}`
    : "Erro inesperado ao criar documento";
}

/**
 * Submit of the licence dialog: create or update the licence, then send the files one by one
 * (each failure an 'Aviso', the others continue), then the spec's success toast. Resolves true
 * when the licence was saved; on refusal shows the error toast and hands the field errors back.
 */
export function useSaveLicenca(licenca: TLicencaDetalhe | undefined) {
  const create = useCreateLicenca();
  const update = useUpdateLicenca();
  const invalidate = useInvalidateLicencas();
  return async (
    body: TLicencaData,
    files: File[],
    on: { progress(state: TUploadState): void; fields(fields: Record<string, string>): void },
  ): Promise<boolean> => {
    try {
      let id: string;
      try {
        id = (licenca ? await update.mutateAsync({ id: licenca.id, body }) : await create.mutateAsync(body)).id;
      } catch (err) {
        if (err instanceof ApiError && err.fields) on.fields(err.fields);
        notify.error(saveErrorText(Boolean(licenca), err));
        return false;
      }
      if (files.length > 0) await uploadDocumentos(id, files, on.progress);
      notify.success(licenca ? "Licença atualizada com sucesso!" : "Documento criado com sucesso!");
      return true;
    } finally {
      void invalidate();
    }
  };
}
