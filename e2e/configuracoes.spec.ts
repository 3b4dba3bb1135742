import { expect, test, type Page } from "@playwright/test";
import { newCompanySession, signInNewCompany, signInThroughUi } from "./support/users";
import { expectNoSeriousViolations } from "./support/axe";
import { expectFitsViewport, LAPTOP, PHONE } from "./support/layout";

// /configuracoes ('Configurações gerais'): the signed-in user's own name and password.

const NOVA = "outra-senha-789";

async function abrirConfiguracoes(page: Page) {
  await page.getByRole("button", { name: "Configurações" }).click();
  await page.getByRole("menuitem", { name: "Configurações gerais" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Configurações gerais" })).toBeVisible();
}

async function alterarSenha(page: Page, atual: string, nova: string, confirmacao = nova) {
  await page.getByLabel("Senha atual").fill(atual);
  await page.getByLabel("Nova senha", { exact: true }).fill(nova);
  await page.getByLabel("Confirmar nova senha").fill(confirmacao);
  await page.getByRole("button", { name: "Alterar senha" }).click();
}

test("renaming oneself shows the new name in the header at once and after a reload", async ({ page }) => {
  await signInNewCompany(page, "Renato Antigo");
  await abrirConfiguracoes(page);
  const nome = page.getByLabel("Nome completo");
  await expect(nome).toHaveValue("Renato Antigo");
  await expect(page.getByLabel("E-mail", { exact: true })).toHaveAttribute("readonly", "");

  await nome.fill("   ");
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Nome completo é obrigatório")).toBeVisible();
  await page.getByRole("button", { name: "Cancelar" }).first().click();
  await expect(nome).toHaveValue("Renato Antigo");

  await nome.fill("Renato Novo da Silva");
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Nome atualizado com sucesso.")).toBeVisible();
  await expect(page.getByTestId("header-user-name")).toHaveText("Renato Novo da Silva");
  await page.reload();
  await expect(page.getByTestId("header-user-name")).toHaveText("Renato Novo da Silva");
  await expect(page.getByLabel("Nome completo")).toHaveValue("Renato Novo da Silva");
});

test("a wrong current password is refused under its field, and a mismatch is caught before sending", async ({
  page,
}) => {
  await signInNewCompany(page, "Sandra Senha Errada");
  await abrirConfiguracoes(page);
  await alterarSenha(page, "nao-e-a-senha-1", NOVA, "outra-coisa-123");
  await expect(page.getByText("As senhas não coincidem")).toBeVisible();

  await alterarSenha(page, "nao-e-a-senha-1", NOVA);
  await expect(page.getByText("Senha atual incorreta.")).toBeVisible();
  await expect(page.getByLabel("Senha atual")).toHaveAttribute("aria-invalid", "true");
});

test("changing the password keeps this tab signed in, signs the other device out, and the new one signs in", async ({
  page,
  browser,
}) => {
  const user = await signInNewCompany(page, "Paulo Troca Senha");
  const outro = await browser.newPage();
  await signInThroughUi(outro, user.email, user.password);
  await expect(outro).toHaveURL(/\/dashboard$/);

  await abrirConfiguracoes(page);
  await alterarSenha(page, user.password, NOVA);
  await expect(
    page.getByText("Senha alterada. As sessões abertas em outros dispositivos foram encerradas."),
  ).toBeVisible();
  await expect(page.getByLabel("Senha atual")).toHaveValue("");
  await page.goto("/clientes");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Empreendedor");

  await outro.reload();
  await expect(outro).toHaveURL(/\/auth/);
  await outro.close();

  await page.getByRole("button", { name: "Sair" }).click();
  await expect(page).toHaveURL(/\/auth|\/$/);
  await signInThroughUi(page, user.email, user.password);
  await expect(page.getByText("E-mail ou senha inválidos.")).toBeVisible();
  await signInThroughUi(page, user.email, NOVA);
  await expect(page).toHaveURL(/\/dashboard$/);
});

for (const [label, viewport] of [
  ["a phone", PHONE],
  ["a laptop with the sidebar open", LAPTOP],
] as const) {
  test(`on ${label} the screen fits, with no serious accessibility violations`, async ({ browser }) => {
    // axe needs a page of its own context.
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await newCompanySession(page, "Lara Layout");
    await page.goto("/configuracoes");
    await expect(page.getByRole("heading", { name: "Notificações" })).toBeVisible();
    await expect(page.getByRole("switch", { name: "Receber o resumo diário de alertas por e-mail" })).toBeVisible();
    for (const name of ["Salvar", "Alterar senha"]) {
      const button = page.getByRole("button", { name });
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeInViewport({ ratio: 1 });
    }
    await expectFitsViewport(page);
    await expectNoSeriousViolations(page);
    await context.close();
  });
}
