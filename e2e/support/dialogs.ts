import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Closes an open dialog, popover or menu with Escape and waits until it is gone. Until then its
 * overlay covers the page and hides it from the accessibility tree, so a next step that did not
 * wait could click the closing overlay or find no rows. Waiting for it open first keeps the key
 * from being pressed before the dialog listens for it.
 */
export async function fecharComEsc(page: Page, aberto: Locator) {
  await expect(aberto).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(aberto).toBeHidden();
}
