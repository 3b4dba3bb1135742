import { describe, expect, it } from "vitest";
import { errorsCell, formatScreens, judgeScreens, type ScenarioResult } from "./report";

const result = (user: string, screen: string, p95: number, extra: Partial<ScenarioResult> = {}): ScenarioResult => ({
  id: `${user}/${screen}`,
  screen,
  user,
  path: "/api/x",
  sample: "",
  targets: { p95Ms: 100, apiDb: 0.4 },
  requests: 100,
  errors: 0,
  timeouts: 0,
  unanswered: 0,
  statuses: { 200: 100 },
  rps: 50,
  p50: p95 / 2,
  p95,
  p99: p95,
  max: p95,
  ...extra,
});

describe("the bench's verdict per screen", () => {
  it("passes a screen whose large company is fast, close to the small one and near the database's rate", () => {
    const [v] = judgeScreens([
      result("grande", "licencas", 90, { pgbench: { tps: 100, statements: 5 } }),
      result("pequena", "licencas", 80),
    ]);
    expect(v).toMatchObject({ screen: "licencas", ratioOk: true, p95Ok: true, apiDbOk: true });
    expect(v.ratio).toBeCloseTo(1.125);
  });

  it("fails each target the large company misses", () => {
    const [v] = judgeScreens([
      result("grande", "licencas", 400, { pgbench: { tps: 1000, statements: 5 } }),
      result("pequena", "licencas", 100),
    ]);
    expect(v).toMatchObject({ ratio: 4, ratioOk: false, p95Ok: false, apiDbOk: false });
  });

  it("gives no ratio when requests failed, since their p95 hides the slowest answers", () => {
    const [v] = judgeScreens([
      result("grande", "licencas", 50, { errors: 3, timeouts: 3 }),
      result("pequena", "licencas", 40),
    ]);
    expect(v.ratio).toBeNull();
    expect(v.ratioOk).toBe(false);
    expect(v.p95Ok).toBe(false);
  });

  it("prints ✓ and ✗ beside each figure, and leaves out targets a screen does not have", () => {
    const text = formatScreens([
      result("grande", "me", 30, { targets: {} }),
      result("pequena", "me", 10, { targets: {} }),
      result("grande", "licencas", 90, { pgbench: { tps: 100, statements: 5 } }),
      result("pequena", "licencas", 80),
    ]);
    const [, , me, licencas] = text.split("\n");
    expect(me).toMatch(/^me\s+30\.0\s+10\.0\s+✗ 3\.00\s*$/);
    expect(licencas).toContain("✓ 1.13");
    expect(licencas).toContain("✓ 100 ms");
    expect(licencas).toContain("✓ 0.50 ≥ 0.4");
  });

  it("says what the failures were: refusals by status, timeouts, requests never answered", () => {
    const r = result("grande", "dashboard", 50, {
      errors: 50,
      timeouts: 2,
      unanswered: 30,
      statuses: { 200: 10, 503: 18 },
    });
    expect(errorsCell(r)).toBe("50 (18×503, 2 timeouts, 30 sem resposta)");
    expect(errorsCell(result("grande", "dashboard", 50))).toBe("0");
  });
});
