import { expect, test, type Page } from "@playwright/test";
import { formatDataHora } from "../src/shared/rules/datas";
import { newCompanySession } from "./support/users";
import { expectNoSeriousViolations } from "./support/axe";
import { postApi } from "./support/api";
import { expectFitsViewport, PHONE } from "./support/layout";

// Issue 17 §1, decision 025: a licence edited through its form shows the change in its
// 'Histórico' tab, by the person's name, with the São Paulo date and time, old → new.

test.use({ reducedMotion: "reduce" });

async function seedLicenca(page: Page) {
  const cliente = await postApi(page, "/api/clientes", { nome: "Laticínios Serra Azul" });
  const projeto = await postApi(page, "/api/empreendimentos", { nome: "Usina de Leite", clienteId: cliente.id });
  await postApi(page, "/api/licencas", {
    clienteId: cliente.id,
    empreendimentoId: projeto.id,
    tipo: "LO",
    numero: "LO 77/2026",
    orgao: "IMA/SC",
    validadeDate: "2027-05-31",
  });
}

const menu = async (page: Page, item: string) => {
  await page.getByRole("button", { name: "Ações da licença LO 77/2026" }).click();
  await page.getByRole("menuitem", { name: item }).click();
};

test("an edited licence shows who changed what and when in its 'Histórico' tab", async ({ page }) => {
  const { fullName } = await newCompanySession(page, "Heloísa Histórico");
  await seedLicenca(page);
  await page.goto("/licencas");

  await menu(page, "Editar");
  const edit = page.getByRole("dialog", { name: "Editar Licença" });
  await edit.getByLabel("Órgão", { exact: true }).fill("IBAMA");
  const antes = new Date();
  await edit.getByRole("button", { name: "Salvar", exact: true }).click();
  await expect(edit).toBeHidden();

  await menu(page, "Ver Detalhes");
  const detalhes = page.getByRole("dialog", { name: "Detalhes da Licença" });
  await detalhes.getByRole("tab", { name: "Histórico" }).click();
  const historico = detalhes.getByRole("list", { name: "Histórico" });
  const alteracao = historico.getByRole("listitem").filter({ hasText: "Alterou" }).first();
  await expect(alteracao).toContainText(fullName);
  await expect(alteracao).toContainText("Órgão: IMA/SC → IBAMA");
  // dd/MM/yyyy HH:mm in São Paulo; the minute may turn between the click and the write.
  const quando = await alteracao.locator("time").textContent();
  expect([formatDataHora(antes), formatDataHora(new Date())]).toContain(quando);
  await expect(historico.getByRole("listitem").filter({ hasText: "Criou o registro" })).toContainText(
    "Número: LO 77/2026",
  );
  await expectNoSeriousViolations(page, '[role="dialog"]');

  await page.setViewportSize(PHONE);
  await expect(alteracao).toBeVisible();
  await expectFitsViewport(page);
});
