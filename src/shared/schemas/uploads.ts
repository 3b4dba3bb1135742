// What a document upload may be, shared by the server's check (http/upload.ts) and the browser's
// (web/lib/upload.ts): licences', conditions', proofs' and generic documents' files.

/** Documents' files: part 2 §5 and §9. */
export const DOCUMENTO_EXTENSOES = ["pdf", "doc", "docx", "jpg", "jpeg", "png"] as const;
export const DOCUMENTO_MAX_BYTES = 10 * 1024 * 1024;
/** The file picker's `accept`. */
export const DOCUMENTO_ACCEPT = DOCUMENTO_EXTENSOES.map((e) => `.${e}`).join(",");
