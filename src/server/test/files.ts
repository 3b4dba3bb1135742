// Small files of each kind an upload may carry, built in memory: real headers, tiny bodies.
import zlib from "node:zlib";

const ascii = (text: string) => new Uint8Array(Buffer.from(text, "latin1"));
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

export const pdfBytes = (text = "Licença de Operação") =>
  ascii(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

export const pngBytes = () =>
  concat(
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    new Uint8Array([0, 0, 0, 13]),
    ascii("IHDR"),
    new Uint8Array([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]),
  );

export const jpgBytes = () => concat(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]), ascii("JFIF\0foto"));

/** A white 1×1 GIF89a, as a company's logo may be. */
export const gifBytes = () =>
  new Uint8Array(Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64"));

/** Word 97-2003: an OLE compound file header. */
export const docBytes = () =>
  concat(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), new Uint8Array(504));

/** A stored (uncompressed) ZIP of the given entries, with its central directory. */
export function zipBytes(entries: Record<string, string>): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(text);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

/** Word 2007+: a ZIP holding word/document.xml. */
export const docxBytes = () =>
  zipBytes({
    "[Content_Types].xml": '<?xml version="1.0"?><Types/>',
    "word/document.xml": '<?xml version="1.0"?><w:document><w:body>Parecer</w:body></w:document>',
  });

/** A Windows executable's first bytes. */
export const exeBytes = () => concat(ascii("MZ"), new Uint8Array(62), ascii("This program cannot be run in DOS mode."));

/** A file of `size` bytes that starts like a PDF (for the size limit). */
export function bigPdfBytes(size: number): Uint8Array {
  const data = new Uint8Array(size);
  data.set(pdfBytes().subarray(0, 64));
  return data;
}

/** Excel 97-2003: an OLE compound file whose directory names a 'Workbook' stream (UTF-16). */
export const xlsBytes = () =>
  concat(
    new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    new Uint8Array(504),
    new Uint8Array(Buffer.from("Workbook", "utf16le")),
    new Uint8Array(56),
  );

/** Excel 2007+: a ZIP holding xl/workbook.xml. */
export const xlsxBytes = () =>
  zipBytes({
    "[Content_Types].xml": '<?xml version="1.0"?><Types/>',
    "xl/workbook.xml": '<?xml version="1.0"?><workbook><sheets/></workbook>',
  });
