import { expect, test } from "@playwright/test";
import { ADMIN, createPendingUser, openSession, signInThroughUi } from "./support/users";
import { expectNoSeriousViolations } from "./support/axe";

test.use({ reducedMotion: "reduce" });

test("the landing page and /auth have no serious accessibility violations", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.goto("/auth");
  await expect(page.getByRole("tab", { name: "Login" })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("the pending screen has no serious accessibility violations", async ({ page }) => {
  const user = await createPendingUser("Elisa Ramos");
  await signInThroughUi(page, user.email, user.password);
  await expect(page.getByRole("heading", { name: "Aguardando Aprovação" })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("the dashboard and the admin panel have no serious accessibility violations", async ({ page }) => {
  await openSession(page, ADMIN.email, ADMIN.password);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: /Dashboard/ })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.goto("/admin?tab=empresas");
  await expect(page.getByRole("heading", { name: "Painel de Controle" })).toBeVisible();
  await expect(page.getByRole("table")).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.goto("/admin?tab=usuarios");
  await expect(page.getByRole("heading", { name: "Painel de Controle" })).toBeVisible();
  await expectNoSeriousViolations(page);
});
