import { expect, type Locator, type Page } from "@playwright/test";
import { fecharComEsc } from "./dialogs";

export const PHONE = { width: 390, height: 844 };
/** The most common laptop, and the narrowest the lists must fit as tables, both with the sidebar open. */
export const LAPTOP = { width: 1280, height: 900 };
export const SMALL_LAPTOP = { width: 1024, height: 768 };

/**
 * Nothing wider than the screen: the page does not scroll sideways and no visible element
 * reaches past either edge (a table inside a scrolling box would, and hide its last columns).
 */
export async function expectFitsViewport(page: Page) {
  // Right after a resize to a phone the laptop's open sidebar still takes its 256 px for a frame or
  // two (it becomes a sheet on a media query's change event, sidebar-state.tsx), pushing the header
  // past the edge: the check is retried until the layout settles, and fails if it never fits.
  await expect(async () => {
    const result = await page.evaluate(() => {
      const width = window.innerWidth;
      const outside: string[] = [];
      for (const el of document.querySelectorAll("body *")) {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === "hidden") continue;
        if (box.right > width + 1 || box.left < -1) {
          const text = (el.textContent ?? "").trim().slice(0, 40);
          outside.push(`<${el.tagName.toLowerCase()}> ${Math.round(box.left)}–${Math.round(box.right)} "${text}"`);
        }
      }
      return { scrollWidth: document.scrollingElement!.scrollWidth, width, outside: outside.slice(0, 5) };
    });
    expect(result.outside, "elementos além da largura da tela").toEqual([]);
    expect(result.scrollWidth).toBeLessThanOrEqual(result.width);
  }).toPass({ timeout: 5_000 });
}

/** Wholly on screen and the element a tap there would reach (nothing covers it). */
export async function expectTappable(target: Locator) {
  // scrollIntoViewIfNeeded leaves what is wholly on screen where it is, after the same waits as
  // the trial click's: a look at the element first spares most controls of a list those waits.
  // Not there yet (no ratio), it is waited for by the scroll, as before.
  const [ratio] = await viewportRatios(target);
  if (!(ratio >= WHOLE)) await target.scrollIntoViewIfNeeded();
  await expectTappableWhereItIs(target);
}

async function expectTappableWhereItIs(target: Locator) {
  await expect(target).toBeInViewport({ ratio: 1 });
  await target.click({ trial: true, timeout: 5_000 });
}

/** A ratio of 1, as toBeInViewport compares it. */
const WHOLE = 1 - 1e-9;

/** How much of each element is on screen, measured as toBeInViewport and scrollIntoViewIfNeeded do. */
function viewportRatios(targets: Locator) {
  return targets.evaluateAll((elements) =>
    Promise.all(
      elements.map(
        (el) =>
          new Promise<number>((resolve) => {
            const observer = new IntersectionObserver(([entry]) => {
              observer.disconnect();
              resolve(entry.intersectionRatio);
            });
            observer.observe(el);
            // The observer reports on the next frame: ask for one.
            requestAnimationFrame(() => {});
          }),
      ),
    ),
  );
}

const CONTROLS = "button:visible:not([disabled]), a:visible, select:visible:not([disabled])";

/**
 * Every visible, enabled control of each row or card (buttons, links, selects, switches) can be
 * tapped; a disabled one (the first item's 'Mover para cima') is not meant to be.
 *
 * The controls already wholly on screen are checked all at once: a trial click only looks, so
 * neither moves anything. The others are then scrolled to and checked one by one.
 */
export async function expectRowControlsTappable(rows: Locator) {
  const count = await rows.count();
  expect(count, "linhas ou cartões na lista").toBeGreaterThan(0);
  for (let i = 0; i < count; i++)
    expect(await rows.nth(i).locator(CONTROLS).count(), `ações da linha ${i + 1}`).toBeGreaterThan(0);
  const controls = rows.locator(CONTROLS);
  const ratios = await viewportRatios(controls);
  await Promise.all(ratios.flatMap((ratio, i) => (ratio >= WHOLE ? [expectTappableWhereItIs(controls.nth(i))] : [])));
  for (const [i, ratio] of ratios.entries()) if (ratio < WHOLE) await expectTappable(controls.nth(i));
}

/** The row's '…' menu opens on screen with the given actions, then closes. */
export async function expectMenuActions(page: Page, trigger: Locator, items: string[]) {
  await expectTappable(trigger);
  await trigger.click();
  const menu = page.getByRole("menu");
  for (const name of items) await expect(menu.getByRole("menuitem", { name })).toBeInViewport({ ratio: 1 });
  await fecharComEsc(page, menu);
}
