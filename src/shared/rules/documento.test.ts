import { describe, expect, it } from "vitest";
import {
  completeCnpj,
  completeCpf,
  escolherLeitura,
  formatCnpj,
  isValidCnpj,
  isValidCpf,
  leiturasDocumento,
  maskCnpj,
  normalizeDocumento,
} from "./documento";

describe("CPF check digits", () => {
  it.each([
    ["529.982.247-25", true],
    ["52998224725", true],
    ["529.982.247-24", false],
    ["111.111.111-11", false],
    ["1234567890", false],
  ])("%s is valid: %s", (cpf, valid) => {
    expect(isValidCpf(cpf)).toBe(valid);
  });
});

describe("CNPJ check digits", () => {
  it.each([
    ["11.222.333/0001-81", true],
    ["11222333000181", true],
    ["11.222.333/0001-82", false],
    ["00.000.000/0000-00", false],
    // Alphanumeric CNPJ, the example published with IN RFB 2.229/2024.
    ["12.ABC.345/01DE-35", true],
    ["12abc34501de35", true],
    ["12.ABC.345/01DE-36", false],
    ["12.ABC.345/01DE-3A", false],
  ])("%s is valid: %s", (cnpj, valid) => {
    expect(isValidCnpj(cnpj)).toBe(valid);
  });
});

describe("completing a document with its check digits", () => {
  it("produces documents the validators accept", () => {
    expect(completeCnpj("112223330001")).toBe("11222333000181");
    expect(completeCpf("529982247")).toBe("52998224725");
    expect(isValidCnpj(completeCnpj("12ABC34501DE"))).toBe(true);
  });
});

describe("CNPJ formatting", () => {
  it("stores digits and letters only, uppercased", () => {
    expect(normalizeDocumento("12.abc.345/01de-35")).toBe("12ABC34501DE35");
  });
  it("shows the stored value with the mask", () => {
    expect(formatCnpj("11222333000181")).toBe("11.222.333/0001-81");
  });
  it("masks while typing", () => {
    expect(maskCnpj("112223")).toBe("11.222.3");
    expect(maskCnpj("11222333000181999")).toBe("11.222.333/0001-81");
  });
});

describe("a CPF or CNPJ read from a spreadsheet cell", () => {
  const docs = (valor: string) => leiturasDocumento(valor).map((l) => [l.documento, l.completado]);

  it("gets back every leading zero a number cell dropped, when that makes the check digits right", () => {
    expect(docs("124568000114")).toEqual([["00124568000114", true]]); // CNPJ, 2 zeros
    expect(docs("36030000158")).toEqual([["00036030000158", true]]); // CNPJ, 3 zeros
    expect(docs("1000000028")).toEqual([["01000000028", true]]); // CPF, 1 zero
  });

  it("leaves a value that is right as typed, or masked, as it is, and finds nothing in a wrong one", () => {
    expect(docs("52998224725")).toEqual([["52998224725", false]]);
    expect(docs("00.000.000/0001-91")).toEqual([["00000000000191", false]]);
    expect(docs("124.568/0001-14")).toEqual([]); // a mask means nothing was dropped
    expect(docs("124568000115")).toEqual([]);
    expect(docs("0")).toEqual([]);
  });

  it("reads Banco do Brasil's 191 as both a CPF and a CNPJ: up to nine digits, the check digits cannot tell", () => {
    expect(docs("191")).toEqual([
      ["00000000191", true],
      ["00000000000191", true],
    ]);
  });

  it("lets the row's kind of person choose, else the value as typed, else refuses to guess", () => {
    const ler = (valor: string, tipo?: "cpf" | "cnpj") => escolherLeitura(leiturasDocumento(valor), tipo);
    expect(ler("191", "cnpj")).toMatchObject({ leitura: { documento: "00000000000191" } });
    expect(ler("191", "cpf")).toMatchObject({ leitura: { documento: "00000000191" } });
    expect(ler("191")).toMatchObject({ ambiguas: [{ tipo: "cpf" }, { tipo: "cnpj" }] });
    expect(ler("124568000114", "cpf")).toMatchObject({ leitura: { documento: "00124568000114" } });
    expect(ler("52998224725")).toMatchObject({ leitura: { documento: "52998224725", completado: false } });
    expect(ler("não é documento")).toBeNull();
  });
});
