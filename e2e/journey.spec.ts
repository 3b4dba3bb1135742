import { expect, test } from "@playwright/test";
import { confirmationLink, waitForMail } from "./support/mail";
import { E2E_URL } from "../playwright.config";
import { ADMIN, PASSWORD, signInThroughUi, uniqueEmail } from "./support/users";

test("a visitor signs up, confirms the e-mail, waits for approval, is approved and enters the system", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("nova");
  const fullName = "Joana Pereira";
  const companyName = `Consultoria Verde ${Date.now()}`;

  // Landing page → sign-up.
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Acessar Sistema" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole("tab", { name: "Cadastro" }).click();
  await page.getByLabel("Nome completo").fill(fullName);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirmar senha").fill("outra-senha-123");
  await expect(page.getByText("As senhas não coincidem")).toBeVisible();
  await expect(page.getByRole("button", { name: "Criar Conta" })).toBeDisabled();
  await page.getByLabel("Confirmar senha").fill(PASSWORD);
  await page.getByRole("button", { name: "Criar Conta" }).click();
  await expect(page.getByText("Cadastro realizado")).toBeVisible();
  await expect(page.getByText("Verifique seu email para confirmar a conta.")).toBeVisible();
  await expect(page.getByLabel("Nome completo")).toHaveValue("");

  // Before confirming, sign-in is refused with a pt-BR message.
  await page.getByRole("tab", { name: "Login" }).click();
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Entrar no Sistema" }).click();
  await expect(page.getByText("Erro no login")).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  // The confirmation link from the outbox lands on the dashboard, signed in, which says the
  // e-mail is confirmed and shows the pending screen until approval.
  const landing = await page.goto(confirmationLink(await waitForMail(email)));
  expect(new URL(landing!.url())).toMatchObject({ pathname: "/dashboard", search: "?confirmado=1" });
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "E-mail confirmado com sucesso!" })).toBeVisible();
  await expect(page).toHaveURL(/\/pending$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/pending$/);
  await expect(page.getByRole("heading", { name: "Aguardando Aprovação" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText("Empresa pendente de vinculação")).toBeVisible();

  // The super-administrator creates a company and approves the user into it.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInThroughUi(admin, ADMIN.email, ADMIN.password);
  await expect(admin).toHaveURL(/\/dashboard$/);
  await admin.getByRole("navigation", { name: "Menu principal" }).getByRole("link", { name: "Admin" }).click();
  await expect(admin.getByRole("heading", { name: "Painel de Controle" })).toBeVisible();
  await admin.getByRole("tab", { name: "Empresas" }).click();
  await admin.getByRole("button", { name: "Nova Empresa" }).click();
  await admin.getByLabel("Nome da empresa").fill(companyName);
  await admin.getByLabel("CNPJ").fill("11222333000181");
  await admin.getByRole("button", { name: "Salvar" }).click();
  await expect(admin.getByText("Empresa criada com sucesso.")).toBeVisible();
  await expect(admin.getByRole("cell", { name: "11.222.333/0001-81" })).toBeVisible();

  await admin.getByRole("tab", { name: "Usuários" }).click();
  await admin.getByRole("tab", { name: "Aprovação" }).click();
  const row = admin.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText(fullName);
  await row.getByRole("button", { name: "Aprovar" }).click();
  const dialog = admin.getByRole("dialog", { name: "Aprovar Usuário" });
  await dialog.getByLabel("Empresa").selectOption({ label: companyName });
  await expect(dialog.getByLabel("Papel")).toHaveValue("user");
  await dialog.getByRole("button", { name: "Aprovar" }).click();
  await expect(admin.getByText("Usuário aprovado e vinculado à empresa com sucesso.")).toBeVisible();
  await expect(admin.getByRole("row").filter({ hasText: email })).toHaveCount(0);
  expect(await waitForMail(email, "aprovada")).toContain(companyName);
  await adminContext.close();

  // The user leaves the pending screen, signs in again and lands in the shell.
  await page.getByRole("button", { name: "Sair" }).click();
  await expect(page.getByText("Logout realizado")).toBeVisible();
  await signInThroughUi(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: /Dashboard/ })).toContainText(companyName);
  await expect(page.getByTestId("header-user-name")).toHaveText(fullName);
  const nav = page.getByRole("navigation", { name: "Menu principal" });
  await expect(nav.getByRole("link")).toHaveText([
    "Dashboard",
    "Empreendedor",
    "Empreendimentos",
    "Licenças",
    "Condicionantes",
    "Obrigações",
    "Checklists",
    "Relatórios",
    "Usuários",
  ]);

  await page.getByRole("banner").getByRole("button", { name: "Sair" }).click();
  await expect(page.getByText("Você foi desconectado com sucesso.")).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth$/);
});

test("a broken confirmation link lands on the sign-in screen saying so, and confirms nothing", async ({ page }) => {
  const email = uniqueEmail("link-quebrado");
  const res = await page.request.post("/api/auth/sign-up", {
    data: { fullName: "Link Quebrado", email, password: PASSWORD },
    headers: { origin: E2E_URL },
  });
  expect(res.ok()).toBe(true);
  const link = new URL(confirmationLink(await waitForMail(email)));
  link.searchParams.set("token", `${link.searchParams.get("token")}x`);
  await page.goto(link.toString());
  await expect(page).toHaveURL(/\/auth$/);
  await expect(
    page.locator("[data-sonner-toast]").filter({
      hasText: "Link de confirmação inválido ou expirado. Use 'Reenviar confirmação' para receber outro.",
    }),
  ).toBeVisible();
  await signInThroughUi(page, email, PASSWORD);
  await expect(page.getByText("Erro no login")).toBeVisible();
});
