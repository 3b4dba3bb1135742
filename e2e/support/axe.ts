import fs from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";
import type { AxeResults } from "axe-core";

// The axe-core that @axe-core/playwright bundles, read from beside it so both stay one version.
const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(
  require.resolve("axe-core/axe.min.js", { paths: [require.resolve("@axe-core/playwright")] }),
  "utf8",
);

/**
 * Runs axe on the page (or only inside `selector`) and expects no serious or critical violation.
 * The mouse leaves first, so a hover colour does not decide the contrast check.
 *
 * axe runs once, in the page, on the same rules and the same DOM as `AxeBuilder.analyze()`: the
 * app has no frames, so its default mode's partial run per frame, finished in a blank page of
 * its own, adds nothing but a page and a second copy of axe (decision 065). axe is injected once
 * per document: several checks of one screen (after a resize, a dialog) reuse it.
 */
export async function expectNoSeriousViolations(page: Page, selector?: string) {
  expect(await seriousViolations(page, selector)).toEqual([]);
}

/** The serious and critical violations axe finds, one line each: the rule and its elements. */
async function seriousViolations(page: Page, selector?: string) {
  await page.mouse.move(0, 0);
  if (!(await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === "function")))
    await page.evaluate(AXE_SOURCE);
  const results = (await page.evaluate(async (context: TContext) => {
    // A toast or a dialog still fading in has the contrast of its half-way opacity: axe reads the
    // screen once its entrances have ended (a spinner's endless one aside, and 3 s at most).
    const ending = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    const settled = Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 3_000))]);
    return (window as unknown as { axe: { run: (c: TContext, o: object) => unknown } }).axe.run(context, {});
  }, normalizedContext(selector))) as AxeResults;
  if (page.frames().length > 1) throw new Error("axe só verifica o documento principal: a página tem frames");
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  return serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** The context `AxeBuilder` hands axe: the whole document, or what `include(selector)` names. */
type TContext = { include: string[]; exclude: string[] };
const normalizedContext = (selector?: string): TContext => ({ include: selector ? [selector] : [], exclude: [] });
