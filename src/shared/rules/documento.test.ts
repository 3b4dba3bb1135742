import { describe, expect, it } from "vitest";
import {
  completeCnpj,
  completeCpf,
  formatCnpj,
  isValidCnpj,
  isValidCpf,
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
