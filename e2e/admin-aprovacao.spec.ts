import { expect, test } from "@playwright/test";
import { siteConfig } from "../src/shared/site-config";
import { ADMIN, createApprovedUser, createPendingUser, openSession } from "./support/users";
import { expectNoSeriousViolations } from "./support/axe";

test.use({ reducedMotion: "reduce" });

const OPERADOR = `${siteConfig.brand} (empresa do operador)`;

test("the approval dialog marks the operator's company and asks before a customer's user joins it; cancelling attaches nothing", async ({
  page,
}) => {
  const cliente = await createApprovedUser("Marta Cliente Aprovação");
  const pendente = await createPendingUser("Rui Pendente Aprovação");
  const pendingTotal = () =>
    page.evaluate(
      async (email) => (await (await fetch(`/api/admin/pending-users?q=${encodeURIComponent(email)}`)).json()).total,
      pendente.email,
    );
  await openSession(page, ADMIN.email, ADMIN.password);
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Usuários" }).click();
  await page.getByRole("tab", { name: "Aprovação" }).click();
  await page.getByRole("row").filter({ hasText: pendente.email }).getByRole("button", { name: "Aprovar" }).click();

  const dialog = page.getByRole("dialog", { name: "Aprovar Usuário" });
  const empresa = dialog.getByLabel("Empresa");
  // The operator's company is marked, and it alone.
  await expect(empresa.locator("option", { hasText: "(empresa do operador)" })).toHaveText([OPERADOR]);
  await expect(empresa.locator("option", { hasText: cliente.companyName })).toHaveText([cliente.companyName]);

  await empresa.selectOption({ label: OPERADOR });
  await expect(dialog).toContainText("Esta é a empresa que opera o sistema, não a de um cliente.");
  await dialog.getByRole("button", { name: "Aprovar" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Vincular à empresa do operador?" });
  await expect(confirm).toContainText(
    `${siteConfig.brand} é a empresa que opera o sistema, não a de um cliente. Rui Pendente Aprovação verá e poderá alterar os dados dela.`,
  );
  await expectNoSeriousViolations(page);
  await confirm.getByRole("button", { name: "Cancelar" }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog).toBeVisible();
  expect(await pendingTotal()).toBe(1);

  // A customer's company needs no confirmation.
  await empresa.selectOption({ label: cliente.companyName });
  await dialog.getByRole("button", { name: "Aprovar" }).click();
  await expect(page.getByText("Usuário aprovado e vinculado à empresa com sucesso.")).toBeVisible();
  await expect(confirm).toHaveCount(0);
  expect(await pendingTotal()).toBe(0);
});
