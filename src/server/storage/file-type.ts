// Checks an upload by its first bytes, not by its name: a renamed .exe is not a PDF.

const startsWith = (data: Uint8Array, bytes: number[]) => bytes.every((b, i) => data[i] === b);
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const utf16 = (name: string) => Buffer.from(name, "utf16le");

const SIGNATURES: Record<string, { mime: string; check: (d: Uint8Array) => boolean }> = {
  pdf: { mime: "application/pdf", check: (d) => startsWith(d, [0x25, 0x50, 0x44, 0x46, 0x2d]) }, // %PDF-
  png: { mime: "image/png", check: (d) => startsWith(d, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  jpg: { mime: "image/jpeg", check: (d) => startsWith(d, [0xff, 0xd8, 0xff]) },
  jpeg: { mime: "image/jpeg", check: (d) => startsWith(d, [0xff, 0xd8, 0xff]) },
  // A company's logo: GIF87a or GIF89a.
  gif: { mime: "image/gif", check: (d) => startsWith(d, [0x47, 0x49, 0x46, 0x38]) && [0x37, 0x39].includes(d[4]) },
  // Word 97-2003: an OLE compound file.
  doc: { mime: "application/msword", check: (d) => startsWith(d, OLE) },
  // Word 2007+: a ZIP whose entries include word/ (checked loosely: the ZIP header and the name).
  docx: {
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    check: (d) => startsWith(d, ZIP) && Buffer.from(d.subarray(0, 4096)).includes("word/"),
  },
  // Excel 97-2003: an OLE compound file holding a 'Workbook' stream ('Book' before Excel 97),
  // whose name the directory writes in UTF-16; a Word file renamed .xls has none.
  xls: {
    mime: "application/vnd.ms-excel",
    check: (d) => {
      if (!startsWith(d, OLE)) return false;
      const bytes = Buffer.from(d.buffer, d.byteOffset, d.byteLength);
      return bytes.includes(utf16("Workbook")) || bytes.includes(utf16("Book\0"));
    },
  },
  // Excel 2007+: a ZIP whose entries include xl/ (as the DOCX check, loosely).
  xlsx: {
    mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    check: (d) => startsWith(d, ZIP) && Buffer.from(d.subarray(0, 4096)).includes("xl/"),
  },
};

/** The MIME type when the file's extension is allowed and its content matches it; else null. */
export function detectFileType(fileName: string, data: Uint8Array, allowed: readonly string[]): string | null {
  const ext = fileName.toLowerCase().split(".").pop() ?? "";
  if (!allowed.includes(ext) || !SIGNATURES[ext]) return null;
  return SIGNATURES[ext].check(data) ? SIGNATURES[ext].mime : null;
}

export const extensionOf = (fileName: string) => fileName.toLowerCase().split(".").pop() ?? "";
