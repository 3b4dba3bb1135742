import { expect, test, type Locator, type Page } from "@playwright/test";
import { addDays, formatIsoDate, todayIn } from "../src/shared/rules/datas";
import { newCompanySession } from "./support/users";
import { expectNoSeriousViolations } from "./support/axe";
import { postApi } from "./support/api";
import { fecharComEsc } from "./support/dialogs";

test.use({ reducedMotion: "reduce" });

const TODAY = todayIn(new Date());
const NUMERO = "LO-500/2024";
const NOME = "Relatório de monitoramento da qualidade do ar";
const PRAZO = addDays(TODAY, -5);

/** A fresh company with one licence (and, when asked, one pending condition), made through the API. */
async function seed(page: Page, fullName: string, withCondicionante = false) {
  await newCompanySession(page, fullName);
  const cliente = await postApi(page, "/api/clientes", { nome: "Agro Verde Ltda" });
  const projeto = await postApi(page, "/api/empreendimentos", { nome: "Fazenda Boa Vista", clienteId: cliente.id });
  const licenca = await postApi(page, "/api/licencas", {
    ...{ clienteId: cliente.id, empreendimentoId: projeto.id, tipo: "LO", numero: NUMERO, orgao: "IMA/SC" },
    ...{ emissaoDate: addDays(TODAY, -365), validadeDate: addDays(TODAY, 400) },
  });
  if (withCondicionante)
    await postApi(page, `/api/licencas/${licenca.id}/condicionantes`, {
      ...{ nome: NOME, descricao: "Medições trimestrais de material particulado", status: "pendente" },
      dataPrazo: PRAZO,
    });
  return licenca.id;
}

const painel = (page: Page) => page.getByRole("dialog", { name: `Condicionantes - Licença ${NUMERO}` });
const card = (page: Page, nome: string) => painel(page).getByRole("article", { name: nome, exact: true });
// The status badge (the card's status list also holds every status's name).
const badge = (scope: Locator, text: string) => scope.locator("span").filter({ hasText: new RegExp(`^${text}$`) });
const toast = (page: Page, text: string) =>
  expect(page.locator("[data-sonner-toast]").filter({ hasText: text }).first()).toBeVisible();
const press = (scope: Page | Locator, name: string) => scope.getByRole("button", { name, exact: true }).click();

async function menu(page: Page, item: string) {
  await page.getByRole("button", { name: `Ações da licença ${NUMERO}` }).click();
  await page.getByRole("menuitem", { name: item }).click();
}

/** Picks 'Concluída' in the card's status list and answers the 'Data de Entrega' dialog. */
async function concluir(page: Page, nome: string, data: string) {
  await card(page, nome).getByLabel(`Status de ${nome}`).selectOption({ label: "Concluída" });
  const dialog = page.getByRole("dialog", { name: "Data de Entrega" });
  await dialog.getByLabel("Data de entrega").fill(data);
  await press(dialog, "Confirmar");
  return dialog;
}

test("from the row menu: add a condition, conclude it on time and late, refuse a future date, approve it", async ({
  page,
}) => {
  await seed(page, "Helena Prado");
  await page.goto("/licencas");
  await menu(page, "Condicionantes");
  await expect(painel(page)).toBeVisible();
  await expect(page).toHaveURL(/\?condicionantes=/);
  await expect(painel(page)).toContainText("Condicionantes do Documento");
  await expect(painel(page)).toContainText("Empresa: Agro Verde Ltda");
  await expect(painel(page)).toContainText("Empreendimento: Fazenda Boa Vista");
  await expect(painel(page).getByRole("heading", { name: "Condicionantes (0)" })).toBeVisible();
  await expect(painel(page)).toContainText("Nenhuma condicionante cadastrada");
  await expectNoSeriousViolations(page);

  // 'Nova Condicionante': the panel's unaccented messages, the 1900 limit, then a valid one.
  await press(painel(page), "Nova Condicionante");
  const nova = page.getByRole("dialog", { name: "Nova Condicionante" });
  await nova.getByLabel("Prazo").fill("01011899");
  await expect(nova.getByLabel("Prazo")).toHaveValue("01/01/1899");
  await press(nova, "Criar Condicionante");
  await expect(nova.getByText("Nome da condicionante é obrigatório")).toBeVisible();
  await expect(nova.getByText("Descrição é obrigatória")).toBeVisible();
  await expect(nova.getByLabel("Prazo")).toHaveAttribute("aria-invalid", "true");
  await expect(nova.getByLabel("Data de entrega")).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await nova.getByLabel("Nome").fill(NOME);
  await nova.getByLabel("Descrição").fill("Medições trimestrais de material particulado");
  await nova.getByLabel("Prazo").fill(formatIsoDate(PRAZO));
  await press(nova, "Criar Condicionante");
  await toast(page, "Condicionante criada com sucesso!");
  await expect(nova).toBeHidden();
  await expect(painel(page).getByRole("heading", { name: "Condicionantes (1)" })).toBeVisible();
  const c = card(page, NOME);
  await expect(badge(c, "Pendente")).toBeVisible();
  await expect(c).toContainText(`Prazo: ${formatIsoDate(PRAZO)}`);
  await expect(c).toContainText("0 documentos");

  // 'Concluída' asks the delivery date: required, not in the future.
  await c.getByLabel(`Status de ${NOME}`).selectOption({ label: "Concluída" });
  const entrega = page.getByRole("dialog", { name: "Data de Entrega" });
  await press(entrega, "Confirmar");
  await expect(entrega.getByText("Data de entrega é obrigatória para status Concluída")).toBeVisible();
  await entrega.getByLabel("Data de entrega").fill(formatIsoDate(addDays(TODAY, 1)));
  await press(entrega, "Confirmar");
  await expect(entrega.getByText("A data de entrega não pode ser futura.")).toBeVisible();
  await expectNoSeriousViolations(page);
  await press(entrega, "Cancelar");
  await expect(c.getByLabel(`Status de ${NOME}`)).toHaveValue("pendente");

  // On or before the deadline: '(No prazo)' in green.
  await concluir(page, NOME, formatIsoDate(addDays(PRAZO, -3)));
  await toast(page, "Status atualizado com sucesso!");
  await expect(c.getByLabel(`Status de ${NOME}`)).toHaveValue("concluida");
  await expect(badge(c, "Concluída")).toBeVisible();
  await expect(c).toContainText(`Entrega: ${formatIsoDate(addDays(PRAZO, -3))} (No prazo)`);
  await expect(c.getByText("(No prazo)")).toHaveClass(/text-green-700/);

  // Any other status clears the delivery date.
  await c.getByLabel(`Status de ${NOME}`).selectOption({ label: "Em Andamento" });
  await expect(c.getByLabel(`Status de ${NOME}`)).toHaveValue("em_andamento");
  await expect(c).not.toContainText("Entrega:");

  // After the deadline: '(Atrasada)' in red.
  await concluir(page, NOME, formatIsoDate(TODAY));
  await expect(c).toContainText(`Entrega: ${formatIsoDate(TODAY)} (Atrasada)`);
  await expect(c.getByText("(Atrasada)")).toHaveClass(/text-red-700/);

  // The approval switch, by the server's procedure.
  const aprovada = c.getByRole("switch", { name: `Aprovada: ${NOME}` });
  await expect(aprovada).not.toBeChecked();
  await aprovada.click();
  await toast(page, "Condicionante aprovada!");
  await expect(aprovada).toBeChecked();
  await page.reload();
  await expect(card(page, NOME).getByRole("switch", { name: `Aprovada: ${NOME}` })).toBeChecked();
  await card(page, NOME)
    .getByRole("switch", { name: `Aprovada: ${NOME}` })
    .click();
  await toast(page, "Aprovação removida");
  await expect(card(page, NOME).getByRole("switch", { name: `Aprovada: ${NOME}` })).not.toBeChecked();

  await press(painel(page), "Fechar");
  await expect(painel(page)).toBeHidden();
  await expect(page).toHaveURL(/\/licencas$/);
});

test("from the details tab and by link; details loaded on opening; copy, inline edit and delete", async ({ page }) => {
  const licencaId = await seed(page, "Otávio Nunes", true);
  await page.goto("/licencas");
  await menu(page, "Ver Detalhes");
  const details = page.getByRole("dialog", { name: "Detalhes da Licença" });
  await expect(page).toHaveURL(new RegExp(`\\?detalhes=${licencaId}$`));
  await details.getByRole("tab", { name: "Condicionantes" }).click();
  const resumo = details.getByRole("list", { name: "Condicionantes da licença" }).getByRole("listitem");
  await expect(resumo).toHaveCount(1);
  await expect(resumo).toContainText(NOME);
  await expect(resumo).toContainText("Status: Pendente");
  await expect(resumo).toContainText(`Prazo: ${formatIsoDate(PRAZO)}`);
  await expectNoSeriousViolations(page);
  await press(details, "Gerenciar Condicionantes");
  await expect(details).toBeHidden();
  await expect(painel(page)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`\\?condicionantes=${licencaId}$`));
  await fecharComEsc(page, painel(page));
  await expect(page).toHaveURL(/\/licencas$/);

  // The conditions screen's 'Ver Licença' opens the details by link; closing drops the parameter.
  await page.goto(`/licencas?detalhes=${licencaId}`);
  await expect(details).toContainText(NUMERO);
  await press(details, "Fechar");
  await expect(page).toHaveURL(/\/licencas$/);

  // By link too; the card's details are asked for only when it opens.
  const asked: string[] = [];
  page.on("request", (r) => r.url().includes("/api/condicionantes/") && asked.push(new URL(r.url()).pathname));
  await page.goto(`/licencas?condicionantes=${licencaId}`);
  const c = card(page, NOME);
  await expect(c).toBeVisible();
  expect(asked).toEqual([]);
  const trigger = c.getByRole("button", { name: NOME, exact: true });
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await trigger.click();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  await expect(c.getByRole("button", { name: "Editar", exact: true })).toBeVisible();
  await expect.poll(() => asked.filter((p) => /^\/api\/condicionantes\/[^/]+$/.test(p)).length).toBe(1);
  await expect(c.getByRole("heading", { name: /Histórico de Comprovações/ })).toBeVisible();
  await expectNoSeriousViolations(page);

  // The periodicity dialog opens from the card.
  await press(c, "Periodicidade");
  const periodicidade = page.getByRole("dialog", { name: "Configurar Periodicidade de Entregas" });
  await expect(periodicidade).toBeVisible();
  await fecharComEsc(page, periodicidade);

  // Copy: pending, not approved, same deadline, ' (Cópia)' appended.
  await press(c, "Copiar");
  await toast(page, "Condicionante copiada com sucesso!");
  await expect(painel(page).getByRole("heading", { name: "Condicionantes (2)" })).toBeVisible();
  const copia = card(page, `${NOME} (Cópia)`);
  await expect(badge(copia, "Pendente")).toBeVisible();
  await expect(copia.getByLabel(`Status de ${NOME} (Cópia)`)).toHaveValue("pendente");
  await expect(copia).toContainText(`Prazo: ${formatIsoDate(PRAZO)}`);
  await expect(copia.getByRole("switch")).not.toBeChecked();

  // Inline edit: 'Concluída' asks the date and puts it into the form; 'Salvar' saves.
  await press(c, "Editar");
  const nome = c.getByLabel("Nome", { exact: true });
  await expect(nome).toHaveValue(NOME);
  await nome.fill("Qualidade do ar");
  await c.getByLabel("Status", { exact: true }).selectOption({ label: "Concluída" });
  const entrega = page.getByRole("dialog", { name: "Data de Entrega" });
  await entrega.getByLabel("Data de entrega").fill(formatIsoDate(addDays(PRAZO, -1)));
  await press(entrega, "Confirmar");
  await expect(entrega).toBeHidden();
  await expect(c.getByLabel("Data de entrega")).toHaveValue(formatIsoDate(addDays(PRAZO, -1)));
  await expect(c.getByLabel("Status", { exact: true })).toHaveValue("concluida");
  await expectNoSeriousViolations(page);
  await press(c, "Salvar");
  await toast(page, "Condicionante atualizada com sucesso!");
  const editada = card(page, "Qualidade do ar");
  await expect(editada).toContainText(`Entrega: ${formatIsoDate(addDays(PRAZO, -1))} (No prazo)`);
  await expect(editada.getByLabel("Status de Qualidade do ar")).toHaveValue("concluida");

  // Delete: the confirmation names it and says it goes to the bin (nothing hangs from it yet).
  await press(editada, "Deletar");
  const confirm = page.getByRole("alertdialog", { name: "Deletar Condicionante" });
  await expect(confirm).toContainText(
    'Tem certeza que deseja deletar a condicionante "Qualidade do ar"? Ela irá para a Lixeira. ' +
      "Um administrador poderá restaurá-la por 30 dias.",
  );
  await expectNoSeriousViolations(page);
  await press(confirm, "Deletar");
  await toast(page, "Condicionante deletada com sucesso!");
  await expect(editada).toHaveCount(0);
  await expect(painel(page).getByRole("heading", { name: "Condicionantes (1)" })).toBeVisible();
  await expect(copia).toBeVisible();
});
