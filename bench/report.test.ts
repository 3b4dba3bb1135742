import { describe, expect, it } from "vitest";
import { pdfGrowth, summarizePreviews } from "./importar-pdf";
import { errorsCell, formatPdfPreviews, formatScreens, judgeScreens, type ScenarioResult } from "./report";

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

describe("the PDF preview's figures (issue 30)", () => {
  const lido = (paginas: number) => ({ paginas, condicionantes: paginas * 2, avisos: 0 });

  it("takes the median and the slowest of the timed previews, and the median's cost per page", () => {
    const r = summarizePreviews("a.pdf", lido(30), [1500, 900, 1200, 2900, 1000], 3000);
    expect(r).toMatchObject({ p50: 1200, max: 2900, msPorPagina: 40, alvoMs: 3000, alvoOk: true });
  });

  it("fails the target when one preview is slower, and judges nothing without a target", () => {
    expect(summarizePreviews("a.pdf", lido(30), [1000, 1000, 3001, 1000, 1000], 3000).alvoOk).toBe(false);
    expect(summarizePreviews("b.pdf", lido(60), [5000], undefined).alvoOk).toBeNull();
  });

  it("passes the growth when twice the pages cost at most twice the time", () => {
    const curto = summarizePreviews("a.pdf", lido(30), [1000], 3000);
    expect(pdfGrowth([curto, summarizePreviews("b.pdf", lido(60), [1800])])).toEqual({
      paginas: 2,
      tempo: 1.8,
      ok: true,
    });
    expect(pdfGrowth([summarizePreviews("b.pdf", lido(60), [2500]), curto])?.ok).toBe(false);
    expect(pdfGrowth([curto])).toBeNull();
  });

  it("prints each file's row with ✓ or ✗ against its target, then the growth", () => {
    const arquivos = [
      summarizePreviews("parecer-30.pdf", lido(30), [1200, 1300, 1250], 3000),
      summarizePreviews("parecer-60.pdf", lido(60), [2600, 2400, 2500]),
    ];
    const text = formatPdfPreviews({
      licencaId: "x",
      loadAverage: [1.5, 1.2, 1],
      repeticoes: 3,
      arquivos,
      crescimento: pdfGrowth(arquivos),
    });
    const [, , trinta, sessenta, como, crescimento] = text.split("\n");
    expect(trinta).toMatch(/^parecer-30\.pdf\s+30\s+60\s+0\s+1250\.0\s+1300\.0\s+41\.7\s+✓ 3000 ms$/);
    expect(sessenta).toMatch(/^parecer-60\.pdf\s+60\s+120\s+0\s+2500\.0\s+2600\.0\s+41\.7\s*$/);
    expect(como).toBe("(3 prévias seguidas por arquivo, depois de uma de aquecimento; carga da máquina 1.5 1.2 1)");
    expect(crescimento).toBe("crescimento: 2.00× as páginas, 2.00× o p50 — ✓ não mais que as páginas");
  });
});
