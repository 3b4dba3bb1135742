import { expect, test, type Page } from "@playwright/test";
import { createApprovedUser, createColleague, signInThroughUi } from "./support/users";
import { expectNoSeriousViolations } from "./support/axe";

test.use({ reducedMotion: "reduce" });

const DEACTIVATED = "Sua conta foi desativada. Fale com o administrador da sua empresa.";

const row = (page: Page, name: string) => page.getByRole("row").filter({ hasText: name });

test("a company admin lists, searches, changes a colleague's role and deactivates them, whose sign-in is then refused", async ({
  page,
  browser,
}) => {
  const admin = await createApprovedUser("Helena Prado Usuários", "admin");
  const colega = await createColleague(admin.companyName, "Otávio Ramos Colega");
  await signInThroughUi(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole("link", { name: "Usuários" }).click();
  await expect(page.getByRole("heading", { name: "Usuários", level: 1 })).toBeVisible();
  await expect(row(page, "Helena Prado")).toContainText("Administrador");
  await expect(row(page, "Otávio Ramos")).toContainText("Usuário");
  await expect(row(page, "Otávio Ramos")).toContainText("Vinculado");
  await expect(row(page, "Otávio Ramos")).toContainText("Ativo");
  // Nobody changes their own role or account.
  await expect(page.getByRole("button", { name: "Alterar função de Helena Prado Usuários" })).toBeDisabled();
  await expectNoSeriousViolations(page);

  await page.getByPlaceholder("Buscar por nome ou ID").fill("otávio");
  await expect(page).toHaveURL(/q=ot%C3%A1vio/);
  await expect(page.getByRole("row")).toHaveCount(2); // header + Otávio
  await expect(row(page, "Helena Prado")).toHaveCount(0);

  await page.getByRole("button", { name: "Alterar função de Otávio Ramos Colega" }).click();
  const dialog = page.getByRole("dialog", { name: "Alterar função" });
  await dialog.getByLabel("Gerente").check();
  await expectNoSeriousViolations(page);
  await dialog.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Função de Otávio Ramos Colega alterada para Gerente.")).toBeVisible();
  await expect(row(page, "Otávio Ramos")).toContainText("Gerente");

  await page.getByRole("button", { name: "Desativar Otávio Ramos Colega" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Desativar usuário" });
  await expect(confirm).toContainText("sai do sistema agora");
  await confirm.getByRole("button", { name: "Desativar" }).click();
  await expect(page.getByText("Otávio Ramos Colega foi desativado(a).")).toBeVisible();
  await expect(row(page, "Otávio Ramos")).toContainText("Inativo");

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signInThroughUi(other, colega.email, colega.password);
  await expect(other.getByText(DEACTIVATED).first()).toBeVisible();
  await expect(other).toHaveURL(/\/auth/);

  await page.getByRole("button", { name: "Reativar Otávio Ramos Colega" }).click();
  await page.getByRole("alertdialog", { name: "Reativar usuário" }).getByRole("button", { name: "Reativar" }).click();
  await expect(row(page, "Otávio Ramos")).toContainText("Ativo");

  // Back in, as a manager: the list is there to read, with no actions.
  await signInThroughUi(other, colega.email, colega.password);
  await expect(other).toHaveURL(/\/dashboard$/);
  await other.goto("/usuarios");
  await expect(row(other, "Helena Prado")).toContainText("Administrador");
  await expect(other.getByRole("button", { name: /Alterar função de/ })).toHaveCount(0);
  await expect(other.getByText("Só os administradores alteram funções e contas.")).toBeVisible();
  await expectNoSeriousViolations(other);
  await otherContext.close();
});
