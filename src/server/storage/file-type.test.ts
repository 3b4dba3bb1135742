import { describe, expect, it } from "vitest";
import { detectFileType, extensionOf } from "./file-type";
import {
  docBytes,
  docxBytes,
  exeBytes,
  jpgBytes,
  pdfBytes,
  pngBytes,
  xlsBytes,
  xlsxBytes,
  zipBytes,
} from "../test/files";
import { DOCUMENTO_EXTENSOES } from "../../shared/schemas/uploads";
import { ATIVIDADE_DOCUMENTO_EXTENSOES } from "../../shared/schemas/cronograma";

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const detect = (name: string, data: Uint8Array) => detectFileType(name, data, DOCUMENTO_EXTENSOES);

describe("detecting a document's type by its content", () => {
  it.each([
    ["laudo.pdf", pdfBytes, "application/pdf"],
    ["LAUDO.PDF", pdfBytes, "application/pdf"],
    ["mapa.png", pngBytes, "image/png"],
    ["foto.jpg", jpgBytes, "image/jpeg"],
    ["foto.jpeg", jpgBytes, "image/jpeg"],
    ["oficio.doc", docBytes, "application/msword"],
    ["parecer.docx", docxBytes, DOCX],
    ["nome.com.pontos.pdf", pdfBytes, "application/pdf"],
  ])("accepts %s whose bytes match its extension", (name, bytes, mime) => {
    expect(detect(name, bytes())).toBe(mime);
  });

  it.each([
    ["a PDF name over PNG bytes", "laudo.pdf", pngBytes],
    ["a PNG name over JPG bytes", "mapa.png", jpgBytes],
    ["a JPG name over PDF bytes", "foto.jpg", pdfBytes],
    ["a DOC name over a DOCX", "oficio.doc", docxBytes],
    ["a DOCX name over a DOC", "parecer.docx", docBytes],
    ["a DOCX name over a ZIP without word/", "parecer.docx", () => zipBytes({ "a.txt": "texto" })],
    ["an executable", "setup.exe", exeBytes],
    ["an executable named .pdf", "setup.pdf", exeBytes],
    ["a PDF named .exe", "laudo.exe", pdfBytes],
    ["a PDF without extension", "laudo", pdfBytes],
    ["an empty file", "vazio.pdf", () => new Uint8Array(0)],
    ["a PDF header cut short", "curto.pdf", () => new Uint8Array(Buffer.from("%PD"))],
  ])("refuses %s", (_case, name, bytes) => {
    expect(detect(name, bytes())).toBeNull();
  });

  it("accepts only the extensions it is given", () => {
    expect(detectFileType("mapa.png", pngBytes(), ["pdf"])).toBeNull();
    expect(detectFileType("mapa.png", pngBytes(), ["png"])).toBe("image/png");
  });

  describe("spreadsheets, which activities take", () => {
    const planilha = (name: string, data: Uint8Array) => detectFileType(name, data, ATIVIDADE_DOCUMENTO_EXTENSOES);

    it("accepts a real XLS and XLSX", () => {
      expect(planilha("medicoes.xls", xlsBytes())).toBe("application/vnd.ms-excel");
      expect(planilha("medicoes.xlsx", xlsxBytes())).toBe(
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      );
    });

    it.each([
      ["a Word 97 file named .xls", "medicoes.xls", docBytes],
      ["a DOCX named .xlsx", "medicoes.xlsx", docxBytes],
      ["an XLSX named .docx", "parecer.docx", xlsxBytes],
      ["an executable named .xlsx", "medicoes.xlsx", exeBytes],
      ["a ZIP without xl/ named .xlsx", "medicoes.xlsx", () => zipBytes({ "a.txt": "texto" })],
    ])("refuses %s", (_case, name, bytes) => {
      expect(planilha(name, bytes())).toBeNull();
    });

    it("are refused where only the licences' kinds are taken", () => {
      expect(detect("medicoes.xlsx", xlsxBytes())).toBeNull();
      expect(detect("medicoes.xls", xlsBytes())).toBeNull();
    });
  });

  it("takes the last extension, in small letters", () => {
    expect(extensionOf("Relatório.Final.DOCX")).toBe("docx");
    expect(extensionOf("sem-extensao")).toBe("sem-extensao");
  });
});
