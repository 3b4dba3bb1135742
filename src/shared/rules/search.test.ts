import { describe, expect, it } from "vitest";
import { FOLD_FROM, FOLD_TO, foldText } from "./search";

describe("search folding", () => {
  it("ignores case and accents", () => {
    expect(foldText("Cerâmica SÃO JOSÉ")).toBe("ceramica sao jose");
    expect(foldText("Chapecó")).toBe(foldText("CHAPECO"));
  });

  it("folds each accented letter in SQL exactly as in TypeScript", () => {
    // The server's translate() uses these two strings; they must agree with foldText.
    expect(FOLD_FROM.length).toBe(FOLD_TO.length);
    for (let i = 0; i < FOLD_FROM.length; i++) expect(foldText(FOLD_FROM[i])).toBe(FOLD_TO[i]);
  });
});
