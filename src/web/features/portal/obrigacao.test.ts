import { describe, expect, it } from "vitest";
import { descricaoExtra, obrigacaoKey, prazoDaObrigacao } from "./obrigacao";

const hoje = "2026-03-10";
const aberta = { status: "pendente" as const, dataPrazo: "2026-03-10", entrega: null };

describe("an obligation's deadline badge in the portal", () => {
  it("reads as the conditions screen: overdue, due today, days left", () => {
    expect(prazoDaObrigacao({ ...aberta, dataPrazo: "2026-03-07" }, hoje)).toMatchObject({
      grupo: "vencidas",
      texto: "3 dias atrasado",
    });
    expect(prazoDaObrigacao(aberta, hoje)).toMatchObject({ grupo: "vencendo", texto: "Vence hoje" });
    expect(prazoDaObrigacao({ ...aberta, dataPrazo: "2026-05-10" }, hoje)).toMatchObject({
      grupo: "a_vencer",
      texto: "61 dias restantes",
    });
  });
  it("takes a scheduled delivery's own date over the condition's deadline", () => {
    const entrega = { id: "e1", data: "2026-03-09" };
    expect(prazoDaObrigacao({ ...aberta, dataPrazo: "2027-01-01", entrega }, hoje)).toMatchObject({
      data: "2026-03-09",
      texto: "1 dia atrasado",
    });
  });
  it("says 'Concluída' for a concluded condition and 'Sem prazo definido' without a date", () => {
    expect(prazoDaObrigacao({ ...aberta, status: "concluida" }, hoje).texto).toBe("Concluída");
    expect(prazoDaObrigacao({ ...aberta, dataPrazo: null }, hoje).texto).toBe("Sem prazo definido");
  });
});

describe("an obligation's texts", () => {
  it("does not repeat a description that is already the title", () => {
    expect(descricaoExtra({ titulo: "Monitorar poços", descricao: "Monitorar poços" })).toBeNull();
    expect(descricaoExtra({ titulo: "Poços", descricao: "Monitorar os poços trimestralmente" })).toBe(
      "Monitorar os poços trimestralmente",
    );
  });
  it("tells each scheduled delivery of one condition apart", () => {
    expect(obrigacaoKey({ condicionanteId: "c1", entrega: { id: "e1", data: hoje } })).not.toBe(
      obrigacaoKey({ condicionanteId: "c1", entrega: { id: "e2", data: hoje } }),
    );
  });
});
