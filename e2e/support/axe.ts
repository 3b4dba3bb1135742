import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Runs axe on the page (or only inside `selector`) and expects no serious or critical violation.
 * The mouse leaves first, so a hover colour does not decide the contrast check.
 */
export async function expectNoSeriousViolations(page: Page, selector?: string) {
  await page.mouse.move(0, 0);
  const builder = new AxeBuilder({ page });
  const results = await (selector ? builder.include(selector) : builder).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
