import { expect, test, type Page } from "@playwright/test";
import { addDays, formatIsoDate, todayIn } from "../src/shared/rules/datas";
import { createColleague, newCompanySession, signInThroughUi } from "./support/users";
import { postApi } from "./support/api";

// Issue 16 §2: a condition assigned to a colleague, the 'Responsável' filter, and 'Minhas
// pendências' on the dashboard and the conditions screen — the colleague's, never anyone else's.

test.use({ reducedMotion: "reduce" });
const TODAY = todayIn(new Date());

const cardTitles = (page: Page) => page.locator("article h3");

test("a condition assigned to a colleague is in their 'Minhas pendências', and the filter finds it", async ({
  page,
  browser,
}) => {
  const admin = await newCompanySession(page, "Ana Responsável", "admin");
  const caio = await createColleague(admin.companyName, "Caio Consultor");
  const c = await postApi(page, "/api/clientes", { nome: "Cerâmica São José" });
  const p = await postApi(page, "/api/empreendimentos", { nome: "Forno Túnel", clienteId: c.id });
  const licenca = await postApi(page, "/api/licencas", {
    ...{ clienteId: c.id, empreendimentoId: p.id, tipo: "LO", numero: "321/2025", orgao: "IMA/SC" },
    validadeDate: addDays(TODAY, 700),
  });
  // The admin's own condition, due sooner: it must never show as Caio's.
  const colegas = (await (await page.request.get("/api/usuarios/responsaveis")).json()) as {
    id: string;
    nome: string;
  }[];
  const ana = colegas.find((u) => u.nome === "Ana Responsável")!;
  await postApi(page, `/api/licencas/${licenca.id}/condicionantes`, {
    nome: "Laudo da Ana",
    descricao: "Laudo de ruído",
    status: "pendente",
    dataPrazo: addDays(TODAY, 2),
    responsavelId: ana.id,
  });

  // The admin creates a condition on the conditions screen and names Caio responsible.
  await page.goto("/condicionantes/nova");
  const dialog = page.getByRole("dialog", { name: "Nova Condicionante" });
  await dialog
    .getByLabel("Licença", { exact: true })
    .selectOption({ label: "Licença de Operação 321/2025 - Forno Túnel" });
  await dialog.getByLabel("Descrição").fill("Relatório de monitoramento de efluentes");
  await dialog.getByLabel("Prazo").pressSequentially(formatIsoDate(addDays(TODAY, 5)).replaceAll("/", ""));
  await dialog.getByLabel("Responsável").selectOption({ label: "Caio Consultor" });
  await dialog.getByRole("button", { name: "Salvar" }).click();
  await expect(dialog).toBeHidden();

  const doCaio = page.locator("article", { hasText: "Relatório de monitoramento de efluentes" });
  await expect(doCaio).toContainText("Responsável: Caio Consultor");

  // The filter, kept in the URL: Caio's only, then the admin's own ('Eu').
  await page.getByLabel("Responsável").selectOption({ label: "Caio Consultor" });
  await expect(page).toHaveURL(/responsavel=/);
  await expect(cardTitles(page)).toHaveText(["Relatório de monitoramento de efluentes"]);
  await page.getByLabel("Responsável").selectOption({ label: "Eu (minhas)" });
  await expect(page).toHaveURL(/responsavel=eu/);
  await expect(cardTitles(page)).toHaveText(["Laudo da Ana"]);

  // Caio signs in on another browser: the dashboard lists it, with its deadline and link.
  const context = await browser.newContext();
  const caioPage = await context.newPage();
  await signInThroughUi(caioPage, caio.email, caio.password);
  await expect(caioPage).toHaveURL(/\/dashboard$/);
  const itens = caioPage.getByRole("list", { name: "Minhas pendências" }).getByRole("listitem");
  await expect(itens).toHaveCount(1);
  await expect(itens.first()).toContainText("Relatório de monitoramento de efluentes");
  await expect(itens.first()).toContainText("Licença 321/2025 · Forno Túnel");
  await expect(itens.first()).toContainText(`Prazo: ${formatIsoDate(addDays(TODAY, 5))}`);
  await expect(itens.first()).toContainText("5 dias restantes");
  await expect(caioPage.getByRole("list", { name: "Minhas pendências" })).not.toContainText("Laudo da Ana");

  // The conditions screen's 'Minhas pendências': the same one, nothing of the admin's.
  await caioPage.getByRole("link", { name: "Ver minhas condicionantes" }).click();
  await expect(caioPage).toHaveURL(/minhas=1/);
  await expect(caioPage.getByRole("button", { name: "Minhas pendências" })).toHaveAttribute("aria-pressed", "true");
  await expect(cardTitles(caioPage)).toHaveText(["Relatório de monitoramento de efluentes"]);
  await expect(caioPage.getByRole("heading", { name: "Concluídas" })).toHaveCount(0);
  await caioPage.getByRole("button", { name: "Minhas pendências" }).click();
  await expect(cardTitles(caioPage)).toHaveText(["Laudo da Ana", "Relatório de monitoramento de efluentes"]);

  // The link opens the condition in its licence's panel.
  await caioPage.goto("/dashboard");
  await itens.first().getByRole("link", { name: "Relatório de monitoramento de efluentes" }).click();
  await expect(caioPage).toHaveURL(new RegExp(`/licencas\\?condicionantes=${licenca.id}`));
  await expect(caioPage.getByRole("dialog")).toContainText("Responsável: Caio Consultor");
  await context.close();

  // The admin has no pendência of Caio's on the dashboard: only the own one.
  await page.goto("/dashboard");
  await expect(page.getByRole("list", { name: "Minhas pendências" }).getByRole("listitem")).toHaveText([
    /Laudo da Ana/,
  ]);
});
