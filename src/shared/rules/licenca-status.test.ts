import { describe, expect, it } from "vitest";
import { addDays } from "./datas";
import { licencaStatus } from "./licenca-status";

const today = "2026-11-22";

describe("licence displayed status", () => {
  it.each([
    ["yesterday", addDays(today, -1), "vencida"],
    ["today", today, "alerta"],
    ["in 120 days", addDays(today, 120), "alerta"],
    ["in 121 days", addDays(today, 121), "vigente"],
    ["without expiry", null, "vigente"],
  ])("expiring %s is %s", (_label, validade, status) => {
    expect(licencaStatus(validade, false, today)).toBe(status);
  });

  it("is 'Em Renovação' when flagged, whatever the date", () => {
    expect(licencaStatus(addDays(today, -400), true, today)).toBe("em_renovacao");
    expect(licencaStatus(null, true, today)).toBe("em_renovacao");
  });
});
