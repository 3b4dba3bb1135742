import { TODAY_HEADER } from "@/shared/rules/datas";
import { DOCUMENTO_EXTENSOES, DOCUMENTO_MAX_BYTES } from "@/shared/schemas/uploads";
import { ApiError } from "./api";
import { notify } from "./notify";
import { rememberServerToday } from "./server-today";

// File uploads with progress, shared by the licences' and the conditions' documents. The server
// checks type and size by content; the checks here only spare the user a doomed upload.

/** Why a chosen file will not be accepted, before sending it; null when it looks fine. */
export function arquivoProblem(file: File, extensoes: readonly string[] = DOCUMENTO_EXTENSOES): string | null {
  const ext = file.name.includes(".") ? file.name.split(".").pop()!.toLowerCase() : "";
  if (!extensoes.includes(ext)) return "Formato não permitido";
  if (file.size > DOCUMENTO_MAX_BYTES) return "Arquivo maior que 10MB";
  if (file.size === 0) return "Arquivo vazio";
  return null;
}

/** 1,5 MB / 320 KB, for lists of files. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString("pt-BR", { maximumFractionDigits: 1 })} MB`;
}

/** Extra multipart fields sent beside the file; undefined ones are left out. */
export type TUploadFields = Record<string, string | undefined>;

/**
 * Sends a multipart form through XMLHttpRequest, whose upload events give a progress bar
 * something to show (fetch has none). `onProgress` receives 0..1. Resolves with the JSON answer;
 * rejects with ApiError carrying the server's message and field errors.
 */
export function sendMultipart<T>(url: string, body: FormData, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true; // same origin: the session cookie goes along
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      rememberServerToday(xhr.getResponseHeader(TODAY_HEADER));
      const data = xhr.response as { error?: { message?: string; fields?: Record<string, string> } } | null;
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(data as T);
      } else
        reject(new ApiError(xhr.status, data?.error?.message ?? `Falha no envio (${xhr.status})`, data?.error?.fields));
    };
    xhr.onerror = () => reject(new ApiError(0, "Falha de conexão ao enviar o arquivo"));
    xhr.onabort = () => reject(new ApiError(0, "Envio cancelado"));
    xhr.send(body);
  });
}

/** Sends one file as multipart (field `arquivo` plus `fields`), with its progress. */
export function uploadFile<T>(
  url: string,
  file: File,
  onProgress: (fraction: number) => void,
  fields: TUploadFields = {},
): Promise<T> {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) body.append(key, value);
  body.append("arquivo", file, file.name);
  return sendMultipart<T>(url, body, onProgress);
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
 * Sends the files one after another to the same `url`. A file that fails shows the spec's
 * 'Aviso' toast and the others continue. Resolves with the answers of the stored files.
 */
export async function uploadFiles<T>(
  url: string,
  files: File[],
  onState: (state: TUploadState) => void,
  fields: TUploadFields = {},
): Promise<T[]> {
  const stored: T[] = [];
  for (const [i, file] of files.entries()) {
    const base = { file: file.name, index: i + 1, total: files.length };
    onState({ ...base, percent: 0 });
    try {
      stored.push(await uploadFile<T>(url, file, (f) => onState({ ...base, percent: Math.round(f * 100) }), fields));
    } catch {
      notify.warning(`Erro ao fazer upload do arquivo ${file.name}`);
    }
  }
  return stored;
}
