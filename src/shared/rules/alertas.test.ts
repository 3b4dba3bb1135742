import { describe, expect, it } from "vitest";
import { addDays } from "./datas";
import {
  alertaLink,
  ANTECEDENCIAS_LICENCA_PADRAO,
  ANTECEDENCIAS_PRAZO_PADRAO,
  comPrazoLegal,
  marcoDoDia,
  marcoTexto,
  prazosDoDia,
  urgenciaDoMarco,
} from "./alertas";

const dia = "2026-11-23";

describe("which lead time fires on a day", () => {
  // Deadline relative to the sweep's day → the lead time that fires (null: none).
  it.each([
    [31, null],
    [30, 30],
    [29, null],
    [8, null],
    [7, 7],
    [2, null],
    [1, 1],
    [0, 0],
    [-1, -1],
    [-2, null],
    [-7, null],
    [-8, -8],
    [-9, null],
    [-15, -15],
    [-365, -365],
  ])("a condition due in %i days fires %s", (emDias, marco) => {
    expect(marcoDoDia(addDays(dia, emDias), dia, ANTECEDENCIAS_PRAZO_PADRAO, true)).toBe(marco);
  });

  it.each([
    [181, null],
    [180, 180],
    [121, null],
    [120, 120],
    [119, null],
    [90, 90],
    [60, 60],
    [30, 30],
    [1, null],
    [0, 0],
    [-1, null],
    [-8, null],
  ])("a licence expiring in %i days fires %s (never when expired)", (emDias, marco) => {
    expect(marcoDoDia(addDays(dia, emDias), dia, ANTECEDENCIAS_LICENCA_PADRAO, false)).toBe(marco);
  });

  it("follows a company's own lead times", () => {
    expect(marcoDoDia(addDays(dia, 15), dia, [15, 3], true)).toBe(15);
    expect(marcoDoDia(addDays(dia, 30), dia, [15, 3], true)).toBeNull();
  });
});

describe("the deadlines the sweep probes on a day", () => {
  it("names exactly the deadlines the rule can fire for, and nothing else", () => {
    const prazos = prazosDoDia(dia, ANTECEDENCIAS_PRAZO_PADRAO, true);
    for (let emDias = -800; emDias <= 800; emDias++) {
      const prazo = addDays(dia, emDias);
      expect(prazos.includes(prazo)).toBe(marcoDoDia(prazo, dia, ANTECEDENCIAS_PRAZO_PADRAO, true) !== null);
    }
  });

  it("stays a fixed number of dates, whatever the database holds", () => {
    expect(prazosDoDia(dia, ANTECEDENCIAS_LICENCA_PADRAO, false)).toHaveLength(6);
    expect(prazosDoDia(dia, ANTECEDENCIAS_PRAZO_PADRAO, true).length).toBeLessThan(530);
  });
});

describe("lead times in words", () => {
  it("keeps the legal renewal deadline in every company's licence lead times", () => {
    expect(comPrazoLegal([90, 30])).toEqual([120, 90, 30]);
    expect(comPrazoLegal([120, 180])).toEqual([180, 120]);
  });

  it.each([
    [-8, "atrasado"],
    [0, "hoje"],
    [1, "semana"],
    [7, "semana"],
    [8, "mes"],
    [30, "mes"],
    [31, "adiante"],
  ])("lead time %i is in group %s", (marco, urgencia) => {
    expect(urgenciaDoMarco("condicionante", marco)).toBe(urgencia);
  });

  it("puts a licence's legal renewal deadline with what is due today", () => {
    expect(urgenciaDoMarco("licenca", 120)).toBe("hoje");
    expect(urgenciaDoMarco("licenca", 90)).toBe("adiante");
    expect(urgenciaDoMarco("atividade", 120)).toBe("adiante");
  });

  it("says the deadline plainly", () => {
    expect(marcoTexto("condicionante", 7)).toBe("Vence em 7 dias");
    expect(marcoTexto("atividade", 1)).toBe("Vence amanhã");
    expect(marcoTexto("atividade", 0)).toBe("Vence hoje");
    expect(marcoTexto("condicionante", -8)).toBe("Atrasado há 8 dias");
    expect(marcoTexto("licenca", 120)).toMatch(/prazo legal para protocolar a renovação/);
    expect(marcoTexto("condicionante", 120)).toBe("Vence em 120 dias");
  });
});

describe("where an alert leads", () => {
  it("opens the licence, the condition in its licence's panel, or the activity's project schedule", () => {
    expect(alertaLink("licenca", "L1", null)).toBe("/licencas?detalhes=L1");
    expect(alertaLink("condicionante", "C1", "L1")).toBe("/licencas?condicionantes=L1&condicionante=C1");
    expect(alertaLink("atividade", "A1", "E1")).toBe("/relatorios?empreendimento=E1");
  });

  it("opens a portal proof marked in its condition's card, or the licence's panel once the proof is gone", () => {
    expect(alertaLink("comprovacao", "P1", "L1", { condicionanteId: "C1" })).toBe(
      "/licencas?condicionantes=L1&condicionante=C1&entrega=P1",
    );
    expect(alertaLink("comprovacao", "P1", "L1", { condicionanteId: null })).toBe("/licencas?condicionantes=L1");
  });

  it("opens a portal proof of an obligation's due date in the obligation's details", () => {
    expect(alertaLink("comprovacao", "P1", "O1", { condicionanteId: null, obrigacaoId: "O1" })).toBe(
      "/obrigacoes?detalhes=O1",
    );
  });
});

describe("the alert of a proof sent from the portal", () => {
  it("waits in a group of its own, whatever the condition's deadline, and says what it waits for", () => {
    for (const marco of [-8, 0, 7, 120]) expect(urgenciaDoMarco("comprovacao", marco)).toBe("analise");
    expect(marcoTexto("comprovacao", 0)).toBe("Enviada pelo cliente no portal; aguarda a sua análise");
  });
});
