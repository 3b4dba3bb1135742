import { describe, expect, it } from "vitest";
import { formatTelefone, isValidTelefone, maskTelefone } from "./telefone";

describe("Brazilian phone numbers", () => {
  it.each([
    ["(49) 3322-4455", true],
    ["49999887766", true],
    ["4933224455", true],
    ["3322-4455", false], // no DDD
    ["01999887766", false], // DDD cannot start with 0
    ["499998877661", false],
  ])("%s is valid: %s", (phone, valid) => {
    expect(isValidTelefone(phone)).toBe(valid);
  });

  it("masks landlines and mobiles while typing", () => {
    expect(maskTelefone("4")).toBe("(4");
    expect(maskTelefone("4933")).toBe("(49) 33");
    expect(maskTelefone("4933224455")).toBe("(49) 3322-4455");
    expect(maskTelefone("49999887766")).toBe("(49) 99988-7766");
  });

  it("shows a stored number formatted, and nothing for none", () => {
    expect(formatTelefone("49999887766")).toBe("(49) 99988-7766");
    expect(formatTelefone(null)).toBe("");
  });
});
