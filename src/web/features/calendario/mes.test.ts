import { describe, expect, it } from "vitest";
import { addMonths, diaPorExtenso, mesTitulo, parseMes, resumoDoDia, semanasDoMes } from "./mes";

describe("the month grid", () => {
  it("starts on the Sunday before the 1st and ends on the Saturday after the last day", () => {
    const semanas = semanasDoMes("2026-11");
    // 1 Nov 2026 is a Sunday; 30 Nov is a Monday.
    expect(semanas[0][0]).toBe("2026-11-01");
    expect(semanas.at(-1)).toEqual([
      "2026-11-29",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
    ]);
    expect(semanas).toHaveLength(5);
  });

  it("takes six weeks when the month needs them and four when it fits exactly", () => {
    // August 2026 starts on a Saturday and has 31 days.
    const agosto = semanasDoMes("2026-08");
    expect(agosto).toHaveLength(6);
    expect(agosto[0][0]).toBe("2026-07-26");
    expect(agosto.at(-1)?.at(-1)).toBe("2026-09-05");
    // February 2026 starts on a Sunday and has 28 days.
    expect(semanasDoMes("2026-02")).toHaveLength(4);
    expect(semanasDoMes("2026-02").flat()).toHaveLength(28);
  });

  it("knows leap Februaries", () => {
    expect(semanasDoMes("2028-02").flat()).toContain("2028-02-29");
    expect(semanasDoMes("2027-02").flat()).not.toContain("2027-02-29");
  });

  it("steps months across the turn of the year", () => {
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2027-01", -1)).toBe("2026-12");
    expect(addMonths("2026-11", -11)).toBe("2025-12");
  });

  it("names the month in Portuguese", () => {
    expect(mesTitulo("2026-03")).toBe("Março de 2026");
    expect(mesTitulo("2026-11")).toBe("Novembro de 2026");
  });

  it("reads only real months from the address", () => {
    expect(parseMes("2026-11")).toBe("2026-11");
    for (const bad of ["2026-13", "2026-00", "26-11", "2026-1", "", null]) expect(parseMes(bad)).toBeNull();
  });
});

describe("a day's dialog", () => {
  it("names the day with its weekday", () => {
    expect(diaPorExtenso("2026-03-20")).toBe("Sexta-feira, 20/03/2026");
  });

  it("says how many events the day has, and how many it lists when not all", () => {
    expect(resumoDoDia(1, 1)).toBe("1 evento neste dia.");
    expect(resumoDoDia(7, 7)).toBe("7 eventos neste dia.");
    expect(resumoDoDia(100, 10234)).toBe("Mostrando 100 de 10.234 eventos deste dia.");
  });
});
