import { describe, expect, it } from "vitest";
import { situacaoEmpreendimento, type TSituacaoContagens } from "./consolidado";

const nada: TSituacaoContagens = {
  licencasVencidas: 0,
  licencasEmAlerta: 0,
  condicionantesVencidas: 0,
  condicionantesVencendo: 0,
  obrigacoesAtrasadas: 0,
  obrigacoesVencendo: 0,
};

describe("a project's situation in the consolidated report", () => {
  it("is 'em dia' with nothing late nor due soon", () => {
    expect(situacaoEmpreendimento(nada)).toBe("em_dia");
  });

  it.each([
    ["an expired licence", { licencasVencidas: 1 }],
    ["an overdue condition", { condicionantesVencidas: 1 }],
    ["an overdue due date of an obligation outside licences", { obrigacoesAtrasadas: 1 }],
  ])("is 'crítico' with %s, whatever else is due soon", (_label, late) => {
    expect(situacaoEmpreendimento({ ...nada, licencasEmAlerta: 3, obrigacoesVencendo: 2, ...late })).toBe("critico");
  });

  it.each([
    ["a licence in its renewal alert", { licencasEmAlerta: 1 }],
    ["a condition due within 30 days", { condicionantesVencendo: 1 }],
    ["an obligation outside licences due within 30 days", { obrigacoesVencendo: 1 }],
  ])("is 'atenção' with %s and nothing late", (_label, soon) => {
    expect(situacaoEmpreendimento({ ...nada, ...soon })).toBe("atencao");
  });
});
