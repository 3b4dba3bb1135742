import { describe, expect, it } from "vitest";
import { lastPage, monthGridRange, SCENARIOS, selectMeasurements } from "./fixtures";
import { proofsPerCondition } from "./seed-sql";

describe("bench scenarios", () => {
  it("asks for the calendar's whole grid: Sunday before the 1st to Saturday after the last day", () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    expect(monthGridRange(new Date(2026, 10, 24))).toEqual({ de: "2026-11-01", ate: "2026-12-05" });
    // February 2027 starts on a Monday and ends on a Sunday.
    expect(monthGridRange(new Date(2027, 1, 3))).toEqual({ de: "2027-01-31", ate: "2027-03-06" });
  });

  it("finds the last page from the total, and page 1 for an empty list", () => {
    expect(lastPage(100_000)).toBe(10_000);
    expect(lastPage(1_001)).toBe(101);
    expect(lastPage(0)).toBe(1);
  });

  it("measures every screen for both companies, side by side", () => {
    const ids = SCENARIOS.map((s) => s.id);
    expect(ids.slice(0, 2)).toEqual(["grande/licencas", "pequena/licencas"]);
    for (const screen of ["licencas-busca", "licencas-ultima", "condicionantes", "dashboard", "calendario", "me"]) {
      expect(ids).toContain(`grande/${screen}`);
      expect(ids).toContain(`pequena/${screen}`);
    }
  });

  it("runs the PDF preview alone with --only importar-pdf, and leaves it out of a company's screens", () => {
    expect(selectMeasurements(["importar-pdf"])).toEqual({ scenarios: [], pdf: true });
    const grande = selectMeasurements(["grande/"]);
    expect(grande.pdf).toBe(false);
    expect(grande.scenarios.map((s) => s.user)).toEqual(grande.scenarios.map(() => "grande"));
    expect(selectMeasurements([])).toEqual({ scenarios: SCENARIOS, pdf: true });
  });

  it("splits the proofs so the company holds as many as asked", () => {
    const { periodic, others } = proofsPerCondition({ condicionantes: 500_000, comprovacoes: 1_000_000 });
    expect({ periodic, others }).toEqual({ periodic: 6, others: 1 });
    expect((500_000 / 5) * periodic + ((500_000 * 4) / 5) * others).toBe(1_000_000);
    expect(proofsPerCondition({ condicionantes: 0, comprovacoes: 0 })).toEqual({ periodic: 0, others: 0 });
  });
});
