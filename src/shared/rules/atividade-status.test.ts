import { describe, expect, it } from "vitest";
import { addDays, todayIn } from "./datas";
import { atividadeStatus, condicionanteRelatorioStatus } from "./atividade-status";

const today = "2026-03-09";

describe("an activity's displayed status", () => {
  it.each([
    ["pendente", addDays(today, -1), "atrasada"],
    ["pendente", today, "pendente"],
    ["pendente", addDays(today, 1), "pendente"],
    ["em_andamento", addDays(today, -1), "atrasada"],
    ["em_andamento", today, "em_andamento"],
    ["concluida", addDays(today, -30), "concluida"],
    ["pendente", null, "pendente"],
  ] as const)("is %s due %s → %s", (status, prazo, shown) => {
    expect(atividadeStatus(status, prazo, today)).toBe(shown);
  });

  it("turns late at midnight in São Paulo, not at midnight UTC", () => {
    // 02:59 UTC on 10 March is still 9 March, 23:59 in São Paulo (UTC-3): due on the 9th, on time.
    expect(atividadeStatus("pendente", "2026-03-09", todayIn(new Date("2026-03-10T02:59:00Z")))).toBe("pendente");
    // One minute later it is the 10th in São Paulo: late.
    expect(atividadeStatus("pendente", "2026-03-09", todayIn(new Date("2026-03-10T03:00:00Z")))).toBe("atrasada");
  });
});

describe("a condition's status in the report", () => {
  it.each([
    [true, addDays(today, -10), "cumprida"],
    [true, null, "cumprida"],
    [false, addDays(today, -1), "vencida"],
    [false, today, "pendente"],
    [false, addDays(today, 1), "pendente"],
    [false, null, "pendente"],
  ] as const)("approved %s, due %s → %s", (aprovada, prazo, status) => {
    expect(condicionanteRelatorioStatus(aprovada, prazo, today)).toBe(status);
  });
});
