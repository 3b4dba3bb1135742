import { expect, test, type Locator, type Page } from "@playwright/test";
import { newCompanySession } from "./support/users";
import { expectNoSeriousViolations } from "./support/axe";
import { postApi } from "./support/api";
import { E2E_URL } from "../playwright.config";

// /checklists as a consultant uses it: a checklist with items ticked until it concludes, items
// renamed, moved and removed, filters kept in the URL, a delete into the bin, and the calendar's
// checklist event opening the items.

test.use({ reducedMotion: "reduce" });
const headers = { origin: E2E_URL };

const toast = (page: Page, text: string) =>
  expect(page.locator("[data-sonner-toast]").filter({ hasText: text }).first()).toBeVisible();
const itensDialog = (page: Page) => page.getByRole("dialog", { name: /^Itens do Checklist/ });
/** The items' descriptions as the dialog lists them, in order (each row also holds its person's select). */
const itens = (dialog: Locator) =>
  dialog.getByRole("list", { name: "Itens do checklist" }).getByRole("listitem").locator("label");
const rows = (page: Page) => page.getByRole("table", { name: "Checklists" }).locator("tbody tr");

async function projeto(page: Page, cliente: string, nome: string) {
  const c = await postApi(page, "/api/clientes", { nome: cliente });
  return postApi(page, "/api/empreendimentos", { nome, clienteId: c.id });
}

test("a checklist is created with items, which are renamed, moved, removed and ticked until it concludes", async ({
  page,
}) => {
  await newCompanySession(page, "Renata Checklist");
  await projeto(page, "Cerâmica São José", "Forno Túnel");
  await page.goto("/checklists");
  await expect(page.getByRole("heading", { level: 1, name: "Checklists" })).toBeVisible();
  await expect(page.getByText("Nenhum checklist encontrado")).toBeVisible();

  await page.getByRole("button", { name: "Novo Checklist" }).click();
  const novo = page.getByRole("dialog", { name: "Novo Checklist" });
  await novo.getByRole("button", { name: "Criar" }).click();
  await expect(novo.getByText("Título é obrigatório")).toBeVisible();
  await novo.getByLabel("Título").fill("Vistoria do forno");
  await novo.getByLabel("Empreendimento", { exact: true }).selectOption({ label: "Forno Túnel — Cerâmica São José" });
  await novo.getByRole("button", { name: "Criar" }).click();
  await toast(page, "Checklist criado com sucesso!");

  // The new checklist's items open next, and the URL names it.
  const dialog = itensDialog(page);
  await expect(dialog).toHaveAccessibleName("Itens do Checklist — Vistoria do forno");
  await expect(page).toHaveURL(/[?&]checklist=[0-9a-f-]{36}/);
  await expect(dialog.getByText("Forno Túnel · Cerâmica São José")).toBeVisible();
  await expect(dialog.getByText("Nenhum item ainda. Adicione o primeiro abaixo.")).toBeVisible();

  const novoItem = dialog.getByLabel("Descrição do novo item");
  await dialog.getByRole("button", { name: "Adicionar Item" }).click();
  await expect(dialog.getByText("Descrição é obrigatória")).toBeVisible();
  await novoItem.fill("Laudo de emissões");
  await novoItem.press("Enter");
  await toast(page, "Item adicionado com sucesso!");
  await expect(itens(dialog)).toHaveText(["Laudo de emissões"]);
  for (const descricao of ["Mapa da área", "Fotos do pátio"]) {
    await novoItem.fill(descricao);
    await dialog.getByRole("button", { name: "Adicionar Item" }).click();
    await expect(itens(dialog).last()).toHaveText(descricao);
  }
  await expect(dialog.getByText("0 de 3 concluídos")).toBeVisible();

  await dialog.getByRole("button", { name: "Renomear item: Mapa da área" }).click();
  await dialog.getByLabel("Descrição do item").fill("Mapa da área de lavra");
  await dialog.getByLabel("Descrição do item").press("Enter");
  await expect(itens(dialog)).toHaveText(["Laudo de emissões", "Mapa da área de lavra", "Fotos do pátio"]);
  await dialog.getByRole("button", { name: "Mover para cima: Fotos do pátio" }).click();
  await expect(itens(dialog)).toHaveText(["Laudo de emissões", "Fotos do pátio", "Mapa da área de lavra"]);
  await expect(dialog.getByRole("button", { name: "Mover para cima: Laudo de emissões" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Remover item: Laudo de emissões" }).click();
  await expect(itens(dialog)).toHaveText(["Fotos do pátio", "Mapa da área de lavra"]);

  // Ticking the last one concludes it; unticking one reopens it (decision 016).
  const status = dialog.locator("span", { hasText: /^(Aberto|Concluído)$/ });
  await dialog.getByRole("checkbox", { name: "Fotos do pátio" }).click();
  await expect(dialog.getByText("1 de 2 concluído")).toBeVisible();
  await expect(status).toHaveText("Aberto");
  await dialog.getByRole("checkbox", { name: "Mapa da área de lavra" }).click();
  await expect(status).toHaveText("Concluído");
  await expect(dialog.getByText("2 de 2 concluídos")).toBeVisible();
  await dialog.getByRole("checkbox", { name: "Fotos do pátio" }).click();
  await expect(status).toHaveText("Aberto");
  await dialog.getByRole("button", { name: "Concluir checklist" }).click();
  await expect(status).toHaveText("Concluído");
  await expect(dialog.getByRole("button", { name: "Reabrir" })).toBeVisible();
  await expectNoSeriousViolations(page, '[role="dialog"]');

  await dialog.getByRole("button", { name: "Fechar" }).first().click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/checklist=/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("Vistoria do forno");
  await expect(rows(page).first()).toContainText("Concluído");
  await expect(rows(page).first()).toContainText("1 de 2 concluído");

  // Everything was saved: the items open again as they were left.
  await page.getByRole("button", { name: "Itens do checklist Vistoria do forno" }).click();
  await expect(itens(dialog)).toHaveText(["Fotos do pátio", "Mapa da área de lavra"]);
  await expect(dialog.getByRole("checkbox", { name: "Mapa da área de lavra" })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: "Fotos do pátio" })).not.toBeChecked();
});

test("the filters live in the URL, and a deleted checklist goes to the bin", async ({ page }) => {
  await newCompanySession(page, "Otávio Filtros", "admin");
  const forno = await projeto(page, "Cerâmica São José", "Forno Túnel");
  await projeto(page, "Granja Boa Esperança", "Galpão de Aves");
  await postApi(page, "/api/checklists", { titulo: "Vistoria do forno", empreendimentoId: forno.id });
  const concluido = await postApi(page, "/api/checklists", { titulo: "Protocolo do PRAD" });
  const res = await page.request.patch(`/api/checklists/${concluido.id}/status`, {
    data: { status: "concluido" },
    headers,
  });
  expect(res.status()).toBe(200);
  const rotina = await postApi(page, "/api/checklists", { titulo: "Rotina do escritório" });
  for (const descricao of ["Conferir alvarás", "Arquivar protocolos"]) {
    await postApi(page, `/api/checklists/${rotina.id}/itens`, { descricao });
  }

  await page.goto("/checklists");
  await expect(rows(page)).toHaveCount(3);
  await expectNoSeriousViolations(page);
  await page.getByRole("radio", { name: "Abertos" }).click();
  await expect(page).toHaveURL(/status=abertos/);
  await expect(rows(page)).toHaveText([/Rotina do escritório/, /Vistoria do forno/]);
  await page.getByRole("radio", { name: "Concluídos" }).click();
  await expect(rows(page)).toHaveText([/Protocolo do PRAD.*Concluído/]);
  await page.getByRole("radio", { name: "Todos" }).click();
  await expect(page).not.toHaveURL(/status=/);
  await expect(rows(page)).toHaveCount(3);

  await page.getByLabel("Empreendimento", { exact: true }).selectOption({ label: "Forno Túnel — Cerâmica São José" });
  await expect(page).toHaveURL(new RegExp(`empreendimento=${forno.id}`));
  await expect(rows(page)).toHaveText([/Vistoria do forno.*Forno Túnel.*Cerâmica São José/]);
  await page.reload();
  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByLabel("Empreendimento", { exact: true })).toHaveValue(forno.id);
  await page.getByRole("button", { name: "Limpar filtros" }).click();
  await expect(page).toHaveURL(/\/checklists$/);
  await expect(rows(page)).toHaveCount(3);

  // The confirmation says what goes along, counted by the server, and nothing fails on the way.
  const erros: string[] = [];
  page.on("console", (m) => m.type() === "error" && erros.push(m.text()));
  await page.getByRole("button", { name: "Deletar o checklist Rotina do escritório" }).click();
  const confirmacao = page.getByRole("alertdialog", { name: "Confirmar Exclusão" });
  await expect(confirmacao).toContainText(
    "Tem certeza que deseja deletar o checklist “Rotina do escritório”? Irão para a Lixeira junto com ele: " +
      "2 itens. Você poderá restaurá-lo por 30 dias.",
  );
  await confirmacao.getByRole("button", { name: "Deletar" }).click();
  await toast(page, "Checklist removido com sucesso!");
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByText("Rotina do escritório")).toHaveCount(0);
  expect(erros).toEqual([]);

  await page.goto("/lixeira");
  const entrada = page
    .getByRole("table", { name: "Lixeira" })
    .locator("tbody tr")
    .filter({ hasText: "Rotina do escritório" });
  await expect(entrada).toContainText("Checklist");
  await expect(entrada).toContainText("Junto: 2 itens");
});

test("the calendar's checklist event opens that checklist's items", async ({ page }) => {
  await newCompanySession(page, "Cecília Calendário");
  const checklist = await postApi(page, "/api/checklists", { titulo: "Coleta de efluentes" });
  await postApi(page, `/api/checklists/${checklist.id}/itens`, { descricao: "Agendar o laboratório" });
  await page.goto("/dashboard");

  await page.getByRole("button", { name: "Calendário" }).click();
  const popover = page.getByRole("dialog", { name: "Próximos eventos" });
  const calls: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith("/api/checklists")) calls.push(url.pathname);
  });
  await popover.getByRole("link", { name: /Coleta de efluentes/ }).click();
  await expect(page).toHaveURL(new RegExp(`/checklists\\?checklist=${checklist.id}$`));
  const dialog = itensDialog(page);
  await expect(dialog).toHaveAccessibleName("Itens do Checklist — Coleta de efluentes");
  await expect(itens(dialog)).toHaveText(["Agendar o laboratório"]);
  // The screen under the dialog painted from two calls: the list and the checklist.
  expect(calls.sort()).toEqual(["/api/checklists", `/api/checklists/${checklist.id}`]);
  await expectNoSeriousViolations(page, '[role="dialog"]');
});
