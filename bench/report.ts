// The bench's tables: one row per scenario, then one per screen with the large ÷ small ratio and
// each target of issue 18 marked ✓ or ✗; the PDF preview's of issue 30. Pure functions of the
// results, so they are tested alone.
import { RATIO_TARGET, type ScreenTargets } from "./fixtures";
import type { PdfPreviewReport } from "./importar-pdf";
import type { LoadResult } from "./load";
import type { PgbenchResult } from "./pgbench";

export interface ScenarioResult extends LoadResult {
  id: string;
  screen: string;
  user: string;
  path: string;
  /** What one answer held before the run (total licences found, counters), to compare like with like. */
  sample: string;
  targets: ScreenTargets;
  pgbench?: PgbenchResult;
}

const ms = (v: number | null | undefined) => (v === null || v === undefined ? "-" : v.toFixed(1));
const mark = (ok: boolean) => (ok ? "✓" : "✗");

/** API req/s ÷ pgbench tps; null without a pgbench figure. */
export const apiDbRatio = (r: ScenarioResult) => (r.pgbench?.tps ? r.rps / r.pgbench.tps : null);

function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  return [line(head), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

/** "50 (18×503, 2 timeouts, 30 sem resposta)": what the failures were. */
export function errorsCell(r: ScenarioResult): string {
  if (r.errors === 0) return "0";
  const parts = Object.entries(r.statuses)
    .filter(([status]) => !status.startsWith("2"))
    .map(([status, n]) => `${n}×${status}`);
  if (r.timeouts) parts.push(`${r.timeouts} timeouts`);
  if (r.unanswered) parts.push(`${r.unanswered} sem resposta`);
  return `${r.errors} (${parts.join(", ")})`;
}

export function formatScenarios(results: ScenarioResult[]): string {
  const head = ["cenário", "req/s", "p50 ms", "p95 ms", "p99 ms", "erros", "consultas", "pgbench tps", "API÷BD"];
  const rows = results.map((r) => {
    const ratio = apiDbRatio(r);
    return [
      r.id,
      r.rps.toFixed(1),
      ms(r.p50),
      ms(r.p95),
      ms(r.p99),
      errorsCell(r),
      r.pgbench ? String(r.pgbench.statements) : "-",
      r.pgbench?.tps ? r.pgbench.tps.toFixed(1) : r.pgbench?.error ? "erro" : "-",
      ratio === null ? "-" : ratio.toFixed(2),
    ];
  });
  return table(head, rows);
}

/** A p95 counts only when every request was answered: timeouts hide the slowest ones. */
const p95Of = (r: ScenarioResult | undefined) => (r && r.errors === 0 ? r.p95 : null);

export interface ScreenVerdict {
  screen: string;
  ratio: number | null;
  ratioOk: boolean;
  p95Ok: boolean | null;
  apiDbOk: boolean | null;
}

/** Per screen: the large company's p95 over the small one's, and each target it has. */
export function judgeScreens(results: ScenarioResult[]): ScreenVerdict[] {
  const screens = [...new Set(results.map((r) => r.screen))];
  return screens.map((screen) => {
    const large = results.find((r) => r.screen === screen && r.user === "grande");
    const small = results.find((r) => r.screen === screen && r.user === "pequena");
    const [lp95, sp95] = [p95Of(large), p95Of(small)];
    const ratio = lp95 !== null && sp95 ? lp95 / sp95 : null;
    const targets = (large ?? small)!.targets;
    const apiDb = large ? apiDbRatio(large) : null;
    return {
      screen,
      ratio,
      ratioOk: ratio !== null && ratio <= RATIO_TARGET,
      p95Ok: targets.p95Ms === undefined || !large ? null : lp95 !== null && lp95 <= targets.p95Ms,
      apiDbOk: targets.apiDb === undefined || !large ? null : apiDb !== null && apiDb >= targets.apiDb,
    };
  });
}

export function formatScreens(results: ScenarioResult[]): string {
  const head = [
    "tela",
    "p95 grande",
    "p95 pequena",
    `grande÷pequena ≤ ${RATIO_TARGET}`,
    "p95 grande ≤ alvo",
    "API÷BD grande ≥ alvo",
  ];
  const rows = judgeScreens(results).map((v) => {
    const large = results.find((r) => r.screen === v.screen && r.user === "grande");
    const small = results.find((r) => r.screen === v.screen && r.user === "pequena");
    const shown = (r: ScenarioResult | undefined) =>
      !r ? "-" : r.errors ? `${ms(r.p95)} (${r.errors} erros)` : ms(r.p95);
    const target = large?.targets;
    const apiDb = large ? apiDbRatio(large) : null;
    return [
      v.screen,
      shown(large),
      shown(small),
      v.ratio === null ? "✗ -" : `${mark(v.ratioOk)} ${v.ratio.toFixed(2)}`,
      v.p95Ok === null ? "" : `${mark(v.p95Ok)} ${target!.p95Ms} ms`,
      v.apiDbOk === null ? "" : `${mark(v.apiDbOk)} ${apiDb === null ? "-" : apiDb.toFixed(2)} ≥ ${target!.apiDb}`,
    ];
  });
  return table(head, rows);
}

/** Per file: what the preview read, its p50 and max, the cost per page and the target; then how it grew. */
export function formatPdfPreviews(report: PdfPreviewReport): string {
  const head = ["arquivo", "páginas", "condicionantes", "avisos", "p50 ms", "max ms", "ms/página", "max ≤ alvo"];
  const rows = report.arquivos.map((r) => [
    r.arquivo,
    String(r.paginas),
    String(r.condicionantes),
    String(r.avisos),
    ms(r.p50),
    ms(r.max),
    ms(r.msPorPagina),
    r.alvoOk === null ? "" : `${mark(r.alvoOk)} ${r.alvoMs} ms`,
  ]);
  const c = report.crescimento;
  const growth = c
    ? `\ncrescimento: ${c.paginas.toFixed(2)}× as páginas, ${c.tempo.toFixed(2)}× o p50 — ${mark(c.ok)} não mais que as páginas`
    : "";
  const how = `${report.repeticoes} prévias seguidas por arquivo, depois de uma de aquecimento; carga da máquina ${report.loadAverage.join(" ")}`;
  return `${table(head, rows)}\n(${how})${growth}`;
}
