import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { detectFileType, extensionOf } from "../storage/file-type";
import { newKey } from "../storage/storage";
import { DOCUMENTO_EXTENSOES, DOCUMENTO_MAX_BYTES } from "../../shared/schemas/uploads";
import { HttpError, invalid, invalidText } from "./errors";
import { hasNul } from "./input-guard";

// One document per request (licences' and conditions' alike), so the browser can show progress
// and a failed file spares the rest. The same limits and checks for every upload route.

export const TOO_LARGE = "O arquivo excede o limite de 10 MB.";

/**
 * 'Tipo de arquivo não permitido. Envie PDF, DOC, DOCX, JPG, JPEG ou PNG.' ('… Envie PDF.' for one
 * kind), for the kinds an owner takes.
 */
export function wrongType(extensoes: readonly string[]): string {
  const nomes = extensoes.map((e) => e.toUpperCase());
  const quais = nomes.length > 1 ? `${nomes.slice(0, -1).join(", ")} ou ${nomes.at(-1)}` : nomes[0];
  return `Tipo de arquivo não permitido. Envie ${quais}.`;
}

const tooLarge = () => new HttpError(413, "TOO_LARGE", TOO_LARGE);

/** Refuses a body bigger than one document plus its multipart envelope before reading it. */
export const documentoBodyLimit = () =>
  bodyLimit({
    maxSize: DOCUMENTO_MAX_BYTES + 64 * 1024,
    onError: () => {
      throw tooLarge();
    },
  });

export interface TUploadForm {
  file: { name: string; data: Uint8Array };
  /** The form's text fields beside the file. */
  fields: Record<string, string>;
}

/** The multipart form's `arquivo` and its text fields; 400 when there is no file. */
export async function readUploadForm(c: Context): Promise<TUploadForm> {
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const file = body["arquivo"];
  if (!(file instanceof File)) {
    throw new HttpError(400, "VALIDATION", "Envie um arquivo no campo 'arquivo'.", {
      arquivo: "Arquivo é obrigatório",
    });
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) if (typeof value === "string") fields[name] = value;
  // The file's name and the fields end up in text columns, where PostgreSQL refuses NUL.
  if ([file.name, ...Object.keys(body), ...Object.values(fields)].some(hasNul)) throw invalidText();
  return { file: { name: file.name, data: new Uint8Array(await file.arrayBuffer()) }, fields };
}

/** Refuses a body bigger than `arquivos` documents plus their envelope before reading it. */
export const documentosBodyLimit = (arquivos: number) =>
  bodyLimit({
    maxSize: arquivos * DOCUMENTO_MAX_BYTES + 64 * 1024,
    onError: () => {
      throw tooLarge();
    },
  });

/**
 * The multipart form's files in `campo` (one or several, up to `max`) and its text fields; 400
 * without any file (unless `min` is 0) or with too many. For a proof, whose files travel together
 * so that the proof is sent whole or not at all.
 */
export async function readUploadForms(c: Context, campo: string, max: number, min = 1) {
  const body = await c.req.parseBody({ all: true }).catch(() => ({}) as Record<string, unknown>);
  const valor = body[campo];
  const files = (Array.isArray(valor) ? valor : [valor]).filter((v): v is File => v instanceof File);
  if (files.length < min) {
    throw new HttpError(400, "VALIDATION", "Envie ao menos um arquivo.", { [campo]: "Arquivo é obrigatório" });
  }
  if (files.length > max) {
    const problema = `Envie no máximo ${max} arquivos.`;
    throw invalid(campo, problema);
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) if (typeof value === "string") fields[name] = value;
  if ([...files.map((f) => f.name), ...Object.keys(body), ...Object.values(fields)].some(hasNul)) throw invalidText();
  const arquivos = await Promise.all(
    files.map(async (f) => ({ name: f.name, data: new Uint8Array(await f.arrayBuffer()) })),
  );
  return { arquivos, fields };
}

/**
 * The document's content type judged by its bytes: 413 over 10 MB, 400 when not one of
 * `extensoes` (the licences' kinds unless the owner takes others, as activities take spreadsheets).
 */
export function documentoContentType(
  file: { name: string; data: Uint8Array },
  extensoes: readonly string[] = DOCUMENTO_EXTENSOES,
): string {
  if (file.data.byteLength > DOCUMENTO_MAX_BYTES) throw tooLarge();
  const contentType = detectFileType(file.name, file.data, extensoes);
  if (!contentType) throw new HttpError(400, "FILE_TYPE", wrongType(extensoes));
  return contentType;
}

/** What a document's row records of its file, with the generated key it is stored under. */
export interface TStoredFile {
  key: string;
  nome: string;
  contentType: string;
  fileSize: number;
}

/** Checks the file (size, type by content) and names its key under `prefix`, before any write. */
export function prepareDocumento(
  prefix: string,
  file: { name: string; data: Uint8Array },
  extensoes?: readonly string[],
): TStoredFile {
  const contentType = documentoContentType(file, extensoes);
  return {
    key: newKey(prefix, extensionOf(file.name)),
    nome: file.name.slice(0, 255),
    contentType,
    fileSize: file.data.byteLength,
  };
}
