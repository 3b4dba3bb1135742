import { describe, expect, it } from "vitest";
import { entregaOrdem, entregaRotulo, entregasPendentes, obrigacaoAtrasada, statusPorDocumentos } from "./obrigacoes";

const today = "2026-11-22";

describe("status from the documents' flag", () => {
  it.each([
    ["no documents", []],
    ["only unflagged documents", [false, false, false]],
  ])("with %s the condition is pending without delivery date", (_label, flags) => {
    expect(statusPorDocumentos(flags, today)).toEqual({ status: "pendente", dataEntrega: null });
  });

  it.each([
    ["one flagged among others", [false, true, false]],
    ["a single flagged document", [true]],
    ["every document flagged", [true, true]],
  ])("with %s the condition is concluded, delivered today", (_label, flags) => {
    expect(statusPorDocumentos(flags, today)).toEqual({ status: "concluida", dataEntrega: today });
  });

  it("keeps a delivery date already recorded instead of today", () => {
    expect(statusPorDocumentos([true], today, { dataEntrega: "2026-11-20", entregasAbertas: 0 })).toEqual({
      status: "concluida",
      dataEntrega: "2026-11-20",
    });
  });

  it("leaves a periodic condition under way, not concluded, while scheduled deliveries remain", () => {
    expect(statusPorDocumentos([true], today, { dataEntrega: null, entregasAbertas: 13 })).toEqual({
      status: "em_andamento",
      dataEntrega: null,
    });
    expect(statusPorDocumentos([false], today, { dataEntrega: null, entregasAbertas: 13 })).toEqual({
      status: "pendente",
      dataEntrega: null,
    });
  });
});

describe("which delivery of the schedule", () => {
  const bimestral = { dataInicio: "2026-01-31", dataFim: "2026-12-31", intervalo: 2 };

  it("numbers the dates of the schedule from its start: 31 Jan is 1/6, 30 Sep (clamped) 5/6", () => {
    expect(entregaOrdem(bimestral, "2026-01-31")).toEqual({ ordem: 1, total: 6 });
    expect(entregaOrdem(bimestral, "2026-09-30")).toEqual({ ordem: 5, total: 6 });
    expect(entregaRotulo(entregaOrdem(bimestral, "2026-11-30"))).toBe("Entrega 6/6");
  });

  it("has no number for a date outside the schedule or without one", () => {
    expect(entregaOrdem(bimestral, "2026-02-28")).toBeNull();
    expect(entregaOrdem(null, "2026-02-28")).toBeNull();
    expect(entregaRotulo(null)).toBe("Entrega agendada");
  });
});

describe("overdue obligations", () => {
  it.each([
    ["yesterday", "2026-11-21", true],
    ["today", "2026-11-22", false],
    ["tomorrow", "2026-11-23", false],
    ["no date", null, false],
  ])("%s is overdue: %s", (_label, data, atrasada) => {
    expect(obrigacaoAtrasada(data, today)).toBe(atrasada);
  });
});

describe("why a periodic condition cannot be concluded yet", () => {
  it("says how many deliveries are left and when the next one is, singular or plural", () => {
    expect(entregasPendentes(13, "2026-12-02")).toBe(
      "Ainda há 13 entregas agendadas desta condicionante (a próxima em 02/12/2026). " +
        "Ela só pode ser concluída depois da última entrega.",
    );
    expect(entregasPendentes(1, "2026-12-02")).toBe(
      "Ainda há 1 entrega agendada desta condicionante (em 02/12/2026). " +
        "Ela só pode ser concluída depois da última entrega.",
    );
    expect(entregasPendentes(0, null)).toBeNull();
  });
});
