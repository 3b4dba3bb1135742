import { expect, test, type Page } from "@playwright/test";
import { createApprovedUser, signInThroughUi } from "./support/users";

/** Every console error and warning, and every uncaught error, the page logs from now on. */
function consoleProblems(page: Page) {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

test("a signed-out visit to /auth and a signed-in full page load log no error and no HydrateFallback warning", async ({
  page,
}) => {
  const problems = consoleProblems(page);
  await page.goto("/auth");
  await expect(page.getByRole("button", { name: "Entrar no Sistema" })).toBeVisible();
  expect(problems).toEqual([]);

  const user = await createApprovedUser("Lívia Console");
  await signInThroughUi(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // A full page load of a protected screen, as a bookmark or a reload does it.
  await page.goto("/clientes");
  await expect(page.getByRole("heading", { name: "Empreendedor", level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});
