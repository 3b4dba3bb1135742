import { describe, expect, it } from "vitest";
import { progressoTexto, statusAposMudanca } from "./checklist";

describe("statusAposMudanca", () => {
  it.each([
    ["ticking the last unticked item concludes", "aberto", "marcado", 3, 3, "concluido"],
    ["ticking while others stay unticked keeps it open", "aberto", "marcado", 3, 2, "aberto"],
    [
      "ticking while others stay unticked keeps a hand-concluded checklist concluded",
      "concluido",
      "marcado",
      3,
      2,
      "concluido",
    ],
    ["unticking reopens", "concluido", "desmarcado", 3, 2, "aberto"],
    ["adding an item reopens", "concluido", "adicionado", 4, 3, "aberto"],
    ["removing the last unticked item concludes", "aberto", "removido", 2, 2, "concluido"],
    ["removing the only item keeps the status", "aberto", "removido", 0, 0, "aberto"],
    ["removing an unticked item with others unticked keeps it open", "aberto", "removido", 3, 1, "aberto"],
    ["renaming keeps a hand-reopened checklist open even when all are ticked", "aberto", "renomeado", 2, 2, "aberto"],
    ["moving keeps the status", "concluido", "movido", 2, 1, "concluido"],
  ] as const)("%s", (_case, atual, mudanca, total, concluidos, esperado) => {
    expect(statusAposMudanca(atual, mudanca, { total, concluidos })).toBe(esperado);
  });
});

describe("progressoTexto", () => {
  it.each([
    [0, 0, "Nenhum item"],
    [5, 1, "1 de 5 concluído"],
    [5, 3, "3 de 5 concluídos"],
  ])("%i items, %i ticked: %s", (total, concluidos, texto) => {
    expect(progressoTexto({ total, concluidos })).toBe(texto);
  });
});
