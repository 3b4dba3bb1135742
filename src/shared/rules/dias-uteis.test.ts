import { describe, expect, it } from "vitest";
import type { TLocal } from "../schemas/recorrencia";
import { adjustToDiaUtil, feriadosDe, isDiaUtil, nextDiaUtil, nthDiaUtil, previousDiaUtil } from "./dias-uteis";

const BRASIL: TLocal = { uf: null, municipio: null };
const SP: TLocal = { uf: "SP", municipio: "Campinas" };
const SP_CAPITAL: TLocal = { uf: "SP", municipio: "São Paulo" };
const RJ: TLocal = { uf: "RJ", municipio: "Niterói" };
const RIO: TLocal = { uf: "RJ", municipio: "Rio de Janeiro" };

// Easter Sunday of each year, from the ecclesiastical tables; Good Friday is 2 days before,
// Carnival Monday and Tuesday 48 and 47 days before, Corpus Christi 60 days after.
const MOVEIS: Record<number, { sexta: string; carnaval: [string, string]; corpus: string }> = {
  2023: { sexta: "04-07", carnaval: ["02-20", "02-21"], corpus: "06-08" },
  2024: { sexta: "03-29", carnaval: ["02-12", "02-13"], corpus: "05-30" },
  2025: { sexta: "04-18", carnaval: ["03-03", "03-04"], corpus: "06-19" },
  2026: { sexta: "04-03", carnaval: ["02-16", "02-17"], corpus: "06-04" },
  2027: { sexta: "03-26", carnaval: ["02-08", "02-09"], corpus: "05-27" },
  2028: { sexta: "04-14", carnaval: ["02-28", "02-29"], corpus: "06-15" },
  2029: { sexta: "03-30", carnaval: ["02-12", "02-13"], corpus: "05-31" },
  2030: { sexta: "04-19", carnaval: ["03-04", "03-05"], corpus: "06-20" },
};
// Lei 10.607/2002 (Good Friday aside, which moves).
const FIXOS = ["01-01", "04-21", "05-01", "09-07", "10-12", "11-02", "11-15", "12-25"];

describe("national holidays from 2023 to 2030", () => {
  it.each(Object.entries(MOVEIS))("%s closes the law's days, Carnival and Corpus Christi", (ano, moveis) => {
    const dias = feriadosDe(Number(ano), BRASIL).map((f) => f.data.slice(5));
    expect(dias).toEqual(expect.arrayContaining([...FIXOS, moveis.sexta, ...moveis.carnaval, moveis.corpus]));
    // 20 November is national by Lei 14.759 of 21 December 2023: from 2024 on.
    expect(dias.includes("11-20")).toBe(Number(ano) >= 2024);
  });

  it("are exactly these days in 2027, weekends included", () => {
    const dias = feriadosDe(2027, BRASIL).map((f) => f.data);
    expect(dias).toEqual([
      "2027-01-01",
      "2027-02-08",
      "2027-02-09",
      "2027-03-26",
      "2027-04-21",
      "2027-05-01",
      "2027-05-27",
      "2027-09-07",
      "2027-10-12",
      "2027-11-02",
      "2027-11-15",
      "2027-11-20",
      "2027-12-25",
    ]);
    expect(feriadosDe(2027, BRASIL)[0]).toEqual({ data: "2027-01-01", nome: "Ano Novo", tipo: "public" });
  });
});

describe("business days", () => {
  it("are Monday to Friday", () => {
    expect(isDiaUtil("2026-03-13", BRASIL)).toBe(true); // Friday
    expect(isDiaUtil("2026-03-14", BRASIL)).toBe(false);
    expect(isDiaUtil("2026-03-15", BRASIL)).toBe(false);
    expect(isDiaUtil("2026-03-16", BRASIL)).toBe(true);
  });

  it("exclude Good Friday, Carnival Monday and Tuesday and Corpus Christi everywhere", () => {
    for (const local of [BRASIL, SP, RJ, SP_CAPITAL]) {
      expect(isDiaUtil("2026-04-03", local)).toBe(false);
      expect(isDiaUtil("2025-03-03", local)).toBe(false);
      expect(isDiaUtil("2025-03-04", local)).toBe(false);
      expect(isDiaUtil("2026-06-04", local)).toBe(false);
    }
  });

  it("include Ash Wednesday and 24 December, open part of the day", () => {
    expect(isDiaUtil("2025-03-05", BRASIL)).toBe(true);
    expect(isDiaUtil("2026-12-24", BRASIL)).toBe(true);
    expect(isDiaUtil("2026-12-31", BRASIL)).toBe(true);
  });

  it("count Carnival out of the 5th business day of March 2025", () => {
    expect(nthDiaUtil(2025, 3, 5, BRASIL)).toBe("2025-03-11");
  });

  it("make 20 November 2023 a business day only where a local law said so", () => {
    expect(isDiaUtil("2023-11-20", BRASIL)).toBe(true);
    expect(isDiaUtil("2023-11-20", { uf: "BA", municipio: null })).toBe(true);
    expect(isDiaUtil("2023-11-20", RJ)).toBe(false);
    expect(isDiaUtil("2023-11-20", SP_CAPITAL)).toBe(false);
  });

  it("close 20 November from 2024 in every state, those whose own law ended in 2023 included", () => {
    for (const uf of ["BA", "RJ", "SP", "AM", "MT", "AL"]) {
      expect(isDiaUtil("2024-11-20", { uf, municipio: null })).toBe(false);
      expect(isDiaUtil("2026-11-20", { uf, municipio: null })).toBe(false);
    }
    expect(isDiaUtil("2024-11-20", BRASIL)).toBe(false);
  });
});

describe("the n-th business day of a month", () => {
  it("is 8 January 2027 for the 5th: 1 January is a Friday holiday", () => {
    expect(nthDiaUtil(2027, 1, 5, BRASIL)).toBe("2027-01-08");
    expect(nthDiaUtil(2027, 1, 1, BRASIL)).toBe("2027-01-04");
  });

  it("moves past São Paulo's 9 July in São Paulo only", () => {
    expect(nthDiaUtil(2026, 7, 7, SP)).toBe("2026-07-10");
    expect(nthDiaUtil(2026, 7, 7, RJ)).toBe("2026-07-09");
    expect(nthDiaUtil(2026, 7, 7, BRASIL)).toBe("2026-07-09");
  });

  it("moves past Rio de Janeiro's São Jorge (23 April) in Rio de Janeiro only", () => {
    expect(nthDiaUtil(2026, 4, 15, RJ)).toBe("2026-04-24");
    expect(nthDiaUtil(2026, 4, 15, SP)).toBe("2026-04-23");
  });

  it("moves past the city's own holiday in the cities date-holidays knows", () => {
    // Rio de Janeiro city: São Sebastião, 20 January; São Paulo city: its anniversary, 25 January.
    expect(nthDiaUtil(2027, 1, 13, RIO)).toBe("2027-01-21");
    expect(nthDiaUtil(2027, 1, 13, RJ)).toBe("2027-01-20");
    expect(nthDiaUtil(2027, 1, 16, SP_CAPITAL)).toBe("2027-01-26");
    expect(nthDiaUtil(2027, 1, 16, SP)).toBe("2027-01-25");
  });

  it("goes on into the next month when the month has fewer business days", () => {
    // February 2027: 18 business days (Carnival on 8 and 9).
    expect(nthDiaUtil(2027, 2, 18, BRASIL)).toBe("2027-02-26");
    expect(nthDiaUtil(2027, 2, 19, BRASIL)).toBe("2027-03-01");
  });

  it("refuses a count below one", () => {
    expect(() => nthDiaUtil(2027, 1, 0, BRASIL)).toThrow(RangeError);
  });
});

describe("the place", () => {
  it("matches the city name whatever its case, accents and spaces", () => {
    for (const municipio of ["São Paulo", "sao paulo", "SÃO  PAULO ", "Sao Paulo"]) {
      expect(isDiaUtil("2027-01-25", { uf: "sp", municipio })).toBe(false);
    }
  });

  it("knows the other capitals date-holidays lists", () => {
    expect(isDiaUtil("2026-09-08", { uf: "PR", municipio: "Curitiba" })).toBe(false);
    expect(isDiaUtil("2026-09-08", { uf: "PR", municipio: null })).toBe(true);
    expect(isDiaUtil("2026-12-08", { uf: "MG", municipio: "Belo Horizonte" })).toBe(false);
    expect(isDiaUtil("2026-06-24", { uf: "PE", municipio: "Recife" })).toBe(false);
    expect(isDiaUtil("2026-05-25", { uf: "GO", municipio: "Goiania" })).toBe(true); // 24 May 2026 is a Sunday
    expect(isDiaUtil("2027-05-24", { uf: "GO", municipio: "Goiânia" })).toBe(false);
  });

  it("falls back to the state for an unknown city and to the nation for an unknown state", () => {
    expect(isDiaUtil("2026-07-09", { uf: "SP", municipio: "Cidade Inventada" })).toBe(false);
    expect(isDiaUtil("2026-07-09", { uf: "XX", municipio: "São Paulo" })).toBe(true);
    expect(isDiaUtil("2027-01-25", { uf: null, municipio: "São Paulo" })).toBe(true);
  });
});

describe("moving to a business day", () => {
  it("steps over Good Friday and the weekend both ways", () => {
    expect(nextDiaUtil("2026-04-02", BRASIL)).toBe("2026-04-06");
    expect(previousDiaUtil("2026-04-06", BRASIL)).toBe("2026-04-02");
    expect(nextDiaUtil("2026-04-06", BRASIL)).toBe("2026-04-07");
  });

  it("leaves a business day alone and moves other days as the rule says", () => {
    expect(adjustToDiaUtil("2026-04-02", "proximo_dia_util", BRASIL)).toBe("2026-04-02");
    expect(adjustToDiaUtil("2026-04-03", "proximo_dia_util", BRASIL)).toBe("2026-04-06");
    expect(adjustToDiaUtil("2026-04-03", "dia_util_anterior", BRASIL)).toBe("2026-04-02");
    expect(adjustToDiaUtil("2026-04-03", "nenhum", BRASIL)).toBe("2026-04-03");
  });
});
