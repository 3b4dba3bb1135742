import { describe, expect, it } from "vitest";
import { addMonths, datasAgendadas, MAX_ENTREGAS, PERIODICIDADE_MESES, PERIODICIDADE_PADRAO } from "./periodicidade";

describe("adding months to a date", () => {
  it.each([
    ["2026-01-15", 1, "2026-02-15"],
    ["2026-11-22", 2, "2027-01-22"],
    ["2026-12-31", 1, "2027-01-31"],
    ["2026-01-31", 1, "2026-02-28"],
    ["2028-01-31", 1, "2028-02-29"],
    ["2026-01-31", 2, "2026-03-31"],
    ["2026-01-31", 3, "2026-04-30"],
    ["2026-03-31", 6, "2026-09-30"],
    ["2028-02-29", 12, "2029-02-28"],
    ["2028-02-29", 48, "2032-02-29"],
    ["2026-05-10", 0, "2026-05-10"],
    ["2026-05-10", 120, "2036-05-10"],
  ])("%s plus %i months is %s", (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });
});

describe("scheduled delivery dates", () => {
  const inicio = "2026-01-10";
  const fim = "2026-12-31";

  it.each([
    [
      "mensal",
      [
        "2026-01-10",
        "2026-02-10",
        "2026-03-10",
        "2026-04-10",
        "2026-05-10",
        "2026-06-10",
        "2026-07-10",
        "2026-08-10",
        "2026-09-10",
        "2026-10-10",
        "2026-11-10",
        "2026-12-10",
      ],
    ],
    ["bimestral", ["2026-01-10", "2026-03-10", "2026-05-10", "2026-07-10", "2026-09-10", "2026-11-10"]],
    ["trimestral", ["2026-01-10", "2026-04-10", "2026-07-10", "2026-10-10"]],
    ["semestral", ["2026-01-10", "2026-07-10"]],
    ["anual", ["2026-01-10"]],
  ] as const)("'%s' over a year gives its dates from the start", (tipo, expected) => {
    expect(datasAgendadas(inicio, fim, PERIODICIDADE_MESES[tipo])).toEqual(expected);
  });

  it("steps by a custom interval of 5 months", () => {
    expect(datasAgendadas("2026-01-10", "2027-12-31", 5)).toEqual([
      "2026-01-10",
      "2026-06-10",
      "2026-11-10",
      "2027-04-10",
      "2027-09-10",
    ]);
  });

  it("the default (bimonthly) over a year from today's date gives six deliveries", () => {
    expect(datasAgendadas("2026-11-22", "2027-11-21", PERIODICIDADE_PADRAO.intervalo)).toHaveLength(6);
  });

  it("counts every date from the start, so a 31st comes back after a short month", () => {
    expect(datasAgendadas("2026-01-31", "2026-05-31", 1)).toEqual([
      "2026-01-31",
      "2026-02-28",
      "2026-03-31",
      "2026-04-30",
      "2026-05-31",
    ]);
  });

  it("uses 29 February in a leap year", () => {
    expect(datasAgendadas("2028-01-31", "2028-03-31", 1)).toEqual(["2028-01-31", "2028-02-29", "2028-03-31"]);
  });

  it("moves a yearly 29 February to the 28th and back in the next leap year", () => {
    expect(datasAgendadas("2028-02-29", "2032-03-01", 12)).toEqual([
      "2028-02-29",
      "2029-02-28",
      "2030-02-28",
      "2031-02-28",
      "2032-02-29",
    ]);
  });

  it("includes the end date when it falls exactly on a step", () => {
    expect(datasAgendadas("2026-01-10", "2026-07-10", 6)).toEqual(["2026-01-10", "2026-07-10"]);
    expect(datasAgendadas("2026-01-10", "2026-07-09", 6)).toEqual(["2026-01-10"]);
  });

  it("gives only the start when start and end are the same day", () => {
    expect(datasAgendadas("2026-01-10", "2026-01-10", 1)).toEqual(["2026-01-10"]);
  });

  it.each([
    ["the start is after the end", "2026-12-31", "2026-01-01", 1],
    ["the interval is 0", "2026-01-01", "2026-12-31", 0],
    ["the interval is negative", "2026-01-01", "2026-12-31", -2],
  ])("gives nothing when %s", (_label, start, end, intervalo) => {
    expect(datasAgendadas(start, end, intervalo)).toEqual([]);
  });

  it("stops at the limit so the caller can refuse a period that needs more", () => {
    expect(datasAgendadas("2026-01-10", "2026-12-31", 1, 3)).toEqual(["2026-01-10", "2026-02-10", "2026-03-10"]);
    const porDefeito = datasAgendadas("1900-01-01", "2999-12-31", 1);
    expect(porDefeito).toHaveLength(MAX_ENTREGAS + 1);
  });

  it("fits exactly MAX_ENTREGAS monthly dates in fifty years without reaching the limit", () => {
    const datas = datasAgendadas("2026-01-01", "2075-12-31", 1);
    expect(datas).toHaveLength(MAX_ENTREGAS);
    expect(datas.at(-1)).toBe("2075-12-01");
  });
});
