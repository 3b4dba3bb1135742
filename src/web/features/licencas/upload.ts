import { DOCUMENTO_EXTENSOES, DOCUMENTO_MAX_BYTES, type TLicencaDocumento } from "@/shared/schemas/licencas";
import { ApiError } from "@/web/lib/api";
import { notify } from "@/web/lib/notify";

/** Why a chosen file will not be accepted, before sending it; null when it looks fine. */
export function arquivoProblem(file: File): string | null {
  const ext = file.name.includes(".") ? file.name.split(".").pop()!.toLowerCase() : "";
  if (!(DOCUMENTO_EXTENSOES as readonly string[]).includes(ext)) return "Formato não permitido";
  if (file.size > DOCUMENTO_MAX_BYTES) return "Arquivo maior que 10MB";
  if (file.size === 0) return "Arquivo vazio";
  return null;
}

/** 1,5 MB / 320 KB, for the list of chosen files. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString("pt-BR", { maximumFractionDigits: 1 })} MB`;
}

/**
 * Sends one file to POST /api/licencas/{id}/documentos (multipart, field `arquivo`) through
 * XMLHttpRequest, whose upload events give the progress bar something to show (fetch has none).
 * `onProgress` receives 0..1. Rejects with ApiError carrying the server's message.
 */
export function uploadDocumento(
  licencaId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<TLicencaDocumento> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/licencas/${encodeURIComponent(licencaId)}/documentos`);
    xhr.withCredentials = true; // same origin: the session cookie goes along
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const data = xhr.response as { error?: { message?: string } } | null;
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(data as unknown as TLicencaDocumento);
      } else reject(new ApiError(xhr.status, data?.error?.message ?? `Falha no envio (${xhr.status})`));
    };
    xhr.onerror = () => reject(new ApiError(0, "Falha de conexão ao enviar o arquivo"));
    xhr.onabort = () => reject(new ApiError(0, "Envio cancelado"));
    const body = new FormData();
    body.append("arquivo", file, file.name);
    xhr.send(body);
  });
}

export interface TUploadState {
  file: string;
  /** 1-based position of the file being sent. */
  index: number;
  total: number;
  /** 0..100 */
  percent: number;
}

/**
 * Sends the files one after another. A file that fails shows the spec's 'Aviso' toast and the
 * others continue. Returns how many were stored.
 */
export async function uploadDocumentos(
  licencaId: string,
  files: File[],
  onState: (state: TUploadState) => void,
): Promise<number> {
  let stored = 0;
  for (const [i, file] of files.entries()) {
    const base = { file: file.name, index: i + 1, total: files.length };
    onState({ ...base, percent: 0 });
    try {
      await uploadDocumento(licencaId, file, (f) => onState({ ...base, percent: Math.round(f * 100) }));
      stored++;
    } catch {
      notify.warning(`Erro ao fazer upload do arquivo ${file.name}`);
    }
  }
  return stored;
}
