import { describe, expect, it } from "vitest";
import { numerosEmAlgarismos, valorPorExtenso } from "./numero-por-extenso";

// An independent speller, written the way a licence writes numbers, to read back every value.
const UNIDADES = ["", "um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove"];
const DEZ_A_DEZENOVE = [
  "dez",
  "onze",
  "doze",
  "treze",
  "quatorze",
  "quinze",
  "dezesseis",
  "dezessete",
  "dezoito",
  "dezenove",
];
const DEZENAS = ["", "", "vinte", "trinta", "quarenta", "cinquenta", "sessenta", "setenta", "oitenta", "noventa"];
const CENTENAS = [
  "",
  "cento",
  "duzentos",
  "trezentos",
  "quatrocentos",
  "quinhentos",
  "seiscentos",
  "setecentos",
  "oitocentos",
  "novecentos",
];

function porExtenso(n: number): string {
  if (n === 100) return "cem";
  const partes = [CENTENAS[Math.floor(n / 100)]];
  const resto = n % 100;
  if (resto >= 10 && resto < 20) partes.push(DEZ_A_DEZENOVE[resto - 10]);
  else partes.push(DEZENAS[Math.floor(resto / 10)], UNIDADES[resto % 10]);
  return partes.filter(Boolean).join(" e ");
}

describe("reading a number written in words", () => {
  it("reads every number from 'um' to 'novecentos e noventa e nove'", () => {
    const errados = [];
    for (let n = 1; n <= 999; n++) if (valorPorExtenso(porExtenso(n)) !== n) errados.push(porExtenso(n));
    expect(errados).toEqual([]);
    expect(porExtenso(999)).toBe("novecentos e noventa e nove");
  });

  it.each([
    ["cento e vinte", 120],
    ["duzentos e quarenta", 240],
    ["trezentos e sessenta e cinco", 365],
    ["noventa", 90],
    ["TRINTA", 30],
    ["tres", 3],
    ["Três", 3],
    ["uma", 1],
    ["duas", 2],
    ["duzentas e quarenta", 240],
    ["catorze", 14],
    ["cem", 100],
    ["mil", 1000],
    ["mil e quinhentos", 1500],
    ["dois mil", 2000],
    ["mil duzentos e trinta", 1230],
    ["zero", 0],
  ])("'%s' is %i", (texto, valor) => {
    expect(valorPorExtenso(texto)).toBe(valor);
  });

  it.each([
    "cento",
    "cem e vinte",
    "vinte e cento",
    "trinta e vinte",
    "cento vinte",
    "quinze e dois",
    "vinte e",
    "e vinte",
    "dias",
    "",
  ])("'%s' is not a number", (texto) => {
    expect(valorPorExtenso(texto)).toBeNull();
  });
});

describe("writing spelled-out numbers as digits", () => {
  it.each([
    ["no prazo de noventa dias", "no prazo de 90 dias"],
    ["90 (noventa) dias", "90 (90) dias"],
    ["sessenta (60) dias", "60 (60) dias"],
    ["cento e vinte dias e trinta e cinco meses", "120 dias e 35 meses"],
    ["um ano", "1 ano"],
    ["dez por cento", "10 por cento"],
    ["sempre que solicitado", "sempre que solicitado"],
    ["dezembro", "dezembro"],
  ])("'%s' becomes '%s'", (texto, esperado) => {
    expect(numerosEmAlgarismos(texto)).toBe(esperado);
  });
});
