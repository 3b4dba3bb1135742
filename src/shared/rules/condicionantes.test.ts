import { describe, expect, it } from "vitest";
import {
  condicionanteStatusLabel,
  DATA_ANTIGA,
  ENTREGA_FUTURA,
  entregaInvalida,
  entregaNoPrazo,
  grupoCondicionante,
  grupoDaObrigacao,
  prazoBadge,
} from "./condicionantes";
import { addDays } from "./datas";

const today = "2026-11-22";

describe("conditions screen grouping", () => {
  it.each([
    ["due yesterday", addDays(today, -1), "vencidas"],
    ["due a year ago", addDays(today, -365), "vencidas"],
    ["due today", today, "vencendo"],
    ["due tomorrow", addDays(today, 1), "vencendo"],
    ["due in 30 days", addDays(today, 30), "vencendo"],
    ["due in 31 days", addDays(today, 31), "a_vencer"],
    ["due in two years", addDays(today, 730), "a_vencer"],
  ])("an open condition %s goes to '%s'", (_label, prazo, grupo) => {
    for (const status of ["pendente", "em_andamento", "atrasada"]) {
      expect(grupoCondicionante(status, prazo, today)).toBe(grupo);
    }
  });

  it.each([
    ["overdue", addDays(today, -10)],
    ["due today", today],
    ["due later", addDays(today, 90)],
    ["without deadline", null],
  ])("a concluded condition %s goes only to 'concluidas'", (_label, prazo) => {
    expect(grupoCondicionante("concluida", prazo, today)).toBe("concluidas");
  });

  it("leaves an open condition without deadline out of every group", () => {
    expect(grupoCondicionante("pendente", null, today)).toBeNull();
    expect(grupoCondicionante("em_andamento", null, today)).toBeNull();
  });

  it("counts the 30 days across a month and a year change", () => {
    expect(grupoCondicionante("pendente", "2027-01-01", "2026-12-02")).toBe("vencendo");
    expect(grupoCondicionante("pendente", "2027-01-02", "2026-12-02")).toBe("a_vencer");
  });
});

describe("an obligation's section", () => {
  it("puts an open delivery by its own date, even of a concluded or overdue condition", () => {
    const entregaData = addDays(today, 5);
    expect(grupoDaObrigacao({ status: "concluida", dataPrazo: null, entregaData }, today)).toBe("vencendo");
    expect(grupoDaObrigacao({ status: "atrasada", dataPrazo: addDays(today, -9), entregaData }, today)).toBe(
      "vencendo",
    );
  });

  it("puts a condition without an open delivery by its status and deadline", () => {
    expect(grupoDaObrigacao({ status: "concluida", dataPrazo: today, entregaData: null }, today)).toBe("concluidas");
    expect(grupoDaObrigacao({ status: "pendente", dataPrazo: addDays(today, 31), entregaData: null }, today)).toBe(
      "a_vencer",
    );
    expect(grupoDaObrigacao({ status: "pendente", dataPrazo: null, entregaData: null }, today)).toBeNull();
  });
});

describe("deadline badge", () => {
  it.each([
    [-30, "30 dias atrasado"],
    [-2, "2 dias atrasado"],
    [-1, "1 dia atrasado"],
    [0, "Vence hoje"],
    [1, "1 dia restante"],
    [2, "2 dias restantes"],
    [31, "31 dias restantes"],
  ])("%i days from today reads '%s'", (dias, texto) => {
    expect(prazoBadge(addDays(today, dias), today)).toBe(texto);
  });
});

describe("delivery on time", () => {
  it.each([
    ["on the deadline day", today, today, true],
    ["before the deadline", addDays(today, -5), today, true],
    ["one day after the deadline", addDays(today, 1), today, false],
    ["a year after the deadline", addDays(today, 365), today, false],
    ["without a deadline", addDays(today, 365), null, true],
  ])("a delivery %s is on time: %s", (_label, entrega, prazo, noPrazo) => {
    expect(entregaNoPrazo(entrega, prazo)).toBe(noPrazo);
  });
});

describe("delivery date range", () => {
  it.each([
    ["1899-12-31", DATA_ANTIGA],
    ["1900-01-01", null],
    [today, null],
    [addDays(today, 1), ENTREGA_FUTURA],
  ])("%s gives %s", (entrega, mensagem) => {
    expect(entregaInvalida(entrega, today)).toBe(mensagem);
  });

  it("uses the spec's messages", () => {
    expect(DATA_ANTIGA).toBe("A data não pode ser anterior a 01/01/1900.");
    expect(ENTREGA_FUTURA).toBe("A data de entrega não pode ser futura.");
  });
});

describe("status label", () => {
  it.each([
    ["pendente", false, "Pendente"],
    ["em_andamento", false, "Em Andamento"],
    ["concluida", false, "Concluída"],
    ["atrasada", false, "Atrasada"],
    ["concluida", true, "Aprovada"],
    ["pendente", true, "Aprovada"],
    ["desconhecido", false, "Pendente"],
  ])("status '%s' approved=%s shows '%s'", (status, aprovada, label) => {
    expect(condicionanteStatusLabel(status, aprovada)).toBe(label);
  });
});
