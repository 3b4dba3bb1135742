import type { TLicencaDocumento } from "@/shared/schemas/licencas";
import { uploadFiles, type TUploadState } from "@/web/lib/upload";

/**
 * Sends the files one after another to POST /api/licencas/{id}/documentos (each failure an
 * 'Aviso', the others continue). Returns how many were stored.
 */
export async function uploadDocumentos(
  licencaId: string,
  files: File[],
  onState: (state: TUploadState) => void,
): Promise<number> {
  const url = `/api/licencas/${encodeURIComponent(licencaId)}/documentos`;
  return (await uploadFiles<TLicencaDocumento>(url, files, onState)).length;
}
