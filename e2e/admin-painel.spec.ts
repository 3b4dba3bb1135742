import { expect, test, type Browser, type Page } from "@playwright/test";
import { addDays, todayIn } from "../src/shared/rules/datas";
import { ADMIN, createApprovedUser, createPendingUser, openSession, uniqueEmail } from "./support/users";
import { expectNoSeriousViolations } from "./support/axe";
import { postApi } from "./support/api";
import { expectFitsViewport, PHONE, SMALL_LAPTOP } from "./support/layout";

test.use({ reducedMotion: "reduce" });

const TODAY = todayIn(new Date());

/**
 * `email` in a browser of their own, on `path`. Signed in through the API (openSession): signing
 * in is the journey's to prove, and this spec runs alone, so its set-up is all the suite's wait.
 */
async function signIn(browser: Browser, email: string, password: string, viewport?: TViewport, path = "/dashboard") {
  const page = await (await browser.newContext({ viewport })).newPage();
  await openSession(page, email, password);
  await page.goto(path);
  await expect(page).toHaveURL(path);
  return page;
}
type TViewport = { width: number; height: number };

async function openPanel(page: Page) {
  await page.getByRole("navigation", { name: "Menu principal" }).getByRole("link", { name: "Admin" }).click();
  await expect(page.getByRole("heading", { name: "Painel de Controle", level: 1 })).toBeVisible();
}

/** The figure under a counter card's label. */
const counter = (page: Page, label: string) =>
  page.getByLabel("Contadores").locator("dt", { hasText: label }).locator("xpath=following-sibling::dd");

/** A client, a project, an expired licence and an overdue condition, through the API as `page`'s user. */
async function companyData(page: Page) {
  const cliente = await postApi(page, "/api/clientes", { nome: "Cliente do Painel" });
  const projeto = await postApi(page, "/api/empreendimentos", { nome: "Projeto do Painel", clienteId: cliente.id });
  const licenca = await postApi(page, "/api/licencas", {
    ...{ clienteId: cliente.id, empreendimentoId: projeto.id, tipo: "LO", numero: "LO-PAINEL", orgao: "IMA/SC" },
    validadeDate: addDays(TODAY, -1),
  });
  await postApi(page, `/api/licencas/${licenca.id}/condicionantes`, {
    ...{ nome: "Relatório anual", descricao: "Apresentar o relatório anual", status: "pendente" },
    dataPrazo: addDays(TODAY, -2),
  });
}

test("the super-administrator sees every company's counters and each company's figures", async ({ browser }) => {
  const helena = await createApprovedUser("Helena Prado", "admin");
  const helenaPage = await signIn(browser, helena.email, helena.password);
  await companyData(helenaPage);
  await helenaPage.context().close();

  const page = await signIn(browser, ADMIN.email, ADMIN.password);
  await openPanel(page);
  // The counters are the server's figures over every company.
  const painel = await (await page.request.get("/api/painel")).json();
  // Written as the screen writes numbers (formatNumero): 1.109, not 1109, once past a thousand.
  const figure = (n: number) => n.toLocaleString("pt-BR");
  await expect(counter(page, "Empresas")).toHaveText(figure(painel.empresas));
  await expect(counter(page, "Usuários Pendentes")).toHaveText(figure(painel.usuariosPendentes));
  await expect(counter(page, "Usuários Ativos")).toHaveText(figure(painel.totais.usuarios));
  await expect(counter(page, "Licenças")).toHaveText(figure(painel.totais.licencas));
  expect(painel.empresas).toBeGreaterThanOrEqual(2);

  await expect(page.getByRole("tab", { name: "Dashboard", selected: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Totais de todas as empresas" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Buscar empresas" }).fill(helena.companyName);
  const table = page.getByRole("table", { name: "Estatísticas por empresa" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("row").nth(1).getByRole("cell")).toHaveText([
    helena.companyName,
    "1",
    "1",
    "1",
    /^1\s*Vencida: 1$/,
    "1",
  ]);
  await expectNoSeriousViolations(page);

  await page.getByRole("tab", { name: "Configurações" }).click();
  await expect(page.getByText("Em breve: configurações do sistema.")).toBeVisible();
  await expect(page.getByText(/Esta aba é um espaço reservado na especificação/)).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("a company admin approved through the panel sees only their own company", async ({ browser }) => {
  const igor = await createPendingUser("Igor Matos");
  const companyName = `Painel ${uniqueEmail("igor").split("@")[0]}`;

  // The super-administrator creates the company and approves Igor into it as its administrator.
  const admin = await signIn(browser, ADMIN.email, ADMIN.password);
  await openPanel(admin);
  await admin.getByRole("tab", { name: "Empresas" }).click();
  await admin.getByRole("button", { name: "Nova Empresa" }).click();
  await admin.getByLabel("Nome da empresa").fill(companyName);
  await admin.getByRole("button", { name: "Salvar" }).click();
  await expect(admin.getByText("Empresa criada com sucesso.")).toBeVisible();
  await admin.getByRole("tab", { name: "Usuários" }).click();
  await admin.getByRole("tab", { name: "Aprovação" }).click();
  await admin.getByRole("row").filter({ hasText: igor.email }).getByRole("button", { name: "Aprovar" }).click();
  const dialog = admin.getByRole("dialog", { name: "Aprovar Usuário" });
  await dialog.getByLabel("Empresa").selectOption({ label: companyName });
  await dialog.getByLabel("Papel").selectOption({ label: "Administrador" });
  await dialog.getByRole("button", { name: "Aprovar" }).click();
  await expect(admin.getByText("Usuário aprovado e vinculado à empresa com sucesso.")).toBeVisible();
  await admin.context().close();

  const page = await signIn(browser, igor.email, igor.password);
  await companyData(page);
  await openPanel(page);
  await expect(counter(page, "Empresas")).toHaveText("1");
  await expect(counter(page, "Usuários Ativos")).toHaveText("1");
  await expect(counter(page, "Licenças")).toHaveText("1");
  // Approving users is the super-administrator's: no pending counter, no Empresas tab, no approval.
  await expect(page.getByText("Usuários Pendentes")).toHaveCount(0);
  await expect(page.getByRole("tab", { name: "Empresas" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Totais da sua empresa" })).toBeVisible();
  const table = page.getByRole("table", { name: "Estatísticas por empresa" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("row").nth(1).getByRole("cell").first()).toHaveText(companyName);
  await expectNoSeriousViolations(page);

  await page.getByRole("tab", { name: "Usuários" }).click();
  await expect(page.getByRole("tab", { name: "Todos os Usuários", selected: true })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Aprovação" })).toHaveCount(0);
  // The server refuses what the screen hides.
  const refused = await page.evaluate(async () => [
    (await fetch("/api/admin/companies")).status,
    (await fetch("/api/admin/pending-users")).status,
  ]);
  expect(refused).toEqual([403, 403]);

  await page.getByRole("tab", { name: "Configurações" }).click();
  await expect(page.getByText("Em breve: configurações do sistema.")).toBeVisible();
});

for (const [name, viewport] of [
  ["a phone", PHONE],
  ["a 1024-px laptop with the sidebar open", SMALL_LAPTOP],
] as const) {
  test(`on ${name} the panel's counters and Dashboard fit the screen`, async ({ browser }) => {
    const page = await signIn(browser, ADMIN.email, ADMIN.password, viewport, "/admin");
    await expect(page.getByRole("heading", { name: "Estatísticas por empresa" })).toBeVisible();
    await expect(counter(page, "Licenças")).not.toHaveText("—");
    await expectFitsViewport(page);
    await page.goto("/admin?tab=configuracoes");
    await expect(page.getByText("Em breve: configurações do sistema.")).toBeVisible();
    await expectFitsViewport(page);
  });
}
