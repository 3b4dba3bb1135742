import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations } from "./support/axe";
import { expectFitsViewport, PHONE } from "./support/layout";
import { newCompanySession } from "./support/users";

// The alerts' settings (issue 16 §4): the user's daily e-mail switch and the company's lead times.
// Neither runs the sweep, so they need not wait for the specs that act on every company.

test("a user turns the daily e-mail digest off and on in /configuracoes", async ({ page }) => {
  await newCompanySession(page, "Carla Correio");
  await page.goto("/configuracoes");
  const email = page.getByRole("switch", { name: "Receber o resumo diário de alertas por e-mail" });
  await expect(email).toBeChecked();
  await email.click();
  await expect(page.getByText("Resumo diário por e-mail desativado.")).toBeVisible();
  await page.reload();
  await expect(email).not.toBeChecked();
  await email.click();
  await expect(page.getByText("Resumo diário por e-mail ativado.")).toBeVisible();
  await page.reload();
  await expect(email).toBeChecked();
  await expectNoSeriousViolations(page);
});

/** The default lead times as the chips read them. */
const LICENCAS_PADRAO = ["180 dias", "120 dias", "90 dias", "60 dias", "30 dias", "No dia do prazo"];
const PRAZOS_PADRAO = ["30 dias", "7 dias", "1 dia", "No dia do prazo"];

test("the admin sets the company's lead times under 'Automatizações', always with the legal 120 days", async ({
  page,
}) => {
  await newCompanySession(page, "Davi Prazos", "admin");
  await page.goto("/configuracoes/empresa?aba=automatizacoes");
  const licencas = page.getByRole("group", { name: "Antecedência dos alertas de licenças (dias)" });
  const prazos = page.getByRole("group", { name: "Antecedência dos alertas de condicionantes e atividades (dias)" });
  const chips = (grupo: typeof licencas) => grupo.getByRole("listitem");
  await expect(chips(licencas)).toHaveText(LICENCAS_PADRAO);
  await expect(chips(prazos)).toHaveText(PRAZOS_PADRAO);
  await expect(licencas).toContainText("O prazo legal de renovação (120 dias) é sempre alertado.");
  // The legal deadline has no 'Remover'.
  await expect(licencas.getByRole("button", { name: "Remover 120 dias" })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  await licencas.getByRole("button", { name: "Remover 180 dias" }).click();
  await licencas.getByLabel("Adicionar antecedência (dias)").fill("365");
  await licencas.getByRole("button", { name: "Adicionar" }).click();
  await licencas.getByLabel("Adicionar antecedência (dias)").fill("120");
  await licencas.getByRole("button", { name: "Adicionar" }).click();
  await expect(licencas.getByRole("alert")).toHaveText("120 dias já está na lista.");
  await prazos.getByLabel("Adicionar antecedência (dias)").fill("800");
  await prazos.getByLabel("Adicionar antecedência (dias)").press("Enter");
  await expect(prazos.getByRole("alert")).toHaveText("Informe um número inteiro de dias entre 0 e 730.");
  await prazos.getByLabel("Adicionar antecedência (dias)").fill("15");
  await prazos.getByLabel("Adicionar antecedência (dias)").press("Enter");
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Antecedências dos alertas salvas com sucesso!")).toBeVisible();

  await page.reload();
  await expect(chips(licencas)).toHaveText([
    "365 dias",
    "120 dias",
    "90 dias",
    "60 dias",
    "30 dias",
    "No dia do prazo",
  ]);
  await expect(chips(prazos)).toHaveText(["30 dias", "15 dias", "7 dias", "1 dia", "No dia do prazo"]);

  await page.getByRole("button", { name: "Restaurar padrão" }).click();
  await page.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Antecedências dos alertas salvas com sucesso!")).toBeVisible();
  await page.reload();
  await expect(chips(licencas)).toHaveText(LICENCAS_PADRAO);
  await expect(chips(prazos)).toHaveText(PRAZOS_PADRAO);

  // On a phone, loaded as a phone loads it (not a laptop page squeezed mid-render).
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(chips(prazos)).toHaveCount(4);
  await expectFitsViewport(page);
});
