import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { formatContagem, formatDate } from "./format";

// The browser's own zone must not move a timestamp's day: São Paulo's calendar decides.
describe("formatDate", () => {
  const original = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = "Asia/Tokyo"; // UTC+9: a zone where 02:59 UTC is already the next day
  });
  afterEach(() => {
    process.env.TZ = original;
  });

  it("shows a timestamp's São Paulo day around its midnight", () => {
    expect(formatDate("2026-03-10T02:59:59.000Z")).toBe("09/03/2026"); // 23:59:59 in São Paulo
    expect(formatDate("2026-03-10T03:00:00.000Z")).toBe("10/03/2026"); // 00:00 in São Paulo
  });

  it("shows a date as it is, in any zone", () => {
    expect(formatDate("2026-03-10")).toBe("10/03/2026");
    process.env.TZ = "America/Los_Angeles";
    expect(formatDate("2026-03-10")).toBe("10/03/2026");
  });

  it("shows a dash for no value", () => {
    expect(formatDate(null)).toBe("-");
  });
});

describe("formatContagem", () => {
  const licencas = { um: "licença", varios: "licenças" };

  it.each([
    [1, "1 licença"],
    [0, "0 licenças"],
    [2, "2 licenças"],
    [1234, "1.234 licenças"],
    [{ maisDe: 1000 }, "mais de 1.000 licenças"],
  ])("says %o as '%s': only exactly one takes the singular", (total, texto) => {
    expect(formatContagem(total, licencas)).toBe(texto);
  });
});
