import { expect, test, type Locator, type Page } from "@playwright/test";
import { newCompanySession } from "./support/users";
import { expectNoSeriousViolations } from "./support/axe";
import { postApi } from "./support/api";
import { fecharComEsc } from "./support/dialogs";

test.use({ reducedMotion: "reduce" });

const TODAY = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" }).format(new Date());
const rows = (page: Page) => page.getByRole("table", { name: "Clientes" }).locator("tbody tr");
const row = (page: Page, nome: string) => rows(page).filter({ hasText: nome });
const rowButton = (page: Page, nome: string, action: "Editar" | "Deletar") =>
  row(page, nome).getByRole("button", { name: `${action} ${nome}` });
const group = (scope: Page | Locator, name: string) => scope.getByRole("group", { name });
const radio = (scope: Page | Locator, groupName: string, label: string) =>
  group(scope, groupName).getByLabel(label, { exact: true });

/** A fresh company with one approved user, signed in, on /clientes. */
async function openClientes(page: Page, fullName: string) {
  const user = await newCompanySession(page, fullName);
  await page.goto("/clientes");
  await expect(page.getByRole("heading", { level: 1, name: "Empreendedor" })).toBeVisible();
  return user;
}

// The page's request context shares the browser's session cookie.
const createCliente = (page: Page, data: Record<string, unknown>) => postApi(page, "/api/clientes", data);

test("creates and edits clients: masks, check digits, duplicate, new row, edit and inactive", async ({ page }) => {
  await openClientes(page, "Fernanda Alves");
  await expect(page.getByText("Nenhum cliente encontrado")).toBeVisible();

  await page.getByRole("button", { name: "Novo", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Novo Cliente" });
  await dialog.getByLabel("Nome").fill("Ambiental Serra Ltda");
  await dialog.getByLabel("CNPJ/CPF").fill("52998224725");
  await expect(dialog.getByLabel("CNPJ/CPF")).toHaveValue("529.982.247-25");
  await expect(radio(dialog, "Tipo de pessoa", "Física")).toBeChecked();
  await expect(radio(dialog, "Tipo de pessoa", "Física")).toBeDisabled();
  await dialog.getByLabel("CNPJ/CPF").fill("11222333000182");
  await expect(dialog.getByLabel("CNPJ/CPF")).toHaveValue("11.222.333/0001-82");
  await expect(radio(dialog, "Tipo de pessoa", "Jurídica")).toBeChecked();
  await dialog.getByLabel("E-mail").fill("contato@serra.com.br");
  await dialog.getByLabel("Telefone").fill("49999887766");
  await expect(dialog.getByLabel("Telefone")).toHaveValue("(49) 99988-7766");
  await dialog.getByLabel("Estado").selectOption("SC");
  await dialog.getByLabel("Cidade").fill("Chapecó");
  await dialog.getByRole("button", { name: "Criar Cliente" }).click();
  await expect(dialog.getByText("CPF/CNPJ inválido. Verifique os dígitos.")).toBeVisible();
  await expect(dialog.getByLabel("CNPJ/CPF")).toHaveAttribute("aria-invalid", "true");

  await dialog.getByLabel("CNPJ/CPF").fill("11222333000181");
  await dialog.getByRole("button", { name: "Criar Cliente" }).click();
  await expect(page.getByText("Cliente criado com sucesso!")).toBeVisible();
  await expect(dialog).toBeHidden();
  const created = row(page, "Ambiental Serra Ltda");
  for (const text of ["11.222.333/0001-81", "contato@serra.com.br", "(49) 99988-7766", TODAY])
    await expect(created.getByRole("cell", { name: text })).toBeVisible();

  // The same document twice in one company is refused with the server's message.
  await page.getByRole("button", { name: "Novo", exact: true }).click();
  await dialog.getByLabel("Nome").fill("Outra Serra");
  await dialog.getByLabel("CNPJ/CPF").fill("11222333000181");
  await dialog.getByRole("button", { name: "Criar Cliente" }).click();
  const duplicate = "Já existe um cliente com este CPF/CNPJ nesta empresa.";
  await expect(page.getByText(`Erro ao criar cliente: ${duplicate}`)).toBeVisible();
  await expect(dialog.getByText(duplicate)).toBeVisible();
  await fecharComEsc(page, dialog);

  // Edit, then mark inactive: the client leaves 'Ativos' and shows under 'Inativos'.
  await createCliente(page, { nome: "Madeireira Oeste", cnpj: "45338199000109", telefone: "4933224455" });
  await page.reload();
  await rowButton(page, "Madeireira Oeste", "Editar").click();
  const edit = page.getByRole("dialog", { name: "Editar Cliente" });
  await expect(edit.getByLabel("CNPJ/CPF")).toHaveValue("45.338.199/0001-09");
  await expect(edit.getByLabel("Telefone")).toHaveValue("(49) 3322-4455");
  await edit.getByLabel("Nome").fill("Madeireira Oeste Catarinense");
  await edit.getByLabel("Telefone").fill("4930001111");
  await edit.getByRole("button", { name: "Salvar Alterações" }).click();
  await expect(page.getByText("Cliente atualizado com sucesso!")).toBeVisible();
  await expect(row(page, "Madeireira Oeste Catarinense").getByRole("cell", { name: "(49) 3000-1111" })).toBeVisible();

  await rowButton(page, "Madeireira Oeste Catarinense", "Editar").click();
  await radio(edit, "Situação", "Inativo").click();
  await edit.getByRole("button", { name: "Salvar Alterações" }).click();
  await expect(row(page, "Madeireira Oeste Catarinense")).toHaveCount(0);
  await expect(rows(page)).toHaveCount(1);
  await radio(page, "Situação", "Inativos").click();
  await expect(page).toHaveURL(/situacao=inativos/);
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, "Madeireira Oeste Catarinense")).toContainText("Inativo");
  await radio(page, "Situação", "Todos").click();
  await expect(rows(page)).toHaveCount(2);
});

test("search and every filter narrow the list, live in the URL, and 'Limpar filtros' restores defaults", async ({
  page,
}) => {
  const user = await openClientes(page, "Igor Martins");
  const filtros = await (await page.request.get("/api/clientes/filtros")).json();
  const me = filtros.responsaveis.find((r: { nome: string }) => r.nome === user.fullName);
  await createCliente(page, {
    nome: "Ana Chapecó",
    cnpj: "52998224725",
    estado: "SC",
    cidade: "Chapecó",
    responsavelId: me.id,
  });
  await createCliente(page, { nome: "Beta Floripa", cnpj: "11222333000181", estado: "SC", cidade: "Florianópolis" });
  await createCliente(page, { nome: "Gama Porto", tipoPessoa: "juridica", estado: "RS", cidade: "Porto Alegre" });
  await createCliente(page, { nome: "Cerâmica São José", email: "vendas@ceramica.com.br", cnpj: "07470654000128" });

  // First paint: the list and the filter choices, nothing more.
  const calls: string[] = [];
  page.on("request", (r) => r.url().includes("/api/clientes") && calls.push(r.url()));
  await page.reload();
  await expect(rows(page)).toHaveCount(4);
  expect(calls).toHaveLength(2);

  // Search ignores case and accents, also finds the document however it is typed.
  const busca = page.getByLabel("Buscar");
  await busca.fill("ceramica sao jose");
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, "Cerâmica São José")).toBeVisible();
  await expect(page).toHaveURL(/q=ceramica/);
  await page.reload();
  await expect(busca).toHaveValue("ceramica sao jose");
  await expect(rows(page)).toHaveCount(1);
  await busca.fill("07.470.654");
  await expect(page).toHaveURL(/q=07.470.654/);
  await expect(row(page, "Cerâmica São José")).toBeVisible();
  await busca.fill("");
  await expect(rows(page)).toHaveCount(4);

  const cidade = page.getByLabel("Cidade");
  await expect(cidade).toBeDisabled();
  await page.getByLabel("Estado").selectOption("SC");
  await expect(page).toHaveURL(/estado=SC/);
  await expect(rows(page)).toHaveCount(2);
  await expect(cidade.locator("option")).toHaveText(["Todas", "Chapecó", "Florianópolis"]);
  await cidade.selectOption("Chapecó");
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, "Ana Chapecó")).toBeVisible();
  await page.reload();
  await expect(cidade).toHaveValue("Chapecó");
  await expect(rows(page)).toHaveCount(1);
  await page.getByLabel("Estado").selectOption("RS");
  await expect(cidade).toHaveValue("");
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, "Gama Porto")).toBeVisible();

  await page.getByRole("button", { name: "Limpar filtros" }).click();
  await expect(page).toHaveURL(/\/clientes$/);
  await expect(rows(page)).toHaveCount(4);
  await page.getByLabel("Responsável").selectOption({ label: user.fullName });
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, "Ana Chapecó")).toBeVisible();

  await page.getByRole("button", { name: "Limpar filtros" }).click();
  await radio(page, "Tipo de pessoa", "Física").click();
  await expect(page).toHaveURL(/tipo=fisica/);
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, "Ana Chapecó")).toBeVisible();
  await radio(page, "Tipo de pessoa", "Jurídica").click();
  await expect(rows(page)).toHaveCount(3);
  await expect(row(page, "Ana Chapecó")).toHaveCount(0);

  await busca.fill("gama");
  await expect(rows(page)).toHaveCount(1);
  await page.getByRole("button", { name: "Limpar filtros" }).click();
  await expect(busca).toHaveValue("");
  await expect(radio(page, "Tipo de pessoa", "Todos")).toBeChecked();
  await expect(radio(page, "Situação", "Ativos")).toBeChecked();
  await expect(rows(page)).toHaveCount(4);
  await expect(page).toHaveURL(/\/clientes$/);
});

test("pages on the server, newest first, with 10, 25 or 50 per page", async ({ page }) => {
  await openClientes(page, "Julia Rocha");
  for (let i = 1; i <= 12; i++) await createCliente(page, { nome: `Cliente ${String(i).padStart(2, "0")}` });
  await page.reload();
  await expect(rows(page)).toHaveCount(10);
  await expect(rows(page).first()).toContainText("Cliente 12");
  await expect(page.getByText("12 clientes · Página 1 de 2")).toBeVisible();
  await page.getByRole("button", { name: "Próxima" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).last()).toContainText("Cliente 01");
  await page.reload();
  await expect(rows(page)).toHaveCount(2);

  await page.getByLabel("Itens por página").selectOption("25");
  await expect(page).toHaveURL(/pageSize=25/);
  await expect(page).not.toHaveURL(/[?&]page=2/);
  await expect(rows(page)).toHaveCount(12);
  await expect(page.getByText("12 clientes · Página 1 de 1")).toBeVisible();
});

test("deletes after confirmation, refuses a client with projects; axe finds nothing serious", async ({ page }) => {
  await openClientes(page, "Karina Lopes");
  await createCliente(page, { nome: "Cliente Livre" });
  const withProject = await createCliente(page, { nome: "Cliente Com Obra" });
  await postApi(page, "/api/empreendimentos", { nome: "Loteamento Norte", clienteId: withProject.id });
  await page.reload();

  await rowButton(page, "Cliente Livre", "Deletar").click();
  const confirm = page.getByRole("alertdialog", { name: "Confirmar Exclusão" });
  await expect(confirm).toContainText(
    "Tem certeza que deseja deletar o cliente Cliente Livre? Ele irá para a Lixeira. " +
      "Um administrador poderá restaurá-lo por 30 dias.",
  );
  await confirm.getByRole("button", { name: "Cancelar" }).click();
  await expect(row(page, "Cliente Livre")).toBeVisible();
  await rowButton(page, "Cliente Livre", "Deletar").click();
  await confirm.getByRole("button", { name: "Deletar" }).click();
  await expect(page.getByText("Cliente deletado com sucesso!")).toBeVisible();
  await expect(row(page, "Cliente Livre")).toHaveCount(0);

  // The dialog says why before anyone confirms, and there is nothing to confirm.
  await rowButton(page, "Cliente Com Obra", "Deletar").click();
  await expect(confirm).toContainText(
    "Este cliente possui 1 empreendimento vinculado e não pode ser excluído. " +
      "Marque-o como inativo para tirá-lo da lista.",
  );
  await expect(confirm.getByRole("button", { name: "Deletar" })).toBeDisabled();
  await confirm.getByRole("button", { name: "Cancelar" }).click();
  await expect(row(page, "Cliente Com Obra")).toBeVisible();

  // Accessibility of the screen and of the create dialog showing a field error.
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Novo", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Novo Cliente" });
  await dialog.getByRole("button", { name: "Criar Cliente" }).click();
  await expect(dialog.getByText("Nome é obrigatório")).toBeVisible();
  await page.mouse.move(0, 0);
  await expectNoSeriousViolations(page);
});
