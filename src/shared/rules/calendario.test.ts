import { describe, expect, it } from "vitest";
import { checklistDate, cutTitle, defaultRange, rangeDays, tituloCortado } from "./calendario";

describe("a condition's calendar title (part 1 §9)", () => {
  it("keeps a title of up to 30 characters as it is", () => {
    const thirty = "Monitoramento de efluentes ABC"; // 30 characters
    expect(thirty).toHaveLength(30);
    expect(cutTitle(thirty)).toBe(thirty);
    expect(cutTitle("Outorga")).toBe("Outorga");
    expect(cutTitle("")).toBe("");
  });

  it("cuts a longer title to 30 characters plus an ellipsis", () => {
    const thirtyOne = "Monitoramento de efluentes ABCD"; // 31 characters
    expect(thirtyOne).toHaveLength(31);
    expect(cutTitle(thirtyOne)).toBe("Monitoramento de efluentes ABC...");
    expect(cutTitle("Apresentar relatório semestral de monitoramento da qualidade do ar")).toBe(
      "Apresentar relatório semestral...",
    );
  });
});

describe("an open checklist's date (part 1 §9)", () => {
  it("is the creation day in São Paulo plus 7 days", () => {
    expect(checklistDate(new Date("2026-03-09T15:00:00Z"))).toBe("2026-03-16");
    // 01:00 UTC on the 10th is still the 9th in São Paulo.
    expect(checklistDate(new Date("2026-03-10T01:00:00Z"))).toBe("2026-03-16");
    expect(checklistDate(new Date("2026-12-28T12:00:00Z"))).toBe("2027-01-04");
  });
});

describe("the calendar range", () => {
  it("defaults to today up to today + 60 days, 61 days in all", () => {
    expect(defaultRange("2026-03-09")).toEqual({ de: "2026-03-09", ate: "2026-05-08" });
    expect(rangeDays("2026-03-09", "2026-05-08")).toBe(61);
  });

  it("counts both ends", () => {
    expect(rangeDays("2026-03-09", "2026-03-09")).toBe(1);
    // A month grid of 6 weeks, Sunday 1 March to Saturday 11 April.
    expect(rangeDays("2026-03-01", "2026-04-11")).toBe(42);
  });
});

describe("a cut title keeps its whole text beside it", () => {
  it("gives the whole title only when the name was cut, prefix included", () => {
    const nome = "Apresentar relatório semestral de monitoramento da qualidade do ar";
    expect(tituloCortado("Entrega 2/6 - ", nome)).toEqual({
      titulo: "Entrega 2/6 - Apresentar relatório semestral...",
      tituloCompleto: `Entrega 2/6 - ${nome}`,
    });
    expect(tituloCortado("", "Outorga")).toEqual({ titulo: "Outorga", tituloCompleto: null });
    expect(tituloCortado("", "x".repeat(30))).toEqual({ titulo: "x".repeat(30), tituloCompleto: null });
  });
});
