// Checks an upload by its first bytes, not by its name: a renamed .exe is not a PDF.

const startsWith = (data: Uint8Array, bytes: number[]) => bytes.every((b, i) => data[i] === b);

const SIGNATURES: Record<string, { mime: string; check: (d: Uint8Array) => boolean }> = {
  pdf: { mime: "application/pdf", check: (d) => startsWith(d, [0x25, 0x50, 0x44, 0x46, 0x2d]) }, // %PDF-
  png: { mime: "image/png", check: (d) => startsWith(d, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  jpg: { mime: "image/jpeg", check: (d) => startsWith(d, [0xff, 0xd8, 0xff]) },
  jpeg: { mime: "image/jpeg", check: (d) => startsWith(d, [0xff, 0xd8, 0xff]) },
  // Word 97-2003: an OLE compound file.
  doc: { mime: "application/msword", check: (d) => startsWith(d, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) },
  // Word 2007+: a ZIP whose entries include word/ (checked loosely: the ZIP header and the name).
  docx: {
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    check: (d) => startsWith(d, [0x50, 0x4b, 0x03, 0x04]) && Buffer.from(d.subarray(0, 4096)).includes("word/"),
  },
};

/** The MIME type when the file's extension is allowed and its content matches it; else null. */
export function detectFileType(fileName: string, data: Uint8Array, allowed: readonly string[]): string | null {
  const ext = fileName.toLowerCase().split(".").pop() ?? "";
  if (!allowed.includes(ext) || !SIGNATURES[ext]) return null;
  return SIGNATURES[ext].check(data) ? SIGNATURES[ext].mime : null;
}

export const extensionOf = (fileName: string) => fileName.toLowerCase().split(".").pop() ?? "";
