import { expect, test } from "@playwright/test";
import { createApprovedUser, signInThroughUi, signInNewCompany } from "./support/users";

test("the sidebar collapses to icons, remembers it after a reload and toggles with Ctrl+B", async ({ page }) => {
  await signInNewCompany(page, "Carlos Lima");

  const sidebar = page.locator("aside");
  const dashboardLink = page.getByRole("link", { name: "Dashboard" });
  await expect(dashboardLink).toHaveAttribute("aria-current", "page");
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
  expect((await sidebar.boundingBox())?.width).toBe(256);

  await page.getByRole("button", { name: "Alternar menu lateral" }).click();
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(48);
  const cookies = await page.context().cookies();
  const cookie = cookies.find((c) => c.name === "sidebar:state");
  expect(cookie?.value).toBe("false");
  // Seven days, give or take the test's own run time.
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);

  await page.reload();
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");

  await page.keyboard.press("Control+b");
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
});

test("the header shows the user's name, a settings menu, and a plain user has no Admin entry", async ({ page }) => {
  const user = await createApprovedUser("Beatriz Costa");
  await signInThroughUi(page, user.email, user.password);
  await expect(page.getByTestId("header-user-name")).toHaveText("Beatriz Costa");
  await expect(page.getByRole("link", { name: "Admin" })).toHaveCount(0);
  await page.getByRole("button", { name: "Configurações" }).click();
  await page.getByRole("menuitem", { name: "Informações da sua empresa" }).click();
  await expect(page).toHaveURL(/\/configuracoes\/empresa$/);

  // Admin is refused on the server and hidden on screen.
  await page.goto("/admin");
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  const status = await page.evaluate(async () => (await fetch("/api/admin/users")).status);
  expect(status).toBe(403);
});

test("on a phone the sidebar opens as a sheet and closes after choosing a screen", async ({ page }) => {
  const user = await createApprovedUser("Diego Souza");
  await page.setViewportSize({ width: 390, height: 800 });
  await signInThroughUi(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator("aside")).toHaveCount(0);
  await page.getByRole("button", { name: "Alternar menu lateral" }).click();
  const sheet = page.getByRole("dialog", { name: "Menu" });
  await sheet.getByRole("link", { name: "Licenças" }).click();
  await expect(page).toHaveURL(/\/licencas$/);
  await expect(sheet).toBeHidden();
});

test("a visitor who is not signed in is sent from a protected screen to /auth", async ({ page }) => {
  await page.goto("/clientes");
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("tab", { name: "Login" })).toBeVisible();
});
