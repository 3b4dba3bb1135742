import { expect, test, type Page } from "@playwright/test";
import { E2E_URL } from "../playwright.config";
import { addDays, formatIsoDate, todayIn } from "../src/shared/rules/datas";
import { newCompanySession } from "./support/users";
import { expectNoSeriousViolations } from "./support/axe";
import { postApi } from "./support/api";

test.use({ reducedMotion: "reduce" });

const TODAY = todayIn(new Date());
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const toast = (page: Page, text: string) =>
  expect(page.locator("[data-sonner-toast]", { hasText: text }).first()).toBeVisible();
const patchApi = async (page: Page, path: string, data: object) => {
  const res = await page.request.patch(path, { data, headers: { origin: E2E_URL } });
  expect(res.status(), await res.text()).toBe(200);
};

test("a project's report: schedule, status, documents, conditions, period and the printed page", async ({
  page,
  context,
}) => {
  const user = await newCompanySession(page, "Helena Prado");
  const cliente = await postApi(page, "/api/clientes", { nome: "Cerâmica Vale do Rio", cnpj: "11222333000181" });
  const projeto = await postApi(page, "/api/empreendimentos", { nome: "Forno Túnel", clienteId: cliente.id });
  const licenca = await postApi(page, "/api/licencas", {
    ...{ clienteId: cliente.id, empreendimentoId: projeto.id, tipo: "LO", numero: "LO-77/2026", orgao: "IMA" },
  });
  const condicionante = (nome: string, dataPrazo: string) =>
    postApi(page, `/api/licencas/${licenca.id}/condicionantes`, {
      ...{ nome, descricao: `${nome}: laudo`, status: "pendente", dataPrazo },
    });
  const aprovada = await condicionante("Plano de emergência", addDays(TODAY, -30));
  await condicionante("Laudo de ruído", addDays(TODAY, -3));
  await condicionante("Inventário de resíduos", addDays(TODAY, 40));
  await patchApi(page, `/api/condicionantes/${aprovada.id}/aprovacao`, { aprovada: true });

  await page.goto("/relatorios");
  await expect(page.getByRole("heading", { level: 1, name: "Relatórios" })).toBeVisible();
  // The empty choice is 'Todos os empreendimentos' (?empreendimento=todos, the default).
  await expect(page.getByLabel("Empreendimento", { exact: true })).toHaveValue("");
  await page
    .getByLabel("Empreendimento", { exact: true })
    .selectOption({ label: "Forno Túnel — Cerâmica Vale do Rio" });
  await expect(page).toHaveURL(new RegExp(`empreendimento=${projeto.id}`));
  await expect(
    page.getByText("Cliente: Cerâmica Vale do Rio (11.222.333/0001-81) · Período: Todo o período"),
  ).toBeVisible();
  await expect(page.getByText("Nenhuma atividade no cronograma para o período.")).toBeVisible();

  // A new activity: the title is required; the deadline typed as dd/mm/aaaa.
  await page.getByRole("button", { name: "Nova Atividade" }).click();
  let dialog = page.getByRole("dialog", { name: "Nova Atividade" });
  await dialog.getByLabel("Título").fill("   ");
  await dialog.getByRole("button", { name: "Salvar" }).click();
  await expect(dialog.getByText("Título é obrigatório")).toBeVisible();
  await dialog.getByLabel("Título").fill("Coleta de efluentes");
  await dialog.getByLabel("Descrição").fill("Saída da ETE");
  await dialog.getByLabel("Prazo").pressSequentially(formatIsoDate(addDays(TODAY, -1)).replaceAll("/", ""));
  await dialog.getByRole("button", { name: "Salvar" }).click();
  await toast(page, "Atividade criada com sucesso!");
  const tabela = page.getByRole("table", { name: "Atividades do cronograma" });
  const coleta = tabela.getByRole("row", { name: /Coleta de efluentes/ });
  await expect(coleta).toContainText("Atrasada");

  await page.getByRole("button", { name: "Nova Atividade" }).click();
  dialog = page.getByRole("dialog", { name: "Nova Atividade" });
  await dialog.getByLabel("Título").fill("Relatório anual");
  await dialog.getByLabel("Prazo").fill(formatIsoDate(addDays(TODAY, 10)));
  await dialog.getByRole("button", { name: "Salvar" }).click();
  await toast(page, "Atividade criada com sucesso!");

  // Edit it.
  await page.getByRole("button", { name: "Ações da atividade Relatório anual" }).click();
  await page.getByRole("menuitem", { name: "Editar" }).click();
  dialog = page.getByRole("dialog", { name: "Editar Atividade" });
  await expect(dialog.getByLabel("Prazo")).toHaveValue(formatIsoDate(addDays(TODAY, 10)));
  await dialog.getByLabel("Título").fill("Relatório anual de emissões");
  await dialog.getByRole("button", { name: "Salvar" }).click();
  await toast(page, "Atividade atualizada com sucesso!");
  const relatorioAnual = tabela.getByRole("row", { name: /Relatório anual de emissões/ });
  await expect(relatorioAnual).toContainText("Pendente");

  // Concluded records today's date; the late one stops being late.
  await page.getByRole("button", { name: "Ações da atividade Coleta de efluentes" }).click();
  await page.getByRole("menuitem", { name: "Alterar status" }).click();
  dialog = page.getByRole("dialog", { name: "Alterar Status" });
  await expect(dialog.getByText("Concluída registra a data de hoje")).toBeVisible();
  await dialog.getByLabel("Concluída").check();
  await dialog.getByLabel("Observação").fill("Laudo protocolado no IMA");
  await expectNoSeriousViolations(page, '[role="dialog"]');
  await dialog.getByRole("button", { name: "Salvar" }).click();
  await toast(page, "Status da atividade atualizado!");
  await expect(coleta).toContainText("Concluída");
  await expect(coleta).toContainText(formatIsoDate(TODAY));
  const resumo = page.getByRole("region", { name: "Resumo de atividades" });
  await expect(resumo.getByText("Concluídas")).toBeVisible();
  await expect(resumo.locator("div", { hasText: "Concluídas" }).getByRole("definition")).toHaveText("1");

  // A document: uploaded, listed, and its link opens the file.
  await page.getByRole("button", { name: /^Documentos de Coleta de efluentes/ }).click();
  const documentos = page.getByRole("region", { name: "Documentos de Coleta de efluentes" });
  await expect(documentos.getByText("Nenhum documento anexado.")).toBeVisible();
  await expect(documentos.getByText("PDF, DOC, DOCX, XLS, XLSX, JPG, PNG — até 10MB")).toBeVisible();
  await documentos
    .getByLabel("Arquivo para Coleta de efluentes")
    .setInputFiles({ name: "laudo-ete.pdf", mimeType: "application/pdf", buffer: PDF });
  await toast(page, "Documento enviado com sucesso!");
  await expect(documentos.getByText("laudo-ete.pdf")).toBeVisible();
  await expect(page.getByRole("button", { name: "Documentos de Coleta de efluentes (1)" })).toBeVisible();
  const [aba] = await Promise.all([
    context.waitForEvent("page"),
    documentos.getByRole("button", { name: "Baixar laudo-ete.pdf" }).click(),
  ]);
  await aba.waitForURL(/\/api\/arquivos\//);
  const arquivo = await page.request.get(aba.url());
  expect(arquivo.headers()["content-type"]).toBe("application/pdf");
  expect((await arquivo.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await aba.close();
  await expectNoSeriousViolations(page);

  // The conditions, read-only, with the report's statuses.
  await page.getByRole("tab", { name: "Condicionantes" }).click();
  const conds = page.getByRole("table", { name: "Condicionantes do empreendimento" });
  await expect(conds.getByRole("row", { name: /Plano de emergência/ })).toContainText("Cumprida");
  await expect(conds.getByRole("row", { name: /Laudo de ruído/ })).toContainText("Vencida");
  await expect(conds.getByRole("row", { name: /Inventário de resíduos/ })).toContainText("Pendente");
  await expect(conds.getByRole("row", { name: /Laudo de ruído/ })).toContainText("LO-77/2026");
  await page.getByRole("tab", { name: "Atividades" }).click();

  // The period: from tomorrow only the report of the year is left; an end before the start is refused.
  await page.getByLabel("Data inicial").fill(formatIsoDate(addDays(TODAY, 1)));
  await expect(tabela.getByRole("row", { name: /Coleta de efluentes/ })).toHaveCount(0);
  await expect(relatorioAnual).toBeVisible();
  await page.getByLabel("Data final").fill(formatIsoDate(TODAY));
  await expect(page.getByText("A data final não pode ser anterior à inicial.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Imprimir Relatório" })).toBeDisabled();
  await page.getByLabel("Data final").fill("");
  await page.getByLabel("Data inicial").fill("");
  await expect(coleta).toBeVisible();

  // 'Imprimir Relatório' opens the printable page in a new tab.
  await page.addInitScript(() => (window.print = () => {}));
  const [impressao] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("button", { name: "Imprimir Relatório" }).click(),
  ]);
  await impressao.waitForURL(new RegExp(`/relatorios/imprimir\\?empreendimento=${projeto.id}`));
  await impressao.close();

  await page.goto(`/relatorios/imprimir?empreendimento=${projeto.id}&imprimir=0`);
  const folha = page.getByRole("main");
  await expect(folha.getByRole("heading", { name: "Relatório do Empreendimento" })).toBeVisible();
  await expect(folha).toContainText(user.companyName);
  await expect(folha).toContainText("Forno Túnel");
  await expect(folha).toContainText("Cerâmica Vale do Rio — 11.222.333/0001-81");
  await expect(folha).toContainText("Todo o período");
  await expect(folha.getByRole("heading", { name: "Cronograma de Atividades" })).toBeVisible();
  await expect(folha.getByRole("row", { name: /Coleta de efluentes .*Concluída/ })).toContainText(
    "Laudo protocolado no IMA",
  );
  await expect(folha.getByRole("row", { name: /Laudo de ruído/ })).toContainText("Vencida");
  await expect(folha).toContainText("Emitido em");
  await expect(page.getByRole("navigation")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Relatórios" })).toHaveCount(0);
  await expectNoSeriousViolations(page);
});
