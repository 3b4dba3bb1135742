import { describe, expect, it } from "vitest";
import type { TEventoCalendario } from "@/shared/schemas/calendario";
import { atrasadosTexto, eventoDetalhe, eventoResumo, rotuloCurto } from "./evento-textos";

const base: TEventoCalendario = {
  id: "vencimento:1",
  tipo: "vencimento",
  titulo: "Vencimento Renovação de Licença de Operação 1133/2026",
  tituloCompleto: null,
  data: "2026-11-24",
  empreendimento: "Curtume Vale Verde",
  licenca: "Renovação de Licença de Operação 1133/2026",
  licencaSigla: "RLO 1133/2026",
  licencaId: "1",
  condicionanteId: null,
  checklistId: null,
  obrigacaoId: null,
  comprovacaoId: null,
  atrasado: false,
};
const condicionante: TEventoCalendario = {
  ...base,
  id: "condicionante:2",
  tipo: "condicionante",
  titulo: "Relatório de monitoramento de...",
  condicionanteId: "2",
  atrasado: true,
};
const checklist: TEventoCalendario = {
  ...base,
  id: "checklist:3",
  tipo: "checklist",
  titulo: "Vistoria do forno",
  licenca: null,
  licencaSigla: null,
  licencaId: null,
  checklistId: "3",
};

describe("an event's words", () => {
  it("does not repeat the licence under a title that already names it", () => {
    expect(eventoDetalhe(base)).toBe("Curtume Vale Verde");
    expect(eventoDetalhe(condicionante)).toBe("Curtume Vale Verde · Renovação de Licença de Operação 1133/2026");
    expect(eventoDetalhe({ ...checklist, empreendimento: null })).toBe("");
  });

  it("shows a month cell the licence's short label, or a checklist's title", () => {
    expect(rotuloCurto(base)).toBe("RLO 1133/2026");
    expect(rotuloCurto(condicionante)).toBe("RLO 1133/2026");
    expect(rotuloCurto(checklist)).toBe("Vistoria do forno");
  });

  it("tells a screen reader the kind, overdue or not, and a condition's title", () => {
    expect(eventoResumo(base)).toBe("Vencimento");
    expect(eventoResumo(condicionante)).toBe("Atrasada, Condicionante: Relatório de monitoramento de...");
    expect(eventoResumo({ ...base, tipo: "validade_prorrogada" })).toBe("Validade prorrogada");
    expect(eventoResumo(checklist)).toBe("Checklist");
  });

  it("says how many are overdue in the popover, singular and plural, with pt-BR digits", () => {
    expect(atrasadosTexto(1)).toBe("1 atrasado — ver todos");
    expect(atrasadosTexto(3)).toBe("3 atrasados — ver todos");
    expect(atrasadosTexto(1200)).toBe("1.200 atrasados — ver todos");
  });
});
