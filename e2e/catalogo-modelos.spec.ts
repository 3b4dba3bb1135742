import { expect, test, type Page } from "@playwright/test";
import { formatIsoDate, todayIn } from "../src/shared/rules/datas";
import { ADMIN, newCompanySession, openSession } from "./support/users";
import { postApi } from "./support/api";
import { expectNoSeriousViolations } from "./support/axe";
import { expectFitsViewport, expectTappable, PHONE } from "./support/layout";

// Issue 32 §2 beyond the catalogue's proposals: a company's own template, made on the obligations
// page and applied to a client from 'Gerar calendário legal'; and the super-administrator's
// catalogue, where a year's override is published (on a phone).

test.use({ reducedMotion: "reduce" });

const toast = (page: Page, text: string | RegExp) =>
  expect(page.locator("[data-sonner-toast]").filter({ hasText: text }).first()).toBeVisible();

const MODELO = "Relatório mensal de efluentes líquidos";

test("a template made on the obligations page is offered by a client's legal calendar and created for it", async ({
  page,
}) => {
  await newCompanySession(page, "Renata Modelos");
  const cliente = await postApi(page, "/api/clientes", { nome: "Curtume Vale Verde", cidade: "Franca", estado: "SP" });

  await page.goto("/obrigacoes");
  await page.getByRole("button", { name: "Modelos" }).click();
  const dialog = page.getByRole("dialog", { name: "Modelos de obrigação" });
  await expect(dialog.getByText("Nenhum modelo ainda.", { exact: false })).toBeVisible();
  await dialog.getByRole("button", { name: "Novo Modelo" }).click();
  const form = page.getByRole("dialog", { name: "Novo modelo" });
  await form.getByRole("button", { name: "Salvar" }).click();
  await expect(form.getByText("Título é obrigatório")).toBeVisible();
  await form.getByLabel("Título").fill(MODELO);
  await form.getByLabel("Órgão").fill("CETESB");
  await form.getByLabel("Tipo").selectOption({ label: "Após cada período (mês, trimestre, semestre, ano)" });
  await form.getByLabel("Após cada").selectOption({ label: "Mês" });
  await form.getByLabel("Até o Nº").fill("10");
  await expect(form.getByText("Regra: Até o 10º dia útil do mês seguinte ao mês.")).toBeVisible();
  await form.getByRole("button", { name: "Salvar" }).click();
  await toast(page, "Modelo criado com sucesso!");
  const modelos = dialog.getByRole("list", { name: "Modelos de obrigação" }).getByRole("listitem");
  await expect(modelos).toHaveText([new RegExp(`${MODELO}.*CETESB · Até o 10º dia útil do mês seguinte ao mês`)]);
  await dialog.getByRole("button", { name: "Fechar" }).click();

  await page.goto(`/clientes/${cliente.id}`);
  await page.getByRole("button", { name: "Gerar calendário legal" }).click();
  const calendario = page.getByRole("dialog", { name: "Gerar calendário legal" });
  const doModelo = calendario.getByRole("list", { name: "Modelos da empresa" }).getByRole("listitem");
  await expect(doModelo).toContainText("Por quê: Modelo da empresa");
  const caixa = calendario.getByRole("checkbox", { name: MODELO });
  await expect(caixa).not.toBeChecked();
  await caixa.check();
  await calendario.getByRole("button", { name: "Criar obrigações selecionadas (1)" }).click();
  await toast(page, "1 obrigação criada");
  await expect(doModelo).toContainText("Já criada");
  await expect(caixa).toBeDisabled();

  await calendario.getByRole("link", { name: "Ver obrigações do empreendedor" }).click();
  const linha = page.getByRole("table", { name: "Obrigações", exact: true }).locator("tbody tr");
  await expect(linha).toHaveCount(1);
  await expect(linha).toContainText(MODELO);
  await expect(linha).toContainText("Curtume Vale Verde");
});

test("on a phone, the super-administrator reads the legal catalogue and publishes a year's override", async ({
  browser,
}) => {
  const page = await (await browser.newContext({ viewport: PHONE, reducedMotion: "reduce" })).newPage();
  await openSession(page, ADMIN.email, ADMIN.password);
  await page.goto("/admin?tab=catalogo");
  const entradas = page.getByRole("list", { name: "Catálogo legal" }).getByRole("listitem");
  const gee = entradas.filter({ hasText: "Inventário de Emissões de Gases de Efeito Estufa (CETESB)" });
  await expect(gee).toContainText("CETESB · Anual, até 31/10");
  await expect(gee).toContainText("Empreendimento em SP");
  await expect(gee).toContainText("28/11/2026");
  await expect(gee.getByRole("link", { name: /Decisão de Diretoria CETESB/ })).toHaveAttribute(
    "href",
    /cetesb\.sp\.gov\.br/,
  );
  // The TCFA falls due every quarter: one date for a year would make no sense.
  const tcfa = entradas.filter({ hasText: "Taxa de Controle e Fiscalização Ambiental (TCFA)" });
  await expect(tcfa).toContainText("Vence mais de uma vez por ano: sem ajuste por ano.");
  await expect(tcfa.getByRole("button")).toHaveCount(0);
  await expectFitsViewport(page);

  // A year no company has a due date in yet, so other specs' obligations stay as they are.
  const ano = Number(todayIn(new Date()).slice(0, 4)) + 5;
  await gee.getByRole("button", { name: /^Publicar ajuste/ }).click();
  const dialog = page.getByRole("dialog", { name: "Publicar ajuste" });
  await dialog.getByLabel("Ano").fill(String(ano));
  await dialog.getByLabel("Novo vencimento").fill(formatIsoDate(`${ano}-11-30`).replaceAll("/", ""));
  await dialog.getByRole("button", { name: "Publicar" }).click();
  await expect(dialog.getByText("Informe o motivo do ajuste")).toBeVisible();
  await dialog.getByLabel("Motivo").fill("Decisão de Diretoria prorrogou o prazo de envio");
  await expectFitsViewport(page);
  await expectNoSeriousViolations(page, '[role="dialog"]');
  await expectTappable(dialog.getByRole("button", { name: "Publicar" }));
  await dialog.getByRole("button", { name: "Publicar" }).click();
  await toast(page, "Ajuste publicado. Nenhum vencimento em aberto a mover.");
  await expect(dialog).toBeHidden();
  await expect(gee.getByRole("list", { name: /^Ajustes de/ })).toContainText(
    `${ano}: vence em 30/11/${ano}Decisão de Diretoria prorrogou o prazo de envioPublicado por`,
  );
  await page.context().close();
});
