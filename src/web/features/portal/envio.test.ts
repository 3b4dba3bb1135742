import { describe, expect, it } from "vitest";
import { PORTAL_ARQUIVOS_MAX, PORTAL_OBSERVACOES_MAX } from "@/shared/schemas/portal";
import { DOCUMENTO_MAX_BYTES } from "@/shared/schemas/uploads";
import { problemasDoEnvio } from "./envio";

const arquivo = (name: string, size = 100) => new File([new Uint8Array(size)], name);

describe("checks of 'Enviar comprovação' before sending", () => {
  it("accepts documents and photos with a short note", () => {
    expect(problemasDoEnvio([arquivo("laudo.pdf"), arquivo("poco.jpg")], "Segue o laudo")).toEqual({});
  });
  it("asks for at least one file", () => {
    expect(problemasDoEnvio([], "").arquivos).toBe("Selecione pelo menos um arquivo.");
  });
  it("asks to remove a file of another type, an empty one or one over 10 MB", () => {
    const mensagem = "Remova os arquivos marcados antes de enviar.";
    expect(problemasDoEnvio([arquivo("planilha.xls")], "").arquivos).toBe(mensagem);
    expect(problemasDoEnvio([arquivo("vazio.pdf", 0)], "").arquivos).toBe(mensagem);
    expect(problemasDoEnvio([arquivo("grande.pdf", DOCUMENTO_MAX_BYTES + 1)], "").arquivos).toBe(mensagem);
  });
  it("refuses more files than one proof takes", () => {
    const muitos = Array.from({ length: PORTAL_ARQUIVOS_MAX + 1 }, (_, i) => arquivo(`f${i}.pdf`));
    expect(problemasDoEnvio(muitos, "").arquivos).toBe(`Envie no máximo ${PORTAL_ARQUIVOS_MAX} arquivos.`);
    expect(problemasDoEnvio(muitos.slice(1), "").arquivos).toBeUndefined();
  });
  it("refuses a note over the limit, not counting the spaces around it", () => {
    expect(problemasDoEnvio([arquivo("a.pdf")], "x".repeat(PORTAL_OBSERVACOES_MAX + 1)).observacoes).toBe(
      `Máximo de ${PORTAL_OBSERVACOES_MAX} caracteres`,
    );
    expect(problemasDoEnvio([arquivo("a.pdf")], ` ${"x".repeat(PORTAL_OBSERVACOES_MAX)} `)).toEqual({});
  });
});
